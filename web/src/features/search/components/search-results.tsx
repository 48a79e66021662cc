import type { TSearchFilters, TSearchView } from '@common/contracts/search-filters';
import type { TDistanceUnit } from '@common/rules/distance';
import { Alert, Stack } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { PostListSkeleton } from '@/components/ui/post-card';
import { searchPostsQueryOptions } from '../api/search-posts';
import { searchQueryString } from '../api/search-request';
import type { TSearchLocation } from '../hooks/use-search-location';
import { toSearchParams } from '../search-params';
import { NoResults } from './no-results';
import { PostList } from './post-list';
import { ResultsHeader } from './results-header';

interface TSearchResultsProps {
  filters: TSearchFilters;
  view: TSearchView;
  onView: (view: TSearchView) => void;
  location: TSearchLocation;
  unit: TDistanceUnit;
  /** Offered to a visitor: their choice of km or miles (kept in the browser). */
  onUnit?: (unit: TDistanceUnit) => void;
  viewerId: string | null;
  signInPath: (path: string) => string;
  /** The session is known: the first search waits for it (favourites, the profile's location). */
  ready?: boolean;
  /** 'Save this search' (the page's), offered when nothing is found. */
  saveSearch?: ReactNode;
  /** Told whether the search found nothing (the page then offers Save this search here only). */
  onEmpty?: (empty: boolean) => void;
}

/** The home page's results: the URL's search, run on the server, 10 a page. */
export function SearchResults({
  filters,
  view,
  onView,
  location,
  unit,
  onUnit,
  viewerId,
  signInPath,
  ready = true,
  saveSearch,
  onEmpty,
}: TSearchResultsProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const request = { filters, view, point: location.point, unit };
  const query = searchQueryString(request);
  // A radius needs a place to measure from: wait for the device, or say how to give one.
  const blocked = filters.radius !== undefined && !location.point;
  // A typed place is looked up before searching, so the first answer already has its distances.
  const waiting = !ready || (filters.near !== undefined && location.pending);
  const result = useQuery({ ...searchPostsQueryOptions(query), enabled: !blocked && !waiting });
  const fetchPage = (page: number) =>
    queryClient.fetchQuery(
      searchPostsQueryOptions(searchQueryString({ ...request, view: { ...view, page } })),
    );
  const pageHref = (page: number) => {
    const params = toSearchParams(filters, { ...view, page }).toString();
    return params ? `${pathname}?${params}` : pathname;
  };
  const data = !blocked && !waiting && result.isSuccess ? result.data : undefined;
  const empty = data !== undefined && data.posts.length === 0 && (view.page ?? 1) === 1;
  useEffect(() => onEmpty?.(empty), [empty, onEmpty]);

  return (
    <Stack component="section" aria-labelledby="search-results-title" gap="md">
      <ResultsHeader
        titleId="search-results-title"
        page={!blocked && !waiting && !result.isError ? result.data : undefined}
        unit={unit}
        onUnit={onUnit}
      />
      {(waiting || (blocked && location.pending)) && <PostListSkeleton />}
      {blocked && !location.pending && !waiting && (
        <Alert color="orange" variant="light" icon={<IconMapPin aria-hidden />} role="status">
          {t('search.location.needed')}
        </Alert>
      )}
      {!blocked && !waiting && (
        <PostList
          result={result}
          view={view}
          onView={onView}
          fetchPage={fetchPage}
          withDistance={location.point !== null}
          unit={unit}
          viewerId={viewerId}
          signInPath={signInPath}
          empty={<NoResults filters={filters} view={view} widen={data?.widen} saveSearch={saveSearch} />}
          pagingLabel={t('search.paging')}
          pageHref={pageHref}
          headingId="search-results-title"
        />
      )}
    </Stack>
  );
}
