import { createRequire } from 'node:module';
import type { TPushPayload } from '@common/contracts/push';
import frCommon from '@common/locales/fr-CA.json';
import { MESSAGES } from '@common/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { pushSubscriptions } from '../../db/schema';
import { createUser, nextIp } from '../../test/accounts';
import { browserKeys, startPushEndpoint } from '../../test/push-endpoint';
import { createTestApp, type TTestApp } from '../../test/test-app';

// Sending, against a local push service: the request a push service gets (VAPID-signed, the payload
// encrypted with aes128gcm to the browser's key), a gone subscription (410/404) removed, other
// failures kept and never failing the request that caused them, and a push for each new message.

// http_ece comes with web-push: it decrypts what a browser would, to read the payload back.
const ece = createRequire(import.meta.url)('http_ece') as {
  decrypt(body: Buffer, params: { version: string; privateKey: unknown; authSecret: string }): Buffer;
};

let t: TTestApp;
let endpoint: Awaited<ReturnType<typeof startPushEndpoint>>;
type TUser = { id: string; cookie: string };
let serial = 0;

beforeAll(async () => {
  endpoint = await startPushEndpoint();
  t = await createTestApp({}, {}, { pushAgent: endpoint.agent });
}, 120_000);
afterAll(async () => {
  await t?.close();
  await endpoint?.close();
});

/** Subscribes a device of `who` at a fresh path of the local push service. */
async function device(who: TUser) {
  const { ecdh, keys } = browserKeys();
  const path = `/push/${serial++}`;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/push/subscriptions',
    headers: { cookie: who.cookie },
    remoteAddress: nextIp(),
    payload: { endpoint: endpoint.url(path), keys },
  });
  expect(res.statusCode, res.body).toBe(200);
  return {
    path,
    received: () => endpoint.requests.filter((r) => r.path === path),
    read: (body: Buffer) =>
      JSON.parse(
        ece.decrypt(body, { version: 'aes128gcm', privateKey: ecdh, authSecret: keys.auth }).toString(),
      ) as TPushPayload,
  };
}
const rowsAt = (path: string) =>
  t.app.db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.endpoint, endpoint.url(path)));
const testPush = (who: TUser | null) =>
  t.app.inject({
    method: 'POST',
    url: '/api/push/test',
    headers: who ? { cookie: who.cookie } : {},
    remoteAddress: nextIp(),
  });

describe('POST /api/push/test', () => {
  it('asks a visitor to sign in', async () => {
    expect((await testPush(null)).statusCode).toBe(401);
  });

  it('answers 0 for a user with no device', async () => {
    const res = await testPush(await createUser(t.app));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ sent: 0 });
  });

  it("pushes to each of the caller's devices only: VAPID-signed, encrypted, the test words", async () => {
    const me = await createUser(t.app);
    const [a, b] = [await device(me), await device(me)];
    const stranger = await device(await createUser(t.app));
    const res = await testPush(me);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ sent: 2 });
    expect(stranger.received()).toHaveLength(0);
    for (const d of [a, b]) {
      const [req] = d.received();
      expect(req?.headers.authorization).toMatch(/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=[\w-]{87}$/);
      expect(req?.headers.authorization).toContain(
        `k=${(await t.app.inject('/api/push/key')).json().public_key}`,
      );
      expect(req?.headers['content-encoding']).toBe('aes128gcm');
      expect(Number(req?.headers.ttl)).toBeGreaterThan(0);
      expect(req?.body.toString('latin1')).not.toContain(MESSAGES.pushTestTitle);
      expect(d.read(req?.body ?? Buffer.alloc(0))).toEqual({
        title: MESSAGES.pushTestTitle,
        body: MESSAGES.pushTestBody,
        url: '/profile',
      });
      expect((await rowsAt(d.path))[0]?.lastSuccessAt).toBeInstanceOf(Date);
    }
  });

  it('removes a subscription the push service says is gone (410 and 404), keeps the others', async () => {
    const me = await createUser(t.app);
    const [gone, missing, failing, fine] = [
      await device(me),
      await device(me),
      await device(me),
      await device(me),
    ];
    endpoint.answer(gone.path, 410);
    endpoint.answer(missing.path, 404);
    endpoint.answer(failing.path, 500);
    const res = await testPush(me);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ sent: 1 });
    expect(await rowsAt(gone.path)).toHaveLength(0);
    expect(await rowsAt(missing.path)).toHaveLength(0);
    // A push service's hiccup is logged; the device stays subscribed.
    expect(await rowsAt(failing.path)).toHaveLength(1);
    expect(await rowsAt(fine.path)).toHaveLength(1);
  });

  it('answers the 6th test in a minute with 429', async () => {
    const me = await createUser(t.app);
    for (let i = 0; i < 5; i++) expect((await testPush(me)).statusCode).toBe(200);
    const res = await testPush(me);
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe(MESSAGES.pushTestTooMany);
  });
});

