import { Progress } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** One photo's upload, as a labelled progress bar (role=progressbar with aria-valuenow). */
export function UploadProgress({ name, fraction }: { name: string; fraction: number }) {
  const { t } = useTranslation();
  const value = Math.round(fraction * 100);
  return (
    <Progress
      value={value}
      size="sm"
      animated={value < 100}
      color={value < 100 ? 'brand' : 'green'}
      aria-label={t('posts.photos.uploading', { name })}
    />
  );
}
