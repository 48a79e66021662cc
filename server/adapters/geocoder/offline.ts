import zipcodes from 'zipcodes';
import { PROVINCES } from './canada';
import { compare, gazetteer, lowerBound, normalize, type TCity, type TPlace } from './gazetteer';
import type { TAddress, TGeocoder, TPlaceSuggestion } from './types';

// The embedded geocoder: answers from the bundled gazetteer, in-process, with no network.

const DEFAULT_LIMIT = 8;

// What people type into a postal-code field, complete or not: '9021', '90210-12', 'm5v', 'M5V 3L9'.
const US_ZIP = /^(\d{1,5})(?:-\d{0,4})?$/;
const CA_POSTAL = /^([a-z]\d)(?:([a-z])\s*(\d(?:[a-z]\d?)?)?)?$/i;

const STATE_NAMES: Readonly<Record<string, string>> = { ...zipcodes.states.full, ...PROVINCES };
const COUNTRIES: ReadonlyMap<string, TPlace['country']> = new Map([
  ['us', 'United States'],
  ['usa', 'United States'],
  ['united states', 'United States'],
  ['united states of america', 'United States'],
  ['canada', 'Canada'],
]);

/** One way to read the query: the text to match, and what the rest of it says. */
interface TReading {
  text: string;
  street: string;
  state?: string;
  country?: TPlace['country'];
}

export function createOfflineGeocoder(): TGeocoder {
  return {
    async suggest(q, limit = DEFAULT_LIMIT) {
      if (limit < 1) return [];
      for (const reading of readingsOf(q)) {
        const found = byPostalCode(reading, limit) ?? byCityName(reading, limit);
        if (found.length > 0) return found;
      }
      return [];
    },

    async locate(address) {
      const place = locatePlace(address);
      return place ? { lat: place.lat, lng: place.lng } : null;
    },
  };
}

/**
 * Readings of a query, most specific first: '123 Main St, Springfield, IL' is street, city and
 * state; when that finds nothing the last part alone is the city ('..., Indiana' may be a town);
 * last, a trailing state code without a comma ('Boise ID').
 */
function readingsOf(q: string): TReading[] {
  const parts = q
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  const country = parts.length > 1 ? COUNTRIES.get(normalize(parts.at(-1) ?? '')) : undefined;
  if (country) parts.pop();
  const last = parts.at(-1) ?? '';
  const readings: TReading[] = [];
  const state = parts.length > 1 ? stateCode(last) : undefined;
  if (state)
    readings.push({ text: parts.at(-2) ?? '', street: parts.slice(0, -2).join(', '), state, country });
  const street = parts.slice(0, -1).join(', ');
  readings.push({ text: last, street, country });
  const trailing = /^(.+?)\s+(\S+)$/.exec(last);
  const trailingState = trailing?.[2] ? stateCode(trailing[2]) : undefined;
  if (trailing?.[1] && trailingState)
    readings.push({ text: trailing[1], street, state: trailingState, country });
  return readings;
}

/** 'ON', 'on', 'Ontario', 'California' -> the 2-letter code in the gazetteer. */
function stateCode(s: string): string | undefined {
  const upper = s.trim().replace(/\./g, '').toUpperCase();
  if (upper.length === 2) return gazetteer().states.has(upper) ? upper : undefined;
  return STATE_NAMES[upper];
}

