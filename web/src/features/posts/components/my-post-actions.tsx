import type { TPost } from '@common/contracts/posts';
import { RENEW_NOTICE_DAYS } from '@common/rules/fees';
import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { editPostPath } from '@/config/routes';
import { usePostActions } from '../hooks/use-post-actions';

/** Whether a live ad ends within RENEW_NOTICE_DAYS (its seller was told, with a link here to renew it). */
const endsSoon = (post: TPost) =>
  post.status === 'active' &&
  new Date(post.expires_at).getTime() - Date.now() <= RENEW_NOTICE_DAYS * 86_400_000;

/**
 * The buttons that fit a post's state on My Posts: Edit and Mark as sold while active, Renew once
 * expired or in its last days (a renewal then adds its year to the current end).
 */
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
      {(post.status === 'expired' || endsSoon(post)) && (
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
