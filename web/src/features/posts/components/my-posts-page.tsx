import { PAGE_SIZE } from '@common/constants';
import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { LoadError } from '@/components/ui/load-error';
import { PageLoader } from '@/components/ui/page-loader';
import { Pager } from '@/components/ui/pager';
import { PostCard } from '@/components/ui/post-card';
import { PATHS } from '@/config/routes';
import { apiErrorMessage } from '@/lib/api-error-message';
import { usePageTitle } from '@/lib/use-page-title';
import { myPostsQueryOptions, useMyPosts } from '../api/get-my-posts';
import { MyPostActions } from './my-post-actions';
import { StatusBadge } from './status-badge';

function pageOf(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** /my-posts: the seller's posts in every state, 10 a page, the page in the URL (?page=n). */
export function MyPostsPage() {
  const { t } = useTranslation();
  usePageTitle(t('posts.myPosts.pageTitle'));
  const [params, setParams] = useSearchParams();
  const page = pageOf(params);
  const mine = useMyPosts(page);
  const queryClient = useQueryClient();
  const [moving, setMoving] = useState(false);
  const posts = mine.data?.posts ?? [];
  const goTo = (next: number) =>
    setParams((p) => {
      const copy = new URLSearchParams(p);
      copy.delete('cancelled');
      if (next > 1) copy.set('page', String(next));
      else copy.delete('page');
      return copy;
    });
  // docs/PRODUCT.md §4: the window moves only if the next fetch returns data.
  const move = async (next: number) => {
    setMoving(true);
    try {
      const answer = await queryClient.fetchQuery(myPostsQueryOptions(next));
      if (answer.posts.length > 0) goTo(next);
    } catch {
      goTo(next); // the page itself then says what went wrong, with a retry
    } finally {
      setMoving(false);
    }
  };

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center">
        <Title order={1}>{t('posts.myPosts.title')}</Title>
        <Button component={Link} to={PATHS.createPost} variant="outline">
          {t('posts.myPosts.createLink')}
        </Button>
      </Group>
      {/* A renewal's checkout cancelled by the seller comes back here. */}
      {params.get('cancelled') === 'true' && (
        <Alert role="alert" color="orange" variant="light" icon={<IconInfoCircle aria-hidden />}>
          {t('rules.checkoutCancelled')}
        </Alert>
      )}
      {mine.isError && (
        <LoadError
          title={t('posts.myPosts.loadErrorTitle')}
          message={apiErrorMessage(t, mine.error)}
          retryLabel={t('posts.myPosts.retry')}
          onRetry={() => void mine.refetch()}
          retrying={mine.isFetching}
        />
      )}
      {mine.isPending && <PageLoader />}
      {mine.isSuccess && posts.length === 0 && <Text>{t('posts.myPosts.empty')}</Text>}
      {posts.length > 0 && (
        <Stack gap="md" aria-busy={mine.isPlaceholderData || undefined}>
          {posts.map((post) => (
            <PostCard
              key={post.id}
              post={post}
              titleOrder={2}
              badge={<StatusBadge status={post.status} />}
              actions={<MyPostActions post={post} />}
            />
          ))}
        </Stack>
      )}
      {mine.isSuccess && (page > 1 || posts.length > 0) && (
        <Pager
          page={page}
          hasNext={posts.length >= PAGE_SIZE}
          onMove={(next) => void move(next)}
          moving={moving}
          label={t('posts.myPosts.paging')}
        />
      )}
    </Stack>
  );
}
