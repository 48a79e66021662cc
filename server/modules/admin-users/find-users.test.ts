import type { TAdminUserDetail, TAdminUsersResponse } from '@common/contracts/admin-users';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviews, signIns } from '../../db/schema';
import { cookiesOf, createUser, PASSWORD } from '../../test/accounts';
import { fileReport, insertPost } from '../../test/reports';
import { createTestApp, type TTestApp } from '../../test/test-app';
import { pruneSignIns, SIGN_IN_KEEP_DAYS } from '../accounts/sign-ins';

// The Users tab's reads: finding users by part of an email or username (any case, paged), and one
// user's page (account, posts, reports both ways, reviews both ways, recent sign-ins). Sign-ins are
// recorded by the auth library's hook with their address and browser, and pruned after 90 days.

let t: TTestApp;
let admin: { id: string; email: string; cookie: string };
const tag = Date.now().toString(36);

beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t.app, { admin: true });
});
afterAll(() => t.close());

const find = async (query: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/admin/users?${query}`,
    headers: { cookie: admin.cookie },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as TAdminUsersResponse;
};
const detail = async (id: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/admin/users/${id}`,
    headers: { cookie: admin.cookie },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as TAdminUserDetail;
};

describe('GET /api/admin/users', () => {
  it('finds users by part of the email or the username, in any case, an exact match first', async () => {
    const carol = await createUser(t.app, {
      email: `Carol.${tag}@Example.com`,
      username: `carolfinds${tag}`.slice(0, 20),
    });
    const caroline = await createUser(t.app, {
      email: `caroline.${tag}@example.com`,
      username: `caro${tag}x`.slice(0, 20),
    });
    const byEmail = await find(`q=${encodeURIComponent(`CAROL.${tag}`)}`);
    expect(byEmail.users.map((u) => u.id)).toEqual([carol.id]);
    expect(byEmail.users[0]).toEqual({
      id: carol.id,
      // The auth library keeps addresses in lower case.
      email: `carol.${tag}@example.com`,
      username: `carolfinds${tag}`.slice(0, 20),
      role: 'user',
      created_at: expect.any(String),
      suspended: false,
      deleted: false,
    });
    // 'carol' is in both emails: the newest first.
    const both = await find(`q=${encodeURIComponent(`carol`)}`);
    expect(both.users.map((u) => u.id)).toEqual([caroline.id, carol.id]);
    // A username, part of it, in capitals.
    const byName = await find(`q=${encodeURIComponent(`FINDS${tag}`.slice(0, 12))}`);
    expect(byName.users.map((u) => u.id)).toEqual([carol.id]);
    // An exact address comes first, though older.
    const exact = await find(`q=${encodeURIComponent(`carol.${tag}@example.com`)}`);
    expect(exact.users[0]?.id).toBe(carol.id);
    // The admin's role shows.
    expect((await find(`q=${encodeURIComponent(admin.email)}`)).users[0]).toMatchObject({
      id: admin.id,
      role: 'admin',
    });
  });

  it('takes %, _ and \\ as themselves, and lists everyone newest first without q, 20 a page', async () => {
    expect((await find('q=%25')).users).toEqual([]);
    expect((await find('q=_')).users).toEqual([]);
    expect((await find('q=%5C')).users).toEqual([]);
    for (let i = 0; i < 21; i++) await createUser(t.app, { profile: false });
    const first = await find('');
    expect(first.users).toHaveLength(20);
    expect(first.has_more).toBe(true);
    const times = first.users.map((u) => u.created_at);
    expect([...times].sort().reverse()).toEqual(times);
    // Without a profile, no username.
    expect(first.users[0]?.username).toBeNull();
    const second = await find('page=2');
    expect(second.page).toBe(2);
    expect(second.users.map((u) => u.id)).not.toContain(first.users[0]?.id);
  });

  it('refuses a query over 100 characters in words', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/admin/users?q=${'a'.repeat(101)}`,
      headers: { cookie: admin.cookie },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('100 characters');
  });
});

describe('GET /api/admin/users/{id}', () => {
  it('is 404 in words for an unknown id', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/users/nobody',
      headers: { cookie: admin.cookie },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND', message: 'This user was not found.' });
  });

  it('shows the account, posts with their status, reports both ways, reviews both ways and sign-ins', async () => {
    const seller = await createUser(t.app, { username: `seller${tag}`.slice(0, 20) });
    const buyer = await createUser(t.app, { username: `buyer${tag}`.slice(0, 20) });
    const live = await insertPost(t.app, seller.id);
    const sold = await insertPost(t.app, seller.id);
    await t.app.db.execute(sql`UPDATE posts SET status = 'sold', sold_at = now() WHERE id = ${sold.id}`);
    const buyersPost = await insertPost(t.app, buyer.id);
    // The buyer reports the seller's post; the seller reports the buyer's.
    await fileReport(
      t.app,
      { post_id: live.id, reason: 'Scam', description: 'Asked for gift cards' },
      { cookie: buyer.cookie },
    );
    await fileReport(t.app, { post_id: buyersPost.id, reason: 'Spam' }, { cookie: seller.cookie });
    await t.app.db.insert(reviews).values([
      {
        postId: live.id,
        postTitle: live.title,
        reviewerId: buyer.id,
        revieweeId: seller.id,
        rating: 2,
        body: 'Late',
      },
      {
        postId: live.id,
        postTitle: live.title,
        reviewerId: seller.id,
        revieweeId: buyer.id,
        rating: 5,
        body: 'Paid fast',
      },
    ]);

    const page = await detail(seller.id);
    expect(page.user).toMatchObject({
      id: seller.id,
      email: seller.email,
      username: `seller${tag}`.slice(0, 20),
      role: 'user',
      suspended: false,
      deleted: false,
      email_verified: true,
      two_factor_enabled: false,
      suspend_reason: null,
      city: 'Beverly Hills',
      state: 'CA',
      country: 'United States',
    });
    // No legal name nor street: the page does not need them.
    expect(JSON.stringify(page)).not.toContain('Rodeo');
    expect(JSON.stringify(page)).not.toContain('Robin');
    expect(page.posts.map((p) => [p.id, p.title, p.status])).toEqual([
      [sold.id, sold.title, 'sold'],
      [live.id, live.title, 'active'],
    ]);
    expect(page.reports_against).toEqual([
      expect.objectContaining({
        post_id: live.id,
        post_title: live.title,
        reason: 'Scam',
        description: 'Asked for gift cards',
        reporter: `buyer${tag}`.slice(0, 20),
        resolved: false,
      }),
    ]);
    expect(page.reports_filed).toEqual([
      expect.objectContaining({
        post_id: buyersPost.id,
        post_title: buyersPost.title,
        reason: 'Spam',
        resolved: false,
      }),
    ]);
    expect(page.reviews_received).toEqual([
      expect.objectContaining({
        other_id: buyer.id,
        other_username: `buyer${tag}`.slice(0, 20),
        rating: 2,
        body: 'Late',
        removed: false,
      }),
    ]);
    expect(page.reviews_written).toEqual([
      expect.objectContaining({ other_id: buyer.id, rating: 5, body: 'Paid fast', post_title: live.title }),
    ]);
    // createUser signed in once.
    expect(page.sign_ins).toHaveLength(1);
  });

  it('records each successful sign-in with its address and browser, newest first; a failed one is not', async () => {
    const user = await createUser(t.app);
    const signInFrom = (remoteAddress: string, agent: string, password = PASSWORD) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        payload: { email: user.email, password },
        headers: { 'user-agent': agent },
        remoteAddress,
      });
    expect((await signInFrom('10.201.0.7', 'FirstBrowser/1.0')).statusCode).toBe(200);
    const second = await signInFrom('10.201.0.8', 'SecondBrowser/2.0');
    expect(second.statusCode).toBe(200);
    expect(cookiesOf(second)).toContain('session_token');
    expect((await signInFrom('10.201.0.9', 'Wrong/1.0', 'Wr0ng!pass')).statusCode).toBe(401);
    const page = await detail(user.id);
    expect(page.sign_ins.slice(0, 2)).toEqual([
      { created_at: expect.any(String), ip_address: '10.201.0.8', user_agent: 'SecondBrowser/2.0' },
      { created_at: expect.any(String), ip_address: '10.201.0.7', user_agent: 'FirstBrowser/1.0' },
    ]);
    expect(page.sign_ins).toHaveLength(3);
  });

  it(`keeps sign-ins ${SIGN_IN_KEEP_DAYS} days: older ones are pruned by the hourly maintenance`, async () => {
    const user = await createUser(t.app);
    const day = 86_400_000;
    await t.app.db.insert(signIns).values([
      {
        userId: user.id,
        createdAt: new Date(Date.now() - (SIGN_IN_KEEP_DAYS + 1) * day),
        ipAddress: '10.0.0.1',
      },
      {
        userId: user.id,
        createdAt: new Date(Date.now() - (SIGN_IN_KEEP_DAYS - 1) * day),
        ipAddress: '10.0.0.2',
      },
    ]);
    expect(await pruneSignIns(t.app.db)).toBeGreaterThanOrEqual(1);
    const left = await t.app.db
      .select({ ip: signIns.ipAddress })
      .from(signIns)
      .where(eq(signIns.userId, user.id));
    // The recent one stays, beside createUser's own sign-in.
    expect(left).toHaveLength(2);
    expect(left.map((r) => r.ip)).toContain('10.0.0.2');
    expect(left.map((r) => r.ip)).not.toContain('10.0.0.1');
  });
});
