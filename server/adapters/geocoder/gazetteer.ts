import zipcodes from 'zipcodes';
import { cleanCanadianPlace } from './canada';

// The bundled gazetteer (`zipcodes`: 42k US ZIP codes, 1.6k Canadian postal prefixes), cleaned
// and indexed once, on first use, for prefix look-ups that touch only the matching rows.

export interface TPlace {
  /** US: 5-digit ZIP; Canada: the 3-character FSA. */
  code: string;
  city: string;
  /** 2-letter state, territory or province code. */
  state: string;
  country: 'United States' | 'Canada';
  lat: number;
  lng: number;
}

export interface TCity {
  key: string;
  /** The code nearest the middle of the city's codes, standing for the whole city. */
  place: TPlace;
  /** How many codes the city has: a stand-in for its size when ranking. */
  weight: number;
}

export interface TGazetteer {
  byCode: Map<string, TPlace>;
  /** Every code, sorted (digits before letters, so US and Canadian codes never interleave). */
  codes: string[];
  /** One row per city and state, sorted by key. */
  cities: TCity[];
  /** Each city again under every later word of its name ('york' -> New York), sorted by key. */
  words: { key: string; city: TCity }[];
  /** `${key}|${state}` -> city, including Canadian districts folded into a city. */
  cityByName: Map<string, TCity>;
  /** Every state and province code in use. */
  states: Set<string>;
}

// Military mail (armed forces Americas, Europe, Pacific) has ZIP codes but no place.
const NO_PLACE_STATES = new Set(['AA', 'AE', 'AP']);

/** Lower case, no accents or punctuation, single spaces: 'St. John's' -> 'st johns'. */
export function normalize(s: string): string {
  return s
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[.'’`]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

let built: TGazetteer | undefined;

export function gazetteer(): TGazetteer {
  built ??= build();
  return built;
}

function build(): TGazetteer {
  const byCode = new Map<string, TPlace>();
  const groups = new Map<string, TPlace[]>();
  const districts: { key: string; place: TPlace }[] = [];
  for (const row of Object.values(zipcodes.codes)) {
    const { latitude: lat, longitude: lng } = row;
    // A few rows are damaged (no coordinates, or 0,0): they cannot place anyone.
    if (lat == null || lng == null || (lat === 0 && lng === 0)) continue;
    let place: TPlace;
    let district: string | undefined;
    if (row.country === 'US') {
      if (NO_PLACE_STATES.has(row.state)) continue;
      place = { code: row.zip, city: row.city, state: row.state, country: 'United States', lat, lng };
    } else {
      const clean = cleanCanadianPlace(row.zip, row.city, row.state);
      if (!clean) continue;
      place = {
        code: row.zip.toUpperCase(),
        city: clean.city,
        state: clean.state,
        country: 'Canada',
        lat,
        lng,
      };
      district = clean.district;
    }
    byCode.set(place.code, place);
    // Unique ZIP codes of firms ('Shell Oil Box 150', 'At&t') are addresses, not towns.
    if (place.country === 'United States' && /[\d&]/.test(place.city)) continue;
    const key = `${normalize(place.city)}|${place.state}`;
    const group = groups.get(key);
    if (group) group.push(place);
    else groups.set(key, [place]);
    if (district) districts.push({ key: `${normalize(district)}|${place.state}`, place });
  }

  const cities: TCity[] = [];
  const cityByName = new Map<string, TCity>();
  for (const [nameKey, places] of groups) {
    const city = {
      key: nameKey.slice(0, nameKey.lastIndexOf('|')),
      place: central(places),
      weight: places.length,
    };
    cities.push(city);
    cityByName.set(nameKey, city);
  }
  // A district never hides a real city of the same name ('Mercier', QC is both).
  for (const { key, place } of districts) {
    if (!cityByName.has(key))
      cityByName.set(key, { key: key.slice(0, key.lastIndexOf('|')), place, weight: 1 });
  }
  cities.sort((a, b) => compare(a.key, b.key));

  const words: TGazetteer['words'] = [];
  for (const city of cities) {
    for (let i = city.key.indexOf(' '); i >= 0; i = city.key.indexOf(' ', i + 1)) {
      words.push({ key: city.key.slice(i + 1), city });
    }
  }
  words.sort((a, b) => compare(a.key, b.key));

  const codes = [...byCode.keys()].sort(compare);
  const states = new Set([...byCode.values()].map((p) => p.state));
  return { byCode, codes, cities, words, cityByName, states };
}

/** The place nearest the centroid of a city's places; the lowest code on a tie. */
function central(places: TPlace[]): TPlace {
  const lat = places.reduce((sum, p) => sum + p.lat, 0) / places.length;
  const lng = places.reduce((sum, p) => sum + p.lng, 0) / places.length;
  let best = places[0] as TPlace;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const p of places) {
    const d = (p.lat - lat) ** 2 + (p.lng - lng) ** 2;
    if (d < bestDistance || (d === bestDistance && p.code < best.code)) [best, bestDistance] = [p, d];
  }
  return best;
}

/** Code-unit order, the order binary search relies on. */
export const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Index of the first item whose key is >= prefix; the prefix's matches follow it. */
export function lowerBound<T>(items: readonly T[], prefix: string, keyOf: (item: T) => string): number {
  let lo = 0;
  let hi = items.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (keyOf(items[mid] as T) < prefix) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
