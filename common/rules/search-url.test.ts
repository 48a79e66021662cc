import { describe, expect, it } from 'vitest';
import { INT4_MAX } from '../contracts/int4';
import { ZSearchFilters, ZSearchView } from '../contracts/search-filters';
import { SEARCH_MAX_PAGE } from '../contracts/search-limits';
import { parseSearchState } from './search-url';

// The cases web/src/features/search/search-params.test.ts leaves out, and the zod schemas built on
// the same per-key rules (search-keys.ts) agreeing with the plain parser.

const parse = (query: string) => parseSearchState(new URLSearchParams(query));

describe('parseSearchState', () => {
  it('reads an id only as 1 to 10 digits within int4', () => {
    expect(parse(`search_year=2004&search_make=${INT4_MAX}&search_part=1`).filters).toEqual({
      search_year: 2004,
      search_make: INT4_MAX,
      search_part: 1,
    });
    for (const id of ['0', '-3', '1.5', '1e3', '0x10', '+7', ' 7', String(INT4_MAX + 1), '12345678901']) {
      expect(parse(`search_make=${encodeURIComponent(id)}&q=x`).filters, id).toEqual({ q: 'x' });
    }
  });

  it('drops a keyword, place or manufacturer of blanks only, as if absent', () => {
    expect(parse('q=+++&near=%20&search_manufacturer=+').filters).toEqual({});
    expect(parse(`search_manufacturer=${'m'.repeat(100)}`).filters).toEqual({
      search_manufacturer: 'm'.repeat(100),
    });
    expect(parse(`search_manufacturer=${'m'.repeat(101)}`).filters).toEqual({});
    expect(parse(`q=${'q'.repeat(200)}`).filters).toEqual({ q: 'q'.repeat(200) });
  });

  it('reads a warranty of 0 (as-is) and drops a blank one', () => {
    expect(parse('warranty=0').filters).toEqual({ warranty: 0 });
    expect(parse('warranty=+').filters).toEqual({});
  });

  it('takes only the exact spelling of a choice', () => {
    expect(parse('unit=KM&radius=50&condition=New&grade=a&shipping=true&order_by=Year').filters).toEqual({
      radius: 50,
    });
    expect(parse('direction=DESC&order_by=Year').view).toEqual({});
  });

  it('puts the sort and page in the view, and the rest in the filters', () => {
    expect(parse(`page=${SEARCH_MAX_PAGE}&direction=desc&grade=A`)).toEqual({
      filters: { grade: 'A' },
      view: { page: SEARCH_MAX_PAGE, direction: 'desc' },
    });
  });
});

describe('ZSearchFilters and ZSearchView (built on the same rules)', () => {
  it('read a valid search as the plain parser does', () => {
    const query =
      'search_year=2004&search_make=2&q=+brake+&condition=used&warranty=90&shipping=1&radius=50&unit=km&order_by=year&page=3';
    const { filters, view } = parse(query);
    const raw = Object.fromEntries(new URLSearchParams(query));
    expect(ZSearchFilters.parse(raw)).toEqual(filters);
    expect(ZSearchView.parse(raw)).toEqual(view);
  });

  it('take blank values as absent', () => {
    expect(ZSearchFilters.parse({ search_year: '', q: '  ', radius: null })).toEqual({});
    expect(ZSearchView.parse({})).toEqual({});
  });

  it("refuse a value the rule refuses, with that key's message", () => {
    const filters = ZSearchFilters.safeParse({ search_year: 'abc', radius: '30' });
    expect(filters.success).toBe(false);
    expect(filters.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['search_year', 'searchYearInvalid'],
      ['radius', 'radiusInvalid'],
    ]);
    const view = ZSearchView.safeParse({ page: String(SEARCH_MAX_PAGE + 1) });
    expect(view.error?.issues.map((i) => i.message)).toEqual(['pageInvalid']);
  });
});
