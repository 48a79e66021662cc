import { describe, expect, it } from 'vitest';
import { UserProfileRoute } from '@/app/routes/user-profile-route';
import { bodyText, click, getByRole, waitFor } from '@/test/dom';
import { json, stubFetch } from '@/test/fetch-stub';
import { listedPost, listedPosts, searchPage } from '@/test/posts';
import { renderRoutes } from '@/test/render';

// /user-profile/{id}: a seller's username and city from GET /api/users/{id}, and their live posts
// from the search with search_user_id.

const SELLER = { user_id: 'u2', username: 'sam_sells', city: 'Hamilton', state: 'ON', country: 'Canada' };
/** The seller's reputation, without reviews: the page's articles are its posts. */
const REPUTATION = {
  user_id: 'u2',
  average: 4.5,
  count: 12,
  latest: [],
  member_since: '2025-03-14T10:00:00.000Z',
  email_verified: true,
  posts_sold: 3,
  response_time: 'hour',
};
const EMPTY =
  'No Parts Found. Please check again at a later date or feel free to contact us for specific requests.';

function stubSeller(routes: Parameters<typeof stubFetch>[0]) {
  const fetchMock = stubFetch(routes);
  const calls = (prefix: string) =>
    fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith(prefix));
  return { fetchMock, calls };
}

const renderSeller = (id: string) =>
  renderRoutes([{ path: '/user-profile/:id', element: <UserProfileRoute /> }], `/user-profile/${id}`);

describe("a seller's page", () => {
  it("shows the seller's name and place, and only their posts", async () => {
    const { calls } = stubSeller({
      'GET /api/users/u2': () => json(SELLER),
      'GET /api/users/u2/reputation': () => json(REPUTATION),
      'GET /api/posts/search': () => json(searchPage(listedPosts(2, 1))),
    });
    await renderSeller('u2');
    await waitFor(() => expect(getByRole('heading', 'sam_sells').tagName).toBe('H1'));
    expect(bodyText()).toContain('Hamilton, ON, Canada');
    expect(getByRole('heading', 'Parts for sale')).toBeTruthy();
    await waitFor(() => expect(document.querySelectorAll('article')).toHaveLength(2));
    expect(document.title).toBe("sam_sells's parts - PartsYard");
    expect(calls('/api/users/').sort()).toEqual(['/api/users/u2', '/api/users/u2/reputation']);
    // The reviews feature's reputation under the name.
    await waitFor(() => expect(bodyText()).toContain('4.5 (12 reviews)'));
    expect(bodyText()).toContain('Usually answers within an hour');
    expect(calls('/api/posts/search')).toEqual([
      '/api/posts/search?search_user_id=u2&range_from=0&range_to=9&order_by=price&direction=asc',
    ]);
    // A visitor's Message button goes through sign-in.
    expect(
      getByRole('link', 'Message sam_sells about 2012 Ford - Focus Alternator S-1').getAttribute('href'),
    ).toBe('/auth?redirect=/messages/sam_sells%3Fpost%3D1');
  });

  it('leaves out an empty part of the place, and pages with the seller kept', async () => {
    const { calls } = stubSeller({
      'GET /api/users/u2': () => json({ ...SELLER, state: '' }),
      'GET /api/posts/search': (url) =>
        json(
          url.includes('range_from=0&')
            ? searchPage(listedPosts(10, 1), { hasMore: true })
            : searchPage([listedPost({ id: 11 })], { range_from: 10 }),
        ),
    });
    const { router } = await renderSeller('u2');
    await waitFor(() => expect(bodyText()).toContain('Hamilton, Canada'));
    await waitFor(() => expect(document.querySelectorAll('article')).toHaveLength(10));
    await click(getByRole('button', 'Next'));
    await waitFor(() => expect(bodyText()).toContain('Page: 2'));
    expect(router.state.location.pathname).toBe('/user-profile/u2');
    expect(router.state.location.search).toBe('?page=2');
    expect(calls('/api/posts/search').at(-1)).toBe(
      '/api/posts/search?search_user_id=u2&range_from=10&range_to=19&order_by=price&direction=asc',
    );
  });

  it('says when the seller has nothing for sale', async () => {
    stubSeller({
      'GET /api/users/u2': () => json(SELLER),
      'GET /api/posts/search': () => json(searchPage([])),
    });
    await renderSeller('u2');
    await waitFor(() => expect(bodyText()).toContain(EMPTY));
    expect(getByRole('link', 'Contact us').getAttribute('href')).toBe('/contact-us');
  });

  it('says when there is no such seller, and looks for no posts', async () => {
    const { calls } = stubSeller({
      'GET /api/users/nobody': () =>
        json({ statusCode: 404, code: 'NOT_FOUND', message: 'This seller was not found.' }, 404),
      'GET /api/posts/search': () => json(searchPage([listedPost()])),
    });
    await renderSeller('nobody');
    await waitFor(() => expect(getByRole('heading', 'This seller was not found.').tagName).toBe('H1'));
    expect(bodyText()).toContain(EMPTY);
    expect(document.title).toBe('Page not found - PartsYard');
    expect(calls('/api/posts/search')).toEqual([]);
  });

  it('says when the seller cannot be loaded, and tries again on request', async () => {
    let fail = true;
    const { calls } = stubSeller({
      'GET /api/users/u2': () =>
        fail
          ? json({ statusCode: 500, code: 'INTERNAL', message: 'Internal Server Error' }, 500)
          : json(SELLER),
      'GET /api/posts/search': () => json(searchPage([listedPost()])),
    });
    await renderSeller('u2');
    await waitFor(() => expect(bodyText()).toContain('This seller could not be loaded.'));
    expect(bodyText()).toContain('Something went wrong. Please try again.');
    expect(calls('/api/posts/search')).toEqual([]);

    fail = false;
    await click(getByRole('button', 'Try again'));
    await waitFor(() => expect(getByRole('heading', 'sam_sells')).toBeTruthy());
    await waitFor(() => expect(document.querySelectorAll('article')).toHaveLength(1));
  });
});
