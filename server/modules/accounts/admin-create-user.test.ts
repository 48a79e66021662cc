import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, user as userTable } from '../../db/schema';
import { createUser, nextIp, waitForMailTo } from '../../test/accounts';
import { createTestApp, type TTestApp } from '../../test/test-app';

// The auth library's create-user stays open to admins (operators and the end-to-end tests make
// accounts with it), for a plain, unverified user only: the admin role goes through
// /api/admin/users (audited), the email is verified from the mail the owner gets, and every account
// made is in the audit log.

let t: TTestApp;
let admin: { id: string; cookie: string };
let user: { id: string; cookie: string };

beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t.app, { admin: true });
  user = await createUser(t.app);
});
afterAll(() => t.close());

const create = (cookie: string | undefined, payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/admin/create-user',
    headers: cookie ? { cookie } : {},
    payload,
    remoteAddress: nextIp(),
  });
const account = (email: string) => ({ email, password: 'a-Long-passw0rd!', name: '' });

describe('POST /api/auth/admin/create-user', () => {
  it('makes a plain, unverified user, written to the audit log, whose owner verifies from the mail', async () => {
    const res = await create(admin.cookie, { ...account('made@example.com'), role: 'user' });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await t.app.db
      .select({ id: userTable.id, role: userTable.role, verified: userTable.emailVerified })
      .from(userTable)
      .where(eq(userTable.email, 'made@example.com'));
    expect(row).toMatchObject({ role: 'user', verified: false });
    const audit = await t.app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, row?.id ?? ''));
    expect(audit).toEqual([
      expect.objectContaining({ adminId: admin.id, action: 'user.create', targetType: 'user' }),
    ]);
    const { link } = await waitForMailTo(t.app, 'made@example.com');
    const url = new URL(link);
    expect(url.pathname).toBe('/api/auth/verify-email');
    expect((await t.app.inject({ method: 'GET', url: url.pathname + url.search })).statusCode).toBe(302);
    const [after] = await t.app.db
      .select({ verified: userTable.emailVerified })
      .from(userTable)
      .where(eq(userTable.email, 'made@example.com'));
    expect(after).toEqual({ verified: true });
  });

  it.each([
    ['the admin role', { role: 'admin' }],
    ['a verified email', { emailVerified: true }],
    ['a suspension', { banned: true }],
    ['two-factor', { twoFactorEnabled: true }],
    ['a chosen id', { id: 'chosen' }],
  ])('refuses %s in data, in words, and makes nothing', async (_what, data) => {
    const email = `data-${Object.keys(data)[0]?.toLowerCase()}@example.com`;
    const res = await create(admin.cookie, { ...account(email), data });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(
      /^An admin makes a plain account with its email, password and name only/,
    );
    const rows = await t.app.db.select().from(userTable).where(eq(userTable.email, email));
    expect(rows).toHaveLength(0);
    const audit = await t.app.db.select().from(auditLog).where(eq(auditLog.action, 'user.create'));
    expect(audit.every((a) => a.targetId !== rows[0]?.id)).toBe(true);
  });

  it('answers the refusal in French on a French request', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/admin/create-user',
      headers: { cookie: admin.cookie, 'accept-language': 'fr-CA' },
      payload: { ...account('fr-data@example.com'), data: { role: 'admin' } },
      remoteAddress: nextIp(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^Un administrateur crée un compte ordinaire/);
  });

  it('refuses the admin role in words: that goes through the dashboard', async () => {
    const res = await create(admin.cookie, { ...account('boss@example.com'), role: 'admin' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'Make the account as a user, then give it the admin role on the dashboard.',
    );
    const rows = await t.app.db.select().from(userTable).where(eq(userTable.email, 'boss@example.com'));
    expect(rows).toHaveLength(0);
  });

  it('is not for visitors nor users', async () => {
    expect((await create(undefined, account('v@example.com'))).statusCode).toBe(401);
    expect((await create(user.cookie, account('u@example.com'))).statusCode).toBe(403);
  });
});
