import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '@/test/fetch-stub';
import { signOut } from './sign-out';

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('signOut', () => {
  it("ends this device's notifications first, while the session still holds", async () => {
    const unsubscribe = vi.fn(async () => true);
    const subscription = { endpoint: 'https://push.example/device-1', unsubscribe };
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: {
        getRegistration: async () => ({ pushManager: { getSubscription: async () => subscription } }),
      },
    });
    const fetchMock = stubFetch({
      'DELETE /api/push/subscriptions': () => json({ subscribed: false }),
      'POST /api/auth/sign-out': () => json({ success: true }),
    });
    await signOut();
    expect(fetchMock.mock.calls.map(([url, init]) => `${init?.method} ${String(url)}`)).toEqual([
      'DELETE /api/push/subscriptions',
      'POST /api/auth/sign-out',
    ]);
    expect(unsubscribe).toHaveBeenCalledTimes(1);
  });
});
