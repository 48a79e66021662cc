import { Button, type ButtonProps } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconShare } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { shareLink } from '@/lib/share-link';

interface TShareButtonProps extends Pick<ButtonProps, 'size' | 'variant'> {
  /** The address to share: absolute, or a path of this site (made absolute when shared). */
  url: string;
  /** What the share sheet names it. */
  title: string;
}

/**
 * Share: the system's share sheet where the browser has one (Web Share API, mostly phones), else
 * the address copied to the clipboard with a 'Link copied' toast.
 */
export function ShareButton({ url: href, title, size, variant = 'outline' }: TShareButtonProps) {
  const { t } = useTranslation();

  const share = async () => {
    // Resolved at the click, not in render: the server renders this button too, without a window.
    const url = new URL(href, window.location.origin).href;
    const outcome = await shareLink({ title, url });
    if (outcome === 'copied') notifications.show({ color: 'green', message: t('share.copied') });
    if (outcome === 'failed') notifications.show({ color: 'red', message: t('share.copyFailed', { url }) });
  };

  return (
    <Button
      size={size}
      variant={variant}
      leftSection={<IconShare size={18} aria-hidden />}
      onClick={() => void share()}
    >
      {t('share.label')}
    </Button>
  );
}
