import type { TMe } from '@common/contracts/accounts';
import { describe, expect, it } from 'vitest';
import { bodyText, click, getByLabel, waitFor } from '@/test/dom';
import { json, stubFetch } from '@/test/fetch-stub';
import { renderRoutes } from '@/test/render';
import { PROFILE, session } from '@/test/session';
import { AccountSettingsPage } from '../pages';

// Account Settings, Preferences: miles or kilometres for 'N miles away' and the search radius,
// saved with PUT /api/profile/preferences as soon as it is chosen.

/** The session as the server keeps it: a saved preference shows in the next GET /api/me. */
function stubSettings(save: (body: unknown) => Response | Promise<Response>) {
  let me: TMe = session();
  const saved: unknown[] = [];
  const fetchMock = stubFetch({
    'GET /api/me': () => json(me),
    'PUT /api/profile/preferences': async (_url, init) => {
      const body = JSON.parse(String(init?.body));
      saved.push(body);
      const response = await save(body);
      if (response.ok && me.profile) me = { ...me, profile: { ...me.profile, ...body } };
      return response;
    },
  });
  const meReads = () => fetchMock.mock.calls.filter(([url]) => String(url) === '/api/session').length;
  return { saved, meReads };
}

const renderSettings = async () => {
  await renderRoutes([{ path: '/profile', element: <AccountSettingsPage /> }], '/profile');
  await waitFor(() => expect(getByLabel('Miles')).toBeTruthy());
};
/** The unit's radio button (Mantine's SegmentedControl draws one per choice). */
const radio = (label: string) => getByLabel(label) as HTMLInputElement;
const chosen = () => ({ miles: radio('Miles').checked, kilometres: radio('Kilometres').checked });

describe('distance unit setting', () => {
  it('starts at the saved unit, and saves kilometres when chosen', async () => {
    const { saved, meReads } = stubSettings(() => json({ ...PROFILE, distance_unit: 'km' }));
    await renderSettings();
    expect(bodyText()).toContain('Show distances in');
    expect(chosen()).toEqual({ miles: true, kilometres: false });
    const readsBefore = meReads();

    await click(getByLabel('Kilometres'));
    expect(chosen()).toEqual({ miles: false, kilometres: true });
    await waitFor(() => expect(bodyText()).toContain('Distances will be shown in kilometres.'));
    expect(saved).toEqual([{ distance_unit: 'km' }]);
    // Every list reads the unit from the session: it is read again.
    await waitFor(() => expect(meReads()).toBeGreaterThan(readsBefore));
    expect(chosen()).toEqual({ miles: false, kilometres: true });
    await waitFor(() => expect(getByLabel('Miles').disabled).toBe(false));

    await click(getByLabel('Miles'));
    await waitFor(() => expect(bodyText()).toContain('Distances will be shown in miles.'));
    expect(saved).toEqual([{ distance_unit: 'km' }, { distance_unit: 'mi' }]);
  });

  it('waits while saving, and puts Miles back and says so when the save fails', async () => {
    let fail: (response: Response) => void = () => {};
    const { saved } = stubSettings(() => new Promise<Response>((resolve) => (fail = resolve)));
    await renderSettings();

    await click(getByLabel('Kilometres'));
    expect(chosen()).toEqual({ miles: false, kilometres: true });
    await waitFor(() => expect(saved).toEqual([{ distance_unit: 'km' }]));
    await waitFor(() => expect(getByLabel('Miles').disabled).toBe(true));

    fail(json({ statusCode: 500, code: 'INTERNAL', message: 'Internal Server Error' }, 500));
    await waitFor(() => expect(bodyText()).toContain('Your choice could not be saved. Please try again.'));
    expect(chosen()).toEqual({ miles: true, kilometres: false });
    expect(getByLabel('Miles').disabled).toBe(false);
    expect(bodyText()).not.toContain('Distances will be shown in');
  });
});
