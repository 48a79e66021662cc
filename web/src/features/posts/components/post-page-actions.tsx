import type { TPost } from '@common/contracts/posts';
import { Button, Group } from '@mantine/core';
import { IconFlag } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ShareButton } from '@/components/ui/share-button';
import { reportPostPath, viewPostPath } from '@/config/routes';

interface TPostPageActionsProps {
  post: TPost;
  title: string;
  own: boolean;
  /** The favourite star the app gives (none for the owner). */
  favorite?: ReactNode;
}

/** The post page's own buttons: the favourite star, Share, and Report (not on one's own post). */
export function PostPageActions({ post, title, own, favorite }: TPostPageActionsProps) {
  const { t } = useTranslation();
  return (
    <Group gap="sm" role="group" aria-label={t('posts.view.actions')}>
      {!own && favorite}
      <ShareButton url={viewPostPath(post)} title={title} />
      {!own && (
        <Button
          component={Link}
          to={reportPostPath(post.id)}
          variant="outline"
          color="red.9"
          leftSection={<IconFlag size={18} aria-hidden />}
          aria-label={t('posts.view.reportLabel', { title })}
        >
          {t('posts.view.report')}
        </Button>
      )}
    </Group>
  );
}
