import { MESSAGES } from '@common/messages';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushSubscriptions, user } from '../../db/schema';
import { createUser, nextIp } from '../../test/accounts';
import { browserKeys } from '../../test/push-endpoint';
import { createTestApp, type TTestApp } from '../../test/test-app';

// The subscription routes for each role: a visitor, the owner of a device's subscription, and
// another user (who may take a device over by subscribing on it, never delete someone else's).

let t: TTestApp;
type TUser = { id: string; cookie: string };
let owner: TUser;
let other: TUser;

beforeAll(async () => {
  t = await createTestApp();
  owner = await createUser(t.app);
  other = await createUser(t.app);
}, 120_000);
afterAll(async () => t?.close());

let serial = 0;
const endpoint = () => `https://push.example.test/send/${serial++}`;
const subscription = (url = endpoint()) => ({
  endpoint: url,
  expirationTime: null,
  keys: browserKeys().keys,
});

const call = (who: TUser | null, method: InjectOptions['method'], url: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: {
      ...(who ? { cookie: who.cookie } : {}),
      'user-agent': 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/130.0 Mobile Safari/537.36',
    },
    remoteAddress: nextIp(),
    ...(payload ? { payload } : {}),
  });
const rowsAt = (url: string) =>
  t.app.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, url));

describe('GET /api/push/key', () => {
  it('gives anyone the VAPID public key (65 bytes, base64url)', async () => {
    const res = await call(null, 'GET', '/api/push/key');
    expect(res.statusCode).toBe(200);
    expect(Buffer.from(res.json().public_key, 'base64url')).toHaveLength(65);
  });
});

describe('POST /api/push/subscriptions', () => {
  it('asks a visitor to sign in, and keeps nothing', async () => {
    const sub = subscription();
    const res = await call(null, 'POST', '/api/push/subscriptions', sub);
    expect(res.statusCode).toBe(401);
    expect(await rowsAt(sub.endpoint)).toHaveLength(0);
  });

  it("keeps the owner's device with its keys and a short browser label", async () => {
    const sub = subscription();
    const res = await call(owner, 'POST', '/api/push/subscriptions', sub);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ subscribed: true });
    const [row] = await rowsAt(sub.endpoint);
    expect(row).toMatchObject({ userId: owner.id, p256dh: sub.keys.p256dh, auth: sub.keys.auth });
    expect(row?.userAgent).toBe('Chrome on Android');
  });

  it('updates a device subscribed again (one row per endpoint, new keys)', async () => {
    const sub = subscription();
    await call(owner, 'POST', '/api/push/subscriptions', sub);
    const again = { ...sub, keys: browserKeys().keys };
    expect((await call(owner, 'POST', '/api/push/subscriptions', again)).statusCode).toBe(200);
    const rows = await rowsAt(sub.endpoint);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.p256dh).toBe(again.keys.p256dh);
  });

  it('gives a device to the user who subscribes on it last (another account signed in there)', async () => {
    const sub = subscription();
    await call(owner, 'POST', '/api/push/subscriptions', sub);
    expect((await call(other, 'POST', '/api/push/subscriptions', sub)).statusCode).toBe(200);
    const rows = await rowsAt(sub.endpoint);
    expect(rows.map((r) => r.userId)).toEqual([other.id]);
  });

  it.each([
    [
      'an http:// endpoint',
      { ...subscription(), endpoint: 'http://push.example.test/x' },
      MESSAGES.pushEndpointInvalid,
    ],
    ['a non-URL endpoint', { ...subscription(), endpoint: 'not a url' }, MESSAGES.pushEndpointInvalid],
    ['no endpoint', { keys: browserKeys().keys }, MESSAGES.pushEndpointInvalid],
    [
      'an oversized endpoint',
      subscription(`https://push.example.test/${'a'.repeat(1000)}`),
      MESSAGES.pushEndpointInvalid,
    ],
    ['no keys', { endpoint: endpoint() }, MESSAGES.pushKeysInvalid],
    [
      'no auth key',
      { endpoint: endpoint(), keys: { p256dh: browserKeys().keys.p256dh } },
      MESSAGES.pushKeysInvalid,
    ],
    [
      'an oversized key',
      { endpoint: endpoint(), keys: { ...browserKeys().keys, p256dh: 'A'.repeat(5000) } },
      MESSAGES.pushKeysInvalid,
    ],
    [
      'a key that is not base64url',
      { endpoint: endpoint(), keys: { ...browserKeys().keys, auth: '<script>alert(1)</s' } },
      MESSAGES.pushKeysInvalid,
    ],
  ])('answers %s with 400 and a clear message, keeping nothing', async (_, body, message) => {
    const before = await t.app.db.$count(pushSubscriptions);
    const res = await call(owner, 'POST', '/api/push/subscriptions', body);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await t.app.db.$count(pushSubscriptions)).toBe(before);
  });
});

describe('DELETE /api/push/subscriptions', () => {
  it("asks a visitor to sign in and leaves the device's subscription", async () => {
    const sub = subscription();
    await call(owner, 'POST', '/api/push/subscriptions', sub);
    expect(
      (await call(null, 'DELETE', '/api/push/subscriptions', { endpoint: sub.endpoint })).statusCode,
    ).toBe(401);
    expect(await rowsAt(sub.endpoint)).toHaveLength(1);
  });

  it("does not let another user remove the owner's device (404, kept)", async () => {
    const sub = subscription();
    await call(owner, 'POST', '/api/push/subscriptions', sub);
    const res = await call(other, 'DELETE', '/api/push/subscriptions', { endpoint: sub.endpoint });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(MESSAGES.pushSubscriptionNotFound);
    expect(await rowsAt(sub.endpoint)).toHaveLength(1);
  });

  it('removes the owner’s own device, then answers 404 for it', async () => {
    const sub = subscription();
    await call(owner, 'POST', '/api/push/subscriptions', sub);
    const res = await call(owner, 'DELETE', '/api/push/subscriptions', { endpoint: sub.endpoint });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ subscribed: false });
    expect(await rowsAt(sub.endpoint)).toHaveLength(0);
    expect(
      (await call(owner, 'DELETE', '/api/push/subscriptions', { endpoint: sub.endpoint })).statusCode,
    ).toBe(404);
  });

  it('answers a bad endpoint with 400', async () => {
    const res = await call(owner, 'DELETE', '/api/push/subscriptions', { endpoint: 'ftp://x' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MESSAGES.pushEndpointInvalid);
  });
});

describe('a user deleted', () => {
  it('takes their subscriptions with them', async () => {
    const gone = await createUser(t.app);
    const sub = subscription();
    await call(gone, 'POST', '/api/push/subscriptions', sub);
    expect(await rowsAt(sub.endpoint)).toHaveLength(1);
    await t.app.db.delete(user).where(eq(user.id, gone.id));
    expect(await rowsAt(sub.endpoint)).toHaveLength(0);
  });
});
