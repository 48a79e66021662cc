import { PATHS } from '../app-paths';
import { splitVehicleName } from '../vehicles';
import { slugify } from './slug';

// Landing pages by vehicle and part: /parts/honda, /parts/honda/civic,
// /parts/honda/civic/alternator. A slug names a catalog name (manufacturer, model or part) as
// slugify writes it; this is the one mapping back, used by the server (head, 404, 301, sitemap,
// the landing API) and the web page (its links).

/** The slugs of a landing address, as its path carries them (any spelling). */
export interface TLandingSlugs {
  make?: string;
  model?: string;
  part?: string;
}

/** The catalog names a landing page stands for (manufacturer only, + model, + part). */
export interface TLandingNames {
  manufacturer: string;
  model?: string;
  part?: string;
}

/** What a landing address resolves to: the names, and the catalog rows the search filters take. */
export interface TLandingTarget extends TLandingNames {
  vehicle?: { id: number; name: string };
  partRow?: { id: number; part_name: string };
}

/** '/parts/honda/civic/alternator' for its names; '/parts' for none. */
export function landingPath(names?: Partial<TLandingNames>): string {
  const segments = [names?.manufacturer, names?.manufacturer && names.model, names?.model && names.part]
    .filter((s): s is string => typeof s === 'string' && s !== '')
    .map((s) => slugify(s));
  return [PATHS.parts, ...segments].join('/');
}

/** A path segment as a slug: decoded ('Honda%20Civic'), then slugified ('honda-civic'). */
export function segmentSlug(segment: string): string {
  let text = segment;
  try {
    text = decodeURIComponent(segment);
  } catch {
    // A malformed escape is read as typed.
  }
  return slugify(text);
}

/**
 * The manufacturer, model and part a landing address names in these catalog lists, or null when
 * any of them is unknown. Slugs match whatever the spelling ('Honda', 'HONDA', 'honda'); two names
 * with one slug resolve to the first in the list's order.
 */
export function resolveLanding(
  slugs: TLandingSlugs,
  vehicles: readonly { id: number; name: string }[],
  parts: readonly { id: number; part_name: string }[],
): TLandingTarget | null {
  if (!slugs.make) return null;
  const make = segmentSlug(slugs.make);
  if (!make) return null;
  const ofMake = vehicles.filter((v) => slugify(splitVehicleName(v.name).manufacturer) === make);
  const first = ofMake[0];
  if (!first) return null;
  const target: TLandingTarget = { manufacturer: splitVehicleName(first.name).manufacturer };
  if (slugs.model === undefined) return target;
  const model = segmentSlug(slugs.model);
  const vehicle = ofMake.find((v) => {
    const name = splitVehicleName(v.name).model;
    return name !== '' && slugify(name) === model;
  });
  if (!model || !vehicle) return null;
  target.vehicle = { id: vehicle.id, name: vehicle.name };
  target.manufacturer = splitVehicleName(vehicle.name).manufacturer;
  target.model = splitVehicleName(vehicle.name).model;
  if (slugs.part === undefined) return target;
  const part = segmentSlug(slugs.part);
  const row = part ? parts.find((p) => slugify(p.part_name) === part) : undefined;
  if (!row) return null;
  target.partRow = { id: row.id, part_name: row.part_name };
  target.part = row.part_name;
  return target;
}

/** The page a landing URL's '?page=' asks for: a whole number from 1, else null (not one). */
export function landingPageNumber(value: string | null | undefined, max: number): number | null {
  if (value === null || value === undefined) return 1;
  if (!/^[1-9]\d{0,5}$/.test(value)) return null;
  const n = Number(value);
  return n <= max ? n : null;
}

/** The trail from the site's root to a landing page: each step's name and path. */
export function landingTrail(
  names: TLandingNames,
  words: { home: string; parts: string },
): { name: string; path: string }[] {
  const trail = [
    { name: words.home, path: PATHS.home },
    { name: words.parts, path: landingPath() },
    { name: names.manufacturer, path: landingPath({ manufacturer: names.manufacturer }) },
  ];
  if (names.model) {
    trail.push({
      name: names.model,
      path: landingPath({ manufacturer: names.manufacturer, model: names.model }),
    });
  }
  if (names.model && names.part) trail.push({ name: names.part, path: landingPath(names) });
  return trail;
}
