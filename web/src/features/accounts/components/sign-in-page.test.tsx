import { describe, expect, it } from 'vitest';
import { bodyText, click, getByLabel, getByRole, typeInto, waitFor } from '@/test/dom';
import { json, stubFetch } from '@/test/fetch-stub';
import { renderRoutes } from '@/test/render';
import { session } from '@/test/session';
import { SignInPage } from './sign-in-page';

const UNAUTHENTICATED = { statusCode: 401, code: 'UNAUTHENTICATED', message: 'Please sign in first.' };

/** A server where signing in with the right password starts a session. */
function stubServer(signInAnswer?: () => Response) {
  let signedIn = false;
  return stubFetch({
    'GET /api/me': () => (signedIn ? json(session()) : json(UNAUTHENTICATED, 401)),
    'POST /api/auth/sign-in/email': (_url, init) => {
      if (signInAnswer) return signInAnswer();
      const body = JSON.parse(String(init?.body));
      if (body.password !== 'Abcdef1!') {
        return json({ code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' }, 401);
      }
      signedIn = true;
      return json({ redirect: false, user: { id: 'u1' } });
    },
    'POST /api/accounts/resend-verification': () =>
      json({
        message:
          'If this address has an account that is not verified yet, a new verification email has been sent.',
      }),
  });
}

async function renderSignIn(path: string) {
  const result = await renderRoutes(
    [
      { path: '/auth', element: <SignInPage /> },
      { path: '*', element: <p>Landed</p> },
    ],
    path,
  );
  await waitFor(() => getByRole('button', 'Sign In'));
  return result;
}

async function signIn(password = 'Abcdef1!') {
  await typeInto(getByLabel('Email'), 'dana@example.com');
  await typeInto(getByLabel('Password'), password);
  await click(getByRole('button', 'Sign In'));
}

describe('sign-in page', () => {
  it.each([
    ['/auth?redirect=/profile', '/profile'],
    ['/auth?redirect=/view/12%3Ftab%3Dphotos', '/view/12?tab=photos'],
    ['/auth?redirect=https://evil.example/', '/'],
    ['/auth?redirect=//evil.example/profile', '/'],
    ['/auth', '/'],
  ])('after signing in at %s, goes to %s', async (path, expected) => {
    stubServer();
    const { router } = await renderSignIn(path);
    expect(document.title).toBe('Sign In - PartsYard');
    await signIn();
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(expected),
    );
  });

  it("shows the backend's message when the sign-in fails, and asks for both fields first", async () => {
    const fetchMock = stubServer();
    await renderSignIn('/auth');
    await click(getByRole('button', 'Sign In'));
    expect(document.querySelector('[role="alert"]')?.textContent).toBe(
      'You must provide either an email or phone number and a password',
    );
    expect(fetchMock.mock.calls.some((c) => c[0] === '/api/auth/sign-in/email')).toBe(false);
    await signIn('wrong-password');
    await waitFor(() =>
      expect(document.querySelector('[role="alert"]')?.textContent).toBe('Invalid email or password'),
    );
  });

  it('tells an unverified user to verify, and sends the email again on request', async () => {
    const fetchMock = stubServer(() =>
      json({ code: 'EMAIL_NOT_VERIFIED', message: 'Email not verified' }, 403),
    );
    await renderSignIn('/auth');
    await signIn();
    await waitFor(() => expect(bodyText()).toContain('Your email address is not verified yet.'));
    await click(getByRole('button', 'Send the verification email again'));
    await waitFor(() => expect(bodyText()).toContain('a new verification email has been sent.'));
    const call = fetchMock.mock.calls.find((c) => c[0] === '/api/accounts/resend-verification');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ email: 'dana@example.com' });
  });

  it('asks for the authentication code when two-factor is on', async () => {
    let signedIn = false;
    const fetchMock = stubFetch({
      'GET /api/me': () => (signedIn ? json(session()) : json(UNAUTHENTICATED, 401)),
      'POST /api/auth/sign-in/email': () => json({ twoFactorRedirect: true }),
      'POST /api/auth/two-factor/verify-totp': () => {
        signedIn = true;
        return json({ user: { id: 'u1' } });
      },
    });
    const { router } = await renderSignIn('/auth?redirect=/profile');
    await signIn();
    const code = await waitFor(() => getByLabel('Authentication code'));
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    await typeInto(code, '12');
    await click(getByRole('button', 'Verify'));
    expect(bodyText()).toContain('Enter the 6-digit code from your authenticator app.');
    await typeInto(code, '123456');
    await click(getByRole('button', 'Verify'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    const call = fetchMock.mock.calls.find((c) => c[0] === '/api/auth/two-factor/verify-totp');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ code: '123456' });
  });

  it('sends a reset link from the forgot-password form', async () => {
    stubFetch({
      'POST /api/accounts/forgot-password': () => json({ message: 'Password recovery email has been sent.' }),
    });
    await renderSignIn('/auth');
    await click(getByRole('button', 'Forgot password?'));
    await click(await waitFor(() => getByRole('button', 'Send reset link')));
    expect(document.querySelector('[role="alert"]')?.textContent).toBe('You must enter your email.');
    await typeInto(getByLabel('Email'), 'dana@example.com');
    await click(getByRole('button', 'Send reset link'));
    await waitFor(() => expect(bodyText()).toContain('Password recovery email has been sent.'));
  });
});
