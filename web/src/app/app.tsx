import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { replayEarlyClick } from '@/lib/early-clicks';
import { AppProviders } from './providers';

interface TAppProps {
  router: ReturnType<typeof createBrowserRouter>;
  queryClient: QueryClient;
}

/** Set on <html> once the app runs (hydrated or rendered): the page then answers clicks and typing. */
export const APP_READY_ATTRIBUTE = 'data-app-ready';

/** The app in the browser: the same tree the server renders (web/src/ssr), with the browser's router. */
export function App({ router, queryClient }: TAppProps) {
  useEffect(() => {
    document.documentElement.setAttribute(APP_READY_ATTRIBUTE, '');
    // A control pressed while the app loaded (common/early-clicks.ts) does what was pressed.
    replayEarlyClick();
  }, []);
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
