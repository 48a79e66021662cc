import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { routes } from '@/app/routes';
import { getByRole, waitFor } from '@/test/dom';
import { json, stubFetch } from '@/test/fetch-stub';
import { renderRoutes } from '@/test/render';
import { meRoute, session } from '@/test/session';

describe('profile-required guard', () => {
  it.each(['/', '/top-questions', '/profile', '/auth'])(
    'sends a signed-in user without a profile from %s to /sign-up',
    async (path) => {
      stubFetch(meRoute(session({ profile: null })));
      const { router } = await renderRoutes(routes, path);
      await waitFor(() => expect(router.state.location.pathname).toBe('/sign-up'));
      await waitFor(() => getByRole('heading', 'Complete Your Profile'));
      expect(document.querySelectorAll('h1')).toHaveLength(1);
    },
  );

  it('lets a password reset link through', async () => {
    stubFetch(meRoute(session({ profile: null })));
    const { router } = await renderRoutes(routes, '/recover-password/dana%40example.com?token=t');
    await waitFor(() => getByRole('heading', 'Reset Password'));
    expect(router.state.location.pathname).toBe('/recover-password/dana%40example.com');
  });

  it('leaves a user with a profile where they are, and sends them home from /sign-up', async () => {
    stubFetch({
      ...meRoute(session()),
      'GET /api/posts/search': () => json({ posts: [], range_from: 0, range_to: 9, hasMore: false }),
    });
    const { router } = await renderRoutes(routes, '/top-questions');
    await waitFor(() => getByRole('heading', 'Frequently Asked Questions'));
    await act(() => router.navigate('/sign-up'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('sends a visitor from /profile to sign in, with the way back', async () => {
    stubFetch({});
    const { router } = await renderRoutes(routes, '/profile');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(router.state.location.search).toBe('?redirect=/profile');
    await waitFor(() => getByRole('heading', 'Sign In'));
  });
});
