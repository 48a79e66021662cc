import { APP_ROUTES } from '@common/app-paths';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { bodyText, getByRole, waitFor } from '@/test/dom';
import { renderRoutes } from '@/test/render';
import { pageRoutes, routes } from './routes';

describe('app routes', () => {
  it('renders the FAQ page with the spec questions, inside header and footer', async () => {
    await renderRoutes(routes, '/top-questions');
    await waitFor(() => getByRole('heading', 'Frequently Asked Questions'));
    expect(bodyText()).toContain('How do I contact a seller?');
    expect(bodyText()).toContain('How do I favorite a post?');
    expect(getByRole('link', '+ Post').getAttribute('href')).toBe('/create-post');
    expect(getByRole('link', 'FAQs').getAttribute('href')).toBe('/top-questions');
    expect(bodyText()).toContain(`© ${new Date().getFullYear()} PartsYard`);
    expect(document.title).toBe('FAQs - PartsYard');
  });

  it('shows the not-found page for an unknown path, with a way home', async () => {
    await renderRoutes(routes, '/no/such/page');
    await waitFor(() => getByRole('heading', 'Page not found'));
    expect(getByRole('link', 'Go to the home page').getAttribute('href')).toBe('/');
    expect(document.querySelectorAll('h1')).toHaveLength(1);
  });
});

// The server answers 404 for any path outside common/app-paths.ts: the router must serve exactly those.
describe('the router and the shared page list', () => {
  const pathsOf = (list: RouteObject[]): string[] =>
    list.flatMap((r) => (r.children ? pathsOf(r.children) : [r.index ? '/' : (r.path ?? '')]));

  it('serves every page of APP_ROUTES and no other, besides the not-found page', () => {
    const served = pathsOf(pageRoutes).filter((p) => p !== '*');
    expect(served.sort()).toEqual(
      Object.values(APP_ROUTES)
        .map((r) => r.path)
        .sort(),
    );
  });
});
