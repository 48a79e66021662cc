// The search the button offers and the dialog saves: its own file, so the dialog (loaded lazily by
// the button) needs nothing from the button.
import type { TSearchFilters, TSearchView } from '@common/contracts/search-keys';
import type { TDistanceUnit } from '@common/rules/distance';

export interface TSearchToSave {
  filters: TSearchFilters;
  view: TSearchView;
  /** Where the search measured distances from (the device's position is in no URL). */
  point: { lat: number; lng: number } | null;
  /** The unit of a radius that names none. */
  unit: TDistanceUnit;
  /** The name offered: the search's one-line summary. */
  defaultName: string;
}
