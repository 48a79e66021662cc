import { Image, Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface TImagePreviewProps {
  opened: boolean;
  onClose: () => void;
  src: string | undefined;
  alt: string;
}

/**
 * SPEC.md: 'Image Preview', large, with the large image and a close button; the backdrop closes it
 * too. The transitions (300 ms, backdrop 150 ms at 0.3) come from the theme's Modal defaults.
 */
export default function ImagePreviewDialog({ opened, onClose, src, alt }: TImagePreviewProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('postCard.previewTitle')}
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': t('postCard.close') }}
    >
      {src && <Image src={src} alt={alt} fit="contain" mah="75vh" />}
    </Modal>
  );
}
