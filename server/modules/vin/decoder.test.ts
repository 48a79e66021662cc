import { checkVin, vinCheckDigit } from '@common/rules/vin';
import { describe, expect, it } from 'vitest';
import { decodeVinRaw, matchKeys, vinWmi } from './decoder';
import { KNOWN_VINS } from './known-vins';
import { loadVinTable } from './table';

// The offline decoder against real VINs of many makes and four decades (known-vins.ts).

const NOW = new Date('2026-11-24T12:00:00Z');

describe('decodeVinRaw', () => {
  it.each(KNOWN_VINS)('$vin is a $year $make $model', ({ vin, year, make, model }) => {
    // A real VIN: its check digit holds.
    expect(checkVin(vin)).toMatchObject({ error: null, warning: null });
    expect(decodeVinRaw(vin, NOW)).toMatchObject({ year, make, model });
  });

  it('gives trim, engine and body where vPIC knows them', () => {
    expect(decodeVinRaw('2HKRW2H20NH207506', NOW)).toMatchObject({
      trim: 'LX',
      engine: '1.5L 4-cyl',
      body: 'Sport Utility Vehicle (SUV)/Multi-Purpose Vehicle (MPV)',
    });
    expect(decodeVinRaw('1FTFW1EF7BFB11754', NOW)).toMatchObject({
      year: 2011,
      model: 'F-150',
      engine: '5.0L 8-cyl',
      body: 'Pickup',
    });
    expect(decodeVinRaw('1GCHK29U11E231511', NOW)).toMatchObject({ series: '2500 (3/4 Ton)' });
  });

  it('knows the make from the WMI when no pattern names the model', () => {
    // vPIC's data for this 2020 Toyota has no model pattern (the vin package's tests say so too).
    const d = decodeVinRaw('JTDBBRBE6LJ007243', NOW);
    expect(checkVin('JTDBBRBE6LJ007243').error).toBeNull();
    expect(d).toMatchObject({ year: 2020, make: 'Toyota', model: null });
  });

  it("names the WMI's make when no pattern names the model, unless several makes share the WMI", () => {
    // Made-up descriptors (ZZZZZ) with valid check digits: no model pattern matches.
    expect(decodeVinRaw('1HGZZZZZ1MZ123456', NOW)).toMatchObject({ year: 2021, make: 'Honda', model: null });
    // 1C4 is Chrysler's, Dodge's and Jeep's.
    expect(decodeVinRaw('1C4ZZZZZ9AZ123456', NOW)).toMatchObject({ year: 2010, make: null, model: null });
  });

  it('returns no make for a maker the table does not hold', () => {
    const body = 'ZZZAA11A0AB123456';
    const vin = body.slice(0, 8) + vinCheckDigit(body) + body.slice(9);
    expect(decodeVinRaw(vin, NOW)).toMatchObject({ make: null, model: null, year: 2010 });
  });

  it('gives the make alone when position 10 holds no year code', () => {
    // Position 10 '0' is no year code (some makers outside North America): no year, so no schema.
    expect(decodeVinRaw('JHMCM56550C404453', NOW)).toMatchObject({
      year: null,
      make: 'Honda',
      model: null,
    });
  });
});

describe('vinWmi', () => {
  it('is 3 characters, or 6 for a small maker (a 9 in position 3)', () => {
    expect(vinWmi('1HGCM82633A004352')).toBe('1HG');
    expect(vinWmi('SA9020AB1CD345678')).toBe('SA9345');
  });

  it('every WMI of the table has 3 or 6 characters', () => {
    const codes = Object.keys(loadVinTable().table.wmis);
    expect(codes.length).toBeGreaterThan(500);
    expect(codes.every((c) => c.length === 3 || c.length === 6)).toBe(true);
  });
});

describe('matchKeys', () => {
  const d = 'FW5L8|RFB45612';
  it('matches from the start, * any character, classes and ranges', () => {
    expect(matchKeys('FW5', d)).toBe(6);
    expect(matchKeys('*W5', d)).toBe(4);
    expect(matchKeys('[EFG]W[1-7]', d)).toBe(4);
    expect(matchKeys('*****|R', d)).toBe(4);
    expect(matchKeys('*****|*F', d)).toBe(4);
  });

  it('refuses a differing character, a class without it and a key longer than the VIN', () => {
    expect(matchKeys('FX', d)).toBe(-1);
    expect(matchKeys('[A-D]', d)).toBe(-1);
    expect(matchKeys('*****|*********', d)).toBe(-1);
  });
});
