import { Button, type ButtonProps } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconShare } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

interface TShareButtonProps extends Pick<ButtonProps, 'size' | 'variant'> {
  /** The address to share (absolute). */
  url: string;
  /** What the share sheet names it. */
  title: string;
}

/**
 * Share: the system's share sheet where the browser has one (Web Share API, mostly phones), else
 * the address copied to the clipboard with a 'Link copied' toast.
 */
export function ShareButton({ url, title, size, variant = 'outline' }: TShareButtonProps) {
  const { t } = useTranslation();

  const share = async () => {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
        return;
      } catch (err) {
        // The person closed the sheet: nothing to say. Another failure falls back to copying.
        if (err instanceof DOMException && err.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      notifications.show({ color: 'green', message: t('share.copied') });
    } catch {
      notifications.show({ color: 'red', message: t('share.copyFailed', { url }) });
    }
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
