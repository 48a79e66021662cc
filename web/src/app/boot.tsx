import '@/lib/i18n';
import { hydrate } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { createQueryClient } from '@/lib/query-client';
import { preloadLazyRoutes } from '@/ssr/preload-lazy-routes';
import { SERVER_STATE_ID } from '@/ssr/server-state';
import { App } from './app';
import { routes } from './routes';

/**
 * Starts the app in #root. A page the server rendered (web/src/ssr) comes with the data it shows:
 * the app starts from it, loads the page's lazy modules, and hydrates the markup as a transition
 * (React then yields to the browser every few milliseconds instead of one long task); any other
 * page starts empty and renders here.
 */
export async function startApp(root: HTMLElement): Promise<void> {
  const queryClient = createQueryClient();
  const serverState = document.getElementById(SERVER_STATE_ID)?.textContent;
  if (serverState) {
    hydrate(queryClient, JSON.parse(serverState));
    await preloadLazyRoutes(routes, window.location.pathname);
    const router = createBrowserRouter(routes);
    startTransition(() => {
      hydrateRoot(
        root,
        <StrictMode>
          <App router={router} queryClient={queryClient} />
        </StrictMode>,
      );
    });
  } else {
    const router = createBrowserRouter(routes);
    createRoot(root).render(
      <StrictMode>
        <App router={router} queryClient={queryClient} />
      </StrictMode>,
    );
  }
}
