import { describe, expect, it } from 'vitest';
import { regionFromCountry, regionFromLanguageTag } from './region';

describe('region', () => {
  it("reads a profile's country as typed", () => {
    expect(regionFromCountry('Canada')).toBe('CA');
    expect(regionFromCountry(' united states ')).toBe('US');
    expect(regionFromCountry('USA')).toBe('US');
    expect(regionFromCountry('Mexico')).toBeNull();
    expect(regionFromCountry(null)).toBeNull();
  });

  it("reads a language tag's region", () => {
    expect(regionFromLanguageTag('en-CA')).toBe('CA');
    expect(regionFromLanguageTag('fr-CA')).toBe('CA');
    expect(regionFromLanguageTag('en_US')).toBe('US');
    expect(regionFromLanguageTag('en')).toBeNull();
    expect(regionFromLanguageTag('en-GB')).toBeNull();
  });
});
