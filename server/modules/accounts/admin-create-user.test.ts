import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user as userTable } from '../../db/schema';
import { createUser, nextIp } from '../../test/accounts';
import { createTestApp, type TTestApp } from '../../test/test-app';

// The auth library's create-user stays open to admins (operators and the end-to-end tests make
// accounts with it), for a plain user only: the admin role goes through /api/admin/users (audited).

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
  it('makes a verified user for an admin', async () => {
    const res = await create(admin.cookie, {
      ...account('made@example.com'),
      role: 'user',
      data: { emailVerified: true },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await t.app.db
      .select({ role: userTable.role, verified: userTable.emailVerified })
      .from(userTable)
      .where(eq(userTable.email, 'made@example.com'));
    expect(row).toEqual({ role: 'user', verified: true });
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
