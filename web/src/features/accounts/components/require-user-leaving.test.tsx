import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { bodyText, waitFor } from '@/test/dom';
import { stubFetch } from '@/test/fetch-stub';
import { renderRoutes } from '@/test/render';
import { setLeaving } from '../leaving';
import { RequireUser } from './require-user';

// While an account is being deleted, its session ends before the deletion's answer arrives: the
// guarded page waits (a loader) instead of sending the person to sign in, and leaving the page
// clears that, so a signed-out visitor is sent to sign in as always afterwards.

const routes = [
  { element: <RequireUser />, children: [{ path: '/profile', element: <p>Settings page</p> }] },
  { path: '/auth', element: <p>Sign-in page</p> },
  { path: '/', element: <p>Home page</p> },
];

describe('RequireUser while the account is being deleted', () => {
  it('waits instead of sending to sign in, and sends there again once the page was left', async () => {
    stubFetch({}); // a visitor: the session reads as null
    setLeaving(true);
    const { router } = await renderRoutes(routes, '/profile');
    await waitFor(() =>
      expect(document.querySelector('[role="status"][aria-label="Loading..."]')).not.toBeNull(),
    );
    expect(router.state.location.pathname).toBe('/profile');
    expect(bodyText()).not.toContain('Sign-in page');

    await act(() => router.navigate('/'));
    await waitFor(() => expect(bodyText()).toContain('Home page'));
    await act(() => router.navigate('/profile'));
    await waitFor(() => expect(bodyText()).toContain('Sign-in page'));
    expect(router.state.location.pathname).toBe('/auth');
  });
});
