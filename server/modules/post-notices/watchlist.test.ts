import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/accounts';
import { mailsTo, mailWithSubject, noticeEmailJobs, noticeEmailsSent, noticesOf } from '../../test/notices';
import { insertPost } from '../../test/reports';
import { createTestApp, type TTestApp } from '../../test/test-app';
import { runExpiryNotices } from './expiry-notices';

// The watchlist: a favourite is watched. Its owner hears of a price drop (the seller's
// edit), a sale and a coming end (the daily job), in the app and by email as their setting says;
// never about their own post, never twice for one event.

const DAY = 86_400_000;
let now = new Date('2027-03-01T12:00:00Z');
let t: TTestApp;
type TUser = Awaited<ReturnType<typeof createUser>>;
let seller: TUser;
let watcher: TUser;
let quiet: TUser;
let inAppOnly: TUser;
let bystander: TUser;

beforeAll(async () => {
  t = await createTestApp({ JOB_WORKERS: 'true' }, {}, { clock: () => now });
  [seller, watcher, quiet, inAppOnly, bystander] = await Promise.all([
    createUser(t.app),
    createUser(t.app),
    createUser(t.app),
    createUser(t.app),
    createUser(t.app),
  ]);
  await setWatch(quiet, 'off');
  await setWatch(inAppOnly, 'in_app');
});
afterAll(() => t.close());

async function setWatch(user: TUser, watch_notices: string) {
  const res = await t.app.inject({
    method: 'PUT',
    url: '/api/profile/preferences',
    headers: { cookie: user.cookie },
    payload: { watch_notices },
  });
  expect(res.statusCode, res.body).toBe(200);
}
async function favourite(user: TUser, postId: number) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/favorites/toggle',
    headers: { cookie: user.cookie },
    payload: { post_id: postId },
  });
  expect(res.statusCode, res.body).toBe(200);
}
/** A live post of the seller, favourited by the watcher, the quiet one, the in-app one and its seller. */
async function watchedPost() {
  const post = await insertPost(t.app, seller.id);
  for (const u of [watcher, quiet, inAppOnly]) await favourite(u, post.id);
  // The API refuses a favourite of one's own post; a row of one (an older rule's) must tell nothing.
  await t.app.db.execute(sql`INSERT INTO favorites (user_id, post_id) VALUES (${seller.id}, ${post.id})`);
  return { ...post, title: post.title.replace(/ RPT-\d+$/, '') };
}
async function editPrice(postId: number, price: number) {
  const post = (await t.app.inject({ method: 'GET', url: `/api/posts/${postId}` })).json();
  const res = await t.app.inject({
    method: 'PUT',
    url: `/api/posts/${postId}`,
    headers: { cookie: seller.cookie },
    payload: {
      year: post.year,
      vehicle_id: post.vehicle_id,
      part_id: post.part_id,
      stock_number: post.stock_number,
      description: post.description,
      price,
    },
  });
  expect(res.statusCode, res.body).toBe(200);
}
const kinds = async (user: TUser, postId: number) =>
  (await noticesOf(t.app, user.id)).filter((n) => n.post_id === postId).map((n) => n.kind);

describe('a price drop', () => {
  it('tells the watchers as they chose, with an email linking to the post and the settings', async () => {
    const post = await watchedPost();
    await editPrice(post.id, 80);

    const [notice] = (await noticesOf(t.app, watcher.id)).filter((n) => n.post_id === post.id);
    expect(notice).toMatchObject({
      kind: 'price_drop',
      params: { title: post.title, old_price: 100, new_price: 80, currency: 'CAD' },
      link: `/view/${post.id}`,
      dedupe_key: `price_drop:${post.id}:8000`,
    });
    expect(await kinds(inAppOnly, post.id)).toEqual(['price_drop']);
    // Off: nothing; the seller's own favourite: nothing; no favourite: nothing.
    expect(await kinds(quiet, post.id)).toEqual([]);
    expect(await kinds(seller, post.id)).toEqual([]);
    expect(await kinds(bystander, post.id)).toEqual([]);

    await mailWithSubject(t.app, watcher.email, `Price drop: ${post.title}`);
    await noticeEmailsSent(t.app);
    const mails = await mailsTo(t.app, watcher.email);
    expect(mails.map((m) => m.subject)).toEqual([`Price drop: ${post.title}`]);
    expect(mails[0]?.text).toContain('went down from $100.00 CAD to $80.00 CAD');
    expect(mails[0]?.links).toEqual([
      `http://localhost:3000/view/${post.id}`,
      'http://localhost:3000/profile',
    ]);
    expect(mails[0]?.html).toContain(`href="http://localhost:3000/profile"`);
    // In-app only, off, the seller: no email.
    for (const u of [inAppOnly, quiet, seller, bystander]) expect(await mailsTo(t.app, u.email)).toEqual([]);
  });

  it('tells nothing when the price stays, and each lower price once', async () => {
    const post = await watchedPost();
    await editPrice(post.id, 100);
    await editPrice(post.id, 90);
    await editPrice(post.id, 90);
    await editPrice(post.id, 85);
    const notices = (await noticesOf(t.app, watcher.id)).filter((n) => n.post_id === post.id);
    expect(notices.map((n) => [n.params.old_price, n.params.new_price])).toEqual([
      [100, 90],
      [90, 85],
    ]);
  });
});

