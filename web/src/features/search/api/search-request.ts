import { PAGE_SIZE } from '@common/constants';
import type { TSearchFilters, TSearchView } from '@common/contracts/search-filters';
import { pageRange } from '@common/contracts/search-limits';
import type { TDistanceUnit } from '@common/rules/distance';

export interface TPoint {
  lat: number;
  lng: number;
}

export interface TSearchRequest {
  filters: Partial<TSearchFilters> & { search_user_id?: string };
  view: TSearchView;
  /** Where distances are measured from, when known. */
  point: TPoint | null;
  /** The unit of a radius that does not name its own. */
  unit: TDistanceUnit;
}

/**
 * The API query for a search (GET /api/posts/search and GET /api/favorites): the URL's filters, the
 * page as rows (docs/PRODUCT.md §4: page 1 is rows 0 to 9), the sort and the location. A distance
 * sort or radius without a location cannot be answered, so they are left out until one is known.
 */
export function searchQueryString({ filters, view, point, unit }: TSearchRequest): string {
  const params = new URLSearchParams();
  const set = (key: string, value: string | number | undefined) => {
    if (value !== undefined && value !== '') params.set(key, String(value));
  };
  set('search_year', filters.search_year);
  set('search_manufacturer', filters.search_manufacturer);
  set('search_make', filters.search_make);
  set('search_part', filters.search_part);
  set('search_user_id', filters.search_user_id);
  set('q', filters.q);
  // The part-detail filters; a warranty of 0 days (as-is) asks for nothing.
  set('condition', filters.condition);
  set('grade', filters.grade);
  set('warranty', filters.warranty || undefined);
  set('shipping', filters.shipping);
  if (point) {
    set('lat', point.lat);
    set('lng', point.lng);
    if (filters.radius !== undefined) {
      set('radius', filters.radius);
      set('unit', filters.unit ?? unit);
    }
  }
  const { range_from, range_to } = pageRange(view.page ?? 1, PAGE_SIZE);
  set('range_from', range_from);
  set('range_to', range_to);
  const orderBy = view.order_by === 'distance' && !point ? 'price' : (view.order_by ?? 'price');
  set('order_by', orderBy);
  set('direction', orderBy === 'distance' ? 'asc' : (view.direction ?? 'asc'));
  return params.toString();
}
