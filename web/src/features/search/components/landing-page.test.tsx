import type { TLandingPage } from '@common/contracts/landing';
import { describe, expect, it } from 'vitest';
import { LandingRoute } from '@/app/routes/landing-route';
import { bodyText, click, getByRole, waitFor } from '@/test/dom';
import { json, stubFetch } from '@/test/fetch-stub';
import { image, listedPost, listedPosts, PARTS, searchPage } from '@/test/posts';
import { renderRoutes } from '@/test/render';

// A landing page by vehicle and part: its trail, heading and sentence from GET /api/posts/landing,
// the narrower pages as links, the live posts from the search with the page's filters, and
// Previous / Next as links to '?page=n' (an address a crawler follows and a person can share).

const FORD: TLandingPage = {
  path: '/parts/ford',
  manufacturer: 'Ford',
  model: null,
  part: null,
  search: { search_manufacturer: 'Ford' },
  links: [
    { name: 'F-150', path: '/parts/ford/f-150', count: 1000, capped: true },
    { name: 'Focus', path: '/parts/ford/focus', count: 12, capped: false },
  ],
};
const FOCUS_ALTERNATOR: TLandingPage = {
  path: '/parts/ford/focus/alternator',
  manufacturer: 'Ford',
  model: 'Focus',
  part: 'Alternator',
  search: { search_make: 2, search_part: 7 },
  links: [],
};

const PATTERNS = ['/parts', '/parts/:make', '/parts/:make/:model', '/parts/:make/:model/:part'];
const renderLanding = (path: string) =>
  renderRoutes(
    PATTERNS.map((p) => ({ path: p, element: <LandingRoute /> })),
    path,
  );

function calls(fetchMock: ReturnType<typeof stubFetch>, prefix: string) {
  return fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith(prefix));
}

