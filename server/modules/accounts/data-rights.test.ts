import { MESSAGES } from '@common/messages';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { strFromU8, unzipSync } from 'fflate';
import { TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookiesOf, createUser, nextIp, PASSWORD, signIn } from '../../test/accounts';
import { createPost } from '../../test/posts';
import { insertPost } from '../../test/reports';
import { createTestApp, type TTestApp } from '../../test/test-app';

// GET /api/account/export (one ZIP of the user's own data, photos as stored, nobody else's
// address) and POST /api/account/delete (confirmed by the password, and the authenticator code
// with two-factor on; the cookie cleared).

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let serial = 0;
async function person(app: FastifyInstance) {
  const username = `dr_${Date.now().toString(36)}${serial++}`.slice(0, 20);
  const u = await createUser(app, { username });
  return { ...u, username };
}

const exportOf = (cookie: string) =>
  t.app.inject({ method: 'GET', url: '/api/account/export', headers: { cookie }, remoteAddress: nextIp() });

const deleteAs = (cookie: string, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/account/delete',
    headers: { cookie },
    payload,
    remoteAddress: nextIp(),
  });

const send = (cookie: string, receiverId: string, content: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/messages',
    headers: { cookie },
    payload: { receiver_id: receiverId, content },
    remoteAddress: nextIp(),
  });

const unzip = (res: LightMyRequestResponse) => unzipSync(new Uint8Array(res.rawPayload));
const jsonIn = (files: Record<string, Uint8Array>, name: string) => {
  const file = files[name];
  if (!file) throw new Error(`${name} is not in the archive`);
  return JSON.parse(strFromU8(file));
};

