import { afterEach, describe, expect, it, vi } from 'vitest';
import { bodyText, click, getByRole, waitFor } from '@/test/dom';
import { json, stubFetch } from '@/test/fetch-stub';
import { stubGeolocation } from '@/test/geolocation';
import { listedPost, post, searchPage } from '@/test/posts';
import { renderRoutes } from '@/test/render';
import { meRoute, session } from '@/test/session';
import { ViewPostRoute } from './view-post-route';

// /view/{id}: the page's own actions (favourite, share, report), the date posted, the distance and
// More from this seller, for the owner, another signed-in user and a visitor.

const TITLE = '2012 Ford - Focus Alternator ALT-42';
// Someone else's post (u2), in Hamilton; the test session (u1) lives in Toronto and reads miles.
const theirs = post({ user_id: 'u2', username: 'sam_sells', lat: 43.26, lng: -79.87 });
const SEARCH = 'GET /api/posts/search';

const renderAt = (path = '/view/9') =>
  renderRoutes(
    [
      { path: '/view/:id', element: <ViewPostRoute /> },
      { path: '/auth', element: <h1>Sign In</h1> },
      { path: '/report-post/:id', element: <h1>Report a post</h1> },
    ],
    path,
  );

const calls = (fetchMock: ReturnType<typeof stubFetch>, prefix: string) =>
  fetchMock.mock.calls
    .map(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}`)
    .filter((c) => c.startsWith(prefix));

/** Gives navigator an own property for this test (happy-dom's are getters). */
function stubNavigator(key: 'clipboard' | 'share' | 'permissions', value: unknown) {
  Object.defineProperty(navigator, key, { configurable: true, value });
}

afterEach(() => {
  sessionStorage.clear();
  for (const key of ['clipboard', 'share', 'permissions']) {
    if (Object.hasOwn(navigator, key)) delete (navigator as unknown as Record<string, unknown>)[key];
  }
});

describe('/view/{id}', () => {
  it("shows the seller's reputation in the seller block (the reviews feature's summary)", async () => {
    stubFetch({
      'GET /api/posts/9': () => json(theirs),
      'GET /api/users/u2/reputation': () =>
        json({
          user_id: 'u2',
          average: 4,
          count: 2,
          latest: [],
          member_since: '2024-06-01T00:00:00.000Z',
          email_verified: true,
          posts_sold: 1,
          response_time: 'day',
        }),
      [SEARCH]: () => json(searchPage([])),
    });
    await renderAt();
    await waitFor(() => expect(bodyText()).toContain('4.0 (2 reviews)'));
    for (const words of [
      'Member since June 2024',
      'Email verified',
      '1 post sold',
      'Usually answers within a day',
    ]) {
      expect(bodyText()).toContain(words);
    }
  });

  it("shows another user the post's real favourite state and toggles it", async () => {
    let favorited = true;
    const fetchMock = stubFetch({
      ...meRoute(session()),
      'GET /api/posts/9': () => json(theirs),
      'GET /api/favorites/9': () => json({ post_id: 9, favorited, favorites: favorited ? [{ id: 3 }] : [] }),
      'POST /api/favorites/toggle': () => {
        favorited = !favorited;
        return json({ post_id: 9, favorited, favorites: favorited ? [{ id: 4 }] : [] });
      },
      [SEARCH]: () => json(searchPage([])),
    });
    await renderAt();
    const star = await waitFor(() => getByRole('button', `Remove ${TITLE} from favorites`));
    expect(star.getAttribute('aria-pressed')).toBe('true');
    await click(star);
    await waitFor(() =>
      expect(getByRole('button', `Add ${TITLE} to favorites`).getAttribute('aria-pressed')).toBe('false'),
    );
    expect(calls(fetchMock, 'POST /api/favorites')).toEqual(['POST /api/favorites/toggle']);
    expect(getByRole('link', `Report ${TITLE}`).getAttribute('href')).toBe('/report-post/9');
  });

  it('shows the safety tips beside Contact Seller to a buyer, and not to the owner (issue 19)', async () => {
    stubFetch({
      ...meRoute(session()),
      'GET /api/posts/9': () => json(theirs),
      'GET /api/favorites/9': () => json({ post_id: 9, favorited: false, favorites: [] }),
      [SEARCH]: () => json(searchPage([])),
    });
    await renderAt();
    const contact = await waitFor(() => getByRole('link', 'Contact Seller'));
    const tips = document.querySelector('[role="note"][aria-label="Stay safe when you buy or sell"]');
    expect(tips?.textContent).toContain('Meet in a public place');
    expect(tips?.textContent).toContain('Inspect the part, and check it fits your vehicle, before you pay.');
    expect(tips?.textContent).toContain('Never pay in advance');
    expect(contact.parentElement?.contains(tips ?? null)).toBe(true);
  });

  it('shows the owner Share but no star and no Report, and asks nothing about favourites', async () => {
    const fetchMock = stubFetch({
      ...meRoute(session()),
      'GET /api/posts/9': () => json(post()),
      [SEARCH]: () => json(searchPage([])),
    });
    await renderAt();
    await waitFor(() => getByRole('link', 'Edit'));
    expect(getByRole('button', 'Share')).toBeTruthy();
    expect(() => getByRole('button', `Add ${TITLE} to favorites`)).toThrow();
    expect(() => getByRole('link', `Report ${TITLE}`)).toThrow();
    expect(calls(fetchMock, 'GET /api/favorites')).toEqual([]);
    expect(document.querySelector('[role="note"][aria-label="Stay safe when you buy or sell"]')).toBeNull();
  });

  it('gives a visitor a star that signs in and comes back, and no distance (nothing known, nothing asked)', async () => {
    // A browser that would ask (happy-dom's own answer is 'granted').
    stubNavigator('permissions', { query: async () => ({ state: 'prompt' }) });
    const asked = stubGeolocation({ lat: 43.26, lng: -79.87 });
    stubFetch({ 'GET /api/posts/9': () => json(theirs), [SEARCH]: () => json(searchPage([])) });
    await renderAt();
    const star = await waitFor(() => getByRole('link', `Sign in to add ${TITLE} to favorites`));
    expect(star.getAttribute('href')).toBe('/auth?redirect=/view/9/2012-ford-focus-alternator');
    expect(bodyText()).toContain('Posted on May 1, 2026');
    expect(bodyText()).not.toMatch(/away/);
    expect(asked).not.toHaveBeenCalled();
  });

  it("says how far the post is from the profile's place, in the viewer's unit, and when it was posted", async () => {
    stubFetch({
      ...meRoute(session()),
      'GET /api/posts/9': () => json(theirs),
      'GET /api/favorites/9': () => json({ post_id: 9, favorited: false, favorites: [] }),
      [SEARCH]: () => json(searchPage([])),
    });
    await renderAt();
    await waitFor(() => expect(bodyText()).toContain('37 miles away'));
    const time = document.querySelector('time');
    expect(time?.getAttribute('datetime')).toBe('2026-05-01T12:00:00.000Z');
    expect(time?.getAttribute('title')).toBe('May 1, 2026');
  });

  it('measures from the place the home search used this visit, before the profile', async () => {
    sessionStorage.setItem('partsyard.search-point', JSON.stringify({ lat: 43.26, lng: -79.87 }));
    stubFetch({
      ...meRoute(session()),
      'GET /api/posts/9': () => json(theirs),
      'GET /api/favorites/9': () => json({ post_id: 9, favorited: false, favorites: [] }),
      [SEARCH]: () => json(searchPage([])),
    });
    await renderAt();
    await waitFor(() => expect(bodyText()).toContain('Less than 1 mile away'));
  });

  it('measures from the device when the browser already allows it, without asking', async () => {
    stubNavigator('permissions', { query: async () => ({ state: 'granted' }) });
    const read = stubGeolocation({ lat: 43.26, lng: -79.87 });
    stubFetch({ 'GET /api/posts/9': () => json(theirs), [SEARCH]: () => json(searchPage([])) });
    await renderAt();
    // happy-dom's browser says en-US: a visitor there reads miles.
    expect(navigator.languages).toContain('en-US');
    await waitFor(() => expect(bodyText()).toContain('Less than 1 mile away'));
    expect(read).toHaveBeenCalledTimes(1);
  });

  it("copies the post's link when the browser cannot share, and says so", async () => {
    const writeText = vi.fn(async () => undefined);
    stubNavigator('share', undefined);
    stubNavigator('clipboard', { writeText });
    stubFetch({ 'GET /api/posts/9': () => json(theirs), [SEARCH]: () => json(searchPage([])) });
    await renderAt();
    await click(await waitFor(() => getByRole('button', 'Share')));
    await waitFor(() => expect(bodyText()).toContain('Link copied'));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/view/9/2012-ford-focus-alternator`);
  });

  it("lists up to six of the seller's other posts, never this one, and hides the section when there are none", async () => {
    const others = Array.from({ length: 8 }, (_, i) =>
      listedPost({ id: 30 + i, user_id: 'u2', stock_number: `OTHER-${i}` }),
    );
    const fetchMock = stubFetch({
      'GET /api/posts/9': () => json(theirs),
      [SEARCH]: () =>
        json(searchPage([listedPost({ id: 9, stock_number: 'ALT-42' }), ...others.slice(0, 9)])),
    });
    await renderAt();
    await waitFor(() => getByRole('heading', 'More from this seller'));
    const section = document.querySelector('section[aria-labelledby="more-from-seller"]');
    await waitFor(() => expect(section?.querySelectorAll('article')).toHaveLength(6));
    expect(section?.textContent).not.toContain('ALT-42');
    expect(calls(fetchMock, SEARCH)[0]).toContain('search_user_id=u2');
  });

  it('shows no More from this seller when the seller has nothing else', async () => {
    stubFetch({
      'GET /api/posts/9': () => json(theirs),
      [SEARCH]: () => json(searchPage([listedPost({ id: 9 })])),
    });
    await renderAt();
    await waitFor(() => getByRole('button', 'Share'));
    await waitFor(() => expect(document.querySelector('[role="status"]')).toBeNull());
    expect(() => getByRole('heading', 'More from this seller')).toThrow();
  });
});
