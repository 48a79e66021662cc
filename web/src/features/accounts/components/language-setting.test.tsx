import { LANGUAGE_COOKIE } from '@common/i18n/languages';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { browserLocation } from '@/lib/browser-location';
import { bodyText, click, getByLabel, waitFor } from '@/test/dom';
import { json, stubFetch } from '@/test/fetch-stub';
import { renderRoutes } from '@/test/render';
import { session } from '@/test/session';
import { AccountSettingsPage } from '../pages';

// Account Settings, Preferences: English or Français, saved to the account (PUT
// /api/profile/preferences { language }), and the page reloads in the chosen language.

const radio = (label: string) => getByLabel(label) as HTMLInputElement;

function clearCookie() {
  // biome-ignore lint/suspicious/noDocumentCookie: as the app writes it
  document.cookie = `${LANGUAGE_COOKIE}=; Path=/; Max-Age=0`;
}

/** The account's session; its language is `language`. */
function stubSave(answer: () => Response, language: 'en' | 'fr' = 'en') {
  const saved: unknown[] = [];
  const me = session();
  stubFetch({
    'GET /api/me': () => json({ ...me, profile: me.profile && { ...me.profile, language } }),
    'PUT /api/profile/preferences': (_url, init) => {
      saved.push(JSON.parse(String(init?.body)));
      return answer();
    },
  });
  return saved;
}

beforeEach(() => {
  clearCookie();
  vi.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
});
afterEach(() => {
  clearCookie();
  vi.restoreAllMocks();
});

describe('language setting', () => {
  it('shows the account language, saves Français to the account and reloads the page in French', async () => {
    const saved = stubSave(() => json(session().profile));
    await renderRoutes([{ path: '/profile', element: <AccountSettingsPage /> }], '/profile?tab=1');
    await waitFor(() => expect(radio('English').checked).toBe(true));
    expect(bodyText()).toContain('Language');
    expect(document.querySelector('label span[lang="fr-CA"]')?.textContent).toBe('Français');
    await click(getByLabel('Français'));
    await waitFor(() => expect(browserLocation.assign).toHaveBeenCalledWith('/fr/profile?tab=1'));
    expect(saved).toEqual([{ language: 'fr' }]);
    expect(document.cookie).toContain(`${LANGUAGE_COOKIE}=fr`);
  });

  it("shows the account's language, and in French reads Langue and goes back to the English page", async () => {
    const saved = stubSave(() => json(session().profile), 'fr');
    await renderRoutes([{ path: '/profile', element: <AccountSettingsPage /> }], '/fr/profile', {
      language: 'fr',
    });
    await waitFor(() => expect(radio('Français').checked).toBe(true));
    expect(bodyText()).toContain('Langue');
    await click(getByLabel('English'));
    await waitFor(() => expect(browserLocation.assign).toHaveBeenCalledWith('/profile'));
    expect(saved).toEqual([{ language: 'en' }]);
  });

  it('stays, puts the choice back and says so when the save fails', async () => {
    stubSave(() => json({ statusCode: 500, message: 'boom' }, 500));
    await renderRoutes([{ path: '/profile', element: <AccountSettingsPage /> }], '/profile');
    await waitFor(() => expect(radio('English').checked).toBe(true));
    await click(getByLabel('Français'));
    await waitFor(() => expect(bodyText()).toContain('Your language could not be saved. Please try again.'));
    expect(radio('English').checked).toBe(true);
    expect(browserLocation.assign).not.toHaveBeenCalled();
    expect(document.cookie).not.toContain(`${LANGUAGE_COOKIE}=`);
  });
});
