import type { TProfile } from '@common/contracts/accounts';
import type { TSearchPage } from '@common/contracts/search';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HomeRoute } from '@/app/routes/home-route';
import { bodyText, click, getByLabel, getByRole, typeInto, waitFor } from '@/test/dom';
import { json, stubFetch } from '@/test/fetch-stub';
import { stubGeolocation } from '@/test/geolocation';
import { listedPost, listedPosts, PARTS, searchPage, VEHICLES } from '@/test/posts';
import { renderRoutes } from '@/test/render';
import { meRoute, PROFILE, session } from '@/test/session';

// The home page's results: the URL's search sent to GET /api/posts/search, the cards, the sort
// header, Previous / Next and where distances are measured from.

type TAnswer = (query: string) => TSearchPage | Response | Promise<Response>;

/** The home page's server: the catalog lists, the search (by query string) and maybe a session. */
function stubHome(answer: TAnswer, { profile, extra = {} }: { profile?: TProfile; extra?: object } = {}) {
  return stubFetch({
    'GET /api/vehicles': () => json(VEHICLES),
    'GET /api/parts': () => json(PARTS),
    'GET /api/posts/search': async (url) => {
      const result = await answer(url.split('?')[1] ?? '');
      return result instanceof Response ? result : json(result);
    },
    ...(profile ? meRoute(session({ profile })) : {}),
    ...extra,
  });
}

type TFetchMock = ReturnType<typeof stubFetch>;
/** The query strings of every search sent so far, in order. */
const searches = (fetchMock: TFetchMock) =>
  fetchMock.mock.calls
    .map(([url]) => String(url))
    .filter((url) => url.startsWith('/api/posts/search?'))
    .map((url) => url.slice('/api/posts/search?'.length));
const lastSearch = (fetchMock: TFetchMock) => searches(fetchMock).at(-1);

const renderHome = (path = '/') => renderRoutes([{ index: true, element: <HomeRoute /> }], path);
const cards = () => [...document.querySelectorAll('article')];
const cardCount = (n: number) => waitFor(() => expect(cards()).toHaveLength(n));
const has = (role: 'button' | 'link', name: string) => {
  try {
    getByRole(role, name);
    return true;
  } catch {
    return false;
  }
};

const FIRST = 'range_from=0&range_to=9';
const PRICE_ASC = 'order_by=price&direction=asc';

