import type { TListedPost } from '@common/contracts/search';
import { canReportPost } from '@common/rules/post-policy';
import { ActionIcon, Button } from '@mantine/core';
import { IconEdit, IconFlag, IconMessage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { editPostPath, messagesPath, reportPostPath } from '@/config/routes';
import { useFormat } from '@/lib/format';
import { postTitle } from '@/lib/post-format';
import { FavoriteButton } from './favorite-button';

export interface TListedPostActionsProps {
  post: TListedPost;
  /** The signed-in viewer's id; null for a visitor. */
  viewerId: string | null;
  /** Where a visitor signs in before reaching a path. */
  signInPath: (path: string) => string;
}

/**
 * A card's buttons (docs/PRODUCT.md §2, post cards): Edit on one's own post; otherwise Message (the
 * conversation, or signing in first); the favourite star for signed-in viewers of others' posts;
 * Report on anyone's post but one's own.
 */
export function ListedPostActions({ post, viewerId, signInPath }: TListedPostActionsProps) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const title = postTitle(post, fmt.part);
  const own = viewerId !== null && viewerId === post.user_id;
  const conversation = messagesPath(post.username, post.id);
  return (
    <>
      {own ? (
        <Button
          component={Link}
          to={editPostPath(post.id)}
          size="xs"
          leftSection={<IconEdit size={16} aria-hidden />}
          aria-label={t('postCard.editLabel', { title })}
        >
          {t('postCard.edit')}
        </Button>
      ) : (
        <Button
          component={Link}
          to={viewerId ? conversation : signInPath(conversation)}
          size="xs"
          leftSection={<IconMessage size={16} aria-hidden />}
          aria-label={t('postCard.messageLabel', { username: post.username, title })}
        >
          {t('postCard.message')}
        </Button>
      )}
      {viewerId !== null && !own && <FavoriteButton post={post} title={title} />}
      {canReportPost(viewerId, post) && (
        <ActionIcon
          component={Link}
          to={reportPostPath(post.id)}
          size="lg"
          variant="outline"
          color="red.9"
          aria-label={t('postCard.reportLabel', { title })}
        >
          <IconFlag size={18} aria-hidden />
        </ActionIcon>
      )}
    </>
  );
}
