import { describe, expect, it } from 'vitest';
import { bodyText, click, getByLabel, getByRole, typeInto, waitFor } from '@/test/dom';
import { json, stubFetch } from '@/test/fetch-stub';
import { renderRoutes } from '@/test/render';
import { SignUpPage } from './sign-up-page';

const renderSignUp = async () => {
  await renderRoutes([{ path: '/sign-up', element: <SignUpPage /> }], '/sign-up');
  await waitFor(() => getByRole('button', 'Register'));
};

const alerts = () => [...document.querySelectorAll('[role="alert"]')].map((a) => a.textContent?.trim());
const checklist = () =>
  [...document.querySelectorAll('[data-testid="password-checklist"] li')].map((li) =>
    li.getAttribute('data-met'),
  );

async function fill(email: string, password: string, confirm: string) {
  await typeInto(getByLabel('Email'), email);
  await typeInto(getByLabel('Password'), password);
  await typeInto(getByLabel('Confirm Password'), confirm);
}

async function submitAndReadAlert() {
  await click(getByRole('button', 'Register'));
  const shown = alerts();
  expect(shown).toHaveLength(1);
  return shown[0];
}

describe('registration form', () => {
  it('gives one alert per broken rule, in the spec order, before calling the server', async () => {
    const fetchMock = stubFetch({});
    await renderSignUp();
    expect(document.title).toBe('Register - PartsYard');

    expect(await submitAndReadAlert()).toBe(
      'You must provide either an email or phone number and a password',
    );
    await fill('dana@example.com', 'Abcdef1!', 'Abcdef1!');
    expect(await submitAndReadAlert()).toBe('Please agree to the terms and conditions to continue.');
    await click(getByLabel('I agree to the terms and conditions'));

    const steps: [string, string, string][] = [
      ['Abcdef1!', 'Abcdef1?', 'Passwords do not match!'],
      ['Ab1!', 'Ab1!', 'Password must be at least 8 characters long!'],
      ['abcdefg1!', 'abcdefg1!', 'Password must contain at least 1 uppercase letter!'],
      ['ABCDEFG1!', 'ABCDEFG1!', 'Password must contain at least 1 lowercase letter!'],
      ['Abcdefgh!', 'Abcdefgh!', 'Password must contain at least 1 number!'],
      ['Abcdefgh1', 'Abcdefgh1', 'Password must contain at least 1 special character!'],
      ['Abcd efg1!', 'Abcd efg1!', 'Password must not contain any spaces!'],
    ];
    for (const [password, confirm, message] of steps) {
      await fill('dana@example.com', password, confirm);
      expect(await submitAndReadAlert()).toBe(message);
    }
    expect(fetchMock.mock.calls.map((c) => c[0])).toEqual(['/api/session']);
  });

  it('ticks the checklist as the password meets each rule, in words too', async () => {
    stubFetch({});
    await renderSignUp();
    expect(checklist()).toEqual(['false', 'false', 'false', 'false', 'false']);
    const first = document.querySelector('[data-testid="password-checklist"] li');
    expect(first?.textContent).toBe('At least 8 characters (not met)');

    await typeInto(getByLabel('Password'), 'a');
    expect(checklist()).toEqual(['false', 'false', 'true', 'false', 'false']);
    await typeInto(getByLabel('Password'), 'aB3');
    expect(checklist()).toEqual(['false', 'true', 'true', 'true', 'false']);
    await typeInto(getByLabel('Password'), 'aB3!efgh');
    expect(checklist()).toEqual(['true', 'true', 'true', 'true', 'true']);
    expect(first?.textContent).toBe('At least 8 characters (met)');
  });

  // Whether the box stays unticked is checked in Chromium (e2e): happy-dom's label activation differs.
  it('shows the terms text from the label link', async () => {
    stubFetch({});
    await renderSignUp();
    await click(getByRole('button', 'terms and conditions'));
    await waitFor(() => expect(bodyText()).toContain('3% of the listed price, with a minimum of $0.50 CAD'));
    expect(bodyText()).toContain('Sold items must be deleted within 7 days.');
  });

  it('sends the form and replaces it with the success message', async () => {
    const fetchMock = stubFetch({
      'POST /api/accounts/sign-up': () =>
        json(
          { message: 'User successfully signed up! Please check your email to verify your account.' },
          201,
        ),
    });
    await renderSignUp();
    await fill('dana@example.com', 'Abcdef1!', 'Abcdef1!');
    await click(getByLabel('I agree to the terms and conditions'));
    await click(getByRole('button', 'Register'));
    await waitFor(() =>
      expect(bodyText()).toContain(
        'User successfully signed up! Please check your email to verify your account.',
      ),
    );
    expect(() => getByRole('button', 'Register')).toThrow();
    const call = fetchMock.mock.calls.find((c) => c[0] === '/api/accounts/sign-up');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      email: 'dana@example.com',
      password: 'Abcdef1!',
      confirmPassword: 'Abcdef1!',
      terms: true,
    });
  });

  it("shows the server's answer when it refuses", async () => {
    stubFetch({
      'POST /api/accounts/sign-up': () =>
        json(
          {
            statusCode: 409,
            code: 'CONFLICT',
            message: 'An account with this email already exists. Sign in, or use another email.',
          },
          409,
        ),
    });
    await renderSignUp();
    await fill('dana@example.com', 'Abcdef1!', 'Abcdef1!');
    await click(getByLabel('I agree to the terms and conditions'));
    await click(getByRole('button', 'Register'));
    await waitFor(() =>
      expect(alerts()).toEqual(['An account with this email already exists. Sign in, or use another email.']),
    );
    expect(getByLabel('Email').value).toBe('dana@example.com');
  });
});
