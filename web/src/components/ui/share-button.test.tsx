import { afterEach, describe, expect, it, vi } from 'vitest';
import { bodyText, click, getByRole, waitFor } from '@/test/dom';
import { renderRoutes } from '@/test/render';
import { ShareButton } from './share-button';

const URL_ = 'https://partsyard.test/view/7';
const TITLE = '2012 Honda - Civic Alternator';

function setNavigator(name: 'share' | 'clipboard', value: unknown) {
  Object.defineProperty(navigator, name, { value, configurable: true, writable: true });
}

afterEach(() => {
  delete (navigator as { share?: unknown }).share;
});

const render = () => renderRoutes([{ path: '/', element: <ShareButton url={URL_} title={TITLE} /> }]);

describe('ShareButton', () => {
  it('is a native button named Share (reachable and pressed with the keyboard)', async () => {
    await render();
    const button = getByRole('button', 'Share');
    expect(button.tagName).toBe('BUTTON');
    expect(button.getAttribute('type')).toBe('button');
    expect(button.hasAttribute('disabled')).toBe(false);
  });

  it('opens the share sheet where the browser has the Web Share API, without a toast', async () => {
    const share = vi.fn(() => Promise.resolve());
    const writeText = vi.fn(() => Promise.resolve());
    setNavigator('share', share);
    setNavigator('clipboard', { writeText });
    await render();
    await click(getByRole('button', 'Share'));
    await waitFor(() => expect(share).toHaveBeenCalledWith({ title: TITLE, url: URL_ }));
    expect(writeText).not.toHaveBeenCalled();
    expect(bodyText()).not.toContain('Link copied');
  });

  it('copies the link with a Link copied toast where the browser has no share sheet', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    setNavigator('clipboard', { writeText });
    await render();
    await click(getByRole('button', 'Share'));
    await waitFor(() => expect(bodyText()).toContain('Link copied'));
    expect(writeText).toHaveBeenCalledWith(URL_);
  });

  it("shares a path of this site in the page's language: the French page's address from a French page", async () => {
    const share = vi.fn(() => Promise.resolve());
    setNavigator('share', share);
    await renderRoutes([{ path: '/', element: <ShareButton url="/view/7" title={TITLE} /> }], '/fr/', {
      language: 'fr',
    });
    await click(getByRole('button', 'Partager'));
    const origin = window.location.origin;
    await waitFor(() => expect(share).toHaveBeenCalledWith({ title: TITLE, url: `${origin}/fr/view/7` }));
  });
});
