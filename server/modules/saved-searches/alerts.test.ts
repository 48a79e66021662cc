import type { TSavedSearch } from '@common/contracts/saved-searches';
import { MESSAGES } from '@common/messages';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST_LIVE_QUEUE } from '../../lib/post-live';
import { createUser } from '../../test/accounts';
import { createPost, someIds } from '../../test/posts';
import { createTestApp, type TTestApp } from '../../test/test-app';
import {
  ALERT_EMAIL_QUEUE,
  alertNewPost,
  DIGEST_EMAIL_QUEUE,
  queueDigests,
  sendAlertEmail,
  sendDigestEmail,
} from './alerts';

// Alerts: a published post queues its matching; an instant search's owner gets one
// in-app notice and one email (never two for the same post, none for their own post), a daily
// search's owner one digest with up to 10 posts; every alert email unsubscribes in one click.
// The queue's workers are off in tests (test-config.ts): each job's function is run here.

let t: TTestApp;
interface TUser {
  id: string;
  cookie: string;
  email?: string;
}
let buyer: TUser;
let digestBuyer: TUser;
let seller: TUser;
let civic: number;
let part: number;

beforeAll(async () => {
  t = await createTestApp();
  buyer = await createUser(t.app, { username: 'alert_buyer', email: 'alert-buyer@example.com' });
  digestBuyer = await createUser(t.app, { username: 'alert_digest', email: 'alert-digest@example.com' });
  seller = await createUser(t.app, { username: 'alert_seller', email: 'alert-seller@example.com' });
  ({ vehicleId: civic, partId: part } = await someIds(t.app));
}, 120_000);
afterAll(() => t?.close());

async function saveSearch(user: TUser, name: string, alert: 'instant' | 'daily' | 'off', filters: object) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/saved-searches',
    headers: { cookie: user.cookie },
    payload: { name, alert, filters },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as TSavedSearch;
}

async function publish(user: TUser, change: object = {}) {
  const { checkout } = await createPost(t.app, user.cookie, { change });
  expect(checkout.statusCode, checkout.body).toBe(200);
  const postId = Number(new URL(checkout.json().url as string, 'http://x').searchParams.get('post_id'));
  expect(postId).toBeGreaterThan(0);
  return postId;
}

const queued = async (queue: string) =>
  (await t.app.jobs.recent({ limit: 500 })).filter((j) => j.queue === queue && j.state === 'created');
const mailsTo = async (to: string) => (await t.app.mailer.list()).filter((m) => m.to === to);
const notices = async (userId: string) =>
  (
    await t.app.db.execute(
      sql`SELECT kind, params, link FROM notifications WHERE user_id = ${userId} ORDER BY id`,
    )
  ).rows as { kind: string; params: Record<string, unknown>; link: string }[];
const tokenOf = async (id: number) =>
  (
    (await t.app.db.execute(sql`SELECT unsubscribe_token::text AS t FROM saved_searches WHERE id = ${id}`))
      .rows[0] as { t: string }
  ).t;

