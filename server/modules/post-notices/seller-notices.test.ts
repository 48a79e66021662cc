import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/accounts';
import { mailsTo, noticeEmailsSent, noticesOf } from '../../test/notices';
import { fileReport, insertPost } from '../../test/reports';
import { createTestApp, type TTestApp } from '../../test/test-app';
import { runLifetimeJobs } from '../posts/lifetime';
import { runExpiryNotices } from './expiry-notices';

// Seller and reporter notices: an ad ending in 7 days (with the renew link), an ad
// expired, an ad an admin deleted (with the reason given); a report's sender thanked when the admin
// deletes the post (ignoring a report tells no one). Each as a notice and an email.

const DAY = 86_400_000;
const now = new Date('2027-05-01T12:00:00Z');
let t: TTestApp;
type TUser = Awaited<ReturnType<typeof createUser>>;
let seller: TUser;
let admin: TUser;
let reporter: TUser;

beforeAll(async () => {
  t = await createTestApp({ JOB_WORKERS: 'true' }, {}, { clock: () => now });
  [seller, admin, reporter] = await Promise.all([
    createUser(t.app),
    createUser(t.app, { admin: true }),
    createUser(t.app),
  ]);
});
afterAll(() => t.close());

const titleOf = (p: { title: string }) => p.title.replace(/ RPT-\d+$/, '');
let partIds: number[] = [];
/** A live post of the seller, each of another part, so each title is its own. */
async function newPost() {
  if (partIds.length === 0) {
    partIds = ((await t.app.inject({ method: 'GET', url: '/api/parts' })).json() as { id: number }[]).map(
      (p) => p.id,
    );
  }
  return insertPost(t.app, seller.id, { partId: partIds.shift() });
}
const setEnd = (id: number, at: Date) =>
  t.app.db.execute(sql`UPDATE posts SET expires_at = ${at.toISOString()} WHERE id = ${id}`);
