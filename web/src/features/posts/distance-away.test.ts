import { describe, expect, it } from 'vitest';
import { metresBetween } from './distance-away';

describe('metresBetween', () => {
  it('measures Toronto to Montreal as the search does (about 504 km on earthdistance)', () => {
    const m = metresBetween({ lat: 43.65, lng: -79.38 }, { lat: 45.5, lng: -73.57 });
    expect(m / 1000).toBeGreaterThan(500);
    expect(m / 1000).toBeLessThan(510);
  });
  it('is 0 between a point and itself', () => {
    expect(metresBetween({ lat: 49.28, lng: -123.12 }, { lat: 49.28, lng: -123.12 })).toBe(0);
  });
});
