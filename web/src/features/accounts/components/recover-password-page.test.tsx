import { describe, expect, it, vi } from 'vitest';
import { bodyText, click, getByLabel, getByRole, typeInto, waitFor } from '@/test/dom';
import { json, stubFetch } from '@/test/fetch-stub';
import { renderRoutes } from '@/test/render';
import { RecoverPasswordPage } from './recover-password-page';

const renderReset = (path: string) =>
  renderRoutes(
    [
      { path: '/recover-password/:email', element: <RecoverPasswordPage /> },
      { path: '/auth', element: <h1>Sign In page</h1> },
    ],
    path,
  );

const redText = () => document.querySelector('[role="alert"]')?.textContent;

async function submit(password: string, confirm: string) {
  await typeInto(getByLabel('New password'), password);
  await typeInto(getByLabel('Confirm password'), confirm);
  await click(getByRole('button', 'Reset Password'));
}

describe('reset password page', () => {
  it("checks the spec's reset rules in order before calling the server", async () => {
    const fetchMock = stubFetch({});
    await renderReset('/recover-password/dana%40example.com?token=abc');
    expect(document.title).toBe('Reset Password - PartsYard');
    expect(bodyText()).toContain('Choose a new password for dana@example.com.');

    await submit('', '');
    expect(redText()).toBe('Please fill out all fields');
    await submit('Abcdef1!', '');
    expect(redText()).toBe('Please fill out all fields');
    await submit('Abcdef1!', 'Abcdef1?');
    expect(redText()).toBe('Passwords do not match');
    await submit('abcdef1!', 'abcdef1!');
    expect(redText()).toBe('Password must contain at least 1 uppercase letter!');
    expect(fetchMock).not.toHaveBeenCalledWith('/api/accounts/reset-password', expect.anything());
  });

  it("shows the server's message in red, e.g. for another user's email", async () => {
    stubFetch({
      'POST /api/accounts/reset-password': () =>
        json(
          {
            statusCode: 400,
            code: 'BAD_REQUEST',
            message: "Email address does not match the user's email",
            fields: { email: 'resetEmailMismatch' },
          },
          400,
        ),
    });
    await renderReset('/recover-password/someone-else%40example.com?token=abc');
    await submit('Abcdef1!', 'Abcdef1!');
    await waitFor(() => expect(redText()).toBe("Email address does not match the user's email"));
    const alert = document.querySelector('[role="alert"]') as HTMLElement;
    expect(alert.style.color || alert.getAttribute('style')).toContain('red');
  });

  it('says the password was reset, then goes to /auth after 3 seconds', async () => {
    const fetchMock = stubFetch({
      'POST /api/accounts/reset-password': () => json({ message: 'Password has been reset!' }),
    });
    const { router } = await renderReset('/recover-password/dana%40example.com?token=tok-1');
    // The 3 seconds are read from the timer the page sets: timing them on the wall clock failed on
    // a busy machine, where the test's own wait and the page's timer drift apart.
    const timers = vi.spyOn(globalThis, 'setTimeout');
    await submit('Abcdef1!', 'Abcdef1!');
    await waitFor(() => expect(bodyText()).toContain('Password has been reset!'));
    const call = fetchMock.mock.calls.find((c) => c[0] === '/api/accounts/reset-password');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      email: 'dana@example.com',
      token: 'tok-1',
      password: 'Abcdef1!',
      confirmPassword: 'Abcdef1!',
    });
    expect(router.state.location.pathname).toBe('/recover-password/dana%40example.com');
    expect(timers.mock.calls.some(([, delay]) => delay === 3000)).toBe(true);
    timers.mockRestore();
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
  });

  it('explains a link without a token and leads back to sign in', async () => {
    stubFetch({});
    await renderReset('/recover-password/dana%40example.com');
    expect(redText()).toBe('This password reset link is invalid or has expired. Please ask for a new one.');
    expect(getByRole('link', 'Go to Sign In').getAttribute('href')).toBe('/auth');
  });
});
