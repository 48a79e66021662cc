import { APP_ROUTES } from '@common/app-paths';
import { act } from 'react';
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

describe('app routes in French, under /fr', () => {
  it('renders the FAQ page in French, its links and the header and footer staying under /fr', async () => {
    const { router } = await renderRoutes(routes, '/fr/top-questions', { language: 'fr' });
    await waitFor(() => expect(document.querySelector('h1')?.textContent).toBe('Questions fréquentes'));
    expect(getByRole('link', '+ Publier').getAttribute('href')).toBe('/fr/create-post');
    expect(document.querySelector('footer a[href="/fr/contact-us"]')?.textContent).toBe('Nous joindre');
    expect(getByRole('link', 'English — Read this page in English').getAttribute('href')).toBe(
      '/top-questions',
    );
    // Every app link is the router's, under its basename.
    const appLinks = [...document.querySelectorAll('a[href^="/"]:not([data-language-switch])')];
    expect(appLinks.length).toBeGreaterThan(3);
    for (const link of appLinks) expect(link.getAttribute('href')).toMatch(/^\/fr(\/|$)/);
    // navigate() stays in French too.
    await act(() => router.navigate('/contact-us'));
    expect(router.state.location.pathname).toBe('/fr/contact-us');
    await waitFor(() => expect(document.querySelector('h1')?.textContent).toBe('Nous joindre'));
  });

  it('shows the French not-found page for an unknown path under /fr', async () => {
    await renderRoutes(routes, '/fr/no/such/page', { language: 'fr' });
    await waitFor(() => getByRole('heading', 'Page introuvable'));
    // The router writes the French home '/fr' (the server serves it as '/fr/').
    expect(getByRole('link', "Aller à la page d'accueil").getAttribute('href')).toBe('/fr');
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
