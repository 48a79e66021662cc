import type { TPost } from '@common/contracts/posts';
import { languagePath } from '@common/i18n/languages';
import { Alert, Button, Group, Stack, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCircleCheck, IconCopy, IconEye, IconPlus, IconShare } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS, viewPostPath } from '@/config/routes';
import { useFormat } from '@/lib/format';
import { useLanguage } from '@/lib/language';
import { postTitle } from '@/lib/post-format';
import { copyText, shareLink } from '@/lib/share-link';

/**
 * The seller's confirmation that a post is live: its link (to copy or share) and the next steps,
 * View post, Share and Post another part.
 */
export function PostLiveConfirmation({ post }: { post: TPost }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const title = postTitle(post, fmt.part);
  const { language } = useLanguage();
  // The post's address in the page's language (a French seller shares the French page).
  const url = new URL(languagePath(viewPostPath(post), language), window.location.origin).href;

  const copy = async () => {
    const copied = await copyText(url);
    notifications.show(
      copied
        ? { color: 'green', message: t('posts.success.copied') }
        : { color: 'orange', message: t('posts.success.copyFailed') },
    );
  };
  const share = async () => {
    const outcome = await shareLink({ title: t('posts.success.shareText', { title }), url });
    if (outcome === 'copied') notifications.show({ color: 'green', message: t('posts.success.copied') });
    if (outcome === 'failed') notifications.show({ color: 'orange', message: t('posts.success.copyFailed') });
  };

  return (
    <Stack gap="md" component="section" aria-labelledby="post-live-title">
      <Alert color="green" variant="light" icon={<IconCircleCheck aria-hidden />}>
        <Stack gap="xs">
          <Title order={2} size="h3" id="post-live-title">
            {t('posts.success.liveTitle')}
          </Title>
          {t('posts.success.liveText', { title })}
        </Stack>
      </Alert>
      <Group gap="xs" align="end" wrap="nowrap">
        <TextInput
          label={t('posts.success.link')}
          value={url}
          readOnly
          onFocus={(event) => event.currentTarget.select()}
          style={{ flex: 1, minWidth: 0 }}
        />
        <Button variant="default" onClick={copy} leftSection={<IconCopy size={16} aria-hidden />}>
          {t('posts.success.copy')}
        </Button>
      </Group>
      <Group gap="sm">
        <Button component={Link} to={viewPostPath(post)} leftSection={<IconEye size={16} aria-hidden />}>
          {t('posts.success.view')}
        </Button>
        <Button variant="light" onClick={share} leftSection={<IconShare size={16} aria-hidden />}>
          {t('posts.success.share')}
        </Button>
        <Button
          component={Link}
          to={PATHS.createPost}
          variant="outline"
          leftSection={<IconPlus size={16} aria-hidden />}
        >
          {t('posts.success.postAnother')}
        </Button>
      </Group>
    </Stack>
  );
}
