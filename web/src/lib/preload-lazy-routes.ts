import { matchRoutes, type RouteObject } from 'react-router';

/**
 * Loads the lazy page modules the URL matches and writes them into their routes, so the browser's
 * router starts ready, rendering what the server rendered instead of a fallback first (which would
 * not match the server's markup).
 */
export async function preloadLazyRoutes(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
}
