import { describe, expect, it } from 'vitest';
import { searchQueryString, type TSearchRequest } from './search-request';

const HERE = { lat: 43.65, lng: -79.38 };
const query = (request: Partial<TSearchRequest>) =>
  searchQueryString({ filters: {}, view: {}, point: null, unit: 'mi', ...request });

describe('searchQueryString', () => {
  it('asks for the first ten rows, cheapest first, when nothing is chosen', () => {
    expect(query({})).toBe('range_from=0&range_to=9&order_by=price&direction=asc');
  });

  it('sends the filters under the API names; the typed place is not sent, its point is', () => {
    expect(
      query({
        filters: {
          search_year: 2004,
          search_manufacturer: 'Ford',
          search_make: 2,
          search_part: 8,
          q: 'brake pads',
          near: 'M5V 2T6',
        },
      }),
    ).toBe(
      'search_year=2004&search_manufacturer=Ford&search_make=2&search_part=8&q=brake+pads' +
        '&range_from=0&range_to=9&order_by=price&direction=asc',
    );
    expect(query({ filters: { search_user_id: 'u2' } })).toBe(
      'search_user_id=u2&range_from=0&range_to=9&order_by=price&direction=asc',
    );
  });

  it.each([
    [1, 0, 9],
    [2, 10, 19],
    [3, 20, 29],
    [12, 110, 119],
  ])('asks for page %i as rows %i to %i', (page, from, to) => {
    expect(query({ view: { page } })).toBe(`range_from=${from}&range_to=${to}&order_by=price&direction=asc`);
  });

  it('sends the sort and its direction', () => {
    expect(query({ view: { order_by: 'year', direction: 'desc' } })).toBe(
      'range_from=0&range_to=9&order_by=year&direction=desc',
    );
    expect(query({ view: { order_by: 'year' } })).toContain('order_by=year&direction=asc');
    expect(query({ view: { direction: 'desc' } })).toContain('order_by=price&direction=desc');
  });

  it('sorts by distance, nearest first, only from a known point; else by price', () => {
    expect(query({ view: { order_by: 'distance', direction: 'desc' }, point: HERE })).toBe(
      'lat=43.65&lng=-79.38&range_from=0&range_to=9&order_by=distance&direction=asc',
    );
    expect(query({ view: { order_by: 'distance' } })).toBe(
      'range_from=0&range_to=9&order_by=price&direction=asc',
    );
  });

  it('sends a radius only with a point, in the URL unit or else the viewer one', () => {
    expect(query({ filters: { radius: 50 }, point: HERE })).toBe(
      'lat=43.65&lng=-79.38&radius=50&unit=mi&range_from=0&range_to=9&order_by=price&direction=asc',
    );
    expect(query({ filters: { radius: 100 }, point: HERE, unit: 'km' })).toContain('radius=100&unit=km');
    expect(query({ filters: { radius: 25, unit: 'mi' }, point: HERE, unit: 'km' })).toContain(
      'radius=25&unit=mi',
    );
    const without = query({ filters: { radius: 50, unit: 'km' } });
    expect(without).toBe('range_from=0&range_to=9&order_by=price&direction=asc');
  });

  it('sends the point without a radius: distances, no limit', () => {
    expect(query({ point: HERE, unit: 'km' })).toBe(
      'lat=43.65&lng=-79.38&range_from=0&range_to=9&order_by=price&direction=asc',
    );
  });

  it("sends issue 15's part filters under the API's names, after the keyword", () => {
    expect(
      query({ filters: { q: 'alternator', condition: 'used', grade: 'B', warranty: 90, shipping: '1' } }),
    ).toBe(
      'q=alternator&condition=used&grade=B&warranty=90&shipping=1' +
        '&range_from=0&range_to=9&order_by=price&direction=asc',
    );
    // 'Any' warranty (none or as-is) is no filter.
    expect(query({ filters: { warranty: 0 } })).toBe('range_from=0&range_to=9&order_by=price&direction=asc');
  });
});