describe('a landing page', () => {
  it("shows a make's trail, heading, count and models, and its posts from the manufacturer's search", async () => {
    const fetchMock = stubFetch({
      'GET /api/posts/landing': () => json(FORD),
      'GET /api/posts/search': () => json(searchPage(listedPosts(3, 1), { total: 3 })),
    });
    await renderLanding('/parts/ford');
    await waitFor(() => expect(getByRole('heading', 'Used Ford parts').tagName).toBe('H1'));
    await waitFor(() => expect(document.querySelectorAll('article')).toHaveLength(3));
    expect(bodyText()).toContain('3 used Ford parts for sale.');
    expect(document.title).toBe('Used Ford parts - PartsYard');
    const trail = document.querySelector('nav[aria-label="Breadcrumb"]');
    expect(
      [...(trail?.querySelectorAll('a') ?? [])].map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Home', '/'],
      ['Parts', '/parts'],
    ]);
    expect(trail?.querySelector('[aria-current="page"]')?.textContent).toBe('Ford');
    expect(getByRole('heading', 'Ford models')).toBeTruthy();
    expect(getByRole('link', 'F-150 (1,000+)').getAttribute('href')).toBe('/parts/ford/f-150');
    expect(getByRole('link', 'Focus (12)').getAttribute('href')).toBe('/parts/ford/focus');
    expect(calls(fetchMock, '/api/posts/landing')).toEqual(['/api/posts/landing?make=ford']);
    expect(calls(fetchMock, '/api/posts/search')).toEqual([
      '/api/posts/search?search_manufacturer=Ford&range_from=0&range_to=9&order_by=price&direction=asc',
    ]);
    expect(getByRole('link', 'Search with more filters').getAttribute('href')).toBe(
      '/?search_manufacturer=Ford',
    );
  });

  it("fetches the first card's photo first (the page's largest paint), the others lazily", async () => {
    stubFetch({
      'GET /api/posts/landing': () => json(FORD),
      'GET /api/posts/search': () =>
        json(searchPage(listedPosts(2, 1, { images: [image(0)] }), { total: 2 })),
    });
    await renderLanding('/parts/ford');
    await waitFor(() => expect(document.querySelectorAll('article img')).toHaveLength(2));
    const [first, second] = [...document.querySelectorAll('article img')];
    expect([first?.getAttribute('fetchpriority'), first?.getAttribute('loading')]).toEqual(['high', 'eager']);
    expect(second?.getAttribute('loading')).toBe('lazy');
  });

  it('pages through links to ?page=n, reading the page from the address', async () => {
    const fetchMock = stubFetch({
      'GET /api/posts/landing': () => json(FOCUS_ALTERNATOR),
      'GET /api/posts/search': (url) =>
        json(
          url.includes('range_from=0&')
            ? searchPage(listedPosts(10, 1), { hasMore: true, total: 11 })
            : searchPage([listedPost({ id: 11 })], { range_from: 10, total: 11 }),
        ),
    });
    const { router } = await renderLanding('/parts/ford/focus/alternator');
    await waitFor(() => expect(getByRole('heading', 'Used Ford Focus Alternator').tagName).toBe('H1'));
    await waitFor(() => expect(document.querySelectorAll('article')).toHaveLength(10));
    const next = getByRole('link', 'Next');
    expect(next.getAttribute('href')).toBe('/parts/ford/focus/alternator?page=2');
    expect(next.getAttribute('rel')).toBe('next');
    await click(next);
    await waitFor(() => expect(bodyText()).toContain('Page: 2'));
    await waitFor(() => expect(document.querySelectorAll('article')).toHaveLength(1));
    expect(router.state.location.search).toBe('?page=2');
    expect(document.title).toBe('Used Ford Focus Alternator - Page 2 - PartsYard');
    expect(getByRole('link', 'Previous').getAttribute('href')).toBe('/parts/ford/focus/alternator');
    expect(calls(fetchMock, '/api/posts/search').at(-1)).toBe(
      '/api/posts/search?search_make=2&search_part=7&range_from=10&range_to=19&order_by=price&direction=asc',
    );
  });

  it('lists the makes on /parts, with no posts to search', async () => {
    const fetchMock = stubFetch({
      'GET /api/posts/landing': () =>
        json({
          path: '/parts',
          manufacturer: null,
          model: null,
          part: null,
          search: {},
          links: [{ name: 'Ford', path: '/parts/ford', count: null, capped: false }],
        }),
    });
    await renderLanding('/parts');
    await waitFor(() => expect(getByRole('heading', 'Used auto parts by make').tagName).toBe('H1'));
    expect(getByRole('link', 'Ford').getAttribute('href')).toBe('/parts/ford');
    expect(calls(fetchMock, '/api/posts/search')).toEqual([]);
  });

  it("shows the app's not-found page for an unknown make", async () => {
    stubFetch({
      'GET /api/posts/landing': () =>
        json({ statusCode: 404, code: 'NOT_FOUND', message: 'Page not found' }, 404),
    });
    await renderLanding('/parts/nomake');
    await waitFor(() => expect(document.title).toBe('Page not found - PartsYard'));
    expect(document.querySelector('h1')).toBeTruthy();
  });

  it('moves another spelling of the address to the one the server names', async () => {
    stubFetch({
      'GET /api/posts/landing': () => json(FORD),
      'GET /api/posts/search': () => json(searchPage([])),
    });
    const { router } = await renderLanding('/parts/FORD');
    await waitFor(() => expect(router.state.location.pathname).toBe('/parts/ford'));
    await waitFor(() => expect(bodyText()).toContain('No used Ford parts for sale right now.'));
  });

  it.each([
    [
      FOCUS_ALTERNATOR,
      '/fr/parts/ford/focus/alternator',
      "Alternateur d'occasion pour Ford Focus\u00a0: 3 à vendre.",
    ],
    [FORD, '/fr/parts/ford', "Pièces d'occasion pour Ford\u00a0: 3 à vendre."],
  ])('in French says what is for sale in French word order (%#)', async (page, address, sentence) => {
    stubFetch({
      'GET /api/posts/landing': () => json(page),
      'GET /api/posts/search': () => json(searchPage(listedPosts(3, 1), { total: 3 })),
      // A French page names parts from the catalog's French names.
      'GET /api/parts': () => json(PARTS),
    });
    await renderRoutes(
      PATTERNS.map((p) => ({ path: p, element: <LandingRoute /> })),
      address,
      { language: 'fr' },
    );
    await waitFor(() => expect(document.querySelectorAll('article')).toHaveLength(3));
    await waitFor(() => expect(document.body.textContent).toContain(sentence));
  });
});
