import { LANGUAGE_COOKIE } from '@common/i18n/languages';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppFooter } from '@/app/layout/app-footer';
import { AppHeader } from '@/app/layout/app-header';
import { browserLocation } from '@/lib/browser-location';
import { click, getByRole, waitFor } from '@/test/dom';
import { json, stubFetch } from '@/test/fetch-stub';
import { renderRoutes } from '@/test/render';
import { meRoute, session } from '@/test/session';
import { LanguageSwitch } from './language-switch';

const FR_NAME = 'Français — Lire cette page en français';
const EN_NAME = 'English — Read this page in English';

function clearLanguageCookie() {
  // biome-ignore lint/suspicious/noDocumentCookie: as the app writes it
  document.cookie = `${LANGUAGE_COOKIE}=; Path=/; Max-Age=0`;
}

beforeEach(() => {
  clearLanguageCookie();
  vi.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
});
afterEach(() => {
  clearLanguageCookie();
  vi.restoreAllMocks();
});

// The shell passes the session down (app/layout): a visitor's switch, and a signed-in person's.
const pageRoutes = [{ path: '/view/:id', element: <LanguageSwitch signedIn={false} /> }];
const signedInRoutes = [{ path: '/view/:id', element: <LanguageSwitch signedIn /> }];

describe('the language switch', () => {
  it('on an English page links to the same page and query in French, written in French', async () => {
    await renderRoutes(pageRoutes, '/view/12?photo=2');
    const link = await waitFor(() => getByRole('link', FR_NAME));
    expect(link.textContent).toBe('Français');
    expect(link.getAttribute('href')).toBe('/fr/view/12?photo=2');
    expect(link.getAttribute('hreflang')).toBe('fr-CA');
    expect(link.getAttribute('lang')).toBe('fr-CA');
  });

  it('on a French page (under /fr) links to the English page', async () => {
    await renderRoutes(pageRoutes, '/fr/view/12?photo=2', { language: 'fr' });
    const link = await waitFor(() => getByRole('link', EN_NAME));
    expect(link.textContent).toBe('English');
    expect(link.getAttribute('href')).toBe('/view/12?photo=2');
    expect(link.getAttribute('hreflang')).toBe('en-CA');
    expect(link.getAttribute('lang')).toBe('en-CA');
  });

  it("French home is '/fr/', English home '/'", async () => {
    await renderRoutes([{ index: true, element: <LanguageSwitch signedIn={false} /> }], '/');
    expect((await waitFor(() => getByRole('link', FR_NAME))).getAttribute('href')).toBe('/fr/');
  });

  it("a visitor's click sets the cookie for a year and loads the French page, saving nothing", async () => {
    const fetchMock = stubFetch({});
    await renderRoutes(pageRoutes, '/view/12');
    await click(await waitFor(() => getByRole('link', FR_NAME)));
    await waitFor(() => expect(browserLocation.assign).toHaveBeenCalledWith('/fr/view/12'));
    expect(document.cookie).toContain(`${LANGUAGE_COOKIE}=fr`);
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
  });

  it("a signed-in click saves the account's language, then loads the page", async () => {
    const saved: unknown[] = [];
    stubFetch({
      ...meRoute(session()),
      'PUT /api/profile/preferences': (_url, init) => {
        saved.push(JSON.parse(String(init?.body)));
        return json(session().profile);
      },
    });
    await renderRoutes([{ path: '/view/:id', element: <AppHeader /> }], '/fr/view/12', { language: 'fr' });
    // The header shows the account menu once the session is read.
    await waitFor(() => getByRole('button', 'dana_parts'));
    await click(getByRole('link', EN_NAME));
    await waitFor(() => expect(saved).toEqual([{ language: 'en' }]));
    await waitFor(() => expect(browserLocation.assign).toHaveBeenCalledWith('/view/12'));
    expect(document.cookie).toContain(`${LANGUAGE_COOKIE}=en`);
  });

  it('a failed save still switches (the cookie holds the choice)', async () => {
    stubFetch({
      ...meRoute(session()),
      'PUT /api/profile/preferences': () => json({ statusCode: 500, message: 'boom' }, 500),
    });
    await renderRoutes(signedInRoutes, '/view/12');
    await click(await waitFor(() => getByRole('link', FR_NAME)));
    await waitFor(() => expect(browserLocation.assign).toHaveBeenCalledWith('/fr/view/12'));
  });

  it('is in the header and the footer', async () => {
    await renderRoutes(
      [
        {
          path: '/faq',
          element: (
            <>
              <AppHeader />
              <AppFooter />
            </>
          ),
        },
      ],
      '/faq',
    );
    await waitFor(() => getByRole('link', 'Sign In'));
    const links = [...document.querySelectorAll('a[data-language-switch="fr"]')];
    expect(links).toHaveLength(2);
    for (const link of links) expect(link.getAttribute('href')).toBe('/fr/faq');
  });
});
