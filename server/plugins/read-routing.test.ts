import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../test/accounts';
import { createTestApp, type TTestApp } from '../test/test-app';
import { READ_AFTER_WRITE_COOKIE, wroteLately } from './read-routing';

// Without DATABASE_READ_URL every read is the primary's and no read-after-write cookie is set (the
// replica's own behaviour is in server/db/read-replica.pg.test.ts, on a real standby).

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const withCookie = (cookies: Record<string, string>) => ({ cookies }) as unknown as FastifyRequest;

describe('read routing without a replica', () => {
  it('reads every request on the primary', () => {
    const now = Date.now();
    expect(t.app.readDb(withCookie({}))).toBe(t.app.db);
    expect(t.app.readDb(withCookie({ [READ_AFTER_WRITE_COOKIE]: String(now + 10_000) }))).toBe(t.app.db);
  });

  it('sets no read-after-write cookie on a write', async () => {
    const user = await createUser(t.app, { username: 'no_replica' });
    expect(user.cookie).not.toContain(`${READ_AFTER_WRITE_COOKIE}=`);
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/profile/preferences',
      headers: { cookie: user.cookie },
      payload: { distance_unit: 'km' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(String(saved.headers['set-cookie'] ?? '')).not.toContain(`${READ_AFTER_WRITE_COOKIE}=`);
  });
});

describe('wroteLately', () => {
  const now = 1_800_000_000_000;
  it.each([
    ['no cookie', {}, false],
    ['a window that ends later', { [READ_AFTER_WRITE_COOKIE]: String(now + 1) }, true],
    ['a window that has ended', { [READ_AFTER_WRITE_COOKIE]: String(now) }, false],
    ['a value that is not a time', { [READ_AFTER_WRITE_COOKIE]: 'yes' }, false],
    ['an empty value', { [READ_AFTER_WRITE_COOKIE]: '' }, false],
  ])('%s', (_name, cookies, expected) => {
    expect(wroteLately(withCookie(cookies), now)).toBe(expected);
  });
});
