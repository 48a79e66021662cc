import type { TSearchFilters, TSearchView } from '@common/contracts/search-keys';
import { DEFAULT_DISTANCE_UNIT, toMetres } from '@common/rules/distance';
import { normalizeOemNumber } from '@common/rules/fitment';
import { toSearchParams } from '@common/rules/search-url';

// A search as the saved_searches row keeps it: the URL's query to reopen it, and each filter in its
// own column for matching (migration 0020). Pure: the service checks ids and finds the point first.

/** The columns of a saved search's filters (user, name and alert are the service's). */
export interface TSearchColumns {
  query: string;
  year: number | null;
  vehicleId: number | null;
  manufacturer: string | null;
  partId: number | null;
  keyword: string | null;
  keywordOem: string | null;
  condition: TSearchFilters['condition'] | null;
  grade: TSearchFilters['grade'] | null;
  warrantyDays: number | null;
  shipping: boolean;
  near: string | null;
  lat: number | null;
  lng: number | null;
  radiusM: number | null;
}

/** The search's columns; a radius is in its unit (the viewer's unit, else miles), measured from `point`. */
export function searchColumns(
  filters: TSearchFilters,
  view: TSearchView,
  point: { lat: number; lng: number } | null,
): TSearchColumns {
  const unit = filters.unit ?? DEFAULT_DISTANCE_UNIT;
  const kept: TSearchFilters = filters.radius === undefined ? filters : { ...filters, unit };
  const oem = filters.q === undefined ? '' : normalizeOemNumber(filters.q);
  return {
    query: toSearchParams(kept, { order_by: view.order_by, direction: view.direction }).toString(),
    year: filters.search_year ?? null,
    vehicleId: filters.search_make ?? null,
    manufacturer: filters.search_manufacturer ?? null,
    partId: filters.search_part ?? null,
    keyword: filters.q ?? null,
    keywordOem: oem === '' ? null : oem,
    condition: filters.condition ?? null,
    grade: filters.grade ?? null,
    // As-is (0 days) asks for nothing, as the search form sends it.
    warrantyDays: filters.warranty ? filters.warranty : null,
    shipping: filters.shipping === '1',
    near: filters.near ?? null,
    lat: point?.lat ?? null,
    lng: point?.lng ?? null,
    radiusM: filters.radius === undefined || !point ? null : toMetres(filters.radius, unit),
  };
}
