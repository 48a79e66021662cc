import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TAdminUserDetail } from '@common/contracts/admin-users';
import { LIVE_CLOSE_SIGNED_OUT, LIVE_PATH } from '@common/contracts/messages';
import { MESSAGES } from '@common/messages';
import { eq, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import { posts } from '../../db/schema';
import { createUser, nextIp, PASSWORD, sampleProfile, signIn } from '../../test/accounts';
import { postInput } from '../../test/posts';
import { insertPost } from '../../test/reports';
import { createTestApp, type TTestApp } from '../../test/test-app';
import { publishCart } from '../posts/publish';

// Suspending an account: it cannot sign in (in our words), its sessions end and its open
// tabs close with LIVE_CLOSE_SIGNED_OUT, its live posts are hidden from search, sitemaps, the seller
// page and their pages (404, as a missing post; admins still open them); restoring brings them back.
// A session that outlived a suspension gets 403 with the sentence on every signed-in route.

type TUser = { id: string; email: string; cookie: string };
let t: TTestApp;
let admin: TUser;
const open: WebSocket[] = [];

beforeAll(async () => {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'partsyard-suspend-'));
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><title>PartsYard</title></head><body></body></html>',
  );
  t = await createTestApp({}, { webDist: dist });
  admin = await createUser(t.app, { admin: true });
});
afterEach(() => {
  for (const ws of open.splice(0)) ws.terminate();
});
afterAll(() => t.close());

const as = (cookie: string | undefined, request: InjectOptions) =>
  t.app.inject({
    ...request,
    headers: { ...(request.headers as object), ...(cookie ? { cookie } : {}) },
    remoteAddress: nextIp(),
  });
const suspend = (id: string, reason = 'Asked buyers for gift cards') =>
  as(admin.cookie, { method: 'POST', url: `/api/admin/users/${id}/suspend`, payload: { reason } });
const restore = (id: string) => as(admin.cookie, { method: 'POST', url: `/api/admin/users/${id}/restore` });
const bySeller = async (id: string) =>
  (await as(undefined, { method: 'GET', url: `/api/posts/search?search_user_id=${id}` }))
    .json()
    .posts.map((p: { id: number }) => p.id) as number[];
const statusOf = async (id: number) =>
  (await t.app.db.select({ s: posts.status }).from(posts).where(eq(posts.id, id)))[0]?.s;
const lastAudit = async () =>
  (
    await t.app.db.execute(
      sql`SELECT action, target_id, details, admin_email FROM audit_log ORDER BY id DESC LIMIT 1`,
    )
  ).rows[0];

/** A live socket of this session; `closed` resolves with its close code. */
async function openTab(cookie: string) {
  let closed!: Promise<number>;
  const ws = await t.app.injectWS(
    LIVE_PATH,
    { headers: { cookie } },
    {
      onInit(socket) {
        closed = new Promise((resolve) => socket.once('close', (code) => resolve(code)));
      },
    },
  );
  open.push(ws);
  return { ws, closed };
}

