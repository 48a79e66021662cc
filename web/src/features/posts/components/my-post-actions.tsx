import type { TPost } from '@common/contracts/posts';
import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { editPostPath } from '@/config/routes';
import { usePostActions } from '../hooks/use-post-actions';

/** The buttons that fit a post's state on My Posts: Edit and Mark as sold while active, Renew once expired. */
export function MyPostActions({ post }: { post: TPost }) {
  const { t } = useTranslation();
  const actions = usePostActions();
  const remove = () =>
    actions.remove(post, {
      onSuccess: () => notifications.show({ color: 'green', message: t('rules.postDeleted') }),
      onError: () => notifications.show({ color: 'red', message: t('rules.postDeleteError') }),
    });
  return (
    <>
      {post.status === 'active' && (
        <>
          <Button component={Link} to={editPostPath(post.id)} size="xs">
            {t('posts.actions.edit')}
          </Button>
          <Button size="xs" variant="outline" onClick={() => actions.markSold(post)} disabled={actions.busy}>
            {t('posts.actions.markSold')}
          </Button>
        </>
      )}
      {post.status === 'expired' && (
        <Button size="xs" onClick={() => actions.renew(post)} disabled={actions.busy}>
          {t('posts.actions.renew')}
        </Button>
      )}
      <Button size="xs" variant="outline" color="red.9" onClick={remove} disabled={actions.busy}>
        {t('posts.actions.delete')}
      </Button>
    </>
  );
}
