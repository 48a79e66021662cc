import { describe, expect, it } from 'vitest';
import { bodyText, click, getByLabel, getByRole, typeInto, waitFor } from '@/test/dom';
import { json, stubFetch } from '@/test/fetch-stub';
import { renderRoutes } from '@/test/render';
import { meRoute, PROFILE, session } from '@/test/session';
import { SignUpPage } from './sign-up-page';

const PLACE = {
  label: 'Toronto, ON M5V, Canada',
  city: 'Toronto',
  state: 'ON',
  zip: 'M5V',
  country: 'Canada',
  lat: 43.64,
  lng: -79.39,
};

function stubProfileServer() {
  return stubFetch({
    ...meRoute(session({ profile: null })),
    'GET /api/places?q=M5V': () => json([PLACE]),
    'PUT /api/profile': (_url, init) =>
      json({
        profile: { ...PROFILE, ...JSON.parse(String(init?.body)) },
        message: 'Successfully updated user data!',
        warning: 'We could not find this address on the map, so distances to your parts will not be shown.',
      }),
  });
}

async function renderCompletion() {
  const result = await renderRoutes(
    [
      { path: '/sign-up', element: <SignUpPage /> },
      { path: '/', element: <h1>Home</h1> },
    ],
    '/sign-up',
  );
  await waitFor(() => getByRole('heading', 'Complete Your Profile'));
  return result;
}

const alertText = () => document.querySelector('form [role="alert"]')?.textContent;
const putBody = (fetchMock: ReturnType<typeof stubFetch>) =>
  JSON.parse(String(fetchMock.mock.calls.find((c) => c[1]?.method === 'PUT')?.[1]?.body));

