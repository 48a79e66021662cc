import { z } from 'zod';
import { SAVED_SEARCH_NAME_MAX } from '../constants';
import { ZSearchFilters, ZSearchView } from './search-filters';

// Saved searches: a search from the results, kept with a name and an alert mode, listed
// on /saved-searches with how many live posts match now. Issue messages are keys of
// common/locales/en.json. The alerts themselves (emails, in-app notices, digests) run on the job
// queue; these routes only keep the searches and their mode.

export { SAVED_SEARCH_NAME_MAX } from '../constants';

/** instant: within a minute of a matching post; daily: one digest a day; off: kept, no alert. */
export const ALERT_MODES = ['instant', 'daily', 'off'] as const;
export type TAlertMode = (typeof ALERT_MODES)[number];

const ZName = z
  .string({ error: 'savedSearchNameRequired' })
  .trim()
  .min(1, 'savedSearchNameRequired')
  .max(SAVED_SEARCH_NAME_MAX, 'savedSearchNameTooLong')
  .refine((s) => !s.includes('\0'), 'savedSearchNameRequired');
const ZAlert = z.enum(ALERT_MODES, { error: 'alertModeInvalid' });

const coordinate = (limit: number) =>
  z
    .number({ error: 'locationInvalid' })
    .min(-limit, 'locationInvalid')
    .max(limit, 'locationInvalid')
    .transform((v) => Math.round(v * 1e7) / 1e7 || 0);

/**
 * Saving a search: the search URL's filters and sort as the URL carries them (each key read by its
 * rule in search-keys.ts; a page is not kept), and where a radius is measured from when the search
 * used the device's position (a typed place is looked up by the server).
 */
export const ZSavedSearchInput = z.object({
  name: ZName,
  alert: ZAlert.default('instant'),
  filters: ZSearchFilters,
  view: ZSearchView.optional(),
  point: z
    .object({ lat: coordinate(90), lng: coordinate(180) })
    .nullable()
    .optional(),
});
export type TSavedSearchInput = z.input<typeof ZSavedSearchInput>;

/** Renaming a saved search or changing its alert (either or both). */
export const ZSavedSearchChange = z
  .object({ name: ZName.optional(), alert: ZAlert.optional() })
  .refine((v) => v.name !== undefined || v.alert !== undefined, 'savedSearchChangeEmpty');
export type TSavedSearchChange = z.input<typeof ZSavedSearchChange>;

export const ZSavedSearch = z.object({
  id: z.number().int(),
  name: z.string(),
  alert: z.enum(ALERT_MODES),
  /** The search URL's query (stable key order, no page): /?{query} opens it. */
  query: z.string(),
  /** Live posts that match now, counted up to SEARCH_COUNT_CAP; matches_capped past it. */
  matches: z.number().int(),
  matches_capped: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TSavedSearch = z.infer<typeof ZSavedSearch>;

export const ZSavedSearchList = z.object({
  searches: z.array(ZSavedSearch),
  /** The most one user may keep (SAVED_SEARCH_MAX). */
  max: z.number().int(),
});
export type TSavedSearchList = z.infer<typeof ZSavedSearchList>;

/** The id of the saved search deleted. */
export const ZSavedSearchDeleted = z.object({ id: z.number().int() });
