import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/accounts';
import { createTestApp, type TTestApp } from '../../test/test-app';
import { runAdminCommand } from './admin-role';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const isAdmin = async (cookie: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } })).json().user.isAdmin;

describe('npm run admin -- grant|revoke EMAIL', () => {
  it('grants and revokes the admin role by email, in any case', async () => {
    const { email, cookie } = await createUser(t.app, { email: 'helper@example.com' });
    expect(await isAdmin(cookie)).toBe(false);
    expect(await runAdminCommand(t.app.db, ['grant', 'HELPER@example.com'])).toEqual({
      out: 'helper@example.com is now an admin.',
      code: 0,
    });
    expect(await isAdmin(cookie)).toBe(true);
    expect((await runAdminCommand(t.app.db, ['revoke', email])).code).toBe(0);
    expect(await isAdmin(cookie)).toBe(false);
  });

  it('says so when the email is unknown or the words are wrong', async () => {
    expect(await runAdminCommand(t.app.db, ['grant', 'ghost@example.com'])).toEqual({
      out: 'No account has the email ghost@example.com.',
      code: 1,
    });
    expect((await runAdminCommand(t.app.db, ['promote', 'x@example.com'])).code).toBe(2);
    expect((await runAdminCommand(t.app.db, [])).code).toBe(2);
  });
});
