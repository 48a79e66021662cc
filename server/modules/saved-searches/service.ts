import { SAVED_SEARCH_MAX, YEAR_LOWER_BOUND } from '@common/constants';
import { YEAR_MAX } from '@common/contracts/posts';
import type {
  TAlertMode,
  TSavedSearch,
  TSavedSearchChange,
  TSavedSearchList,
} from '@common/contracts/saved-searches';
import type { TSearchFilters, TSearchView } from '@common/contracts/search-keys';
import { AppError } from '@common/errors';
import { MESSAGES } from '@common/messages';
import type { FastifyInstance } from 'fastify';
import type { TSessionUser } from '../../plugins/auth-session';
import { liveMatchCount } from './live-count';
import * as repo from './repository';
import { searchColumns } from './search-columns';

type TApp = Pick<FastifyInstance, 'db' | 'storage' | 'clock' | 'geocoder'>;

/** A search to save, as the route read it (the contract's ZSavedSearchInput, parsed). */
export interface TSaveInput {
  name: string;
  alert: TAlertMode;
  filters: TSearchFilters;
  view?: TSearchView;
  point?: { lat: number; lng: number } | null;
}

const invalid = (field: string, key: keyof typeof MESSAGES) =>
  new AppError('VALIDATION', MESSAGES[key], { [field]: key });

async function withCount(app: TApp, row: repo.TSavedSearchRow): Promise<TSavedSearch> {
  const { matches, capped } = await liveMatchCount(app, row);
  return {
    id: row.id,
    name: row.name,
    alert: row.alert,
    query: row.query,
    matches,
    matches_capped: capped,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/**
 * Where a radius is measured from: the device's position the browser sent, else the typed place
 * looked up; null without a radius. A radius with no place found is refused.
 */
async function radiusPoint(app: TApp, input: TSaveInput): Promise<{ lat: number; lng: number } | null> {
  const { filters } = input;
  if (input.point) return input.point;
  if (filters.near !== undefined) {
    const [place] = await app.geocoder.suggest(filters.near, 1);
    if (place && place.lat !== null && place.lng !== null) return { lat: place.lat, lng: place.lng };
    if (filters.radius !== undefined) throw invalid('filters.near', 'savedSearchPlaceUnknown');
  }
  if (filters.radius !== undefined) throw invalid('filters.radius', 'locationRequired');
  return null;
}

/** The user's saved searches, newest first, each with how many live posts match now. */
export async function listSavedSearches(app: TApp, user: TSessionUser): Promise<TSavedSearchList> {
  const rows = await repo.listSavedSearches(app.db, user.id);
  const searches: TSavedSearch[] = [];
  // One after another: PGlite answers one statement at a time, and a pool is shared with the rest.
  for (const row of rows) searches.push(await withCount(app, row));
  return { searches, max: SAVED_SEARCH_MAX };
}

/**
 * Saves a search with a name and an alert mode: known model and part, a year in range, a place for
 * a radius; not past SAVED_SEARCH_MAX for the user.
 */
export async function createSavedSearch(
  app: TApp,
  user: TSessionUser,
  input: TSaveInput,
): Promise<TSavedSearch> {
  const { filters } = input;
  const year = filters.search_year;
  if (year !== undefined && (year < YEAR_LOWER_BOUND || year > YEAR_MAX)) {
    throw invalid('filters.search_year', 'searchYearInvalid');
  }
  const columns = searchColumns(filters, input.view ?? {}, await radiusPoint(app, input));
  const known = await repo.catalogIdsExist(app.db, columns);
  if (!known.vehicle) throw invalid('filters.search_make', 'vehicleNotFound');
  if (!known.part) throw invalid('filters.search_part', 'partNotFound');
  const id = await app.db.transaction(async (tx) => {
    await repo.lockUserSearches(tx, user.id);
    if ((await repo.countSavedSearches(tx, user.id)) >= SAVED_SEARCH_MAX) {
      throw new AppError('CONFLICT', MESSAGES.savedSearchesFull);
    }
    return repo.insertSavedSearch(tx, { ...columns, userId: user.id, name: input.name, alert: input.alert });
  });
  return withCount(app, await found(app, user, id));
}

async function found(app: TApp, user: TSessionUser, id: number): Promise<repo.TSavedSearchRow> {
  const row = await repo.findSavedSearch(app.db, user.id, id);
  if (!row) throw new AppError('NOT_FOUND', MESSAGES.savedSearchNotFound);
  return row;
}

/** Renames one of the user's own saved searches or changes its alert (anyone else's is a 404). */
export async function changeSavedSearch(
  app: TApp,
  user: TSessionUser,
  id: number,
  change: TSavedSearchChange,
): Promise<TSavedSearch> {
  if (!(await repo.updateSavedSearch(app.db, user.id, id, change, app.clock()))) {
    throw new AppError('NOT_FOUND', MESSAGES.savedSearchNotFound);
  }
  return withCount(app, await found(app, user, id));
}

/** Deletes one of the user's own saved searches (anyone else's, or none, is a 404). */
export async function deleteSavedSearch(app: TApp, user: TSessionUser, id: number): Promise<void> {
  if (!(await repo.deleteSavedSearch(app.db, user.id, id))) {
    throw new AppError('NOT_FOUND', MESSAGES.savedSearchNotFound);
  }
}