describe('POST /api/admin/users/{id}/suspend', () => {
  it('ends sign-in, sessions and open tabs, hides the live posts everywhere, and is audited with the reason', async () => {
    const seller = await createUser(t.app);
    const live = await insertPost(t.app, seller.id);
    const sold = await insertPost(t.app, seller.id);
    await t.app.db.execute(sql`UPDATE posts SET status = 'sold', sold_at = now() WHERE id = ${sold.id}`);
    const tab = await openTab(seller.cookie);
    expect(await bySeller(seller.id)).toEqual([live.id]);

    const res = await suspend(seller.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ user: { id: seller.id, suspended: true }, hidden_posts: 1 });

    // The open tab is closed with the signed-out code; the session is gone.
    expect(await tab.closed).toBe(LIVE_CLOSE_SIGNED_OUT);
    expect((await as(seller.cookie, { method: 'GET', url: '/api/me' })).statusCode).toBe(401);
    // Signing in again is refused in our words (the right password; a wrong one is refused as ever).
    const again = await signIn(t.app, seller.email);
    expect(again.res.statusCode).toBe(403);
    expect(again.res.json().message).toBe(MESSAGES.accountSuspended);
    expect(again.cookie).not.toContain('session_token');
    expect((await signIn(t.app, seller.email, 'Wr0ng!pass')).res.statusCode).toBe(401);

    // The live post is hidden; the sold one stays sold.
    expect([await statusOf(live.id), await statusOf(sold.id)]).toEqual(['hidden', 'sold']);
    expect(await bySeller(seller.id)).toEqual([]);
    const visitor = await as(undefined, { method: 'GET', url: `/api/posts/${live.id}` });
    expect(visitor.statusCode).toBe(404);
    expect(visitor.json().message).toBe(MESSAGES.postNotFound);
    const other = await createUser(t.app);
    expect((await as(other.cookie, { method: 'GET', url: `/api/posts/${live.id}` })).statusCode).toBe(404);
    // Its page is a 404 as for a missing post (a sold one is 410: gone).
    expect((await as(undefined, { method: 'GET', url: `/view/${live.id}` })).statusCode).toBe(404);
    expect((await as(undefined, { method: 'GET', url: `/view/${sold.id}` })).statusCode).toBe(410);
    const sitemap = await as(undefined, { method: 'GET', url: '/sitemaps/posts-1.xml' });
    expect(sitemap.body).not.toContain(`/view/${live.id}/`);
    // Admins still open it, marked hidden.
    const seen = await as(admin.cookie, { method: 'GET', url: `/api/posts/${live.id}` });
    expect(seen.statusCode).toBe(200);
    expect(seen.json().status).toBe('hidden');

    expect(await lastAudit()).toEqual({
      action: 'user.suspend',
      target_id: seller.id,
      details: 'Asked buyers for gift cards (1 post hidden)',
      admin_email: admin.email,
    });
    const page = await as(admin.cookie, { method: 'GET', url: `/api/admin/users/${seller.id}` });
    const detail = page.json() as TAdminUserDetail;
    expect(detail.user).toMatchObject({ suspended: true, suspend_reason: 'Asked buyers for gift cards' });
    expect(detail.posts.map((p) => p.status).sort()).toEqual(['hidden', 'sold']);
  });

  it('refuses the admin themselves (403), another admin (409), an unknown id (404) and a second time (409), in words', async () => {
    const self = await suspend(admin.id);
    expect(self.statusCode).toBe(403);
    expect(self.json().message).toBe(MESSAGES.adminSelfSuspend);
    const otherAdmin = await createUser(t.app, { admin: true });
    const adminTarget = await suspend(otherAdmin.id);
    expect(adminTarget.statusCode).toBe(409);
    expect(adminTarget.json().message).toBe(MESSAGES.adminTargetIsAdmin);
    expect((await as(otherAdmin.cookie, { method: 'GET', url: '/api/admin/users' })).statusCode).toBe(200);
    const unknown = await suspend('no-such-user');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(MESSAGES.adminUserNotFound);
    const user = await createUser(t.app);
    expect((await suspend(user.id)).statusCode).toBe(200);
    const twice = await suspend(user.id);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(MESSAGES.userAlreadySuspended);
    // Nothing of the refused ones reached the audit log.
    const actions = await t.app.db.execute(
      sql`SELECT target_id FROM audit_log WHERE action = 'user.suspend'`,
    );
    expect(actions.rows.map((r) => r.target_id)).not.toContain(otherAdmin.id);
  });

  it('refuses a reason that is empty or over 500 characters', async () => {
    const user = await createUser(t.app);
    for (const reason of ['', '   ', 'r'.repeat(501)]) {
      const res = await suspend(user.id, reason);
      expect(res.statusCode).toBe(400);
    }
    expect((await as(user.cookie, { method: 'GET', url: '/api/me' })).statusCode).toBe(200);
  });
});