/** Codes starting with what was typed, exact first; null when the text is no postal code. */
function byPostalCode(r: TReading, limit: number): TPlaceSuggestion[] | null {
  const us = US_ZIP.exec(r.text);
  const ca = us ? null : CA_POSTAL.exec(r.text);
  if (!us && !ca) return null;
  const g = gazetteer();
  const fits = (p: TPlace) => (!r.state || p.state === r.state) && (!r.country || p.country === r.country);

  if (ca?.[3]) {
    // Past the FSA the gazetteer knows nothing finer: the FSA's place, with the full code
    // echoed back when it is complete so choosing it does not shorten what was typed.
    const fsa = `${ca[1]}${ca[2]}`.toUpperCase();
    const place = g.byCode.get(fsa);
    if (!place || !fits(place)) return [];
    const full = ca[3].length === 3 ? `${fsa} ${ca[3].toUpperCase()}` : fsa;
    return [toSuggestion(place, r.street, full)];
  }

  const prefix = (us?.[1] ?? `${ca?.[1]}${ca?.[2] ?? ''}`).toUpperCase();
  const found: TPlaceSuggestion[] = [];
  for (let i = lowerBound(g.codes, prefix, (c) => c); i < g.codes.length && found.length < limit; i++) {
    const code = g.codes[i] as string;
    if (!code.startsWith(prefix)) break;
    const place = g.byCode.get(code);
    if (place && fits(place)) found.push(toSuggestion(place, r.street));
  }
  return found;
}

interface TCandidate {
  city: TCity;
  /** 0: the whole name matches, 1: the name starts with the text, 2: a later word does. */
  tier: number;
}

// Exact names first, then bigger places (more codes), then alphabetical.
const rank = (a: TCandidate, b: TCandidate) =>
  a.tier - b.tier ||
  b.city.weight - a.city.weight ||
  compare(a.city.key, b.city.key) ||
  compare(a.city.place.state, b.city.place.state);

/** Cities whose name, or a later word of it, starts with the text: one per city and state. */
function byCityName(r: TReading, limit: number): TPlaceSuggestion[] {
  const key = normalize(r.text);
  if (!key) return [];
  const g = gazetteer();
  const fits = (c: TCity) =>
    (!r.state || c.place.state === r.state) && (!r.country || c.place.country === r.country);
  const best: TCandidate[] = [];
  // Keeps the `limit` best seen so far, in order: a prefix of one letter may match thousands.
  const offer = (candidate: TCandidate) => {
    if (best.length === limit && rank(candidate, best[limit - 1] as TCandidate) >= 0) return;
    let at = best.length;
    while (at > 0 && rank(candidate, best[at - 1] as TCandidate) < 0) at--;
    best.splice(at, 0, candidate);
    if (best.length > limit) best.pop();
  };

  for (let i = lowerBound(g.cities, key, (c) => c.key); i < g.cities.length; i++) {
    const city = g.cities[i] as TCity;
    if (!city.key.startsWith(key)) break;
    if (fits(city)) offer({ city, tier: city.key === key ? 0 : 1 });
  }
  if (best.length < limit) {
    const seen = new Set(best.map((c) => c.city));
    for (let i = lowerBound(g.words, key, (w) => w.key); i < g.words.length; i++) {
      const { key: wordKey, city } = g.words[i] as (typeof g.words)[number];
      if (!wordKey.startsWith(key)) break;
      if (!seen.has(city) && fits(city)) {
        seen.add(city); // a name with the word twice is offered once
        offer({ city, tier: 2 });
      }
    }
  }
  return best.map((c) => toSuggestion(c.city.place, r.street));
}

function toSuggestion(place: TPlace, street: string, zip = place.code): TPlaceSuggestion {
  const where = `${place.city}, ${place.state} ${zip}, ${place.country}`;
  return {
    label: street ? `${street}, ${where}` : where,
    ...(street ? { street } : {}),
    city: place.city,
    state: place.state,
    zip,
    country: place.country,
    lat: place.lat,
    lng: place.lng,
  };
}

/** By postal code (US ZIP or ZIP+4, Canadian FSA of a full code), else by city and state. */
function locatePlace(address: TAddress): TPlace | undefined {
  const g = gazetteer();
  const zip = address.zip.trim().toUpperCase();
  const code = /^(\d{5})(?:-?\d{4})?$/.exec(zip)?.[1] ?? /^([A-Z]\d[A-Z])\s*(?:\d[A-Z]\d)?$/.exec(zip)?.[1];
  const byCode = code ? g.byCode.get(code) : undefined;
  if (byCode) return byCode;
  const state = stateCode(address.state);
  const city = normalize(address.city);
  return state && city ? g.cityByName.get(`${city}|${state}`)?.place : undefined;
}
