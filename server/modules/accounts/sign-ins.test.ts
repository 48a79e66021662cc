import { eq } from 'drizzle-orm';
import { TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIns } from '../../db/schema';
import { cookiesOf, createUser, PASSWORD, signIn } from '../../test/accounts';
import { createTestApp, type TTestApp } from '../../test/test-app';

// Sign-ins are recorded for the admins' view of a user when they finish: a password
// sign-in that still needs the second factor counts once, when the code is given.

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, cookie: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: { cookie }, payload });
const countFor = async (userId: string) =>
  (await t.app.db.select().from(signIns).where(eq(signIns.userId, userId))).length;

describe('sign-ins with a second factor', () => {
  it('are recorded once the code is given, not at the password step', async () => {
    const { id, email, cookie } = await createUser(t.app);
    const enable = await post('/api/auth/two-factor/enable', cookie, { password: PASSWORD });
    const secret = new URL(enable.json().totpURI).searchParams.get('secret') ?? '';
    const totp = new TOTP({ secret, digits: 6, period: 30 });
    expect(
      (await post('/api/auth/two-factor/verify-totp', cookie, { code: totp.generate() })).statusCode,
    ).toBe(200);
    const before = await countFor(id);
    // createUser's sign-in; turning the second factor on is not one.
    expect(before).toBe(1);

    const first = await signIn(t.app, email);
    expect(first.res.json()).toMatchObject({ twoFactorRedirect: true });
    expect(await countFor(id)).toBe(before);
    const good = await post('/api/auth/two-factor/verify-totp', first.cookie, { code: totp.generate() });
    expect(good.statusCode).toBe(200);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/me',
          headers: { cookie: cookiesOf(good, first.cookie) },
        })
      ).statusCode,
    ).toBe(200);
    expect(await countFor(id)).toBe(before + 1);
  });
});
