import { SEARCH_MAX_PAGE } from '@common/contracts/search';
import { describe, expect, it } from 'vitest';
import { parseSearchFilters, parseSearchState, toSearchParams } from './search-params';

const parse = (query: string) => parseSearchState(new URLSearchParams(query));

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

  it('reads the keyword, the place, the radius with its unit, the sort and the page', () => {
    expect(parse('q=brake+pads&near=M5V+2T6&radius=50&unit=km&order_by=year&direction=desc&page=3')).toEqual({
      filters: { q: 'brake pads', near: 'M5V 2T6', radius: 50, unit: 'km' },
      view: { order_by: 'year', direction: 'desc', page: 3 },
    });
    expect(parse('order_by=distance&radius=500&unit=mi')).toEqual({
      filters: { radius: 500, unit: 'mi' },
      view: { order_by: 'distance' },
    });
  });

  it.each([25, 50, 100, 250, 500])('takes a radius of %i', (radius) => {
    expect(parse(`radius=${radius}`).filters).toEqual({ radius });
  });

  it.each(['30', '0', '-50', '1000', '5000', 'far', '50.5'])(
    'drops a radius of %s, and its unit with it',
    (radius) => {
      expect(parse(`q=alternator&radius=${radius}&unit=km`)).toEqual({
        filters: { q: 'alternator' },
        view: {},
      });
    },
  );

  it('drops a unit without a radius, and a unit that is not miles or kilometres', () => {
    expect(parse('unit=km').filters).toEqual({});
    expect(parse('radius=100&unit=furlongs').filters).toEqual({ radius: 100 });
  });

  it('drops a bad sort key, direction or page and keeps the rest', () => {
    expect(parse('order_by=colour&direction=desc&page=2')).toEqual({
      filters: {},
      view: { direction: 'desc', page: 2 },
    });
    expect(parse('order_by=year&direction=up&page=2').view).toEqual({ order_by: 'year', page: 2 });
    for (const page of ['0', '-1', '1.5', 'two', String(SEARCH_MAX_PAGE + 1)]) {
      expect(parse(`order_by=year&page=${page}`).view).toEqual({ order_by: 'year' });
    }
    expect(parse(`page=${SEARCH_MAX_PAGE}`).view).toEqual({ page: SEARCH_MAX_PAGE });
  });

  it('trims the keyword and the place, and drops blank or overlong ones', () => {
    expect(parse('q=++alternator++&near=+Toronto+').filters).toEqual({ q: 'alternator', near: 'Toronto' });
    expect(parse('q=&near=').filters).toEqual({});
    expect(parse(`q=${'a'.repeat(201)}&near=${'b'.repeat(101)}&search_part=7`).filters).toEqual({
      search_part: 7,
    });
  });

  it('writes every key in one order and leaves the defaults out', () => {
    const query = toSearchParams(
      { unit: 'km', radius: 100, near: 'Toronto', q: 'brake pads', search_part: 8, search_year: 2004 },
      { page: 2, direction: 'desc', order_by: 'year' },
    ).toString();
    expect(query).toBe(
      'search_year=2004&search_part=8&q=brake+pads&near=Toronto&radius=100&unit=km&order_by=year&direction=desc&page=2',
    );
    expect(parse(query)).toEqual({
      filters: {
        search_year: 2004,
        search_part: 8,
        q: 'brake pads',
        near: 'Toronto',
        radius: 100,
        unit: 'km',
      },
      view: { order_by: 'year', direction: 'desc', page: 2 },
    });

    // Page 1 and price ascending are where every search starts: not written.
    expect(toSearchParams({}, { order_by: 'price', direction: 'asc', page: 1 }).toString()).toBe('');
    expect(toSearchParams({ q: 'x' }, { direction: 'asc' }).toString()).toBe('q=x');
    expect(toSearchParams({}, { order_by: 'price', direction: 'desc' }).toString()).toBe(
      'order_by=price&direction=desc',
    );
    expect(toSearchParams({}, { order_by: 'year', direction: 'asc' }).toString()).toBe(
      'order_by=year&direction=asc',
    );
    expect(toSearchParams({}, { page: 2 }).toString()).toBe('page=2');
    // A unit means nothing without a radius; an empty keyword is no keyword.
    expect(toSearchParams({ unit: 'km', q: '' }).toString()).toBe('');
  });

  it("round-trips issue 15's part filters (condition, grade or better, warranty, shipping) in their place", () => {
    const filters = { shipping: '1', warranty: 90, grade: 'B', condition: 'used', q: 'alternator' } as const;
    const query = toSearchParams(filters, {}).toString();
    expect(query).toBe('q=alternator&condition=used&grade=B&warranty=90&shipping=1');
    expect(parseSearchFilters(new URLSearchParams(query))).toEqual(filters);
  });

  it('drops a part filter that is not a choice, and keeps the rest', () => {
    expect(parse('condition=broken&grade=D&warranty=45&shipping=yes&search_part=7').filters).toEqual({
      search_part: 7,
    });
    expect(parse('condition=new&warranty=180').filters).toEqual({ condition: 'new', warranty: 180 });
  });
});
