import { afterEach, describe, expect, it, vi } from 'vitest';
import { AccountSettingsRoute } from '@/app/routes/account-settings-route';
import { bodyText, click, getByLabel, getByRole, waitFor } from '@/test/dom';
import { json, stubFetch } from '@/test/fetch-stub';
import { renderRoutes } from '@/test/render';
import { meRoute, session } from '@/test/session';

// Account Settings' "Notifications on this device" in a browser without Web Push, with
// notifications blocked, and turning them on (permission, subscribe with the site's key, the
// subscription to the server), sending a test, and turning them off (server, then browser).

const KEY = `B${'A'.repeat(86)}`;
const ENDPOINT = 'https://push.example.test/device-1';
const KEYS = { p256dh: `B${'C'.repeat(86)}`, auth: 'D'.repeat(22) };
const keyBytes = () =>
  Uint8Array.from(atob(KEY.replaceAll('-', '+').replaceAll('_', '/')), (c) => c.charCodeAt(0));

/** A browser with a service worker and Web Push: `subscribed` when this device already is. */
function fakePushBrowser(opts: {
  permission: NotificationPermission;
  answer?: NotificationPermission;
  subscribed?: boolean;
}) {
  const makeSub = (key: ArrayBuffer) => ({
    endpoint: ENDPOINT,
    options: { applicationServerKey: key },
    toJSON: () => ({ endpoint: ENDPOINT, expirationTime: null, keys: KEYS }),
    unsubscribe: vi.fn(async () => {
      current = null;
      return true;
    }),
  });
  let current: ReturnType<typeof makeSub> | null = opts.subscribed ? makeSub(keyBytes().buffer) : null;
  const subscribe = vi.fn(async ({ applicationServerKey }: { applicationServerKey: Uint8Array }) => {
    current = makeSub(applicationServerKey.buffer as ArrayBuffer);
    return current;
  });
  const registration = { pushManager: { getSubscription: async () => current, subscribe } };
  const notification = {
    permission: opts.permission,
    requestPermission: vi.fn(async () => {
      notification.permission = opts.answer ?? 'granted';
      return notification.permission;
    }),
  };
  vi.stubGlobal('Notification', notification);
  vi.stubGlobal('PushManager', class {});
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: async () => registration, ready: Promise.resolve(registration) },
  });
  return { subscribe, notification, current: () => current };
}

afterEach(() => {
  delete (navigator as { serviceWorker?: unknown }).serviceWorker;
});

function stubServer() {
  const calls: { method: string; url: string; body: unknown }[] = [];
  const record = (sent: unknown) => async (url: string, init?: RequestInit) => {
    calls.push({
      method: init?.method ?? 'GET',
      url,
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    });
    return json(sent);
  };
  stubFetch({
    ...meRoute(session()),
    'GET /api/push/key': () => json({ public_key: KEY }),
    'POST /api/push/subscriptions': record({ subscribed: true }),
    'DELETE /api/push/subscriptions': record({ subscribed: false }),
    'POST /api/push/test': record({ sent: 2 }),
  });
  return calls;
}

const renderSettings = async () => {
  await renderRoutes([{ path: '/profile', element: <AccountSettingsRoute /> }], '/profile');
  await waitFor(() => expect(getByRole('heading', 'Notifications on this device')).toBeTruthy());
};
const pushSwitch = () => getByLabel('Notify me on this device') as HTMLInputElement;

describe('Notifications on this device', () => {
  it('says so when the browser has no Web Push, and offers no switch', async () => {
    stubServer();
    await renderSettings();
    await waitFor(() => expect(bodyText()).toContain('This browser cannot show notifications'));
    expect(bodyText()).toContain('add PartsYard to your Home Screen first');
    expect(() => pushSwitch()).toThrow();
  });

  it('says how to unblock when notifications are denied, and offers no switch', async () => {
    stubServer();
    fakePushBrowser({ permission: 'denied' });
    await renderSettings();
    await waitFor(() => expect(bodyText()).toContain('Notifications are blocked'));
    expect(() => pushSwitch()).toThrow();
  });

  it('turns on: asks permission, subscribes with the site key, hands the subscription over; then sends a test', async () => {
    const calls = stubServer();
    const browser = fakePushBrowser({ permission: 'default' });
    await renderSettings();
    await waitFor(() => expect(pushSwitch().disabled).toBe(false));
    expect(pushSwitch().checked).toBe(false);
    expect(() => getByRole('button', 'Send a test notification')).toThrow();

    await click(pushSwitch());
    await waitFor(() => expect(bodyText()).toContain('Notifications are on for this device.'));
    expect(browser.notification.requestPermission).toHaveBeenCalledOnce();
    expect(browser.subscribe).toHaveBeenCalledWith({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(),
    });
    expect(calls).toEqual([
      {
        method: 'POST',
        url: '/api/push/subscriptions',
        body: { endpoint: ENDPOINT, expirationTime: null, keys: KEYS },
      },
    ]);
    expect(pushSwitch().checked).toBe(true);

    await click(getByRole('button', 'Send a test notification'));
    await waitFor(() => expect(bodyText()).toContain('A test notification was sent to your 2 devices.'));
    expect(calls.at(-1)).toMatchObject({ method: 'POST', url: '/api/push/test' });
  });

  it('stays off and shows the blocked notice when the person refuses the permission', async () => {
    const calls = stubServer();
    const browser = fakePushBrowser({ permission: 'default', answer: 'denied' });
    await renderSettings();
    await waitFor(() => expect(pushSwitch().disabled).toBe(false));
    await click(pushSwitch());
    await waitFor(() => expect(bodyText()).toContain('Notifications are blocked'));
    expect(browser.subscribe).not.toHaveBeenCalled();
    expect(calls).toEqual([]);
  });

  it('turns off: the server forgets the device, then the browser unsubscribes', async () => {
    const calls = stubServer();
    const browser = fakePushBrowser({ permission: 'granted', subscribed: true });
    await renderSettings();
    await waitFor(() => expect(pushSwitch().checked).toBe(true));
    await click(pushSwitch());
    await waitFor(() => expect(bodyText()).toContain('Notifications are off for this device.'));
    expect(calls).toEqual([
      { method: 'DELETE', url: '/api/push/subscriptions', body: { endpoint: ENDPOINT } },
    ]);
    expect(browser.current()).toBeNull();
    expect(pushSwitch().checked).toBe(false);
  });
});