describe('profile completion', () => {
  it("checks the spec's profile rules in order", async () => {
    const fetchMock = stubProfileServer();
    await renderCompletion();
    expect(document.title).toBe('Complete Your Profile - PartsYard');
    await click(getByRole('button', 'Save'));
    expect(alertText()).toBe('Please fill in all the fields!');
    expect(document.activeElement).toBe(getByLabel('Username'));

    for (const [label, value] of [
      ['First name', 'Dana'],
      ['Last name', 'Buyer'],
      ['Street', '1 King St W'],
      ['City', 'Toronto'],
      ['State/Province', 'ON'],
      ['Postal code', 'M5H'],
      ['Country', 'Canada'],
    ] as const) {
      await typeInto(getByLabel(label), value);
    }
    await typeInto(getByLabel('Username'), 'a'.repeat(21));
    await click(getByRole('button', 'Save'));
    expect(alertText()).toBe('Username cannot be longer than 20 characters!');
    await typeInto(getByLabel('Username'), 'dana parts');
    await click(getByRole('button', 'Save'));
    expect(alertText()).toBe('Username cannot contain spaces!');
    await typeInto(getByLabel('Username'), 'dana');
    await typeInto(getByLabel('First name'), 'D'.repeat(21));
    await click(getByRole('button', 'Save'));
    expect(alertText()).toBe('First name cannot be longer than 20 characters!');
    expect(fetchMock.mock.calls.some((c) => c[1]?.method === 'PUT')).toBe(false);
  });

  it('fills the address from a chosen suggestion, sends its coordinates, then goes home', async () => {
    const fetchMock = stubProfileServer();
    const { router } = await renderCompletion();
    await typeInto(getByLabel('Username'), 'dana');
    await typeInto(getByLabel('First name'), 'Dana');
    await typeInto(getByLabel('Last name'), 'Buyer');
    await typeInto(getByLabel('Street'), '1 King St W');
    await typeInto(getByLabel('Postal code'), 'M5V');
    await click(await waitFor(() => getByRole('option', 'Toronto, ON M5V, Canada')));

    expect(getByLabel('City').value).toBe('Toronto');
    expect(getByLabel('State/Province').value).toBe('ON');
    expect(getByLabel('Postal code').value).toBe('M5V');
    expect(getByLabel('Country').value).toBe('Canada');
    expect(getByLabel('Street').value).toBe('1 King St W');

    await click(getByRole('button', 'Save'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(putBody(fetchMock)).toMatchObject({ username: 'dana', zip: 'M5V', lat: 43.64, lng: -79.39 });
    expect(bodyText()).toContain('Successfully updated user data!');
    expect(bodyText()).toContain('distances to your parts will not be shown');
  });

  it('forgets the coordinates when the address is typed over', async () => {
    const fetchMock = stubProfileServer();
    await renderCompletion();
    await typeInto(getByLabel('Username'), 'dana');
    await typeInto(getByLabel('First name'), 'Dana');
    await typeInto(getByLabel('Last name'), 'Buyer');
    await typeInto(getByLabel('Street'), '1 King St W');
    await typeInto(getByLabel('Postal code'), 'M5V');
    await click(await waitFor(() => getByRole('option', 'Toronto, ON M5V, Canada')));
    await typeInto(getByLabel('City'), 'Mississauga');
    await click(getByRole('button', 'Save'));
    await waitFor(() => expect(fetchMock.mock.calls.some((c) => c[1]?.method === 'PUT')).toBe(true));
    expect(putBody(fetchMock)).toMatchObject({ city: 'Mississauga', lat: null, lng: null });
  });

  it('says when the username is taken', async () => {
    stubFetch({
      ...meRoute(session({ profile: null })),
      'PUT /api/profile': () =>
        json({ statusCode: 409, code: 'CONFLICT', message: 'Username already exists!' }, 409),
    });
    await renderCompletion();
    for (const [label, value] of [
      ['Username', 'Dana'],
      ['First name', 'Dana'],
      ['Last name', 'Buyer'],
      ['Street', '1 King St W'],
      ['City', 'Toronto'],
      ['State/Province', 'ON'],
      ['Postal code', 'M5H'],
      ['Country', 'Canada'],
    ] as const) {
      await typeInto(getByLabel(label), value);
    }
    await click(getByRole('button', 'Save'));
    await waitFor(() => expect(alertText()).toBe('Username already exists!'));
    expect(getByLabel('Username').getAttribute('aria-invalid')).toBe('true');
  });
  it("shows the server's username rule at the form, the username field marked (a look-alike)", async () => {
    stubFetch({
      ...meRoute(session({ profile: null })),
      'PUT /api/profile': () =>
        json(
          {
            statusCode: 400,
            code: 'VALIDATION',
            message: 'Username cannot contain invisible or control characters!',
            fields: { username: 'usernameInvisible' },
          },
          400,
        ),
    });
    await renderCompletion();
    for (const [label, value] of [
      ['Username', 'Dana'],
      ['First name', 'Dana'],
      ['Last name', 'Buyer'],
      ['Street', '1 King St W'],
      ['City', 'Toronto'],
      ['State/Province', 'ON'],
      ['Postal code', 'M5H'],
      ['Country', 'Canada'],
    ] as const) {
      await typeInto(getByLabel(label), value);
    }
    await click(getByRole('button', 'Save'));
    await waitFor(() => expect(alertText()).toBe('Username cannot contain invisible or control characters!'));
    expect(getByLabel('Username').getAttribute('aria-invalid')).toBe('true');
  });

  it('refuses an invisible character before sending, in the rule shared with the server', async () => {
    stubFetch({ ...meRoute(session({ profile: null })) });
    await renderCompletion();
    for (const [label, value] of [
      ['Username', 'eve\u200b'],
      ['First name', 'Dana'],
      ['Last name', 'Buyer'],
      ['Street', '1 King St W'],
      ['City', 'Toronto'],
      ['State/Province', 'ON'],
      ['Postal code', 'M5H'],
      ['Country', 'Canada'],
    ] as const) {
      await typeInto(getByLabel(label), value);
    }
    await click(getByRole('button', 'Save'));
    await waitFor(() => expect(alertText()).toBe('Username cannot contain invisible or control characters!'));
    expect(getByLabel('Username').getAttribute('aria-invalid')).toBe('true');
  });
});
