import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';

// web/public/push-sw.js, run against a fake service worker global: a push shows its notification
// (only this site's pages as its link), and a click focuses the page if open, else opens it.

const source = readFileSync(path.resolve(import.meta.dirname, '../../../public/push-sw.js'), 'utf8');
const ORIGIN = 'https://partsyard.example';

type TListener = (event: unknown) => void;
function worker(
  windows: { url: string; focus: () => Promise<unknown>; navigate?: (u: string) => unknown }[] = [],
) {
  const listeners = new Map<string, TListener>();
  const self = {
    location: new URL(`${ORIGIN}/sw.js`),
    addEventListener: (name: string, fn: TListener) => listeners.set(name, fn),
    registration: { showNotification: vi.fn(async () => {}) },
    clients: { matchAll: vi.fn(async () => windows), openWindow: vi.fn(async () => null) },
  };
  new Function('self', source)(self);
  /** Fires an event and waits for what it handed to waitUntil. */
  const fire = async (name: string, event: object) => {
    let pending: Promise<unknown> = Promise.resolve();
    listeners.get(name)?.({ ...event, waitUntil: (p: Promise<unknown>) => (pending = p) });
    await pending;
  };
  return { self, fire };
}
const pushOf = (data: unknown) => ({ data: { json: () => data, text: () => JSON.stringify(data) } });

describe('push-sw.js', () => {
  it('shows the pushed title and body, with the icon and the page to open', async () => {
    const { self, fire } = worker();
    await fire('push', pushOf({ title: 'New message from ann', body: 'Still there?', url: '/messages/ann' }));
    expect(self.registration.showNotification).toHaveBeenCalledWith(
      'New message from ann',
      expect.objectContaining({
        body: 'Still there?',
        icon: expect.stringMatching(/^\/.+\.png$/),
        data: { url: `${ORIGIN}/messages/ann` },
      }),
    );
  });

  it('never links another site (the home page instead)', async () => {
    const { self, fire } = worker();
    await fire('push', pushOf({ title: 'x', body: 'y', url: 'https://evil.example/phish' }));
    expect(self.registration.showNotification).toHaveBeenCalledWith(
      'x',
      expect.objectContaining({ data: { url: `${ORIGIN}/` } }),
    );
  });

  it('focuses the page when it is open, else opens it', async () => {
    const focus = vi.fn(async () => null);
    const open = worker([{ url: `${ORIGIN}/messages/ann`, focus }]);
    const notification = { close: vi.fn(), data: { url: `${ORIGIN}/messages/ann` } };
    await open.fire('notificationclick', { notification });
    expect(notification.close).toHaveBeenCalled();
    expect(focus).toHaveBeenCalled();
    expect(open.self.clients.openWindow).not.toHaveBeenCalled();

    const closed = worker();
    await closed.fire('notificationclick', { notification });
    expect(closed.self.clients.openWindow).toHaveBeenCalledWith(`${ORIGIN}/messages/ann`);
  });
});
