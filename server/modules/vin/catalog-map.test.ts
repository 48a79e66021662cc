import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { buildCatalogIndex, mapToCatalog, modelCandidates } from './catalog-map';
import { decodeVinRaw } from './decoder';
import { KNOWN_VINS } from './known-vins';
import { similarity } from './names';

// Decoded vPIC names onto the catalog's 'Manufacturer - Model' names; the closest names otherwise.

const csv = readFileSync(fileURLToPath(new URL('../../db/seed/data/vehicles.csv', import.meta.url)), 'utf8');
const seed = csv
  .trim()
  .split('\n')
  .slice(1)
  .map((line, i) => ({ id: i + 1, name: line.split(',').join(' - ') }));
const index = buildCatalogIndex(seed);
const NOW = new Date('2026-11-24T12:00:00Z');
const raw = (
  make: string,
  model: string | null,
  series: string | null = null,
  trim: string | null = null,
) => ({
  make,
  model,
  series,
  trim,
});

describe('mapToCatalog on the seed catalog', () => {
  it.each(KNOWN_VINS)('$vin maps onto $vehicle', ({ vin, vehicle }) => {
    const mapped = mapToCatalog(index, decodeVinRaw(vin, NOW));
    expect(mapped.vehicle?.name ?? null).toBe(vehicle);
    if (vehicle) expect(mapped.suggestions).toEqual([]);
  });

  it('ignores case and punctuation, and knows vPIC naming differences', () => {
    expect(mapToCatalog(index, raw('MERCEDES-BENZ', 'c class')).vehicle?.name).toBe(
      'Mercedes-Benz - C-Class',
    );
    expect(mapToCatalog(index, raw('FORD', 'F150')).vehicle?.name).toBe('Ford - F-150');
    expect(mapToCatalog(index, raw('Mercedes-Benz', 'GLC-Class')).vehicle?.name).toBe('Mercedes-Benz - GLC');
    expect(mapToCatalog(index, raw('Dodge', 'Caravan/Grand Caravan')).vehicle?.name).toBe('Dodge - Caravan');
    expect(mapToCatalog(index, raw('GMC', 'Sierra', '2500 (3/4 Ton)')).vehicle?.name).toBe(
      'GMC - Sierra 2500',
    );
    expect(mapToCatalog(index, raw('BMW', '330xi', '3-Series')).vehicle?.name).toBe('BMW - 3 Series');
    expect(mapToCatalog(index, raw('Toyota', 'Scion xB')).vehicle?.name).toBe('Scion - xB');
    expect(mapToCatalog(index, raw('Dodge', 'Ram 1500')).vehicle?.name).toBe('Dodge - Ram 1500');
  });

  it('offers the closest names of the same make first when the model is not in the catalog', () => {
    const mapped = mapToCatalog(index, raw('Saturn', 'SC2'));
    expect(mapped.vehicle).toBeNull();
    expect(mapped.suggestions).toHaveLength(5);
    expect(mapped.suggestions[0]?.name).toBe('Saturn - SC');
    expect(mapped.suggestions.every((s) => s.name.startsWith('Saturn - '))).toBe(true);
    const mx5 = mapToCatalog(index, raw('Mazda', 'MX-5'));
    expect(mx5.vehicle).toBeNull();
    expect(mx5.suggestions[0]?.name).toBe('Mazda - MX-5 Miata');
  });

  it('looks at other makes when the make is not in the catalog, and never fails', () => {
    const mapped = mapToCatalog(index, raw('Some Coachbuilder', 'Corvette'));
    expect(mapped.vehicle).toBeNull();
    expect(mapped.suggestions[0]?.name).toBe('Chevrolet - Corvette');
    expect(mapToCatalog(index, raw('Toyota', null))).toEqual({ vehicle: null, suggestions: [] });
    expect(mapToCatalog(buildCatalogIndex([]), raw('Honda', 'Civic'))).toEqual({
      vehicle: null,
      suggestions: [],
    });
  });
});

describe('modelCandidates', () => {
  it('tries the specific names before the plain model', () => {
    expect(modelCandidates(raw('Ford', 'Fiesta', null, 'ST'))).toEqual(['Fiesta ST', 'Fiesta']);
    expect(modelCandidates(raw('Chevrolet', 'GMT-400', '1/2 Ton Nominal'))).toContain('C/K 1500');
  });
});

describe('similarity', () => {
  it("is pg_trgm's: 1 for the same words, 0 for nothing shared", () => {
    expect(similarity('Civic', 'civic')).toBe(1);
    expect(similarity('Civic', 'Tacoma')).toBe(0);
    expect(similarity('MX-5', 'MX-5 Miata')).toBeGreaterThan(similarity('MX-5', 'MX-30'));
  });
});
