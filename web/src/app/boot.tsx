import { FRENCH_PREFIX, splitLanguagePath } from '@common/i18n/languages';
import { type DehydratedState, hydrate, type QueryClient } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import i18n, { loadLanguage } from '@/lib/i18n';
import { PSEUDO_LANGUAGE } from '@/lib/language';
import { preloadLazyRoutes } from '@/lib/preload-lazy-routes';
import { createQueryClient } from '@/lib/query-client';
import { SERVER_STATE_ID } from '@/lib/server-state';
import { App } from './app';
import { keyHistoryEntry } from './history-entry-key';
import { routes } from './routes';

/** How long the data a page was rendered from counts as fresh when its parts mount. */
const SERVER_DATA_FRESH_MS = 30_000;

/**
 * The server's data is only just fetched: the queries it answered are not fetched again as the
 * hydrated page mounts (they would be, being stale by default), for a while after the start and
 * as long as they still hold the server's answer. Later mounts behave as usual.
 */
function keepServerData(queryClient: QueryClient, state: DehydratedState) {
  const served = new Map(state.queries.map((q) => [q.queryHash, q.state.dataUpdatedAt]));
  const startedAt = Date.now();
  const defaults = queryClient.getDefaultOptions();
  queryClient.setDefaultOptions({
    ...defaults,
    queries: {
      ...defaults.queries,
      refetchOnMount: (query) =>
        !(
          Date.now() - startedAt < SERVER_DATA_FRESH_MS &&
          served.get(query.queryHash) === query.state.dataUpdatedAt
        ),
    },
  });
}

/**
 * Starts the app in #root. A page the server rendered (web/src/ssr) comes with the data it shows:
 * the app starts from it, loads the page's lazy modules, and hydrates the markup as a transition
 * (React then yields to the browser every few milliseconds instead of one long task); any other
 * page starts empty and renders here.
 */
export async function startApp(root: HTMLElement): Promise<void> {
  // A French page's words (a chunk of their own) before its first render: the server's markup has them.
  await loadLanguage(i18n.language);
  const queryClient = createQueryClient();
  const serverState = document.getElementById(SERVER_STATE_ID)?.textContent;
  // A French page's router lives under /fr: every link and navigate() of the app stays in French.
  const { language, path } = splitLanguagePath(window.location.pathname);
  const routerOptions = language === 'fr' ? { basename: FRENCH_PREFIX } : {};
  // Before the router reads the entry: a page opened from an address starts at its top.
  keyHistoryEntry();
  // The server rendered in its language, not in the pseudo-locale: a test's pseudo page renders anew.
  const hydrating = serverState && i18n.language !== PSEUDO_LANGUAGE;
  if (serverState) {
    const state = JSON.parse(serverState) as DehydratedState;
    hydrate(queryClient, state);
    keepServerData(queryClient, state);
  }
  if (hydrating) {
    await preloadLazyRoutes(routes, path);
    const router = createBrowserRouter(routes, routerOptions);
    startTransition(() => {
      hydrateRoot(
        root,
        <StrictMode>
          <App router={router} queryClient={queryClient} />
        </StrictMode>,
      );
    });
  } else {
    const router = createBrowserRouter(routes, routerOptions);
    createRoot(root).render(
      <StrictMode>
        <App router={router} queryClient={queryClient} />
      </StrictMode>,
    );
  }
}