describe('instant alerts', () => {
  let search: TSavedSearch;
  let postId: number;

  it('publishing queues the matching in the same transaction', async () => {
    search = await saveSearch(buyer, 'Civic alternators', 'instant', {
      search_make: civic,
      search_part: String(part),
    });
    // The seller's own search matches too: it must stay silent.
    await saveSearch(seller, 'My own kind', 'instant', { search_make: civic });
    const before = (await queued(POST_LIVE_QUEUE)).length;
    postId = await publish(seller);
    const jobs = await queued(POST_LIVE_QUEUE);
    expect(jobs.length).toBe(before + 1);
  });

  it('adds one notice and queues one email for the buyer, nothing for the seller; a second run adds nothing', async () => {
    expect(await alertNewPost(t.app, postId)).toEqual({ instant: 1, daily: 0 });
    const mine = await notices(buyer.id);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      kind: 'alert',
      params: {
        search_name: 'Civic alternators',
        title: expect.stringMatching(/^2012 Honda - Civic .+$/),
        price: 100,
        currency: 'CAD',
      },
    });
    expect(mine[0]?.link).toMatch(new RegExp(`^/view/${postId}/2012-honda-civic-`));
    expect(await notices(seller.id)).toEqual([]);
    const emails = await queued(ALERT_EMAIL_QUEUE);
    expect(emails).toHaveLength(1);
    // The job ran again (a retry): no second notice, no second email job.
    expect(await alertNewPost(t.app, postId)).toEqual({ instant: 0, daily: 0 });
    expect(await notices(buyer.id)).toHaveLength(1);
    expect(await queued(ALERT_EMAIL_QUEUE)).toHaveLength(1);
  });

  it('emails the alert with a link to the post, to manage alerts, and a one-click unsubscribe', async () => {
    expect(await sendAlertEmail(t.app, { searchId: search.id, postId })).toBe(true);
    const [mail] = await mailsTo('alert-buyer@example.com');
    if (!mail) throw new Error('no alert email');
    expect(mail.subject).toBe('New match for "Civic alternators" on PartsYard');
    const token = await tokenOf(search.id);
    expect(mail.headers).toEqual({
      'List-Unsubscribe': `<http://localhost:3000/api/alerts/unsubscribe?token=${token}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(mail.links).toEqual(
      expect.arrayContaining([
        expect.stringMatching(new RegExp(`^http://localhost:3000/view/${postId}/2012-honda-civic-`)),
        'http://localhost:3000/saved-searches',
        `http://localhost:3000/unsubscribe?token=${token}`,
      ]),
    );
    expect(await mailsTo('alert-seller@example.com')).toEqual([]);
  });

  it('unsubscribes in one click without signing in; a forged or broken token gets a clear 4xx', async () => {
    const token = await tokenOf(search.id);
    const info = await t.app.inject({ method: 'GET', url: `/api/alerts/unsubscribe?token=${token}` });
    expect(info.statusCode, info.body).toBe(200);
    expect(info.json()).toEqual({ name: 'Civic alternators', scope: 'search', alert: 'instant' });
    // An email client's RFC 8058 one-click POST: form-encoded, no cookie, no Origin.
    const click = await t.app.inject({
      method: 'POST',
      url: `/api/alerts/unsubscribe?token=${token}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(click.statusCode, click.body).toBe(200);
    expect(click.json()).toEqual({ name: 'Civic alternators', scope: 'search', turned_off: 1 });
    const again = await t.app.inject({ method: 'POST', url: `/api/alerts/unsubscribe?token=${token}` });
    expect(again.json()).toMatchObject({ turned_off: 0 });
    const [row] = (await t.app.db.execute(sql`SELECT alert FROM saved_searches WHERE id = ${search.id}`))
      .rows;
    expect(row).toEqual({ alert: 'off' });
    // Turned off meanwhile: a queued email is not sent.
    const before = (await mailsTo('alert-buyer@example.com')).length;
    expect(await sendAlertEmail(t.app, { searchId: search.id, postId })).toBe(false);
    expect(await mailsTo('alert-buyer@example.com')).toHaveLength(before);

    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/alerts/unsubscribe?token=00000000-0000-4000-8000-000000000000',
    });
    expect(forged.statusCode).toBe(404);
    expect(forged.json().message).toBe(MESSAGES.unsubscribeInvalid);
    for (const url of ['/api/alerts/unsubscribe', '/api/alerts/unsubscribe?token=not-a-token']) {
      const broken = await t.app.inject({ method: 'POST', url });
      expect(broken.statusCode, url).toBe(400);
      expect(broken.json().message, url).toBe(MESSAGES.unsubscribeTokenInvalid);
    }
  });
});

describe('the daily digest', () => {
  it('lists up to 10 new posts once, with a link to the rest, in one email a day', async () => {
    await t.app.db.execute(sql`DELETE FROM saved_searches WHERE user_id <> ${digestBuyer.id}`);
    const daily = await saveSearch(digestBuyer, 'Civic, daily', 'daily', { search_make: civic });
    // A second daily search the same posts match: each post is still told once.
    await saveSearch(digestBuyer, 'Civic parts, daily', 'daily', {
      search_make: civic,
      search_part: String(part),
    });
    const posts: number[] = [];
    for (let i = 0; i < 12; i++) posts.push(await publish(seller, { stock_number: `DG-${i}` }));
    for (const id of posts) expect(await alertNewPost(t.app, id)).toEqual({ instant: 0, daily: 1 });
    expect(await notices(digestBuyer.id)).toEqual([]);

    expect(await queueDigests(t.app)).toEqual({ users: 1 });
    // The waiting posts were taken: a second run the same day queues nothing.
    expect(await queueDigests(t.app)).toEqual({ users: 0 });
    const [job] = (await t.app.jobs.recent({ limit: 500 })).filter(
      (j) => j.queue === DIGEST_EMAIL_QUEUE && j.state === 'created',
    );
    if (!job) throw new Error('no digest job');
    const data = (
      (await t.app.db.execute(sql`SELECT data FROM pgboss.job WHERE id = ${job.id}::uuid`)).rows[0] as {
        data: { userId: string; items: { postId: number; searchId: number }[] };
      }
    ).data;
    expect(data.userId).toBe(digestBuyer.id);
    expect(data.items.map((i) => i.postId).sort((a, b) => a - b)).toEqual(posts);

    expect(await sendDigestEmail(t.app, data)).toBe(true);
    const mails = await mailsTo('alert-digest@example.com');
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    if (!mail) throw new Error('no digest');
    expect(mail.subject).toBe('12 new posts for your saved searches on PartsYard');
    expect(mail.links.filter((l) => l.includes('/view/'))).toHaveLength(10);
    expect(mail.text).toContain('And 2 more');
    const token = await tokenOf(daily.id);
    const other = await t.app.db.execute(
      sql`SELECT unsubscribe_token::text AS t FROM saved_searches WHERE user_id = ${digestBuyer.id}`,
    );
    const tokens = (other.rows as { t: string }[]).map((r) => r.t);
    const listed = /token=([0-9a-f-]{36})&scope=digest/.exec(mail.headers?.['List-Unsubscribe'] ?? '')?.[1];
    expect(tokens).toContain(listed);
    expect(tokens).toContain(token);

    // The digest's one click stops every daily digest of its owner.
    const click = await t.app.inject({
      method: 'POST',
      url: `/api/alerts/unsubscribe?token=${listed}&scope=digest`,
    });
    expect(click.json()).toMatchObject({ scope: 'digest', turned_off: 2 });
  });
});

describe('digest rows in bulk', () => {
  it('keeps a post for more daily searchers than one statement holds', async () => {
    const { addDigestItems, DIGEST_ROWS_PER_STATEMENT } = await import('./alerts-repository');
    const postId = await publish(seller, { stock_number: 'BULK-1' });
    const [search] = (await t.app.db.execute(sql`SELECT id FROM saved_searches ORDER BY id LIMIT 1`))
      .rows as { id: number }[];
    if (!search) throw new Error('no saved search');
    // 10,007 made-up users: the foreign keys are off for this table while it runs (test only).
    await t.app.db.execute(sql`ALTER TABLE alert_digest_items DISABLE TRIGGER ALL`);
    try {
      const n = DIGEST_ROWS_PER_STATEMENT * 2 + 7;
      const rows = Array.from({ length: n }, (_, i) => ({
        userId: `bulk-${i}`,
        postId,
        searchId: search.id,
      }));
      await addDigestItems(t.app.db, rows);
      // Again: nothing twice.
      await addDigestItems(t.app.db, rows.slice(0, 10));
      const [count] = (
        await t.app.db.execute(
          sql`SELECT count(*)::int AS n FROM alert_digest_items WHERE post_id = ${postId}`,
        )
      ).rows as { n: number }[];
      expect(count?.n).toBe(n);
    } finally {
      await t.app.db.execute(sql`DELETE FROM alert_digest_items WHERE user_id LIKE 'bulk-%'`);
      await t.app.db.execute(sql`ALTER TABLE alert_digest_items ENABLE TRIGGER ALL`);
    }
  });
});
