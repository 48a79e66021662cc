import { languagePath } from '@common/i18n/languages';
import { Button, type ButtonProps } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconShare } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/lib/language';
import { shareLink } from '@/lib/share-link';

interface TShareButtonProps extends Pick<ButtonProps, 'size' | 'variant'> {
  /**
   * The address to share: absolute, or a path of this site as the router names it ('/view/12',
   * shared in the page's language: '/fr/view/12' from a French page).
   */
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
  const { language } = useLanguage();

  const share = async () => {
    // Resolved at the click, not in render: the server renders this button too, without a window.
    const path = href.startsWith('/') ? languagePath(href, language) : href;
    const url = new URL(path, window.location.origin).href;
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
