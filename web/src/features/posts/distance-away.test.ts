import { describe, expect, it } from 'vitest';
import { metresBetween, spokenDistance } from './distance-away';

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

describe('spokenDistance', () => {
  it('says less than 1 (null) under one unit', () => {
    expect(spokenDistance(400, 'km')).toBeNull();
    expect(spokenDistance(1500, 'mi')).toBeNull();
  });
  it('rounds to whole units under 100, tens under 1,000, then hundreds', () => {
    expect(spokenDistance(12_400, 'km')).toBe('12');
    expect(spokenDistance(99_400, 'km')).toBe('99');
    expect(spokenDistance(143_000, 'km')).toBe('140');
    expect(spokenDistance(2_345_000, 'km')).toBe('2,300');
    expect(spokenDistance(16_093.44, 'mi')).toBe('10');
  });
});