describe('a sale', () => {
  it('tells the watchers once, and emails those who chose email', async () => {
    const post = await watchedPost();
    const jobsBefore = await noticeEmailJobs(t.app);
    const sold = () =>
      t.app.inject({ method: 'POST', url: `/api/posts/${post.id}/sold`, headers: { cookie: seller.cookie } });
    expect((await sold()).statusCode).toBe(200);
    expect((await sold()).statusCode).toBe(200);
    expect(await kinds(watcher, post.id)).toEqual(['watch_sold']);
    expect(await kinds(inAppOnly, post.id)).toEqual(['watch_sold']);
    expect(await kinds(quiet, post.id)).toEqual([]);
    expect(await kinds(seller, post.id)).toEqual([]);
    // One email: the watcher's (the in-app one gets none).
    expect((await noticeEmailJobs(t.app)) - jobsBefore).toBe(1);
    const mail = await mailWithSubject(t.app, watcher.email, `Sold: ${post.title}`);
    expect(mail?.text).toContain('was marked as sold by its seller');
    expect(mail?.links[0]).toBe(`http://localhost:3000/view/${post.id}`);
  });
});

describe('a watched post about to end', () => {
  it('is told 3 days before, once per end date, and not at 5 days', async () => {
    const soon = await watchedPost();
    const later = await watchedPost();
    const setEnd = (id: number, days: number) =>
      t.app.db.execute(
        sql`UPDATE posts SET expires_at = ${new Date(now.getTime() + days * DAY).toISOString()} WHERE id = ${id}`,
      );
    await setEnd(soon.id, 2.5);
    await setEnd(later.id, 5);
    await runExpiryNotices(t.app);
    await runExpiryNotices(t.app);

    const [notice] = (await noticesOf(t.app, watcher.id)).filter((n) => n.post_id === soon.id);
    expect(notice).toMatchObject({
      kind: 'watch_expiring',
      params: { title: soon.title, days: 3 },
      link: `/view/${soon.id}`,
      dedupe_key: `watch_expiring:${soon.id}:${new Date(now.getTime() + 2.5 * DAY).toISOString().slice(0, 10)}`,
    });
    expect(await kinds(watcher, soon.id)).toEqual(['watch_expiring']);
    expect(await kinds(inAppOnly, soon.id)).toEqual(['watch_expiring']);
    expect(await kinds(quiet, soon.id)).toEqual([]);
    expect(await kinds(watcher, later.id)).toEqual([]);
    // The seller hears of both as a seller (7 days), never as a watcher of their own post.
    expect(await kinds(seller, soon.id)).toEqual(['post_expiring']);
    expect(await kinds(seller, later.id)).toEqual(['post_expiring']);

    // A day on, the later one is within 3 days: told then.
    now = new Date(now.getTime() + 2 * DAY);
    await runExpiryNotices(t.app);
    expect(await kinds(watcher, later.id)).toEqual(['watch_expiring']);
    expect(await kinds(watcher, soon.id)).toEqual(['watch_expiring']);

    // Both posts are the same part: the email about this one is the one opening it.
    await noticeEmailsSent(t.app);
    const mail = (await mailsTo(t.app, watcher.email)).find(
      (m) => m.subject === `Ending soon: ${soon.title}` && m.links[0]?.endsWith(`/view/${soon.id}`),
    );
    expect(mail?.text).toContain('ends in 3 days');
    expect(mail?.links).toEqual([`http://localhost:3000/view/${soon.id}`, 'http://localhost:3000/profile']);
  });
});
