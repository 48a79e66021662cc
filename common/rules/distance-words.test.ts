import { describe, expect, it } from 'vitest';
import { spokenDistance } from './distance-words';

describe('spokenDistance', () => {
  it('says less than 1 under one unit (null), never a decimal', () => {
    expect(spokenDistance(0)).toBeNull();
    expect(spokenDistance(0.4)).toBeNull();
    expect(spokenDistance(0.999)).toBeNull();
  });

  it('rounds to the nearest whole unit', () => {
    expect(spokenDistance(1)).toBe(1);
    expect(spokenDistance(1.4)).toBe(1);
    expect(spokenDistance(12.4)).toBe(12);
    expect(spokenDistance(12.6)).toBe(13);
    expect(spokenDistance(140)).toBe(140);
    expect(spokenDistance(1249.6)).toBe(1250);
  });

  it('has no answer for a distance that is not a number', () => {
    expect(spokenDistance(Number.NaN)).toBeNull();
  });
});
