import { YEAR_LOWER_BOUND } from '@common/constants';
import { afterEach, describe, expect, it } from 'vitest';
import { LOCAL_GARAGE_KEY, readLocalGarage, toLocalVehicle } from './local-garage';

// The browser's garage entries are checked by hand when read back (the storage is the user's to
// edit): what passes and what does not, field by field.

const civic = { key: 'b-1', year: 2012, vehicle_id: 7, vehicle_name: 'Honda - Civic', vin: null };

afterEach(() => localStorage.clear());

describe('toLocalVehicle', () => {
  it('takes a well-formed entry, with or without a VIN, and keeps only its known fields', () => {
    expect(toLocalVehicle(civic)).toEqual(civic);
    const withVin = { ...civic, vin: '1HGCM82633A004352' };
    expect(toLocalVehicle(withVin)).toEqual(withVin);
    expect(toLocalVehicle({ ...civic, admin: true, vin: 'v'.repeat(40) })).toEqual({
      ...civic,
      vin: 'v'.repeat(40),
    });
    expect(toLocalVehicle({ ...civic, key: 'k'.repeat(64), vehicle_name: 'n'.repeat(200) })).toMatchObject({
      key: 'k'.repeat(64),
    });
    expect(toLocalVehicle({ ...civic, year: YEAR_LOWER_BOUND })?.year).toBe(YEAR_LOWER_BOUND);
    expect(toLocalVehicle({ ...civic, year: 2100 })?.year).toBe(2100);
  });

  it.each([
    ['no object', 'junk'],
    ['null', null],
    ['an array', [civic]],
    ['an empty key', { ...civic, key: '' }],
    ['a long key', { ...civic, key: 'k'.repeat(65) }],
    ['a key that is no text', { ...civic, key: 1 }],
    ['a year as text', { ...civic, year: '2012' }],
    ['a year before the first', { ...civic, year: YEAR_LOWER_BOUND - 1 }],
    ['a year past 2100', { ...civic, year: 2101 }],
    ['a fractional year', { ...civic, year: 2012.5 }],
    ['a vehicle id of 0', { ...civic, vehicle_id: 0 }],
    ['a negative vehicle id', { ...civic, vehicle_id: -1 }],
    ['a vehicle id as text', { ...civic, vehicle_id: '7' }],
    ['an unsafe vehicle id', { ...civic, vehicle_id: 2 ** 53 }],
    ['an empty name', { ...civic, vehicle_name: '' }],
    ['a long name', { ...civic, vehicle_name: 'n'.repeat(201) }],
    ['no vin field', { key: 'b-1', year: 2012, vehicle_id: 7, vehicle_name: 'Honda - Civic' }],
    ['a long VIN', { ...civic, vin: 'v'.repeat(41) }],
    ['a VIN that is no text', { ...civic, vin: 5 }],
  ])('drops an entry with %s', (_name, entry) => {
    expect(toLocalVehicle(entry)).toBeNull();
  });
});

describe('readLocalGarage', () => {
  it('reads only the entries that pass, without repeats', () => {
    localStorage.setItem(
      LOCAL_GARAGE_KEY,
      JSON.stringify([
        civic,
        { ...civic, key: 'b-2' },
        { ...civic, year: 'old' },
        { ...civic, key: 'b-3', year: 2014 },
      ]),
    );
    expect(readLocalGarage().map((v) => [v.key, v.year])).toEqual([
      ['b-1', 2012],
      ['b-3', 2014],
    ]);
  });

  it('reads anything but a JSON array as an empty garage', () => {
    localStorage.setItem(LOCAL_GARAGE_KEY, JSON.stringify(civic));
    expect(readLocalGarage()).toEqual([]);
  });
});