describe('a session that outlived a suspension', () => {
  it('gets 403 with the suspension sentence on every kind of signed-in route; public reads see a visitor', async () => {
    const user = await createUser(t.app);
    const seller = await createUser(t.app);
    const post = await insertPost(t.app, seller.id);
    // Suspended without ending the session (suspending ends them: this is the one that survived).
    await t.app.db.execute(sql`UPDATE "user" SET banned = true, ban_reason = 'test' WHERE id = ${user.id}`);
    const refused: Array<[string, InjectOptions]> = [
      ['the account', { method: 'GET', url: '/api/me' }],
      ['a profile save', { method: 'PUT', url: '/api/profile', payload: sampleProfile('suspendedname') }],
      ['a post', { method: 'POST', url: '/api/carts', payload: await postInput(t.app) }],
      ['my posts', { method: 'GET', url: '/api/my-posts' }],
      [
        'a message',
        { method: 'POST', url: '/api/messages', payload: { receiver_id: seller.id, content: 'Hi' } },
      ],
      ['the contacts', { method: 'GET', url: '/api/messages/contacts' }],
      ['a favourite', { method: 'POST', url: '/api/favorites/toggle', payload: { post_id: post.id } }],
      ['saved searches', { method: 'GET', url: '/api/saved-searches' }],
      ['the garage', { method: 'GET', url: '/api/garage' }],
      ['notifications', { method: 'GET', url: '/api/notifications' }],
      [
        'a password change',
        {
          method: 'POST',
          url: '/api/auth/change-password',
          payload: { currentPassword: PASSWORD, newPassword: 'An0ther!pass' },
        },
      ],
      [
        'two-factor setup',
        { method: 'POST', url: '/api/auth/two-factor/enable', payload: { password: PASSWORD } },
      ],
      ['the sessions list', { method: 'GET', url: '/api/auth/list-sessions' }],
    ];
    for (const [what, request] of refused) {
      const res = await as(user.cookie, request);
      expect(res.statusCode, `${what}: ${res.body}`).toBe(403);
      expect(res.json().message, what).toBe(MESSAGES.accountSuspended);
    }
    // The live socket is refused too.
    await expect(t.app.injectWS(LIVE_PATH, { headers: { cookie: user.cookie } })).rejects.toThrow(
      'Unexpected server response: 403',
    );
    // Public reads answer as to a visitor; the web app's session read says signed out.
    expect((await as(user.cookie, { method: 'GET', url: '/api/session' })).json()).toBeNull();
    expect((await as(user.cookie, { method: 'GET', url: `/api/posts/${post.id}` })).statusCode).toBe(200);
    expect((await as(user.cookie, { method: 'GET', url: '/api/posts/search' })).statusCode).toBe(200);
    // Signing out still works.
    expect(
      (await as(user.cookie, { method: 'POST', url: '/api/auth/sign-out', payload: {} })).statusCode,
    ).toBe(200);
  });
});

describe('POST /api/admin/users/{id}/restore', () => {
  it('lets the account sign in again and shows its posts again (expired when past their end); audited', async () => {
    const seller = await createUser(t.app);
    const live = await insertPost(t.app, seller.id);
    const ending = await insertPost(t.app, seller.id);
    expect((await suspend(seller.id)).json().hidden_posts).toBe(2);
    // One of them reaches its end while hidden.
    await t.app.db.execute(
      sql`UPDATE posts SET expires_at = now() - interval '1 day' WHERE id = ${ending.id}`,
    );

    const res = await restore(seller.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ user: { id: seller.id, suspended: false }, restored_posts: 2 });
    expect([await statusOf(live.id), await statusOf(ending.id)]).toEqual(['active', 'expired']);
    expect(await bySeller(seller.id)).toEqual([live.id]);
    expect((await as(undefined, { method: 'GET', url: `/api/posts/${live.id}` })).statusCode).toBe(200);
    const back = await signIn(t.app, seller.email);
    expect(back.res.statusCode).toBe(200);
    expect((await as(back.cookie, { method: 'GET', url: '/api/me' })).statusCode).toBe(200);
    expect(await lastAudit()).toMatchObject({
      action: 'user.restore',
      target_id: seller.id,
      details: '2 posts shown again',
    });
    expect(
      (await as(admin.cookie, { method: 'GET', url: `/api/admin/users/${seller.id}` })).json().user
        .suspend_reason,
    ).toBeNull();
  });

  it('refuses an account that is not suspended (409) and an unknown one (404)', async () => {
    const user = await createUser(t.app);
    const res = await restore(user.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(MESSAGES.userNotSuspended);
    expect((await restore('no-such-user')).statusCode).toBe(404);
  });
});

describe('a payment that lands while its seller is suspended', () => {
  it('publishes the post hidden, and restoring shows it', async () => {
    const seller = await createUser(t.app);
    const cart = await as(seller.cookie, {
      method: 'POST',
      url: '/api/carts',
      payload: await postInput(t.app),
    });
    expect(cart.statusCode, cart.body).toBe(201);
    expect((await suspend(seller.id)).statusCode).toBe(200);
    const published = await publishCart(t.app.db, cart.json().id, new Date());
    expect(published).toMatchObject({ outcome: 'applied', already: false });
    const postId = (published as { postId: number }).postId;
    expect(await statusOf(postId)).toBe('hidden');
    expect(await bySeller(seller.id)).toEqual([]);
    expect((await restore(seller.id)).json().restored_posts).toBe(1);
    expect(await bySeller(seller.id)).toEqual([postId]);
  });
});
