import { describe, expect, it } from 'vitest';
import { landingPageNumber, landingPath, landingTrail, resolveLanding } from './landing';

// Landing addresses: names to slugs and back, whatever the spelling; unknown is null.

const VEHICLES = [
  { id: 1, name: 'Honda - Civic' },
  { id: 2, name: 'Honda - CR-V' },
  { id: 3, name: 'Mercedes-Benz - C-Class' },
  { id: 4, name: 'Citroën - C4' },
];
const PARTS = [
  { id: 7, part_name: 'Alternator' },
  { id: 8, part_name: 'Brake Pads & Shoes' },
];

describe('landing addresses', () => {
  it('writes each depth as slugs', () => {
    expect(landingPath()).toBe('/parts');
    expect(landingPath({ manufacturer: 'Mercedes-Benz' })).toBe('/parts/mercedes-benz');
    expect(landingPath({ manufacturer: 'Honda', model: 'CR-V', part: 'Brake Pads & Shoes' })).toBe(
      '/parts/honda/cr-v/brake-pads-shoes',
    );
    expect(landingPath({ manufacturer: 'Citroën', model: 'C4' })).toBe('/parts/citroen/c4');
  });

  it('reads slugs back onto the catalog names in any spelling, the rows the search takes', () => {
    expect(
      resolveLanding({ make: 'HONDA', model: 'Cr-V', part: 'brake-pads-shoes' }, VEHICLES, PARTS),
    ).toEqual({
      manufacturer: 'Honda',
      model: 'CR-V',
      part: 'Brake Pads & Shoes',
      vehicle: { id: 2, name: 'Honda - CR-V' },
      partRow: { id: 8, part_name: 'Brake Pads & Shoes' },
    });
    expect(resolveLanding({ make: 'citro%C3%ABn' }, VEHICLES, PARTS)).toEqual({ manufacturer: 'Citroën' });
    expect(resolveLanding({ make: 'mercedes benz', model: 'c class' }, VEHICLES, PARTS)?.vehicle?.id).toBe(3);
  });

  it('is null for an unknown make, a model of another make, or an unknown part', () => {
    expect(resolveLanding({ make: 'tesla' }, VEHICLES, PARTS)).toBeNull();
    expect(resolveLanding({ make: 'citroen', model: 'civic' }, VEHICLES, PARTS)).toBeNull();
    expect(resolveLanding({ make: 'honda', model: 'civic', part: 'muffler' }, VEHICLES, PARTS)).toBeNull();
    expect(resolveLanding({ make: '---' }, VEHICLES, PARTS)).toBeNull();
  });

  it('reads ?page as a whole number from 1 up to the deepest page, else null', () => {
    expect(landingPageNumber(null, 1001)).toBe(1);
    expect(landingPageNumber('2', 1001)).toBe(2);
    for (const bad of ['0', '02', '-1', '1.5', 'abc', '1002'])
      expect(landingPageNumber(bad, 1001), bad).toBeNull();
  });

  it('names the trail from home to the page', () => {
    expect(
      landingTrail(
        { manufacturer: 'Honda', model: 'Civic', part: 'Alternator' },
        { home: 'Home', parts: 'Parts' },
      ),
    ).toEqual([
      { name: 'Home', path: '/' },
      { name: 'Parts', path: '/parts' },
      { name: 'Honda', path: '/parts/honda' },
      { name: 'Civic', path: '/parts/honda/civic' },
      { name: 'Alternator', path: '/parts/honda/civic/alternator' },
    ]);
  });
});
