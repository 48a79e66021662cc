import { describe, expect, it } from 'vitest';
import type { TDb } from '../../db/client';
import {
  COUNT_CACHE_SIZE,
  COUNT_TTL_MS,
  countCacheStats,
  countKey,
  generationKeys,
  keepCount,
  keptCount,
} from './count-cache';
import type { TSearchCriteria } from './repository/search-sql';

// The kept counts themselves: what a count is kept under, for how long, and how many are kept.

const NOW = new Date('2027-06-01T12:00:00Z');
const base: TSearchCriteria = { orderBy: 'price', direction: 'asc', offset: 0, limit: 11, now: NOW };
/** Each test its own cache (caches are per database object). */
const freshDb = () => ({}) as unknown as TDb;

describe('countKey', () => {
  it('is the same for a search in any order, page or viewer, and differs with any filter', () => {
    const key = countKey({ ...base, year: 2005, partId: 3 });
    expect(
      countKey({
        ...base,
        year: 2005,
        partId: 3,
        orderBy: 'year',
        direction: 'desc',
        offset: 90,
        viewerId: 'u1',
      }),
    ).toBe(key);
    expect(countKey({ ...base, year: 2006, partId: 3 })).not.toBe(key);
    expect(countKey({ ...base, year: 2005, partId: 3, grade: 'B' })).not.toBe(key);
    expect(countKey({ ...base, year: 2005, partId: 3, countCap: 5 })).not.toBe(key);
    expect(countKey({ ...base, manufacturer: 'HONDA' })).toBe(countKey({ ...base, manufacturer: 'honda' }));
  });

  it('counts the origin only with a radius, and keeps no count of a user’s favourites', () => {
    const origin = { lat: 43.65, lng: -79.38 };
    expect(countKey({ ...base, origin })).toBe(countKey(base));
    expect(countKey({ ...base, origin, radiusMetres: 40_000 })).not.toBe(
      countKey({ ...base, origin: { lat: 45.5, lng: -73.57 }, radiusMetres: 40_000 }),
    );
    expect(countKey({ ...base, favoritedBy: 'u1' })).toBeNull();
  });
});

describe('keepCount and keptCount', () => {
  it('gives a count back until it is COUNT_TTL_MS old at most, and none from the future', () => {
    const db = freshDb();
    const at = NOW.getTime();
    keepCount(db, 'k', { counted: 7, generation: 3, at });
    expect(keptCount(db, 'k', at)).toMatchObject({ counted: 7, generation: 3 });
    expect(keptCount(db, 'k', at + COUNT_TTL_MS / 2 - 1)).toMatchObject({ counted: 7 });
    expect(keptCount(db, 'k', at + COUNT_TTL_MS)).toBeUndefined();
    expect(keptCount(db, 'k', at - 1)).toBeUndefined();
    expect(keptCount(db, 'other', at)).toBeUndefined();
  });

  it('keeps COUNT_CACHE_SIZE counts, dropping the least recently used', () => {
    const db = freshDb();
    const at = NOW.getTime();
    for (let i = 0; i < COUNT_CACHE_SIZE; i++) keepCount(db, `k${i}`, { counted: i, generation: 1, at });
    // k0 used again: k1 is now the least recently used.
    expect(keptCount(db, 'k0', at)?.counted).toBe(0);
    keepCount(db, 'new', { counted: -1, generation: 1, at });
    expect(countCacheStats(db).kept).toBe(COUNT_CACHE_SIZE);
    expect(keptCount(db, 'k1', at)).toBeUndefined();
    expect(keptCount(db, 'k0', at)?.counted).toBe(0);
    expect(keptCount(db, 'new', at)?.counted).toBe(-1);
  });
});

describe('generationKeys', () => {
  it('takes one filter’s key, the narrowest first, and all without a filter', () => {
    expect(generationKeys({ ...base, vehicleId: 7, partId: 3, year: 2005 })).toEqual(['vehicle:7']);
    expect(generationKeys({ ...base, partId: 3, manufacturer: 'Honda', year: 2005 })).toEqual(['part:3']);
    expect(generationKeys({ ...base, manufacturer: 'Land Rover', year: 2005 })).toEqual(['make:land rover']);
    expect(generationKeys({ ...base, year: 2005, keyword: 'door' })).toEqual(['year:2005']);
    expect(generationKeys({ ...base, keyword: 'door', grade: 'B' })).toEqual(['all']);
    // A name PostgreSQL might lower-case otherwise, or with the separator in it: another filter's key.
    expect(generationKeys({ ...base, manufacturer: 'Citroën', year: 2001 })).toEqual(['year:2001']);
    expect(generationKeys({ ...base, manufacturer: 'A - B' })).toEqual(['all']);
  });

  it('takes the degree squares a radius covers, across the antimeridian too, and all past a pole', () => {
    const toronto = generationKeys({ ...base, origin: { lat: 43.65, lng: -79.38 }, radiusMetres: 25_000 });
    expect(toronto).toContain('cell:43:-80');
    expect(toronto.every((k) => /^cell:4[34]:-(79|80|81)$/.test(k))).toBe(true);
    const fiji = generationKeys({ ...base, origin: { lat: -17.7, lng: 179.9 }, radiusMetres: 50_000 });
    expect(fiji).toContain('cell:-18:179');
    expect(fiji).toContain('cell:-18:-180');
    expect(generationKeys({ ...base, origin: { lat: 89.9, lng: 0 }, radiusMetres: 50_000 })).toEqual(['all']);
    // A radius over MAX_CELLS squares depends on every post.
    expect(generationKeys({ ...base, origin: { lat: 40, lng: -100 }, radiusMetres: 2_000_000 })).toEqual([
      'all',
    ]);
    expect(generationKeys({ ...base, origin: { lat: 40, lng: -100 } })).toEqual(['all']);
  });
});
