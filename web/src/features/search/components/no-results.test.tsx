import type { TSearchPage } from '@common/contracts/search';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HomeRoute } from '@/app/routes/home-route';
import { bodyText, click, getByRole, waitFor } from '@/test/dom';
import { json, stubFetch } from '@/test/fetch-stub';
import { listedPosts, PARTS, searchPage, VEHICLES } from '@/test/posts';
import { renderRoutes } from '@/test/render';

// The home page when a search finds nothing (SPEC's sentence, the server's widening suggestions as
// links to those searches, Save this search) and its numbered pages.

function stubHome(answer: (query: string) => TSearchPage) {
  return stubFetch({
    'GET /api/vehicles': () => json(VEHICLES),
    'GET /api/parts': () => json(PARTS),
    'GET /api/posts/search': (url: string) => json(answer(url.split('?')[1] ?? '')),
  });
}

const renderHome = (path: string) => renderRoutes([{ index: true, element: <HomeRoute /> }], path);
const links = () => [...document.querySelectorAll('a')];
const linkTo = (text: string) => links().find((a) => a.textContent?.includes(text));

describe('a search with no results', () => {
  afterEach(() => vi.restoreAllMocks());

  it("keeps SPEC's sentence and links each suggestion to its search, with Save this search", async () => {
    stubHome(() => ({
      ...searchPage([]),
      widen: {
        drop: [
          { filter: 'search_year', total: 5, totalCapped: false },
          { filter: 'condition', total: 2, totalCapped: false },
        ],
        radius: { radius: 100, unit: 'km', total: 100, totalCapped: true },
        years: { years: [2010, 2013], total: 5, totalCapped: false },
      },
    }));
    const { router } = await renderHome('/?search_year=2011&search_make=1&condition=new');
    await waitFor(() => expect(bodyText()).toContain('No posts found. Please check back later.'));
    const drop = await waitFor(() => {
      const found = linkTo('Search without Year 2011');
      if (!found) throw new Error('no suggestion yet');
      return found;
    });
    // The filter that removes most, only: the condition is not offered.
    expect(drop.textContent).toBe('Search without Year 2011 (5 parts)');
    expect(drop.getAttribute('href')).toBe('/?search_make=1&condition=new');
    expect(bodyText()).not.toContain('Search without Condition');
    expect(linkTo('Search within 100 km')?.textContent).toBe('Search within 100 km (100+ parts)');
    expect(linkTo('Search within 100 km')?.getAttribute('href')).toBe(
      '/?search_year=2011&search_make=1&condition=new&radius=100&unit=km',
    );
    expect(linkTo('Search every year of this model')?.textContent).toContain('(5 parts)');
    expect(getByRole('link', 'Search 2013').getAttribute('href')).toBe(
      '/?search_year=2013&search_make=1&condition=new',
    );
    // Save this search sits with the suggestions (a visitor's is a link to sign in), once.
    expect(bodyText()).toContain('Save this search to be told when a matching part is posted.');
    expect(links().filter((a) => a.textContent === 'Save this search')).toHaveLength(1);

    await click(drop);
    await waitFor(() => expect(router.state.location.search).toBe('?search_make=1&condition=new'));
  });

  it('offers no suggestion when the server has none, only the sentence and Save this search', async () => {
    stubHome(() => ({ ...searchPage([]), widen: { drop: [], radius: null, years: null } }));
    await renderHome('/?q=zzz');
    await waitFor(() => expect(bodyText()).toContain('No posts found. Please check back later.'));
    await waitFor(() => expect(bodyText()).toContain('Save this search to be told'));
    expect(bodyText()).not.toContain('Widen your search');
  });
});

describe('numbered pages', () => {
  afterEach(() => vi.restoreAllMocks());

  it('links each page by its address, the last one only for an exact count', async () => {
    stubHome(() => searchPage(listedPosts(10, 1), { hasMore: true, total: 87 }));
    await renderHome('/?q=brake');
    await waitFor(() => expect(getByRole('link', 'Page 9').getAttribute('href')).toBe('/?q=brake&page=9'));
    expect(getByRole('link', 'Page 2').getAttribute('href')).toBe('/?q=brake&page=2');
    expect(getByRole('link', 'Page 1').getAttribute('aria-current')).toBe('page');
    expect(bodyText()).toContain('Page: 1');
    expect(getByRole('button', 'Next')).toBeTruthy();
  });

  it('moves to a numbered page, its heading focused', async () => {
    stubHome((query) =>
      searchPage(listedPosts(10, 1), {
        hasMore: true,
        total: 1000,
        totalCapped: true,
        range_from: Number(new URLSearchParams(query).get('range_from')),
      }),
    );
    const { router } = await renderHome('/?q=brake');
    const three = await waitFor(() => getByRole('link', 'Page 3'));
    // A capped count names no last page.
    expect(links().some((a) => a.getAttribute('aria-label') === 'Page 100')).toBe(false);
    await click(three);
    await waitFor(() => expect(router.state.location.search).toBe('?q=brake&page=3'));
    await waitFor(() => expect(bodyText()).toContain('Page: 3'));
    await waitFor(() => expect(document.activeElement?.id).toBe('search-results-title'));
  });
});
