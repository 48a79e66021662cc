import type { TSearchPage } from '@common/contracts/search';
import { describe, expect, it } from 'vitest';
import { FavoritesRoute } from '@/app/routes/favorites-route';
import { bodyText, click, getByRole, waitFor } from '@/test/dom';
import { json, stubFetch } from '@/test/fetch-stub';
import { listedPosts, searchPage } from '@/test/posts';
import { renderRoutes } from '@/test/render';
import { meRoute, session } from '@/test/session';

// /favorites: the signed-in user's starred posts, read from GET /api/favorites with the search's
// paging, sort and location (here the profile's: the test device gives no position).

const EMPTY =
  'No Parts Found. Please check again at a later date or feel free to contact us for specific requests.';
const LOCATED = 'lat=43.65&lng=-79.38';

function stubFavorites(answer: (query: string) => TSearchPage | Response) {
  const fetchMock = stubFetch({
    ...meRoute(session()),
    'GET /api/favorites': (url) => {
      const result = answer(url.split('?')[1] ?? '');
      return result instanceof Response ? result : json(result);
    },
    'POST /api/favorites/toggle': () => json({ post_id: 1, favorited: false, favorites: [] }),
  });
  const lists = () =>
    fetchMock.mock.calls
      .map(([url]) => String(url))
      .filter((url) => url.startsWith('/api/favorites?'))
      .map((url) => url.slice('/api/favorites?'.length));
  return { fetchMock, lists };
}

const renderFavorites = (path = '/favorites') =>
  renderRoutes([{ path: '/favorites', element: <FavoritesRoute /> }], path);
const cards = () => [...document.querySelectorAll('article')];

describe('favorites page', () => {
  it('says so, with a way to contact us, when nothing is starred', async () => {
    const { lists } = stubFavorites(() => searchPage([]));
    await renderFavorites();
    expect(getByRole('heading', 'Favorites')).toBeTruthy();
    expect(document.title).toBe('Favorites - PartsYard');
    await waitFor(() => expect(bodyText()).toContain(EMPTY));
    expect(getByRole('link', 'Contact us').getAttribute('href')).toBe('/contact-us');
    // The sentence is a paragraph of its own, not one inside another.
    expect(document.querySelector('p p')).toBeNull();
    expect(lists()).toEqual([`${LOCATED}&range_from=0&range_to=9&order_by=price&direction=asc`]);
    expect(bodyText()).not.toContain('No posts found');
  });

  it('lists the starred posts with yellow stars, and pages with the rows in the request', async () => {
    const { lists } = stubFavorites((query) =>
      query.includes('range_from=0&')
        ? searchPage(listedPosts(10, 1, { favorites: [{ id: 900 }], distance: 3218.688 }), { hasMore: true })
        : searchPage(listedPosts(2, 11, { favorites: [{ id: 901 }] }), { range_from: 10 }),
    );
    const { router } = await renderFavorites();
    await waitFor(() => expect(cards()).toHaveLength(10));
    expect(getByRole('heading', '2012 Ford - Focus Alternator').tagName).toBe('H2');
    expect(bodyText()).toContain('2 miles away');
    const stars = [...document.querySelectorAll('button[data-favorited]')];
    expect(stars.map((s) => s.getAttribute('aria-pressed'))).toEqual(Array(10).fill('true'));

    await click(getByRole('button', 'Next'));
    await waitFor(() => expect(bodyText()).toContain('Page: 2'));
    expect(router.state.location.search).toBe('?page=2');
    // (Distinct requests: the favourites' cache keeps nothing fresh, so the page shown is read
    // again right after Next has read it.)
    expect([...new Set(lists())]).toEqual([
      `${LOCATED}&range_from=0&range_to=9&order_by=price&direction=asc`,
      `${LOCATED}&range_from=10&range_to=19&order_by=price&direction=asc`,
    ]);
    await waitFor(() => expect(cards()).toHaveLength(2));
  });

  it('keeps an un-starred post on screen, blue, so a mistake can be undone', async () => {
    const { lists } = stubFavorites(() => searchPage(listedPosts(1, 1, { favorites: [{ id: 900 }] })));
    await renderFavorites();
    const star = await waitFor(() =>
      getByRole('button', 'Remove 2012 Ford - Focus Alternator S-1 from favorites'),
    );
    await click(star);
    await waitFor(() =>
      expect(
        getByRole('button', 'Add 2012 Ford - Focus Alternator S-1 to favorites').hasAttribute('disabled'),
      ).toBe(false),
    );
    expect(cards()).toHaveLength(1);
    expect(lists()).toHaveLength(1);
  });

  it('sorts by year from the URL', async () => {
    const { lists } = stubFavorites(() => searchPage([]));
    await renderFavorites('/favorites?order_by=year&direction=desc');
    await waitFor(() => expect(bodyText()).toContain(EMPTY));
    expect(lists()).toEqual([`${LOCATED}&range_from=0&range_to=9&order_by=year&direction=desc`]);
    expect(getByRole('button', 'Year, descending').getAttribute('aria-pressed')).toBe('true');
  });
});
