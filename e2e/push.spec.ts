import { createVerifiedUser } from './support/accounts';
import { signInApi } from './support/listings';
import { expect, expectAccessible, test } from './support/test';

// Account Settings' "Notifications on this device" in real Chromium against the real server. The
// browser's push service is faked in the page (headless Chromium has none to reach): the section's
// states are checked for accessibility, and turning on and off goes through the real API.

const ENDPOINT = 'https://127.0.0.1:1/push/e2e';

/** Replaces the page's Web Push with a fake one: `permission` is what the browser says and answers. */
function fakePush(permission: string) {
  const keys = { p256dh: `B${'C'.repeat(86)}`, auth: 'D'.repeat(22) };
  let current: object | null = null;
  const subscription = (endpoint: string, key: ArrayBuffer) => ({
    endpoint,
    options: { applicationServerKey: key },
    toJSON: () => ({ endpoint, expirationTime: null, keys }),
    unsubscribe: async () => {
      current = null;
      return true;
    },
  });
  const registration = {
    pushManager: {
      getSubscription: async () => current,
      subscribe: async ({ applicationServerKey }: { applicationServerKey: Uint8Array }) => {
        current = subscription(
          (window as unknown as { PUSH_ENDPOINT: string }).PUSH_ENDPOINT,
          applicationServerKey.buffer as ArrayBuffer,
        );
        return current;
      },
    },
  };
  const state = { permission };
  Object.defineProperty(window, 'Notification', {
    configurable: true,
    value: {
      get permission() {
        return state.permission === 'default' && current ? 'granted' : state.permission;
      },
      requestPermission: async () => (state.permission === 'denied' ? 'denied' : 'granted'),
    },
  });
  // The real container stays (the app's worker registers through it); only its push side is faked.
  Object.defineProperty(navigator.serviceWorker, 'getRegistration', {
    configurable: true,
    value: async () => registration,
  });
  Object.defineProperty(navigator.serviceWorker, 'ready', {
    configurable: true,
    get: async () => registration,
  });
}

test('notifications on this device: turn on, send a test, turn off', async ({ page }) => {
  await createVerifiedUser(page, 'push');
  await page.addInitScript(`window.PUSH_ENDPOINT = ${JSON.stringify(ENDPOINT)};`);
  await page.addInitScript(fakePush, 'default');
  await page.goto('/profile');
  const section = page.getByRole('region', { name: 'Notifications on this device' });
  const toggle = section.getByRole('switch', { name: 'Notify me on this device' });
  await expect(toggle).toBeEnabled();
  await expect(toggle).not.toBeChecked();
  await expectAccessible(page);

  await toggle.click({ force: true });
  await expect(page.getByText('Notifications are on for this device.')).toBeVisible();
  await expect(toggle).toBeChecked();
  await expectAccessible(page);
  // The push service cannot be reached here: the server says none was sent, and answers anyway.
  await section.getByRole('button', { name: 'Send a test notification' }).click();
  await expect(
    page.getByText('No device of yours is set up for notifications.', { exact: false }),
  ).toBeVisible();

  await toggle.click({ force: true });
  await expect(page.getByText('Notifications are off for this device.')).toBeVisible();
  await expect(toggle).not.toBeChecked();
  // The server forgot it: removing it again is a 404.
  const again = await page.request.delete('/api/push/subscriptions', { data: { endpoint: ENDPOINT } });
  expect(again.status()).toBe(404);
});

test('notifications blocked, or a browser without Web Push, say so', async ({ page }) => {
  await createVerifiedUser(page, 'pushdenied');
  await page.addInitScript(fakePush, 'denied');
  await page.goto('/profile');
  await expect(page.getByText('Notifications are blocked')).toBeVisible();
  await expectAccessible(page);

  await page.addInitScript(() => {
    Object.defineProperty(window, 'PushManager', { configurable: true, value: undefined });
    delete (window as { PushManager?: unknown }).PushManager;
  });
  await page.reload();
  await expect(page.getByText('This browser cannot show notifications')).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Notify me on this device' })).toHaveCount(0);
  await expectAccessible(page);
});

test("signing out ends this device's notifications: the server forgets it and the browser unsubscribes", async ({
  page,
}) => {
  const user = await createVerifiedUser(page, 'pushout');
  const endpoint = `${ENDPOINT}/${user.username}`;
  await page.addInitScript(`window.PUSH_ENDPOINT = ${JSON.stringify(endpoint)};`);
  await page.addInitScript(fakePush, 'default');
  await page.goto('/profile');
  const toggle = page.getByRole('switch', { name: 'Notify me on this device' });
  await toggle.click({ force: true });
  await expect(page.getByText('Notifications are on for this device.')).toBeVisible();

  await page.getByRole('button', { name: user.username }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page.getByText('You have been signed out.')).toBeVisible();
  const unsubscribed = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    return (await registration?.pushManager.getSubscription()) === null;
  });
  expect(unsubscribed).toBe(true);

  // Signed in again elsewhere, the user finds the device forgotten: removing it again is a 404.
  const api = await signInApi(process.env.E2E_BASE_URL ?? '', user.email, user.password);
  const again = await api.delete('/api/push/subscriptions', { data: { endpoint } });
  expect(again.status()).toBe(404);
  await api.dispose();
});
