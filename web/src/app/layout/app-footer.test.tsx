import { describe, expect, it } from 'vitest';
import { getByRole, waitFor } from '@/test/dom';
import { stubFetch } from '@/test/fetch-stub';
import { renderRoutes } from '@/test/render';
import { meRoute, session } from '@/test/session';
import { AppFooter } from './app-footer';
import { AppHeader } from './app-header';

// The header beside it shows when the session is known (its profile menu, or Register).
const renderFrame = () =>
  renderRoutes([
    {
      path: '/',
      element: (
        <>
          <AppHeader />
          <AppFooter />
        </>
      ),
    },
  ]);
const footerLinks = () => [...document.querySelectorAll('footer nav a')].map((a) => a.textContent?.trim());

// The language switch ends the footer's links (its own tests: features/language).
describe('footer links', () => {
  it('offers Sign In to a visitor, beside Contact Us and FAQs', async () => {
    stubFetch({});
    await renderFrame();
    await waitFor(() => getByRole('link', 'Register'));
    await waitFor(() => expect(footerLinks()).toEqual(['Contact Us', 'FAQs', 'Sign In', 'Français']));
    expect(document.querySelector('footer a[href="/auth"]')).not.toBeNull();
  });

  it('leaves Sign In out for a signed-in user', async () => {
    stubFetch(meRoute(session()));
    await renderFrame();
    await waitFor(() => getByRole('button', 'dana_parts'));
    expect(footerLinks()).toEqual(['Contact Us', 'FAQs', 'Français']);
  });
});
