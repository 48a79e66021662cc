import { describe, expect, it } from 'vitest';
import { click, getByLabel, getByRole, typeInto, waitFor } from '@/test/dom';
import { json, stubFetch } from '@/test/fetch-stub';
import { PARTS, VEHICLES } from '@/test/posts';
import { renderRoutes } from '@/test/render';
import { session } from '@/test/session';
import { CreatePostRoute } from './create-post-route';

describe('/create-post', () => {
  it('shows the sign-in form to a visitor, then the post form once signed in, on the same page', async () => {
    let signedIn = false;
    stubFetch({
      'GET /api/me': () =>
        signedIn
          ? json(session())
          : json({ statusCode: 401, code: 'UNAUTHENTICATED', message: 'Please sign in first.' }, 401),
      'POST /api/auth/sign-in/email': () => {
        signedIn = true;
        return json({ redirect: false, token: 't' });
      },
      'GET /api/vehicles': () => json(VEHICLES),
      'GET /api/parts': () => json(PARTS),
      'GET /api/posting-terms': () => json({ feesCharged: false, discountCode: 'PARTSYARD-LAUNCH' }),
    });
    const { router } = await renderRoutes(
      [
        { path: '/create-post', element: <CreatePostRoute /> },
        { path: '/', element: <h1>Home</h1> },
      ],
      '/create-post',
    );
    await waitFor(() => getByRole('heading', 'Sign In'));
    expect(document.title).toBe('Create Post - PartsYard');
    expect(document.querySelectorAll('h1')).toHaveLength(1);

    await typeInto(getByLabel('Email'), 'dana@example.com');
    await typeInto(getByLabel('Password'), 'Parts-Yard-2026!');
    await click(getByRole('button', 'Sign In'));

    await waitFor(() => getByRole('heading', 'Create Post'));
    expect(router.state.location.pathname).toBe('/create-post');
    await waitFor(() => expect(getByLabel('Part').value).toBe('Alternator'));
  });
});