const deletePost = (cookie: string, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/delete-post', headers: cookie ? { cookie } : {}, payload });
const sellerNotices = async (postTitle: string) =>
  (await noticesOf(t.app, seller.id)).filter((n) => n.params.title === postTitle);

describe('an ad about to end', () => {
  it('tells its seller 7 days before, once, with the renew link', async () => {
    const post = await newPost();
    const far = await newPost();
    await setEnd(post.id, new Date(now.getTime() + 6.5 * DAY));
    await setEnd(far.id, new Date(now.getTime() + 8 * DAY));
    await runExpiryNotices(t.app);
    await runExpiryNotices(t.app);
    expect(await sellerNotices(titleOf(far))).toEqual([]);
    expect(await sellerNotices(titleOf(post))).toMatchObject([
      {
        kind: 'post_expiring',
        params: { title: titleOf(post), days: 7 },
        link: '/my-posts',
        post_id: post.id,
      },
    ]);
    await noticeEmailsSent(t.app);
    const mail = (await mailsTo(t.app, seller.email)).find((m) =>
      m.subject.startsWith('Your ad ends in 7 days'),
    );
    expect(mail?.text).toContain(`Your ad for ${titleOf(post)} ends in 7 days. Renew it`);
    expect(mail?.links).toEqual(['http://localhost:3000/my-posts']);
  });
});

describe('an ad that expired', () => {
  it('tells its seller once when the lifetime job expires it', async () => {
    const post = await newPost();
    await setEnd(post.id, new Date(now.getTime() - 1000));
    await runLifetimeJobs(t.app);
    await runLifetimeJobs(t.app);
    expect(await sellerNotices(titleOf(post))).toMatchObject([
      { kind: 'post_expired', params: { title: titleOf(post) }, link: '/my-posts', post_id: post.id },
    ]);
    await noticeEmailsSent(t.app);
    const mails = (await mailsTo(t.app, seller.email)).filter((m) => m.subject.includes(titleOf(post)));
    expect(mails.map((m) => m.subject)).toEqual([`Your ad has expired: ${titleOf(post)}`]);
    expect(mails[0]?.links).toEqual(['http://localhost:3000/my-posts']);
  });
});

describe("an admin's delete", () => {
  it("tells the seller the admin's reason (trimmed) and thanks the reports' senders", async () => {
    const post = await newPost();
    const title = titleOf(post);
    await fileReport(t.app, { post_id: post.id, email: 'anon@example.com' });
    await fileReport(t.app, { post_id: post.id, email: reporter.email }, { cookie: reporter.cookie });
    await fileReport(t.app, { post_id: post.id, email: reporter.email }, { cookie: reporter.cookie });
    const res = await deletePost(admin.cookie, { post_id: post.id, reason: '  Stolen photos.  ' });
    expect(res.statusCode, res.body).toBe(200);

    expect(await sellerNotices(title)).toMatchObject([
      { kind: 'post_deleted', params: { title, reason: 'Stolen photos.' }, link: '/my-posts' },
    ]);
    // The signed-in sender once (two reports), in the app and by email; the signed-out one by email.
    expect((await noticesOf(t.app, reporter.id)).map((n) => [n.kind, n.params.title])).toEqual([
      ['report_resolved', title],
    ]);
    expect(await noticesOf(t.app, admin.id)).toEqual([]);
    await noticeEmailsSent(t.app);
    const toSeller = (await mailsTo(t.app, seller.email)).find((m) => m.subject.includes(title));
    expect(toSeller?.subject).toBe(`Your ad was removed: ${title}`);
    expect(toSeller?.text).toContain('The reason given: Stolen photos.');
    expect(toSeller?.links).toEqual(['http://localhost:3000/my-posts']);
    for (const to of [reporter.email, 'anon@example.com']) {
      const mails = (await mailsTo(t.app, to)).filter((m) => m.subject.includes(title));
      expect(mails.map((m) => m.subject)).toEqual([`Your report was acted on: ${title}`]);
      expect(mails[0]?.text).toContain('removed the ad');
    }
    expect(await mailsTo(t.app, admin.email)).toEqual([]);
  });

  it('says no reason was given when the admin gave none', async () => {
    const post = await newPost();
    expect((await deletePost(admin.cookie, { post_id: post.id })).statusCode).toBe(200);
    await noticeEmailsSent(t.app);
    const mail = (await mailsTo(t.app, seller.email)).find((m) => m.subject.includes(titleOf(post)));
    expect(mail?.text).toContain('No reason was given.');
  });

  it('refuses a reason past 500 characters with a clear sentence, and changes nothing', async () => {
    const post = await newPost();
    const res = await deletePost(admin.cookie, { post_id: post.id, reason: 'x'.repeat(501) });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The reason for deleting the post is too long: at most 500 characters.');
    const notText = await deletePost(admin.cookie, { post_id: post.id, reason: 5 });
    expect(notText.statusCode).toBe(400);
    expect(notText.json().message).toBe('The reason for deleting the post must be text.');
    expect(await sellerNotices(titleOf(post))).toEqual([]);
    expect((await deletePost(admin.cookie, { post_id: post.id, reason: 'y'.repeat(500) })).statusCode).toBe(
      200,
    );
  });

  it('tells no one when the seller deletes their own post; a visitor 401, another user 403', async () => {
    const post = await newPost();
    await fileReport(t.app, { post_id: post.id, email: reporter.email }, { cookie: reporter.cookie });
    const other = await createUser(t.app);
    expect((await deletePost('', { post_id: post.id, reason: 'spam' })).statusCode).toBe(401);
    expect((await deletePost(other.cookie, { post_id: post.id, reason: 'spam' })).statusCode).toBe(403);
    expect((await deletePost(seller.cookie, { post_id: post.id })).statusCode).toBe(200);
    expect(await sellerNotices(titleOf(post))).toEqual([]);
    expect((await noticesOf(t.app, reporter.id)).filter((n) => n.params.title === titleOf(post))).toEqual([]);
  });

  it('an ignored report tells its sender nothing', async () => {
    const post = await newPost();
    const id = await fileReport(
      t.app,
      { post_id: post.id, email: reporter.email },
      { cookie: reporter.cookie },
    );
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/reports/${id}/ignore`,
      headers: { cookie: admin.cookie },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await noticesOf(t.app, reporter.id)).filter((n) => n.params.title === titleOf(post))).toEqual([]);
  });
});
