import './app/global-styles';
import './lib/i18n';
import { hydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { App } from './app/app';
import { routes } from './app/routes';
import { createQueryClient } from './lib/query-client';
import { preloadLazyRoutes } from './ssr/preload-lazy-routes';
import { SERVER_STATE_ID } from './ssr/server-state';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const queryClient = createQueryClient();
// A page the server rendered (web/src/ssr) comes with the data it shows: the app starts from it and
// hydrates the markup; any other page starts empty and renders here.
const serverState = document.getElementById(SERVER_STATE_ID)?.textContent;

async function start(root: HTMLElement) {
  if (serverState) {
    hydrate(queryClient, JSON.parse(serverState));
    await preloadLazyRoutes(routes, window.location.pathname);
    const router = createBrowserRouter(routes);
    hydrateRoot(
      root,
      <StrictMode>
        <App router={router} queryClient={queryClient} />
      </StrictMode>,
    );
  } else {
    const router = createBrowserRouter(routes);
    createRoot(root).render(
      <StrictMode>
        <App router={router} queryClient={queryClient} />
      </StrictMode>,
    );
  }
}

void start(container);
