import { afterEach, describe, expect, it, vi } from 'vitest';
import { ProfileCountryProvider, viewerCurrency } from '@/lib/viewer-currency';
import { bodyText, waitFor } from '@/test/dom';
import { json, stubFetch } from '@/test/fetch-stub';
import { image, post } from '@/test/posts';
import { renderRoutes } from '@/test/render';
import { PostCard } from './post-card';

// 'about $165 CAD' beside a price in the other currency than the viewer's: a profile's country
// decides, else the browser's languages, else Canada.

const RATE = { usd_cad: 1.4, default_usd_cad: 1.4, updated_at: null };

function browserLanguages(languages: string[]) {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
}

async function renderCard(change: Parameters<typeof post>[0], country: string | null = null) {
  stubFetch({ 'GET /api/exchange-rate': () => json(RATE) });
  return renderRoutes([
    {
      path: '/',
      element: (
        <ProfileCountryProvider country={country}>
          <PostCard post={post({ images: [image(0)], ...change })} />
        </ProfileCountryProvider>
      ),
    },
  ]);
}

describe('the viewer’s currency', () => {
  it('is the profile country’s, else the browser’s region’s, else CAD', () => {
    expect(viewerCurrency('Canada', ['en-US'])).toBe('CAD');
    expect(viewerCurrency('United States', ['en-CA'])).toBe('USD');
    expect(viewerCurrency(null, ['en-US'])).toBe('USD');
    expect(viewerCurrency('Mexico', ['fr-CA'])).toBe('CAD');
    expect(viewerCurrency(null, ['de-DE', 'fr-FR'])).toBe('CAD');
  });
});

describe('a converted price on a card', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows a USD price to a viewer in Canada with about its amount in CAD, rounded', async () => {
    browserLanguages(['en-CA']);
    await renderCard({ price: 117.86, currencytype: 'USD' });
    await waitFor(() => expect(bodyText()).toContain('about $165 CAD'));
    expect(bodyText()).toContain('$117.86');
  });

  it('shows a CAD price to a signed-in viewer in the United States with about its amount in USD', async () => {
    browserLanguages(['en-CA']);
    await renderCard({ price: 1650, currencytype: 'CAD' }, 'United States');
    await waitFor(() => expect(bodyText()).toContain('about $1,179 USD'));
  });

  it('adds nothing to a price in the viewer’s own currency', async () => {
    browserLanguages(['en-US']);
    await renderCard({ price: 120, currencytype: 'USD' });
    await waitFor(() => expect(bodyText()).toContain('$120.00'));
    expect(bodyText()).not.toContain('about');
  });
});
