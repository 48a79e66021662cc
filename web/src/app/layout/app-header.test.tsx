import { describe, expect, it } from 'vitest';
import { bodyText, click, getByRole, waitFor } from '@/test/dom';
import { json, stubFetch } from '@/test/fetch-stub';
import { renderRoutes } from '@/test/render';
import { meRoute, session } from '@/test/session';
import { AppHeader } from './app-header';

const renderHeader = () =>
  renderRoutes([
    { path: '/', element: <AppHeader /> },
    { path: '/profile', element: <p>Account settings page</p> },
  ]);

const menuItems = () => [...document.querySelectorAll('[role="menuitem"]')].map((i) => i.textContent?.trim());

describe('header account links', () => {
  it('offers Register and Sign In to a visitor', async () => {
    stubFetch({});
    await renderHeader();
    await waitFor(() => getByRole('link', 'Sign In'));
    expect(getByRole('link', 'Register').getAttribute('href')).toBe('/sign-up');
    expect(getByRole('link', 'Sign In').getAttribute('href')).toBe('/auth');
  });

  it.each([
    ['a visitor', {}, 'Sign In'],
    ['a signed-in user', meRoute(session()), 'dana_parts'],
  ])('offers My Garage to %s', async (_, routes, shown) => {
    stubFetch(routes);
    await renderHeader();
    await waitFor(() => (shown === 'Sign In' ? getByRole('link', shown) : getByRole('button', shown)));
    expect(getByRole('link', 'My Garage').getAttribute('href')).toBe('/garage');
  });

  it("shows a user's profile menu, without Admin Controls", async () => {
    stubFetch(meRoute(session()));
    await renderHeader();
    const target = await waitFor(() => getByRole('button', 'dana_parts'));
    expect(() => getByRole('link', 'Sign In')).toThrow();
    await click(target);
    await waitFor(() => expect(menuItems().length).toBeGreaterThan(0));
    expect(menuItems()).toEqual([
      'Account Settings',
      'My Posts',
      'Messages',
      'Favorites',
      'Saved Searches',
      'Sign Out',
    ]);
    expect(getByRole('link', 'Account Settings').getAttribute('href')).toBe('/profile');
    expect(getByRole('link', 'My Posts').getAttribute('href')).toBe('/my-posts');
    expect(getByRole('link', 'Messages').getAttribute('href')).toBe('/messages');
    expect(getByRole('link', 'Favorites').getAttribute('href')).toBe('/favorites');
    expect(getByRole('link', 'Saved Searches').getAttribute('href')).toBe('/saved-searches');
  });

  it('adds Admin Controls for an admin', async () => {
    stubFetch(meRoute(session({ isAdmin: true })));
    await renderHeader();
    await click(await waitFor(() => getByRole('button', 'dana_parts')));
    await waitFor(() => expect(menuItems()).toContain('Admin Controls'));
    expect(menuItems()).toEqual([
      'Account Settings',
      'My Posts',
      'Messages',
      'Favorites',
      'Saved Searches',
      'Admin Controls',
      'Sign Out',
    ]);
    expect(getByRole('link', 'Admin Controls').getAttribute('href')).toBe('/dashboard');
  });

  it('names the menu by email until the profile exists', async () => {
    stubFetch(meRoute(session({ profile: null })));
    await renderHeader();
    await waitFor(() => getByRole('button', 'dana@example.com'));
  });

  it('signs out: the server is told, the header turns back, and it says so', async () => {
    let signedIn = true;
    const fetchMock = stubFetch({
      'GET /api/me': () =>
        signedIn ? json(session()) : json({ statusCode: 401, code: 'UNAUTHENTICATED', message: 'x' }, 401),
      // The session had already expired: sign-out still succeeds.
      'POST /api/auth/sign-out': () => {
        signedIn = false;
        return json({ code: 'UNAUTHORIZED', message: 'Unauthorized' }, 401);
      },
    });
    const { router } = await renderHeader();
    await click(await waitFor(() => getByRole('button', 'dana_parts')));
    await click(await waitFor(() => getByRole('button', 'Sign Out')));
    await waitFor(() => getByRole('link', 'Sign In'));
    // The notice may arrive a render after the header turns back: wait for it rather than race it.
    await waitFor(() => expect(bodyText()).toContain('You have been signed out.'));
    expect(router.state.location.pathname).toBe('/');
    expect(fetchMock.mock.calls.some((c) => c[0] === '/api/auth/sign-out')).toBe(true);
  });
});
