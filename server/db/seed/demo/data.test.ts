import { describe, expect, it } from 'vitest';
import { gazetteer } from '../../../adapters/geocoder/gazetteer';
import { seedPartNames, seedVehicleNames } from '../reference';
import { demoCities } from './cities';
import { MODEL_YEARS } from './models';
import { CATEGORY_DRAWINGS, PART_PRICES, PART_WEIGHTS, PART_YEARS } from './parts';
import { MAKE_WEIGHTS, MODEL_BOOSTS } from './vehicles';

// The demo's own data files and tables: real places, and names that match the reference lists.

const km = (a: { lat: number; lng: number }, b: { lat: number; lng: number }) => {
  const r = Math.PI / 180;
  const h =
    Math.sin(((b.lat - a.lat) * r) / 2) ** 2 +
    Math.cos(a.lat * r) * Math.cos(b.lat * r) * Math.sin(((b.lng - a.lng) * r) / 2) ** 2;
  return 12_742 * Math.asin(Math.sqrt(h));
};

describe('demo cities', () => {
  const cities = demoCities();
  const canada = new Set(['AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'NT', 'NU', 'ON', 'PE', 'QC', 'SK', 'YT']);

  it('are a few hundred US and Canadian cities, each once', () => {
    expect(cities.length).toBeGreaterThanOrEqual(150);
    expect(new Set(cities.map((c) => `${c.name}|${c.state}`)).size).toBe(cities.length);
    for (const c of cities) expect(c.country).toBe(canada.has(c.state) ? 'Canada' : 'United States');
    expect(cities.filter((c) => c.country === 'Canada').length).toBeGreaterThan(40);
  });

  it("have a real postal code of the city's, where the gazetteer places it (within 25 km)", () => {
    const g = gazetteer();
    for (const c of cities) {
      const place = g.byCode.get(c.zip);
      expect(place, `${c.name}, ${c.state}: ${c.zip}`).toBeDefined();
      if (!place) continue;
      expect(place.state).toBe(c.state);
      expect(km(c, place), `${c.name}, ${c.state}`).toBeLessThan(25);
    }
  });
});

describe('demo vehicle and part tables', () => {
  const vehicles = new Set(seedVehicleNames());
  const makes = new Set([...vehicles].map((v) => v.split(' - ')[0]));
  const parts = new Set(seedPartNames());

  it('name only vehicles and makes of the seed list', () => {
    for (const name of [...MODEL_YEARS.keys(), ...Object.keys(MODEL_BOOSTS)])
      expect(vehicles).toContain(name);
    for (const make of Object.keys(MAKE_WEIGHTS)) expect(makes).toContain(make);
    for (const [name, [from, to]] of MODEL_YEARS) {
      expect(from, name).toBeGreaterThanOrEqual(1900);
      if (to !== undefined) expect(to, name).toBeGreaterThanOrEqual(from);
    }
  });

  it('name only parts of the seed list, with sane prices', () => {
    for (const name of [
      ...Object.keys(PART_PRICES),
      ...Object.keys(PART_WEIGHTS),
      ...Object.keys(PART_YEARS),
    ])
      expect(parts).toContain(name);
    for (const [low, high] of Object.values(PART_PRICES)) expect(low).toBeLessThan(high);
    expect(Object.keys(CATEGORY_DRAWINGS)).toHaveLength(20);
  });
});
