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

/** The sentences shown beside a field: Mantine's error element, linked by aria-describedby. */
function errorsBeside(field: HTMLElement): string[] {
  const ids = (field.getAttribute('aria-describedby') ?? '')
    .split(/\s+/)
    .filter((id) => id.endsWith('-error'));
  return ids.flatMap((id) =>
    [...(document.getElementById(id)?.querySelectorAll('span') ?? [])].map((s) => s.textContent ?? ''),
  );
}

describe('registration form', () => {
  it('shows every broken rule at once, each beside its field, before calling the server', async () => {
    const fetchMock = stubFetch({});
    await renderSignUp();
    expect(document.title).toBe('Register - PartsYard');

    // A bad email, a weak password and the terms unticked: all of it at once.
    await fill('dana@example', 'abc', 'abd');
    await click(getByRole('button', 'Register'));
    expect(errorsBeside(getByLabel('Email'))).toEqual(['Please enter a valid email address.']);
    expect(errorsBeside(getByLabel('Password'))).toEqual([
      'Password must be at least 8 characters long!',
      'Password must contain at least 1 uppercase letter!',
      'Password must contain at least 1 number!',
      'Password must contain at least 1 special character!',
    ]);
    expect(errorsBeside(getByLabel('Confirm Password'))).toEqual(['Passwords do not match!']);
    expect(errorsBeside(getByLabel('I agree to the terms and conditions'))).toEqual([
      'Please agree to the terms and conditions to continue.',
    ]);
    // The first field to fix has the focus; nothing went to the server.
    expect(document.activeElement).toBe(getByLabel('Email'));
    expect(fetchMock.mock.calls.map((c) => c[0])).toEqual(['/api/session']);
  });

  it("gives each rule the spec's sentence at its field", async () => {
    const fetchMock = stubFetch({});
    await renderSignUp();
    await click(getByRole('button', 'Register'));
    const required = 'You must provide either an email or phone number and a password';
    expect(errorsBeside(getByLabel('Email'))).toEqual([required]);
    expect(errorsBeside(getByLabel('Password'))).toEqual([required]);
    await click(getByLabel('I agree to the terms and conditions'));

    const steps: [string, string, string[], string[]][] = [
      ['Abcdef1!', 'Abcdef1?', [], ['Passwords do not match!']],
      ['Ab1!', 'Ab1!', ['Password must be at least 8 characters long!'], []],
      ['abcdefg1!', 'abcdefg1!', ['Password must contain at least 1 uppercase letter!'], []],
      ['ABCDEFG1!', 'ABCDEFG1!', ['Password must contain at least 1 lowercase letter!'], []],
      ['Abcdefgh!', 'Abcdefgh!', ['Password must contain at least 1 number!'], []],
      ['Abcdefgh1', 'Abcdefgh1', ['Password must contain at least 1 special character!'], []],
      ['Abcd efg1!', 'Abcd efg1!', ['Password must not contain any spaces!'], []],
    ];
    for (const [password, confirm, atPassword, atConfirm] of steps) {
      await fill('dana@example.com', password, confirm);
      await click(getByRole('button', 'Register'));
      expect(errorsBeside(getByLabel('Email'))).toEqual([]);
      expect(errorsBeside(getByLabel('Password'))).toEqual(atPassword);
      expect(errorsBeside(getByLabel('Confirm Password'))).toEqual(atConfirm);
      expect(errorsBeside(getByLabel('I agree to the terms and conditions'))).toEqual([]);
    }
    expect(alerts()).toEqual([]);
    expect(fetchMock.mock.calls.map((c) => c[0])).toEqual(['/api/session']);
  });

  it("shows the server's reasons beside their fields", async () => {
    stubFetch({
      'POST /api/accounts/sign-up': () =>
        json(
          {
            statusCode: 400,
            code: 'VALIDATION',
            message: 'Please agree to the terms and conditions to continue.',
            fields: { terms: 'terms', password: 'passwordSpecial' },
          },
          400,
        ),
    });
    await renderSignUp();
    await fill('dana@example.com', 'Abcdef1!', 'Abcdef1!');
    await click(getByLabel('I agree to the terms and conditions'));
    await click(getByRole('button', 'Register'));
    await waitFor(() =>
      expect(errorsBeside(getByLabel('Password'))).toEqual([
        'Password must contain at least 1 special character!',
      ]),
    );
    expect(errorsBeside(getByLabel('I agree to the terms and conditions'))).toEqual([
      'Please agree to the terms and conditions to continue.',
    ]);
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
