import { PAGE_SIZE } from '@common/constants';
import type { TSearchPage } from '@common/contracts/search';
import { SEARCH_MAX_PAGE } from '@common/contracts/search-limits';
import { Stack } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/ui/load-error';
import { PageLoader } from '@/components/ui/page-loader';
import type { ApiError } from '@/lib/api-error';
import { apiErrorMessage } from '@/lib/api-error-message';
import type { TListViewer } from '../types';
import { LandingPager } from './landing-pager';
import { ListingEmpty } from './listing-empty';
import { PostCards } from './post-cards';

interface TLandingPostsProps {
  result: UseQueryResult<TSearchPage, ApiError>;
  /** The landing page's path: the pager's links add '?page=n'. */
  path: string;
  page: number;
  viewer: TListViewer | null;
  signInPath: (path: string) => string;
}

/** A landing page's live posts: the search's cards with their buttons, and linked Previous / Next. */
export function LandingPosts({ result, path, page, viewer, signInPath }: TLandingPostsProps) {
  const { t } = useTranslation();
  if (result.isError) {
    return (
      <LoadError
        title={t('search.errorTitle')}
        message={apiErrorMessage(t, result.error)}
        retryLabel={t('search.retry')}
        onRetry={() => void result.refetch()}
        retrying={result.isFetching}
      />
    );
  }
  if (!result.data) return <PageLoader />;
  const { posts, hasMore, total, totalCapped } = result.data;
  const known = Math.min(Math.max(1, Math.ceil(total / PAGE_SIZE)), SEARCH_MAX_PAGE);
  if (posts.length === 0) return <ListingEmpty />;
  return (
    <Stack gap="md">
      <PostCards
        posts={posts}
        busy={result.isPlaceholderData}
        viewerId={viewer?.id ?? null}
        signInPath={signInPath}
        titleOrder={3}
      />
      {(page > 1 || hasMore) && (
        <LandingPager
          path={path}
          page={page}
          hasNext={hasMore}
          label={t('landing.paging')}
          count={{ known, exact: !totalCapped }}
        />
      )}
    </Stack>
  );
}
