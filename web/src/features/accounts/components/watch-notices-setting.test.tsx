import type { TMe } from '@common/contracts/accounts';
import { describe, expect, it } from 'vitest';
import { bodyText, click, getByLabel, waitFor } from '@/test/dom';
import { json, stubFetch } from '@/test/fetch-stub';
import { renderRoutes } from '@/test/render';
import { PROFILE, session } from '@/test/session';
import { AccountSettingsPage } from '../pages';

// Account Settings, Preferences: how the user hears about their favorites (in the app and by email,
// in the app only, or off), saved with PUT /api/profile/preferences as soon as it is chosen.

function stubSettings(save: (body: unknown) => Response | Promise<Response>) {
  let me: TMe = session();
  const saved: unknown[] = [];
  stubFetch({
    'GET /api/me': () => json(me),
    'PUT /api/profile/preferences': async (_url, init) => {
      const body = JSON.parse(String(init?.body));
      saved.push(body);
      const response = await save(body);
      if (response.ok && me.profile) me = { ...me, profile: { ...me.profile, ...body } };
      return response;
    },
  });
  return { saved };
}

const renderSettings = async () => {
  await renderRoutes([{ path: '/profile', element: <AccountSettingsPage /> }], '/profile');
  await waitFor(() => expect(getByLabel('In the app only')).toBeTruthy());
};
const radio = (label: string) => getByLabel(label) as HTMLInputElement;
const chosen = () =>
  ['In the app and by email', 'In the app only', 'Off'].filter((label) => radio(label).checked);

describe('watchlist notices setting', () => {
  it('starts at the saved choice, and saves in-app only, then off, when chosen', async () => {
    const { saved } = stubSettings((body) => json({ ...PROFILE, ...(body as object) }));
    await renderSettings();
    expect(bodyText()).toContain('Notices about your favorites');
    expect(bodyText()).toContain(
      'When a part in your favorites drops in price, is sold or is about to expire.',
    );
    expect(chosen()).toEqual(['In the app and by email']);

    await click(getByLabel('In the app only'));
    expect(chosen()).toEqual(['In the app only']);
    await waitFor(() =>
      expect(bodyText()).toContain('You will be told about your favorites in the app only.'),
    );
    expect(saved).toEqual([{ watch_notices: 'in_app' }]);

    await waitFor(() => expect(radio('Off').disabled).toBe(false));
    await click(getByLabel('Off'));
    await waitFor(() =>
      expect(bodyText()).toContain('You will not be told about changes to your favorites.'),
    );
    expect(saved).toEqual([{ watch_notices: 'in_app' }, { watch_notices: 'off' }]);
    expect(chosen()).toEqual(['Off']);
  });

  it('puts the saved choice back and says so when the save fails', async () => {
    const { saved } = stubSettings(() =>
      json({ statusCode: 500, code: 'INTERNAL', message: 'Internal Server Error' }, 500),
    );
    await renderSettings();
    await click(getByLabel('Off'));
    await waitFor(() => expect(bodyText()).toContain('Your choice could not be saved. Please try again.'));
    expect(saved).toEqual([{ watch_notices: 'off' }]);
    expect(chosen()).toEqual(['In the app and by email']);
  });
});
