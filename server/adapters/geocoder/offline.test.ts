import { ZPlaceSuggestion } from '@common/contracts/accounts';
import { describe, expect, it } from 'vitest';
import { cleanCanadianPlace } from './canada';
import { createOfflineGeocoder } from './offline';

const geocoder = createOfflineGeocoder();
const suggest = async (q: string, limit?: number) => {
  const found = await geocoder.suggest(q, limit);
  for (const s of found) ZPlaceSuggestion.parse(s); // every answer fits the contract
  return found;
};
const noAddress = { street: '', city: '', state: '', zip: '', country: '' };

describe('offline geocoder: postal codes', () => {
  it('suggests ZIP codes by prefix, lowest first', async () => {
    const found = await suggest('9021');
    expect(found[0]).toMatchObject({
      label: 'Beverly Hills, CA 90210, United States',
      city: 'Beverly Hills',
      state: 'CA',
      zip: '90210',
      country: 'United States',
    });
    expect(found.every((s) => s.zip.startsWith('9021'))).toBe(true);
    expect(found.map((s) => s.zip)).toEqual([...found.map((s) => s.zip)].sort());
  });

  it('answers an exact ZIP (and ZIP+4) with that one code', async () => {
    const found = await suggest('90210');
    expect(found).toHaveLength(1);
    expect(found[0]?.lat).toBeCloseTo(34.09, 1);
    expect(found[0]?.lng).toBeCloseTo(-118.41, 1);
    expect((await suggest('90210-1234'))[0]?.zip).toBe('90210');
  });

  it('reads a Canadian FSA in any case, with or without the rest of the code', async () => {
    for (const q of ['m5v', 'M5V', 'M5V 3L9', 'm5v3l9', 'M5V 3']) {
      const [first] = await suggest(q);
      expect(first, q).toMatchObject({ city: 'Toronto', state: 'ON', country: 'Canada' });
    }
    expect((await suggest('m5v'))[0]).toMatchObject({ zip: 'M5V', label: 'Toronto, ON M5V, Canada' });
    // A complete code is echoed whole, so choosing it does not shorten what was typed.
    expect((await suggest('m5v3l9'))[0]?.zip).toBe('M5V 3L9');
  });

  it('suggests the FSAs under a partial Canadian code', async () => {
    const found = await suggest('V6');
    expect(found.length).toBeGreaterThan(1);
    expect(found.every((s) => s.zip.startsWith('V6') && s.state === 'BC')).toBe(true);
  });
});

describe('offline geocoder: city names', () => {
  it('suggests cities by prefix, one per city and state, exact names first', async () => {
    const found = await suggest('Spring');
    const springfields = found.filter((s) => s.city === 'Springfield');
    expect(springfields.length).toBeGreaterThanOrEqual(3);
    expect(new Set(springfields.map((s) => s.state)).size).toBe(springfields.length);
    expect(found[0]?.city).toBe('Spring'); // the exact name before its longer relatives
    expect(new Set(found.map((s) => `${s.city}|${s.state}`)).size).toBe(found.length);
  });

  it('matches case- and accent-insensitively, and gives Canadian cities their common names', async () => {
    expect((await suggest('montréal'))[0]).toMatchObject({
      city: 'Montreal',
      state: 'QC',
      country: 'Canada',
    });
    expect((await suggest('MONTREAL'))[0]?.city).toBe('Montreal');
    expect((await suggest('st johns'))[0]).toMatchObject({ city: "St. John's", state: 'NL' });
    expect((await suggest('Vancouver')).map((s) => `${s.city}, ${s.state}`)).toEqual(
      expect.arrayContaining(['Vancouver, BC', 'Vancouver, WA', 'North Vancouver, BC']),
    );
  });

  it('echoes a street part and matches the text after the last comma', async () => {
    const [first] = await suggest('123 Main St, Boise');
    expect(first).toMatchObject({
      street: '123 Main St',
      city: 'Boise',
      state: 'ID',
      country: 'United States',
    });
    expect(first?.label).toMatch(/^123 Main St, Boise, ID \d{5}, United States$/);
  });

  it('narrows by a state given after the city', async () => {
    const found = await suggest('Springfield, IL');
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ city: 'Springfield', state: 'IL' });
    expect((await suggest('Boise ID'))[0]).toMatchObject({ city: 'Boise', state: 'ID' });
  });

  it('respects the limit (8 by default) and answers nonsense with nothing', async () => {
    expect(await suggest('S')).toHaveLength(8);
    expect(await suggest('S', 3)).toHaveLength(3);
    expect(await suggest('9', 2)).toHaveLength(2);
    expect(await suggest('zzqxv')).toEqual([]);
    expect(await suggest('   ')).toEqual([]);
    expect(await suggest('Q9Q')).toEqual([]);
  });

  it('answers in well under a millisecond once the index is built', async () => {
    await suggest('warm');
    const queries = [
      '9',
      '9021',
      'm5v',
      'M5V 3L9',
      'S',
      'Spring',
      'tor',
      '123 Main St, Boise',
      'zzq',
      'lake',
    ];
    const times: number[] = [];
    for (let i = 0; i < 500; i++) {
      const start = performance.now();
      await geocoder.suggest(queries[i % queries.length] as string);
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    // Measured ~0.01 ms median; the bound only catches a regression to scanning every row.
    expect(times[times.length >> 1]).toBeLessThan(2);
  });
});

