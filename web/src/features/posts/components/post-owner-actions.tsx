import { POST_DELETE_REDIRECT_MS } from '@common/constants';
import type { TPost } from '@common/contracts/posts';
import { Button, Group, Stack } from '@mantine/core';
import { IconCircleCheck, IconEdit, IconTrash } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { FormAlert } from '@/components/ui/form-alert';
import { editPostPath, PATHS } from '@/config/routes';
import { usePostActions } from '../hooks/use-post-actions';

/**
 * The seller's buttons on their post: Edit, Mark as sold, and the red 'Delete this Post' ('Post
 * Deleted', then /profile after a second; 'Error Deleting Post' on failure).
 */
export function PostOwnerActions({ post }: { post: TPost }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const actions = usePostActions();
  const [outcome, setOutcome] = useState<'deleted' | 'failed' | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (outcome !== 'deleted') return;
    const timer = setTimeout(() => navigate(PATHS.profile), POST_DELETE_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [outcome, navigate]);

  const remove = () =>
    actions.remove(post, {
      onSuccess: () => setOutcome('deleted'),
      onError: () => {
        setOutcome('failed');
        setAttempt((n) => n + 1);
      },
    });

  return (
    <Stack gap="sm">
      <FormAlert message={outcome === 'deleted' ? t('rules.postDeleted') : null} tone="success" />
      <FormAlert message={outcome === 'failed' ? t('rules.postDeleteError') : null} attempt={attempt} />
      <Group gap="sm">
        {post.status === 'active' && (
          <>
            <Button
              component={Link}
              to={editPostPath(post.id)}
              variant="outline"
              leftSection={<IconEdit size={18} aria-hidden />}
            >
              {t('posts.view.edit')}
            </Button>
            <Button
              variant="outline"
              color="teal.9"
              leftSection={<IconCircleCheck size={18} aria-hidden />}
              onClick={() => actions.markSold(post)}
              disabled={actions.busy || outcome === 'deleted'}
            >
              {t('posts.view.markSold')}
            </Button>
          </>
        )}
        <Button
          color="red.9"
          leftSection={<IconTrash size={18} aria-hidden />}
          onClick={remove}
          loading={actions.deleting}
          disabled={outcome === 'deleted'}
        >
          {t('posts.view.delete')}
        </Button>
      </Group>
    </Stack>
  );
}
