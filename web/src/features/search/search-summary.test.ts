import { describe, expect, it } from 'vitest';
import i18n from '@/lib/i18n';
import { PARTS, VEHICLES } from '@/test/posts';
import { searchSummary } from './search-summary';

const say = (filters: Parameters<typeof searchSummary>[1]) =>
  searchSummary(i18n.t, filters, { vehicles: VEHICLES, parts: PARTS }, 'km');

describe('searchSummary', () => {
  it('says the part filters after the vehicle, part and keyword, and before the place', () => {
    expect(
      say({
        search_year: 2012,
        search_make: 2,
        search_part: 7,
        q: 'brake',
        condition: 'used',
        grade: 'B',
        warranty: 90,
        shipping: '1',
        near: 'Toronto',
        radius: 50,
      }),
    ).toBe(
      '2012 Ford Focus · Alternator · “brake” · Used, grade B or better · at least 90-day warranty · ships' +
        ' · within 50 km of Toronto',
    );
  });

  it('says each part filter alone', () => {
    expect(say({ condition: 'remanufactured' })).toBe('Remanufactured');
    expect(say({ grade: 'A' })).toBe('grade A');
    expect(say({ grade: 'C' })).toBe('grade C or better');
    expect(say({ warranty: 180 })).toBe('at least 180-day warranty');
    expect(say({ shipping: '1' })).toBe('ships');
    // As-is (0 days) asks for nothing.
    expect(say({ warranty: 0 })).toBe('All parts');
  });
});