describe('offline geocoder: locate', () => {
  it('places a US ZIP code', async () => {
    const at = await geocoder.locate({ ...noAddress, zip: '90210' });
    expect(at?.lat).toBeCloseTo(34.09, 1);
    expect(at?.lng).toBeCloseTo(-118.41, 1);
  });

  it('places a full Canadian postal code by its FSA', async () => {
    const at = await geocoder.locate({ ...noAddress, zip: 'm5v 3l9', country: 'Canada' });
    expect(at?.lat).toBeCloseTo(43.65, 1);
    expect(at?.lng).toBeCloseTo(-79.37, 1);
  });

  it('falls back to city and state (code or full name, Canadian districts too)', async () => {
    const springfield = await geocoder.locate({ ...noAddress, city: 'springfield', state: 'Illinois' });
    expect(springfield?.lat).toBeCloseTo(39.8, 0);
    const toronto = await geocoder.locate({ ...noAddress, city: 'Toronto', state: 'ON', zip: 'not a code' });
    expect(toronto?.lat).toBeCloseTo(43.7, 0);
    expect(await geocoder.locate({ ...noAddress, city: 'Montréal', state: 'Quebec' })).not.toBeNull();
    expect(await geocoder.locate({ ...noAddress, city: 'Scarborough', state: 'ON' })).not.toBeNull();
  });

  it('answers null for a place it cannot find', async () => {
    expect(
      await geocoder.locate({ ...noAddress, city: 'Nowhereville', state: 'ON', zip: 'Z9Z 9Z9' }),
    ).toBeNull();
    expect(await geocoder.locate({ ...noAddress, city: 'Springfield' })).toBeNull(); // which one?
    expect(await geocoder.locate(noAddress)).toBeNull();
  });
});

describe('Canadian FSA names', () => {
  it.each([
    ['M5V', 'Downtown Toronto (cn Tower / King And Spadina)', 'Ontario', 'Toronto', 'ON'],
    [
      'V6B',
      'Vancouver (ne Downtown / Harbour Centre / Gastown / Yaletown)',
      'British Columbia',
      'Vancouver',
      'BC',
    ],
    ['T8A', 'Sherwood Park West', 'Alberta', 'Sherwood Park', 'AB'],
    ['T0A', 'Eastern Alberta (st. Paul)', 'Alberta', 'St. Paul', 'AB'],
    ['H2X', 'Plateau Mont-royal Southeast', 'Quebec', 'Montreal', 'QC'],
    ['H3Y', 'Westmount West', 'Quebec', 'Westmount', 'QC'],
    ['G5R', 'Rivi\uFFFDre-du-loup', 'Quebec', 'Rivière-du-Loup', 'QC'],
    ['J2X', 'Saint-jean- Sur-richelieu East', 'Quebec', 'Saint-Jean-sur-Richelieu', 'QC'],
    ['V8W', 'Victoria Central British Columbia Provincial Government', 'British Columbia', 'Victoria', 'BC'],
    ['K2J', 'Nepean (barrhaven)', 'Ontario', 'Ottawa', 'ON'],
    ['B3H', 'Halifax Lower Harbour', 'Nova Scotia', 'Halifax', 'NS'],
    ['E1H', 'Lakeville', 'Shediac Bridge', 'Lakeville', 'NB'], // a damaged province column
    ['X0A', 'Outer Nunavut (iqaluit)', 'Nunavut Territory', 'Iqaluit', 'NU'],
    ['X1A', 'Yellowknife', 'Northwest Territory', 'Yellowknife', 'NT'],
  ])('%s %s -> %s, %s', (fsa, raw, province, city, state) => {
    expect(cleanCanadianPlace(fsa, raw, province)).toMatchObject({ city, state });
  });

  it('keeps a folded district for look-ups and drops Santa Claus', () => {
    expect(cleanCanadianPlace('M1B', 'Scarborough (rouge Hill)', 'Ontario')).toEqual({
      city: 'Toronto',
      state: 'ON',
      district: 'Scarborough',
    });
    expect(cleanCanadianPlace('H0H', 'Reserved (santa Claus)', 'Quebec')).toBeNull();
  });
});
