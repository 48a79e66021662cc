import { MESSAGES } from '@common/messages';
import { usernameKey } from '@common/rules/username-skeleton';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backfillUsernameSkeletons } from '../../db/username-skeletons';
import { createUser, sampleProfile } from '../../test/accounts';
import { createTestApp, type TTestApp } from '../../test/test-app';

// Look-alike usernames (common/rules/username.ts, username-skeleton.ts): stored NFKC-normalised,
// nothing invisible, and unique by their confusable skeleton (Unicode TS #39).

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
  await createUser(t.app, { username: 'eve' });
  await createUser(t.app, { username: 'paypal' });
  await createUser(t.app, { username: 'mike' });
  await createUser(t.app, { username: 'bill' });
});
afterAll(() => t.close());

async function save(username: string, cookie?: string, language?: string) {
  const owner = cookie ?? (await createUser(t.app, { profile: false })).cookie;
  const res = await t.app.inject({
    method: 'PUT',
    url: '/api/profile',
    headers: { cookie: owner, ...(language ? { 'accept-language': language } : {}) },
    payload: sampleProfile(username),
  });
  return { res, cookie: owner };
}

describe('usernames that look like another', () => {
  it('stores the NFKC form: fullwidth ｅｖｅ is eve, which exists', async () => {
    const { res } = await save('ｅｖｅ');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      message: MESSAGES.usernameTaken,
      fields: { username: 'usernameTaken' },
    });
    const alone = await save('ｆｕｌｌｗｉｄｔｈ');
    expect(alone.res.statusCode, alone.res.body).toBe(200);
    expect(alone.res.json().profile.username).toBe('fullwidth');
  });

  it.each([
    ['a zero-width space', 'eve\u200b'],
    ['a zero-width joiner', 'e\u200dve'],
    ['a right-to-left override', '\u202eeve'],
    ['a soft hyphen', 'ev\u00ade'],
    ['a control character', 'ev\u0007e'],
    ['a Hangul filler', 'eve\u3164'],
  ])('refuses %s in words', async (_what, username) => {
    const { res } = await save(username);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Username cannot contain invisible or control characters!');
  });

  it.each([
    ['Cyrillic а', 'pаypаl'],
    ['rn for m', 'rnike'],
    ['capital I for l', 'biIl'],
    ['digit 1 for l', 'bi1l'],
    ['Greek ο and a case change', 'PAYPAL'.replace('A', 'Α')],
  ])('refuses a look-alike (%s) in words', async (_what, username) => {
    const { res } = await save(username);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toMatchObject({
      message: 'Username looks too much like an existing one!',
      fields: { username: 'usernameLookalike' },
    });
  });

  it('says it in French on a French request', async () => {
    const { res } = await save('pаypаl', undefined, 'fr-CA');
    expect(res.json().message).toBe("Ce nom d'utilisateur ressemble trop à un nom existant!");
    const invisible = await save('eve\u200b', undefined, 'fr-CA');
    expect(invisible.res.json().message).toBe(
      "Le nom d'utilisateur ne peut pas contenir de caractères invisibles ou de contrôle!",
    );
  });

  it('lets the owner keep or re-case their own name, and frees it on a change', async () => {
    const { cookie } = await save('carol');
    expect((await save('carol', cookie)).res.statusCode).toBe(200);
    expect((await save('CaroI', cookie)).res.statusCode).toBe(200); // their own look-alike
    expect((await save('dave', cookie)).res.statusCode).toBe(200);
    expect((await save('carol')).res.statusCode).toBe(200); // free again
  });

  it('backfills existing profiles; of two look-alikes, the older keeps the plain skeleton', async () => {
    const older = await createUser(t.app, { username: 'frank' });
    const newer = await createUser(t.app, { username: 'zed' });
    // As before migration 0031: a look-alike pair, and no skeletons.
    await t.app.db.execute(sql`UPDATE userdata SET username = 'frаnk' WHERE user_id = ${newer.id}`);
    await t.app.db.execute(
      sql`UPDATE userdata SET username_skeleton = NULL WHERE user_id IN (${older.id}, ${newer.id})`,
    );
    expect(await backfillUsernameSkeletons(t.app.db)).toEqual([newer.id]);
    const rows = await t.app.db.execute(
      sql`SELECT user_id, username, username_skeleton FROM userdata WHERE user_id IN (${older.id}, ${newer.id})`,
    );
    const byId = new Map(rows.rows.map((r) => [r.user_id, r]));
    expect(byId.get(older.id)).toMatchObject({ username: 'frank', username_skeleton: usernameKey('frank') });
    expect(byId.get(newer.id)).toMatchObject({
      username: 'frаnk',
      username_skeleton: `${usernameKey('frank')}#${newer.id}`,
    });
    expect(await backfillUsernameSkeletons(t.app.db)).toEqual([]);
    // The newer one may still save their profile under the name they have; nobody takes a third.
    expect((await save('frаnk', newer.cookie)).res.statusCode).toBe(200);
    expect((await save('FRANK')).res.statusCode).toBe(409);
    // Every profile has its skeleton.
    const missing = await t.app.db.execute(
      sql`SELECT count(*)::int AS n FROM userdata WHERE username_skeleton IS NULL`,
    );
    expect(missing.rows[0]?.n).toBe(0);
  });
});