describe('home search results', () => {
  afterEach(() => vi.restoreAllMocks());

  it("shows each post's part ID and $ price, and no distance when none is known", async () => {
    const fetchMock = stubHome(() =>
      searchPage([
        listedPost({ id: 1, stock_number: 'ALT-1', price: 1250, distance: 1609.344 }),
        listedPost({ id: 2, stock_number: 'BRK-2', price: 80, currencytype: 'USD', part_name: 'Brake Pads' }),
      ]),
    );
    await renderHome();
    await cardCount(2);
    expect(getByRole('heading', 'Search results')).toBeTruthy();
    const [first, second] = cards().map((c) => (c.textContent ?? '').replace(/\s+/g, ' '));
    expect(first).toContain('Part ID: ALT-1');
    expect(first).toContain('$1,250.00');
    expect(second).toContain('Part ID: BRK-2');
    expect(second).toContain('$80.00');
    expect(getByRole('link', '2012 Ford - Focus Brake Pads BRK-2').getAttribute('href')).toBe(
      '/view/2/2012-ford-focus-brake-pads',
    );
    // A visitor whose device gives no position: no point was sent, so no distances show.
    expect(cards().some((card) => card.textContent?.includes('away'))).toBe(false);
    expect(searches(fetchMock)).toEqual([`${FIRST}&${PRICE_ASC}`]);
    // One page, nothing more: no pager.
    expect(has('button', 'Next')).toBe(false);
    expect(bodyText()).not.toContain('Page: 1');
  });

  it("shows 'N miles away' from the profile's location, from metres, and nothing for a post without one", async () => {
    const fetchMock = stubHome(
      () =>
        searchPage([
          listedPost({ id: 1, stock_number: 'ALT-1', distance: 1609.344 }),
          listedPost({ id: 2, stock_number: 'ALT-2', distance: 40_233.6 }),
          listedPost({ id: 3, stock_number: 'ALT-3', distance: null }),
        ]),
      { profile: PROFILE },
    );
    await renderHome();
    await waitFor(() => expect(lastSearch(fetchMock)).toBe(`lat=43.65&lng=-79.38&${FIRST}&${PRICE_ASC}`));
    await waitFor(() => expect(bodyText()).toContain('1 mile away'));
    const texts = cards().map((c) => c.textContent ?? '');
    expect(texts).toHaveLength(3);
    expect(texts[0]).toContain('1 mile away');
    expect(texts[1]).toContain('25 miles away');
    expect(texts[2]).not.toContain('away');
    expect(bodyText()).toContain('Distances are from the location in your profile.');
    // A location is known: Distance is offered as a sort.
    expect(has('button', 'Distance')).toBe(true);
  });

  it('shows kilometres when the profile says so', async () => {
    stubHome(
      () => searchPage([listedPost({ id: 1, distance: 1609.344 }), listedPost({ id: 2, distance: 5000 })]),
      {
        profile: { ...PROFILE, distance_unit: 'km' },
      },
    );
    await renderHome();
    await waitFor(() => expect(bodyText()).toContain('2 km away'));
    expect(bodyText()).toContain('5 km away');
    expect(bodyText()).not.toContain('miles away');
  });

  it('starts at Price ascending; Price flips it, Year starts ascending and flips on a second press', async () => {
    const fetchMock = stubHome(() => searchPage(listedPosts(3)));
    const { router } = await renderHome('/?page=2');
    await waitFor(() =>
      expect(getByRole('button', 'Price, ascending').getAttribute('aria-pressed')).toBe('true'),
    );
    expect(getByRole('button', 'Year').getAttribute('aria-pressed')).toBe('false');
    expect(has('button', 'Distance')).toBe(false);
    expect(lastSearch(fetchMock)).toBe(`range_from=10&range_to=19&${PRICE_ASC}`);

    // A new sort starts again at page 1.
    await click(getByRole('button', 'Price, ascending'));
    await waitFor(() => expect(has('button', 'Price, descending')).toBe(true));
    expect(router.state.location.search).toBe('?order_by=price&direction=desc');
    await waitFor(() => expect(lastSearch(fetchMock)).toBe(`${FIRST}&order_by=price&direction=desc`));

    await click(getByRole('button', 'Year'));
    await waitFor(() => expect(has('button', 'Year, ascending')).toBe(true));
    expect(getByRole('button', 'Price').getAttribute('aria-pressed')).toBe('false');
    expect(router.state.location.search).toBe('?order_by=year&direction=asc');
    await waitFor(() => expect(lastSearch(fetchMock)).toBe(`${FIRST}&order_by=year&direction=asc`));

    await click(getByRole('button', 'Year, ascending'));
    await waitFor(() => expect(has('button', 'Year, descending')).toBe(true));
    expect(router.state.location.search).toBe('?order_by=year&direction=desc');
    await waitFor(() => expect(lastSearch(fetchMock)).toBe(`${FIRST}&order_by=year&direction=desc`));

    // And back to the start: price ascending is the default, left out of the URL.
    await click(getByRole('button', 'Price'));
    await waitFor(() => expect(has('button', 'Price, ascending')).toBe(true));
    expect(router.state.location.search).toBe('');
  });

  it('moves to the next page only once it has posts, and back with Previous', async () => {
    const fetchMock = stubHome((query) =>
      query.startsWith(FIRST)
        ? searchPage(listedPosts(10, 1), { hasMore: true })
        : searchPage(listedPosts(3, 11), { range_from: 10 }),
    );
    const { router } = await renderHome();
    await cardCount(10);
    expect(bodyText()).toContain('Page: 1');
    expect(has('button', 'Previous')).toBe(false);

    await click(getByRole('button', 'Next'));
    await waitFor(() => expect(bodyText()).toContain('Page: 2'));
    expect(router.state.location.search).toBe('?page=2');
    expect(searches(fetchMock)).toEqual([`${FIRST}&${PRICE_ASC}`, `range_from=10&range_to=19&${PRICE_ASC}`]);
    await cardCount(3);
    expect(cards()[0]?.textContent).toContain('S-11');
    // The last page: no Next.
    expect(has('button', 'Next')).toBe(false);

    await click(getByRole('button', 'Previous'));
    await waitFor(() => expect(bodyText()).toContain('Page: 1'));
    expect(router.state.location.search).toBe('');
    await cardCount(10);
    expect(has('button', 'Next')).toBe(true);
  });

  it('stays on page 1 when the next page comes back empty', async () => {
    const fetchMock = stubHome((query) =>
      query.startsWith(FIRST)
        ? searchPage(listedPosts(10, 1), { hasMore: true })
        : searchPage([], { range_from: 10 }),
    );
    const { router } = await renderHome();
    await cardCount(10);
    await click(getByRole('button', 'Next'));
    await waitFor(() => expect(searches(fetchMock)).toContain(`range_from=10&range_to=19&${PRICE_ASC}`));
    await waitFor(() => expect(getByRole('button', 'Next').hasAttribute('data-loading')).toBe(false));
    expect(router.state.location.search).toBe('');
    expect(bodyText()).toContain('Page: 1');
    expect(cards()).toHaveLength(10);
  });

  it('offers Next only when the server says more follow', async () => {
    stubHome(() => searchPage(listedPosts(10, 1), { hasMore: false }));
    await renderHome();
    await cardCount(10);
    expect(has('button', 'Next')).toBe(false);
  });

  it('opens at the page in the URL, with Previous', async () => {
    const fetchMock = stubHome(() => searchPage(listedPosts(4, 21), { range_from: 20 }));
    await renderHome('/?page=3');
    await cardCount(4);
    expect(searches(fetchMock)).toEqual([`range_from=20&range_to=29&${PRICE_ASC}`]);
    expect(bodyText()).toContain('Page: 3');
    expect(has('button', 'Previous')).toBe(true);
  });

  it('says so when nothing is found', async () => {
    stubHome(() => searchPage([]));
    await renderHome();
    await waitFor(() => expect(bodyText()).toContain('No posts found. Please check back later.'));
    expect(cards()).toHaveLength(0);
  });

  it('says when the search fails, logs it, empties the list and tries again on request', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    let fail = true;
    const fetchMock = stubHome(() =>
      fail
        ? json({ statusCode: 500, code: 'INTERNAL', message: 'Internal Server Error' }, 500)
        : searchPage([listedPost({ id: 1 })]),
    );
    await renderHome();
    const alert = await waitFor(() => {
      const found = [...document.querySelectorAll('[role="alert"]')].find((a) =>
        a.textContent?.includes('The search failed.'),
      );
      if (!found) throw new Error('no alert');
      return found;
    });
    expect(alert.textContent).toContain('Something went wrong. Please try again.');
    expect(cards()).toHaveLength(0);
    expect(bodyText()).not.toContain('No posts found');
    expect(consoleError).toHaveBeenCalledWith('search failed', expect.objectContaining({ statusCode: 500 }));

    fail = false;
    await click(getByRole('button', 'Try again'));
    await cardCount(1);
    expect(bodyText()).not.toContain('The search failed.');
    expect(searches(fetchMock)).toEqual([`${FIRST}&${PRICE_ASC}`, `${FIRST}&${PRICE_ASC}`]);
  });

  it('puts the keyword and the typed place in the URL when Search is pressed, and measures from the place', async () => {
    const geolocation = stubGeolocation('denied');
    const places: string[] = [];
    const fetchMock = stubHome(() => searchPage([listedPost({ id: 1, distance: 3218.688 })]), {
      extra: {
        'GET /api/places': (url: string) => {
          places.push(url);
          return json([
            {
              label: 'Toronto, ON M5V',
              city: 'Toronto',
              state: 'ON',
              zip: 'M5V',
              country: 'Canada',
              lat: 43.64,
              lng: -79.4,
            },
          ]);
        },
      },
    });
    const { router } = await renderHome();
    await waitFor(() =>
      expect(bodyText()).toContain('Allow location access, or type a postal code or city, to see distances.'),
    );
    await typeInto(getByLabel('Keyword'), '  alternator ');
    await typeInto(getByLabel('Postal code or city'), 'M5V 2T6');
    await click(getByRole('button', 'Search'));

    expect(router.state.location.search).toBe('?q=alternator&near=M5V+2T6');
    await waitFor(() => expect(places).toEqual(['/api/places?q=M5V+2T6']));
    await waitFor(() =>
      expect(lastSearch(fetchMock)).toBe(`q=alternator&lat=43.64&lng=-79.4&${FIRST}&${PRICE_ASC}`),
    );
    await waitFor(() => expect(bodyText()).toContain('2 miles away'));
    expect(bodyText()).toContain('Distances are from Toronto, ON M5V.');
    // The device was asked once, before a place was typed; the typed place needs no device.
    expect(geolocation).toHaveBeenCalledTimes(1);
  });

  it('looks up a place from the URL and does not ask the device', async () => {
    const geolocation = stubGeolocation({ lat: 49.2827, lng: -123.1207 });
    const fetchMock = stubHome(() => searchPage([listedPost({ id: 1 })]), {
      extra: {
        'GET /api/places?q=Hamilton': () =>
          json([
            {
              label: 'Hamilton, ON',
              city: 'Hamilton',
              state: 'ON',
              zip: '',
              country: 'Canada',
              lat: 43.26,
              lng: -79.87,
            },
          ]),
      },
    });
    await renderHome('/?near=Hamilton&radius=100&unit=km&order_by=distance');
    await waitFor(() =>
      expect(lastSearch(fetchMock)).toBe(
        `lat=43.26&lng=-79.87&radius=100&unit=km&${FIRST}&order_by=distance&direction=asc`,
      ),
    );
    await waitFor(() =>
      expect(getByRole('button', 'Distance, nearest first').getAttribute('aria-pressed')).toBe('true'),
    );
    // A shared search opens folded to its summary; its button opens the form, filled from the URL.
    expect(bodyText()).toContain('Your search: within 100 km of Hamilton');
    await click(getByRole('button', 'Edit filters'));
    expect(getByLabel('Postal code or city').value).toBe('Hamilton');
    expect(getByLabel('Distance').value).toBe('Within 100 km');
    expect(geolocation).not.toHaveBeenCalled();
  });

  it('says when the typed place is unknown, and searches without a location', async () => {
    const fetchMock = stubHome(() => searchPage([listedPost({ id: 1, distance: 1000 })]), {
      extra: { 'GET /api/places?q=Nowhere': () => json([]) },
    });
    await renderHome('/?near=Nowhere');
    await waitFor(() =>
      expect(bodyText()).toContain(
        'We could not find this postal code. Check it, or leave it empty to use your location.',
      ),
    );
    await cardCount(1);
    expect(lastSearch(fetchMock)).toBe(`${FIRST}&${PRICE_ASC}`);
    expect(cards().some((card) => card.textContent?.includes('away'))).toBe(false);
  });

  it.each([
    [{ total: 1, totalCapped: false }, '1 part'],
    [{ total: 2, totalCapped: false }, '2 parts'],
    [{ total: 1234, totalCapped: false }, '1,234 parts'],
    [{ total: 1000, totalCapped: true }, '1,000+ parts'],
  ])('says how many parts match: %o reads %s', async (count, words) => {
    stubHome(() => ({ ...searchPage([listedPost({ id: 1 })], { hasMore: count.total > 1 }), ...count }));
    await renderHome('/?q=alternator');
    await waitFor(() => expect(document.querySelector('[role="status"]')?.textContent).toBe(words));
  });

  describe("a visitor's distance unit", () => {
    const languages = (tags: string[]) =>
      Object.defineProperty(navigator, 'languages', { value: tags, configurable: true });
    afterEach(() => {
      localStorage.clear();
      languages(['en-US']);
    });

    it('is km for a Canadian browser, miles for an American one', async () => {
      stubGeolocation({ lat: 43.65, lng: -79.38 });
      languages(['en-CA']);
      const fetchMock = stubHome(() => searchPage([listedPost({ id: 1, distance: 12_600 })]));
      await renderHome('/?radius=50');
      await waitFor(() => expect(lastSearch(fetchMock)).toContain('radius=50&unit=km'));
      await waitFor(() => expect(bodyText()).toContain('13 km away'));
      expect(bodyText()).toContain('within 50 km');

      document.body.innerHTML = '';
      languages(['en-US']);
      stubHome(() => searchPage([listedPost({ id: 1, distance: 12_600 })]));
      await renderHome();
      await waitFor(() => expect(bodyText()).toContain('8 miles away'));
    });

    it('switches near the results and is remembered in this browser', async () => {
      stubGeolocation({ lat: 43.65, lng: -79.38 });
      languages(['en-CA']);
      stubHome(() => searchPage([listedPost({ id: 1, distance: 12_600 })]));
      await renderHome();
      await waitFor(() => expect(bodyText()).toContain('13 km away'));
      await click(getByLabel('miles'));
      await waitFor(() => expect(bodyText()).toContain('8 miles away'));
      expect(localStorage.getItem('partsyard.distanceUnit')).toBe('mi');

      document.body.innerHTML = '';
      stubHome(() => searchPage([listedPost({ id: 1, distance: 12_600 })]));
      await renderHome();
      await waitFor(() => expect(bodyText()).toContain('8 miles away'));
    });

    it("is not offered to a signed-in user: their profile's unit rules", async () => {
      stubGeolocation({ lat: 43.65, lng: -79.38 });
      stubHome(() => searchPage([listedPost({ id: 1, distance: 12_600 })]), {
        profile: { ...PROFILE, distance_unit: 'km' },
      });
      await renderHome();
      await waitFor(() => expect(bodyText()).toContain('13 km away'));
      expect(bodyText()).not.toContain('Distances in');
    });
  });

  describe('the device location', () => {
    it("is sent rounded to 2 decimals when allowed, with 'Distances are from your device's location.'", async () => {
      const geolocation = stubGeolocation({ lat: 49.2827, lng: -123.1207 });
      const fetchMock = stubHome(() => searchPage([listedPost({ id: 1, distance: 804.672 })]));
      await renderHome();
      await waitFor(() => expect(lastSearch(fetchMock)).toBe(`lat=49.28&lng=-123.12&${FIRST}&${PRICE_ASC}`));
      await waitFor(() => expect(bodyText()).toContain("Distances are from your device's location."));
      await waitFor(() => expect(bodyText()).toContain('less than 1 mile away'));
      expect(geolocation).toHaveBeenCalledTimes(1);
      expect(geolocation.mock.calls[0]?.[2]).toMatchObject({ enableHighAccuracy: true });
    });

    it("wins over the profile's location when allowed", async () => {
      stubGeolocation({ lat: 49.2827, lng: -123.1207 });
      const fetchMock = stubHome(() => searchPage([listedPost({ id: 1 })]), { profile: PROFILE });
      await renderHome();
      await waitFor(() => expect(lastSearch(fetchMock)).toBe(`lat=49.28&lng=-123.12&${FIRST}&${PRICE_ASC}`));
      await waitFor(() => expect(bodyText()).toContain("Distances are from your device's location."));
    });

    it("falls back to the profile's location when refused", async () => {
      stubGeolocation('denied');
      const fetchMock = stubHome(() => searchPage([listedPost({ id: 1, distance: 16093.44 })]), {
        profile: PROFILE,
      });
      await renderHome();
      await waitFor(() => expect(bodyText()).toContain('Distances are from the location in your profile.'));
      await waitFor(() => expect(bodyText()).toContain('10 miles away'));
      expect(lastSearch(fetchMock)).toBe(`lat=43.65&lng=-79.38&${FIRST}&${PRICE_ASC}`);
    });

    it('sends no location for a visitor who refuses, and says how to get distances', async () => {
      stubGeolocation('denied');
      const fetchMock = stubHome(() => searchPage([listedPost({ id: 1, distance: 1000 })]));
      await renderHome();
      await waitFor(() =>
        expect(bodyText()).toContain(
          'Allow location access, or type a postal code or city, to see distances.',
        ),
      );
      await cardCount(1);
      expect(searches(fetchMock).every((q) => !q.includes('lat=') && !q.includes('lng='))).toBe(true);
      expect(cards().some((card) => card.textContent?.includes('away'))).toBe(false);
    });

    it('sends the radius with the location, in the viewer unit when the URL names none', async () => {
      stubGeolocation('denied');
      const fetchMock = stubHome(() => searchPage([listedPost({ id: 1 })]), {
        profile: { ...PROFILE, distance_unit: 'km' },
      });
      await renderHome('/?radius=250');
      await waitFor(() =>
        expect(lastSearch(fetchMock)).toBe(`lat=43.65&lng=-79.38&radius=250&unit=km&${FIRST}&${PRICE_ASC}`),
      );
      // No search ever left without a location to measure the radius from.
      expect(searches(fetchMock).every((q) => q.includes('radius=250&unit=km'))).toBe(true);
    });

    it('asks for a location, and sends no search, when a radius has nothing to measure from', async () => {
      stubGeolocation('denied');
      const fetchMock = stubHome(() => searchPage([listedPost({ id: 1 })]));
      await renderHome('/?radius=50&unit=mi');
      await waitFor(() =>
        expect(bodyText()).toContain(
          'Choose a location to search by distance: allow location access, or type a postal code or city.',
        ),
      );
      expect(searches(fetchMock)).toEqual([]);
      expect(cards()).toHaveLength(0);
    });
  });
});
