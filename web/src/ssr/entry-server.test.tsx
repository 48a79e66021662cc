import { hydrate } from '@tanstack/react-query';
import { act, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { AppProviders } from '@/app/providers';
import { routes } from '@/app/routes';
import i18n from '@/lib/i18n';
import { preloadLazyRoutes } from '@/lib/preload-lazy-routes';
import { createQueryClient } from '@/lib/query-client';
import { PARTS } from '@/test/posts';
import { render } from './entry-server';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// The page's API calls as the server answers a visitor: the session is nobody's; a French page
// also reads the catalog's part names; nothing else is asked.
function visitorApi(seen: Headers[]) {
  const answers: Record<string, unknown> = { '/api/session': null, '/api/parts': PARTS };
  return async (url: string, init: RequestInit) => {
    seen.push(new Headers(init.headers));
    const path = url.split('?')[0] ?? url;
    const known = Object.hasOwn(answers, path);
    return new Response(JSON.stringify(known ? answers[path] : { statusCode: 404, message: 'Not found' }), {
      status: known ? 200 : 404,
      headers: { 'Content-Type': 'application/json' },
    });
  };
}

const input = (url: string, language: 'en' | 'fr', seen: Headers[] = []) => ({
  url,
  language,
  api: visitorApi(seen),
  timeoutMs: 20_000,
  languages: ['fr-CA'],
  mobile: false,
});

afterEach(async () => {
  await i18n.changeLanguage('en');
  document.body.innerHTML = '';
});

describe('the server render in French', () => {
  it('writes French words, links under /fr, and asks the API in French', async () => {
    const seen: Headers[] = [];
    const page = await render(input('/fr/faq', 'fr', seen));
    expect(page).not.toBeNull();
    const html = page?.html ?? '';
    expect(html).toContain('Questions fréquentes');
    expect(html).toContain('Se connecter');
    expect(html).toContain('href="/fr/contact-us"');
    expect(html).toContain('href="/faq"'); // the switch, to English
    expect(html).not.toContain('href="/contact-us"');
    expect(seen.length).toBeGreaterThan(0);
    for (const headers of seen) expect(headers.get('Accept-Language')).toBe('fr-CA');
  });

  it('renders English and French pages at the same time, each in its own language', async () => {
    const [en, fr] = await Promise.all([render(input('/faq', 'en')), render(input('/fr/faq', 'fr'))]);
    expect(en?.html).toContain('Sign In');
    expect(en?.html).not.toContain('Se connecter');
    expect(fr?.html).toContain('Se connecter');
    expect(fr?.html).not.toContain('>Sign In<');
    // The browser's own instance is untouched.
    expect(i18n.language).toBe('en');
  });

  it('takes its language from the URL when none is given', async () => {
    const { language: _, ...rest } = input('/fr/faq', 'fr');
    expect((await render(rest))?.html).toContain('Se connecter');
  });

  it('is what the browser, starting in French under /fr, hydrates without a difference', async () => {
    const page = await render(input('/fr/faq', 'fr'));
    const container = document.createElement('div');
    container.innerHTML = page?.html ?? '';
    document.body.appendChild(container);
    const serverText = container.textContent;

    await i18n.changeLanguage('fr-CA');
    const queryClient = createQueryClient();
    hydrate(queryClient, JSON.parse(page?.state ?? '{}'));
    await preloadLazyRoutes(routes, '/faq');
    const router = createMemoryRouter(routes, { basename: '/fr', initialEntries: ['/fr/faq'] });
    const mismatches: unknown[] = [];
    const root = await act(async () =>
      hydrateRoot(
        container,
        <StrictMode>
          <AppProviders queryClient={queryClient} languages={['fr-CA']} mobile={false}>
            <RouterProvider router={router} />
          </AppProviders>
        </StrictMode>,
        { onRecoverableError: (error) => mismatches.push(error) },
      ),
    );
    expect(mismatches).toEqual([]);
    expect(container.textContent).toBe(serverText);
    expect(container.textContent).toContain('Questions fréquentes');
    act(() => root.unmount());
  });
});