describe('GET /api/account/export', () => {
  it("holds the user's own data and photos, and nobody else's address or posts", async () => {
    const me = await person(t.app);
    const other = await person(t.app);
    await createPost(t.app, me.cookie, { photos: 2 });
    await createPost(t.app, other.cookie, { photos: 1, change: { stock_number: 'OTHER-SELLER-9' } });
    const starred = await insertPost(t.app, other.id);
    expect((await send(other.cookie, me.id, 'Still for sale?')).statusCode).toBe(200);
    expect((await send(me.cookie, other.id, 'Yes it is.')).statusCode).toBe(200);
    await t.app.db.execute(sql`INSERT INTO favorites (user_id, post_id) VALUES (${me.id}, ${starred.id})`);
    await t.app.db.execute(
      sql`INSERT INTO saved_searches (user_id, name, query) VALUES (${me.id}, 'Civic doors', 'year=2012')`,
    );
    await t.app.db.execute(sql`
      INSERT INTO reviews (post_id, post_title, reviewer_id, reviewee_id, rating, body)
      VALUES (${starred.id}, ${starred.title}, ${me.id}, ${other.id}, 5, 'Great seller.'),
             (${starred.id}, ${starred.title}, ${other.id}, ${me.id}, 4, 'Good buyer.')`);

    const res = await exportOf(me.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    const today = t.app.clock().toISOString().slice(0, 10);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="partsyard-data-${me.username}-${today}.zip"`,
    );
    const files = unzip(res);

    const profile = jsonIn(files, 'profile.json');
    expect(profile.account.email).toBe(me.email);
    expect(profile.profile).toMatchObject({ username: me.username, street: '12 Rodeo Dr', zip: '90210' });
    const posts = jsonIn(files, 'posts.json') as Array<{
      id: number;
      photos: string[];
      stock_number: string;
    }>;
    expect(posts).toHaveLength(1);
    const post = posts[0] as (typeof posts)[number];
    expect(post.photos).toEqual([`posts/${post.id}/1.webp`, `posts/${post.id}/2.webp`]);
    // Each photo is the stored file, byte for byte.
    const keys = await t.app.db.execute(
      sql`SELECT storage_key FROM post_images WHERE post_id = ${post.id} ORDER BY position`,
    );
    for (const [n, row] of keys.rows.entries()) {
      const stored = await t.app.storage.get(`${String(row.storage_key)}-full.webp`);
      expect(Buffer.from(files[`posts/${post.id}/${n + 1}.webp`] ?? [])).toEqual(stored?.body);
    }
    const conversations = jsonIn(files, 'messages.json');
    expect(conversations).toEqual([
      {
        with: other.username,
        messages: [
          expect.objectContaining({ from: other.username, content: 'Still for sale?' }),
          expect.objectContaining({ from: 'me', content: 'Yes it is.' }),
        ],
      },
    ]);
    expect(jsonIn(files, 'favourites.json')).toEqual([expect.objectContaining({ post_id: starred.id })]);
    expect(jsonIn(files, 'saved-searches.json')).toEqual([expect.objectContaining({ name: 'Civic doors' })]);
    expect(jsonIn(files, 'garage.json')).toEqual([]);
    const reviews = jsonIn(files, 'reviews.json');
    expect(reviews.written).toEqual([
      expect.objectContaining({ other: other.username, body: 'Great seller.' }),
    ]);
    expect(reviews.received).toEqual([
      expect.objectContaining({ other: other.username, body: 'Good buyer.' }),
    ]);
    expect(strFromU8(files['README.txt'] ?? new Uint8Array())).toContain('messages.json');
    expect(Object.keys(files).sort()).toEqual(
      [
        'README.txt',
        'profile.json',
        'posts.json',
        'carts.json',
        'messages.json',
        'favourites.json',
        'saved-searches.json',
        'garage.json',
        'reviews.json',
        'notifications.json',
        'blocked-users.json',
        'reports.json',
        `posts/${post.id}/1.webp`,
        `posts/${post.id}/2.webp`,
      ].sort(),
    );
    // Nobody else's address, nor the other seller's post, anywhere in the archive.
    for (const [name, bytes] of Object.entries(files)) {
      const text = Buffer.from(bytes).toString('latin1');
      expect(text, name).not.toContain(other.email);
      expect(text, name).not.toContain('OTHER-SELLER-9');
    }
  });

  it('is refused to a visitor, and a second one within a minute with a 429 in words', async () => {
    expect((await exportOf('')).statusCode).toBe(401);
    const me = await person(t.app);
    expect((await exportOf(me.cookie)).statusCode).toBe(200);
    const again = await exportOf(me.cookie);
    expect(again.statusCode).toBe(429);
    expect(again.json().message).toBe(MESSAGES.accountExportTooSoon);
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('POST /api/account/delete', () => {
  it('needs the current password; then deletes, clears the cookie and ends the session', async () => {
    const me = await person(t.app);
    const missing = await deleteAs(me.cookie, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(MESSAGES.accountDeletePasswordRequired);
    const wrong = await deleteAs(me.cookie, { password: 'Wrong-pass1!' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(MESSAGES.accountDeletePasswordWrong);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: me.cookie } })).statusCode,
    ).toBe(200);
    expect((await deleteAs('', { password: PASSWORD })).statusCode).toBe(401);

    const done = await deleteAs(me.cookie, { password: PASSWORD });
    expect(done.statusCode, done.body).toBe(204);
    expect(String(done.headers['set-cookie'])).toMatch(/better-auth\.session_token=; Max-Age=0/);
    expect(cookiesOf(done, me.cookie)).not.toContain('session_token');
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: me.cookie } })).statusCode,
    ).toBe(401);
    expect((await signIn(t.app, me.email)).res.statusCode).toBe(401);
    const row = await t.app.db.execute(sql`SELECT deleted_at FROM "user" WHERE id = ${me.id}`);
    expect(row.rows[0]?.deleted_at).not.toBeNull();
  });

  it('with two-factor on, also needs a code of the authenticator app', async () => {
    const me = await person(t.app);
    const post = (url: string, cookie: string, payload: object) =>
      t.app.inject({ method: 'POST', url, headers: { cookie }, payload });
    const enable = await post('/api/auth/two-factor/enable', me.cookie, { password: PASSWORD });
    expect(enable.statusCode).toBe(200);
    const secret = new URL(enable.json().totpURI).searchParams.get('secret') ?? '';
    const totp = new TOTP({ secret, digits: 6, period: 30 });
    const confirm = await post('/api/auth/two-factor/verify-totp', me.cookie, { code: totp.generate() });
    expect(confirm.statusCode).toBe(200);
    const cookie = cookiesOf(confirm, me.cookie);

    const noCode = await deleteAs(cookie, { password: PASSWORD });
    expect(noCode.statusCode).toBe(400);
    expect(noCode.json().message).toBe(MESSAGES.accountDeleteCodeRequired);
    const badCode = await deleteAs(cookie, { password: PASSWORD, code: '000000' });
    expect(badCode.statusCode).toBe(400);
    expect(badCode.json().message).toBe(MESSAGES.accountDeleteCodeWrong);
    const done = await deleteAs(cookie, { password: PASSWORD, code: totp.generate() });
    expect(done.statusCode, done.body).toBe(204);
    const left = await t.app.db.execute(
      sql`SELECT count(*)::int AS n FROM two_factor WHERE user_id = ${me.id}`,
    );
    expect(left.rows[0]?.n).toBe(0);
  });

  it('refuses after 5 wrong passwords in 15 minutes, in words', async () => {
    const me = await person(t.app);
    for (let i = 0; i < 5; i++)
      expect((await deleteAs(me.cookie, { password: `Wrong-${i}!aA` })).statusCode).toBe(400);
    const limited = await deleteAs(me.cookie, { password: PASSWORD });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe(MESSAGES.tooManyAttempts);
  });
});
