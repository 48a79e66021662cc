import type { TSearchFilters, TSearchView } from '@common/contracts/search-filters';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useVisitorUnit } from '@/lib/visitor-unit';
import type { searchPostsQueryOptions } from '../api/search-posts';
import { searchQueryString } from '../api/search-request';
import type { TListViewer } from '../types';
import { useSearchLocation } from './use-search-location';
import { useSearchState } from './use-search-state';

// The favourites and the search answer the same page shape from the same query string.
type TOptionsFor = typeof searchPostsQueryOptions;

/**
 * A listing page's list (favourites, a seller's posts): its filters fixed by the page, the sort
 * and page in the URL, distances from the device or the profile.
 */
export function useListing(
  filters: Partial<TSearchFilters> & { search_user_id?: string },
  viewer: TListViewer | null,
  optionsFor: TOptionsFor,
  enabled = true,
) {
  const { view, setView } = useSearchState();
  const queryClient = useQueryClient();
  const location = useSearchLocation(undefined, viewer?.profilePoint ?? null);
  // A visitor reads their own choice of unit, or their browser's region's.
  const visitorUnit = useVisitorUnit();
  const unit = viewer?.unit ?? visitorUnit;
  const request = { filters, view, point: location.point, unit };
  const result = useQuery({ ...optionsFor(searchQueryString(request)), enabled });
  const fetchPage = (page: number) =>
    queryClient.fetchQuery(optionsFor(searchQueryString({ ...request, view: { ...view, page } })));
  // What a PostList needs of the listing, to spread into it.
  const listProps = {
    result,
    view,
    onView: (next: TSearchView) => setView(next),
    fetchPage,
    withDistance: location.point !== null,
    unit,
    viewerId: viewer?.id ?? null,
  };
  return { listProps, result };
}
