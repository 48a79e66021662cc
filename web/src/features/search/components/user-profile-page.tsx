import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/ui/load-error';
import { PageLoader } from '@/components/ui/page-loader';
import { isApiError } from '@/lib/api-error';
import { apiErrorMessage } from '@/lib/api-error-message';
import { usePageTitle } from '@/lib/use-page-title';
import { usePublicUser } from '../api/get-public-user';
import { searchPostsQueryOptions } from '../api/search-posts';
import { useListing } from '../hooks/use-listing';
import type { TListingPageProps } from '../types';
import { ListingEmpty } from './listing-empty';
import { PostList } from './post-list';

/** /user-profile/{id}: a seller's live posts under their username and city (and what `about` adds). */
export function UserProfilePage({
  userId,
  viewer,
  ready = true,
  signInPath,
  about,
}: TListingPageProps & {
  userId: string;
  /** What the app adds from other features under the seller's name (their reputation), given their username. */
  about?: (username: string) => ReactNode;
}) {
  const { t } = useTranslation();
  const seller = usePublicUser(userId);
  const listing = useListing(
    { search_user_id: userId },
    viewer,
    searchPostsQueryOptions,
    ready && seller.isSuccess,
  );
  const missing = isApiError(seller.error) && seller.error.statusCode === 404;
  // A missing seller's tab reads as the server's 404 answer does: 'Page not found'.
  usePageTitle(
    seller.data
      ? t('userProfile.pageTitle', { username: seller.data.username })
      : t(missing ? 'notFound.pageTitle' : 'userProfile.postsTitle'),
  );

  if (missing) {
    return (
      <Stack gap="md">
        <Title order={1}>{t('userProfile.notFound')}</Title>
        <ListingEmpty />
      </Stack>
    );
  }
  if (seller.isError) {
    return (
      <LoadError
        title={t('userProfile.loadErrorTitle')}
        message={apiErrorMessage(t, seller.error)}
        retryLabel={t('userProfile.retry')}
        onRetry={() => void seller.refetch()}
        retrying={seller.isFetching}
      />
    );
  }
  if (!seller.data) return <PageLoader />;
  const place = [seller.data.city, seller.data.state, seller.data.country].filter(Boolean).join(', ');
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} style={{ overflowWrap: 'anywhere' }}>
          {seller.data.username}
        </Title>
        <Text c="dimmed">{place}</Text>
      </div>
      {about?.(seller.data.username)}
      <Stack component="section" aria-labelledby="seller-posts" gap="md">
        <Title order={2} id="seller-posts" size="h3">
          {t('userProfile.postsTitle')}
        </Title>
        <PostList
          {...listing.listProps}
          signInPath={signInPath}
          empty={<ListingEmpty />}
          pagingLabel={t('search.paging')}
        />
      </Stack>
    </Stack>
  );
}
