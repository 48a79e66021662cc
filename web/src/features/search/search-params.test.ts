import { describe, expect, it } from 'vitest';
import { parseSearchFilters, toSearchParams } from './search-params';

describe('search params', () => {
  it('round-trips the four filters in a stable order', () => {
    const filters = { search_part: 8, search_year: 2004, search_make: 2, search_manufacturer: 'Ford' };
    const query = toSearchParams(filters).toString();
    expect(query).toBe('search_year=2004&search_manufacturer=Ford&search_make=2&search_part=8');
    expect(parseSearchFilters(new URLSearchParams(query))).toEqual(filters);
  });

  it('drops only the values that do not parse', () => {
    const params = new URLSearchParams('search_year=abc&search_make=&search_part=7&other=1');
    expect(parseSearchFilters(params)).toEqual({ search_part: 7 });
  });
});
