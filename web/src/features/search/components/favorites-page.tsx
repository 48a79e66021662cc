import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@/lib/use-page-title';
import { favoritesQueryOptions } from '../api/get-favorites';
import { useListing } from '../hooks/use-listing';
import type { TListingPageProps } from '../types';
import { ListingEmpty } from './listing-empty';
import { PostList } from './post-list';

const NO_FILTERS = {};

/** /favorites: the signed-in user's favourited live posts, under the 'Favorites' heading. */
export function FavoritesPage({ viewer, ready = true, signInPath }: TListingPageProps) {
  const { t } = useTranslation();
  usePageTitle(t('favorites.pageTitle'));
  const listing = useListing(NO_FILTERS, viewer, favoritesQueryOptions, ready && viewer !== null);
  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{t('favorites.title')}</Title>
        <Text c="dimmed">{t('favorites.intro')}</Text>
      </div>
      <PostList
        {...listing.listProps}
        signInPath={signInPath}
        empty={<ListingEmpty />}
        pagingLabel={t('search.paging')}
        titleOrder={2}
      />
    </Stack>
  );
}
