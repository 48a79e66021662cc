import { describe, expect, it } from 'vitest';
import { pageTitle, postPageName, spokenPrice, vehicleInWords } from './page-title';

describe('page titles', () => {
  it("reads '<page> - PartsYard'", () => {
    expect(pageTitle('Messages')).toBe('Messages - PartsYard');
    expect(pageTitle('  ')).toBe('PartsYard');
  });

  it('names a post by year, vehicle in words, part and its price as people say it', () => {
    const post = {
      year: 2012,
      vehicle_name: 'Honda - Civic',
      part_name: 'Alternator',
      price: 120,
      currencytype: 'CAD',
    };
    expect(pageTitle(postPageName(post))).toBe('2012 Honda Civic Alternator - $120 CAD - PartsYard');
  });

  it.each([
    [120, '$120 CAD'],
    [119.99, '$120 CAD'],
    [1249.5, '$1,250 CAD'],
    [4.5, '$4.50 CAD'],
    [45, '$45 CAD'],
    [99.99, '$99.99 CAD'],
    [0.5, '$0.50 CAD'],
    [1_000_000, '$1,000,000 CAD'],
  ])('says %s as %s', (amount, said) => {
    expect(spokenPrice(amount, 'CAD')).toBe(said);
  });

  it('joins a vehicle name without its separator', () => {
    expect(vehicleInWords('Mercedes-Benz - C-Class')).toBe('Mercedes-Benz C-Class');
    expect(vehicleInWords('Tesla')).toBe('Tesla');
  });
});
