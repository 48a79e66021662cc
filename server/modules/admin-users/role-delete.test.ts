import { MESSAGES } from '@common/messages';
import { eq, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { posts, user as userTable } from '../../db/schema';
import { createUser, nextIp, signIn } from '../../test/accounts';
import { insertPost } from '../../test/reports';
import { createTestApp, type TTestApp } from '../../test/test-app';

// Granting and revoking the admin role from the dashboard (the CLI's rule: 'admin' or none), and
// deleting a user with their posts through the account deletion routine; each audited. An admin
// never removes their own role nor deletes themselves here; an admin's account is not deleted
// until its role is removed. The auth library's own admin routes are closed.

type TUser = { id: string; email: string; cookie: string };
let t: TTestApp;
let admin: TUser;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t.app, { admin: true });
});
afterAll(() => t.close());

const as = (cookie: string | undefined, request: InjectOptions) =>
  t.app.inject({
    ...request,
    headers: { ...(request.headers as object), ...(cookie ? { cookie } : {}) },
    remoteAddress: nextIp(),
  });
const setRole = (id: string, makeAdmin: boolean, by = admin) =>
  as(by.cookie, { method: 'POST', url: `/api/admin/users/${id}/role`, payload: { admin: makeAdmin } });
const remove = (id: string, reason = 'Fraudulent listings') =>
  as(admin.cookie, { method: 'DELETE', url: `/api/admin/users/${id}`, payload: { reason } });
const roleOf = async (id: string) =>
  (await t.app.db.select({ role: userTable.role }).from(userTable).where(eq(userTable.id, id)))[0]?.role;
const audits = async (action: string) =>
  (await t.app.db.execute(sql`SELECT target_id, details FROM audit_log WHERE action = ${action} ORDER BY id`))
    .rows;

describe('POST /api/admin/users/{id}/role', () => {
  it('grants the role (the dashboard opens to them at once) and revokes it, each audited once', async () => {
    const helper = await createUser(t.app);
    expect((await as(helper.cookie, { method: 'GET', url: '/api/admin/users' })).statusCode).toBe(403);
    const granted = await setRole(helper.id, true);
    expect(granted.statusCode, granted.body).toBe(200);
    expect(granted.json().user).toMatchObject({ id: helper.id, role: 'admin' });
    expect(await roleOf(helper.id)).toBe('admin');
    expect((await as(helper.cookie, { method: 'GET', url: '/api/admin/users' })).statusCode).toBe(200);
    // Granting again changes nothing and logs nothing.
    expect((await setRole(helper.id, true)).statusCode).toBe(200);
    expect((await audits('user.grant-admin')).filter((r) => r.target_id === helper.id)).toHaveLength(1);

    const revoked = await setRole(helper.id, false);
    expect(revoked.json().user.role).toBe('user');
    // The CLI's rule: no role at all.
    expect(await roleOf(helper.id)).toBeNull();
    expect((await as(helper.cookie, { method: 'GET', url: '/api/admin/users' })).statusCode).toBe(403);
    expect((await audits('user.revoke-admin')).map((r) => r.target_id)).toContain(helper.id);
  });

  it("refuses an admin's own revocation (403) and lets another admin do it", async () => {
    const second = await createUser(t.app, { admin: true });
    const self = await setRole(second.id, false, second);
    expect(self.statusCode).toBe(403);
    expect(self.json().message).toBe(MESSAGES.adminSelfRole);
    expect(await roleOf(second.id)).toBe('admin');
    // Granting oneself what one has is harmless.
    expect((await setRole(second.id, true, second)).statusCode).toBe(200);
    expect((await setRole(second.id, false)).statusCode).toBe(200);
    expect(await roleOf(second.id)).toBeNull();
  });

  it('refuses the role to a suspended account (409), an unknown id (404) and a deleted account (409)', async () => {
    const user = await createUser(t.app);
    await as(admin.cookie, {
      method: 'POST',
      url: `/api/admin/users/${user.id}/suspend`,
      payload: { reason: 'Spam' },
    });
    const suspended = await setRole(user.id, true);
    expect(suspended.statusCode).toBe(409);
    expect(suspended.json().message).toBe(MESSAGES.adminGrantSuspended);
    expect(await roleOf(user.id)).not.toBe('admin');
    const unknown = await setRole('no-such-user', true);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(MESSAGES.adminUserNotFound);
    const gone = await createUser(t.app);
    expect((await remove(gone.id)).statusCode).toBe(200);
    const deleted = await setRole(gone.id, true);
    expect(deleted.statusCode).toBe(409);
    expect(deleted.json().message).toBe(MESSAGES.adminUserDeleted);
  });
});

describe('DELETE /api/admin/users/{id}', () => {
  it('deletes the account with its posts and photos, ends its sessions, and is audited with the reason', async () => {
    const seller = await createUser(t.app);
    const post = await insertPost(t.app, seller.id);
    const res = await remove(seller.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ id: seller.id, photos: 0 });
    expect(await t.app.db.select().from(posts).where(eq(posts.id, post.id))).toEqual([]);
    expect((await as(undefined, { method: 'GET', url: `/api/posts/${post.id}` })).statusCode).toBe(404);
    expect((await as(seller.cookie, { method: 'GET', url: '/api/me' })).statusCode).toBe(401);
    expect((await signIn(t.app, seller.email)).res.statusCode).toBe(401);
    expect(await audits('user.delete')).toContainEqual({
      target_id: seller.id,
      details: 'Fraudulent listings',
    });
    // The list still names the account, as deleted.
    const page = await as(admin.cookie, { method: 'GET', url: `/api/admin/users/${seller.id}` });
    expect(page.json().user.deleted).toBe(true);
    const twice = await remove(seller.id);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(MESSAGES.adminUserDeleted);
  });

  it('refuses the admin themselves (403), an admin (409), an unknown id (404) and no reason (400)', async () => {
    const self = await remove(admin.id);
    expect(self.statusCode).toBe(403);
    expect(self.json().message).toBe(MESSAGES.adminSelfDelete);
    const other = await createUser(t.app, { admin: true });
    const adminTarget = await remove(other.id);
    expect(adminTarget.statusCode).toBe(409);
    expect(adminTarget.json().message).toBe(MESSAGES.adminTargetIsAdmin);
    expect((await remove('no-such-user')).statusCode).toBe(404);
    const user = await createUser(t.app);
    const noReason = await as(admin.cookie, {
      method: 'DELETE',
      url: `/api/admin/users/${user.id}`,
      payload: {},
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toContain(MESSAGES.adminReasonRequired);
    expect((await as(user.cookie, { method: 'GET', url: '/api/me' })).statusCode).toBe(200);
    expect((await as(admin.cookie, { method: 'GET', url: '/api/me' })).statusCode).toBe(200);
  });
});

describe("the auth library's own admin routes", () => {
  it('are closed, even to an admin: the dashboard is the one door', async () => {
    const target = await createUser(t.app);
    for (const url of [
      '/api/auth/admin/ban-user',
      '/api/auth/admin/set-role',
      '/api/auth/admin/remove-user',
    ]) {
      const res = await as(admin.cookie, {
        method: 'POST',
        url,
        payload: { userId: target.id, role: 'admin' },
      });
      expect(res.statusCode, url).toBe(404);
    }
    expect((await as(admin.cookie, { method: 'GET', url: '/api/auth/admin/list-users' })).statusCode).toBe(
      404,
    );
    expect(await roleOf(target.id)).not.toBe('admin');
    expect((await as(target.cookie, { method: 'GET', url: '/api/me' })).statusCode).toBe(200);
  });
});
