import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { bodyText, waitFor } from '@/test/dom';
import { renderRoutes } from '@/test/render';
import { OfflineNotice } from './offline-notice';

const OFFLINE =
  'You are offline. Pages you saw recently still work; anything else waits until you are back online.';

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { value: online, configurable: true });
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

afterEach(() => setOnline(true));

describe('OfflineNotice', () => {
  it('shows the notice in a polite live region while offline, and hides it back online', async () => {
    await renderRoutes([{ path: '/', element: <OfflineNotice /> }]);
    const region = document.querySelector('[role="status"]');
    expect(region?.getAttribute('aria-live')).toBe('polite');
    expect(bodyText()).not.toContain(OFFLINE);

    setOnline(false);
    await waitFor(() => expect(region?.textContent).toContain(OFFLINE));

    setOnline(true);
    await waitFor(() => expect(bodyText()).not.toContain(OFFLINE));
    // The live region stays, so the next notice is announced too.
    expect(document.querySelector('[role="status"]')).toBe(region);
  });

  it('shows it at once on a page opened offline', async () => {
    Object.defineProperty(navigator, 'onLine', { value: false, configurable: true });
    await renderRoutes([{ path: '/', element: <OfflineNotice /> }]);
    expect(bodyText()).toContain(OFFLINE);
  });
});
