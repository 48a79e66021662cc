import { describe, expect, it } from 'vitest';
import { bodyText, getByRole, waitFor } from '@/test/dom';
import { renderRoutes } from '@/test/render';
import { routes } from './routes';

describe('app routes', () => {
  it('renders the FAQ page with the spec questions, inside header and footer', async () => {
    await renderRoutes(routes, '/top-questions');
    await waitFor(() => getByRole('heading', 'Frequently Asked Questions'));
    expect(bodyText()).toContain('How do I contact a seller?');
    expect(bodyText()).toContain('How do I favorite a post?');
    expect(getByRole('link', '+ Post').getAttribute('href')).toBe('/create-post');
    expect(getByRole('link', 'FAQs').getAttribute('href')).toBe('/top-questions');
    expect(bodyText()).toContain(`© ${new Date().getFullYear()} PartsYard`);
    expect(document.title).toBe('FAQs | PartsYard');
  });

  it('shows the not-found page for an unknown path, with a way home', async () => {
    await renderRoutes(routes, '/no/such/page');
    await waitFor(() => getByRole('heading', 'Page not found'));
    expect(getByRole('link', 'Go to the home page').getAttribute('href')).toBe('/');
    expect(document.querySelectorAll('h1')).toHaveLength(1);
  });
});