describe('a new message', () => {
  it("pushes to the receiver's devices (not the sender's) after answering, and opens the conversation", async () => {
    const sender = await createUser(t.app, { username: 'push_sender' });
    const receiver = await createUser(t.app);
    const theirs = await device(receiver);
    const mine = await device(sender);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/messages',
      headers: { cookie: sender.cookie },
      remoteAddress: nextIp(),
      payload: { receiver_id: receiver.id, content: 'Is the alternator still available?' },
    });
    expect(res.statusCode, res.body).toBe(200);
    await vi.waitFor(() => expect(theirs.received()).toHaveLength(1), { timeout: 30_000, interval: 20 });
    const [req] = theirs.received();
    expect(theirs.read(req?.body ?? Buffer.alloc(0))).toEqual({
      title: 'New message from push_sender',
      body: 'Is the alternator still available?',
      url: '/messages/push_sender',
    });
    await t.app.events.idle();
    expect(mine.received()).toHaveLength(0);
  });

  it('pushes a warning instead of the text of a message that matched a scam pattern (issue 19)', async () => {
    const sender = await createUser(t.app, { username: 'push_scammer' });
    const receiver = await createUser(t.app);
    const theirs = await device(receiver);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/messages',
      headers: { cookie: sender.cookie },
      remoteAddress: nextIp(),
      payload: { receiver_id: receiver.id, content: 'Pay me with Steam cards, my shipping agent collects' },
    });
    expect(res.statusCode, res.body).toBe(200);
    await vi.waitFor(() => expect(theirs.received()).toHaveLength(1), { timeout: 30_000, interval: 20 });
    const [req] = theirs.received();
    expect(theirs.read(req?.body ?? Buffer.alloc(0))).toEqual({
      title: 'New message from push_scammer',
      body: MESSAGES.pushScamWarning,
      url: '/messages/push_scammer',
    });
  });

  it("pushes in the receiver's language: a French account's words and French page (issue 20)", async () => {
    const sender = await createUser(t.app, { username: 'push_en' });
    const receiver = await createUser(t.app);
    const language = await t.app.inject({
      method: 'PUT',
      url: '/api/profile/preferences',
      headers: { cookie: receiver.cookie },
      payload: { language: 'fr' },
    });
    expect(language.statusCode, language.body).toBe(200);
    const theirs = await device(receiver);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/messages',
      headers: { cookie: sender.cookie },
      remoteAddress: nextIp(),
      payload: { receiver_id: receiver.id, content: 'Pay me with Steam cards, my shipping agent collects' },
    });
    expect(res.statusCode, res.body).toBe(200);
    await vi.waitFor(() => expect(theirs.received()).toHaveLength(1), { timeout: 30_000, interval: 20 });
    const [req] = theirs.received();
    expect(theirs.read(req?.body ?? Buffer.alloc(0))).toEqual({
      title: 'Nouveau message de push_en',
      body: frCommon.pushScamWarning,
      url: '/fr/messages/push_en',
    });
    // The test notification is in the language of the page that asked for it.
    const test = await t.app.inject({
      method: 'POST',
      url: '/api/push/test',
      headers: { cookie: receiver.cookie, 'accept-language': 'fr-CA' },
      remoteAddress: nextIp(),
    });
    expect(test.json()).toEqual({ sent: 1 });
    await vi.waitFor(() => expect(theirs.received()).toHaveLength(2), { timeout: 30_000, interval: 20 });
    expect(theirs.read(theirs.received()[1]?.body ?? Buffer.alloc(0))).toEqual({
      title: frCommon.pushTestTitle,
      body: frCommon.pushTestBody,
      url: '/fr/profile',
    });
  });

  it('still answers 200 when the push service fails', async () => {
    const sender = await createUser(t.app);
    const receiver = await createUser(t.app);
    const theirs = await device(receiver);
    endpoint.answer(theirs.path, 503);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/messages',
      headers: { cookie: sender.cookie },
      remoteAddress: nextIp(),
      payload: { receiver_id: receiver.id, content: 'Hello' },
    });
    expect(res.statusCode, res.body).toBe(200);
    await vi.waitFor(() => expect(theirs.received()).toHaveLength(1), { timeout: 30_000, interval: 20 });
    await t.app.events.idle();
    expect(await rowsAt(theirs.path)).toHaveLength(1);
  });
});
