// Component-test harness on react-dom + act: the few helpers the tests need (render inside the
// providers and a memory router, find by role or text, type and click), without a testing library.
import { FRENCH_PREFIX, type TLanguage } from '@common/i18n/languages';
import { notifications } from '@mantine/notifications';
import { QueryClient } from '@tanstack/react-query';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { afterEach, beforeEach, vi } from 'vitest';
import { AppProviders } from '@/app/providers';
import i18n, { i18nFor, registerFrench } from '@/lib/i18n';
import * as french from '@/lib/i18n-french';
import { stubFetch } from './fetch-stub';

// Component tests render either language: French is loaded outright.
registerFrench(french);

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const mounted: Root[] = [];

// No test reaches the network: by default the server knows nobody; a test's own stubFetch replaces this.
beforeEach(() => {
  stubFetch({});
});

afterEach(() => {
  for (const root of mounted.splice(0)) act(() => root.unmount());
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
  // Toasts live in a module-level store: one test's must not show in the next.
  notifications.clean();
});

/**
 * Renders routes in a memory router inside the app's providers (Mantine in test mode: no portals).
 * In French (`{ language: 'fr' }`) the page's address is under /fr and the router's basename is /fr,
 * as in the browser; initialPath is then the full address ('/fr/view/12').
 */
export async function renderRoutes(
  routes: RouteObject[],
  initialPath = '/',
  { language = 'en' }: { language?: TLanguage } = {},
) {
  const router = createMemoryRouter(routes, {
    initialEntries: [initialPath],
    ...(language === 'fr' ? { basename: FRENCH_PREFIX } : {}),
  });
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const container = document.createElement('div');
  document.body.appendChild(container);
  const root = createRoot(container);
  mounted.push(root);
  await act(async () => {
    root.render(
      <I18nextProvider i18n={language === 'en' ? i18n : i18nFor(language)}>
        <AppProviders queryClient={queryClient} env="test">
          <RouterProvider router={router} />
        </AppProviders>
      </I18nextProvider>,
    );
  });
  return { container, router };
}
