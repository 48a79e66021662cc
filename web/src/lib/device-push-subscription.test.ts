import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '@/test/fetch-stub';
import { forgetDevicePush } from './device-push-subscription';

const ENDPOINT = 'https://push.example/device-1';

/** A service worker whose push side has `subscribed` (or nothing): what the browser would give. */
function stubDevicePush(subscribed: boolean) {
  const unsubscribe = vi.fn(async () => true);
  const subscription = subscribed ? { endpoint: ENDPOINT, unsubscribe } : null;
  const registration = { pushManager: { getSubscription: async () => subscription } };
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: async () => registration },
  });
  return { unsubscribe };
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

const calls = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}`);

describe("forgetDevicePush (signing out ends this device's notifications)", () => {
  it('has the server forget the subscription, then unsubscribes it in the browser', async () => {
    const { unsubscribe } = stubDevicePush(true);
    const fetchMock = stubFetch({ 'DELETE /api/push/subscriptions': () => json({ subscribed: false }) });
    await forgetDevicePush();
    expect(calls(fetchMock)).toEqual(['DELETE /api/push/subscriptions']);
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({ endpoint: ENDPOINT });
    expect(unsubscribe).toHaveBeenCalledTimes(1);
  });

  it('unsubscribes in the browser even when the server cannot be told, and does not throw', async () => {
    const { unsubscribe } = stubDevicePush(true);
    stubFetch({ 'DELETE /api/push/subscriptions': () => Promise.reject(new TypeError('offline')) });
    await expect(forgetDevicePush()).resolves.toBeUndefined();
    expect(unsubscribe).toHaveBeenCalledTimes(1);
  });

  it('asks nothing of the server when this device has no subscription', async () => {
    stubDevicePush(false);
    const fetchMock = stubFetch({});
    await forgetDevicePush();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
