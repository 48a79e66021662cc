import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/accounts';
import { completedEvent, signatureOf, startFakeStripe } from '../../test/fake-stripe';
import { createPost } from '../../test/posts';
import { createTestApp, type TTestApp } from '../../test/test-app';
import { runLifetimeJobs } from './lifetime';

// Webhooks for one seller's carts arriving all at once, then again (Stripe delivers at least once,
// in any order): each answered 2xx, each cart published exactly once. Run on PostgreSQL too
// (npm run test:pg), where the row locks of concurrent transactions really contend.
let stripe: Awaited<ReturnType<typeof startFakeStripe>>;
let t: TTestApp;
let seller: { cookie: string };

beforeAll(async () => {
  stripe = await startFakeStripe();
  t = await createTestApp(
    {},
    {},
    { clock: () => new Date('2029-01-15T10:00:00Z'), payments: stripe.payments },
  );
  seller = await createUser(t.app, { username: 'busyseller' });
});
afterAll(async () => {
  await t?.close();
  await stripe?.close();
});

const deliver = (payload: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/payments/webhook',
    payload,
    headers: { 'content-type': 'application/json', 'stripe-signature': signatureOf(payload) },
  });

/** A deterministic shuffle (the same "random" order on every run). */
function shuffled<T>(items: T[]): T[] {
  const out = [...items];
  let seed = 13;
  for (let i = out.length - 1; i > 0; i--) {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    const j = seed % (i + 1);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

async function cartsOf(ids: number[]) {
  const res = await t.app.db.execute(
    sql`SELECT id, status, post_id FROM carts WHERE id IN (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )}) ORDER BY id`,
  );
  return res.rows as { id: number; status: string; post_id: number | null }[];
}

describe('concurrent payment webhooks', () => {
  it('10 distinct events for 10 carts at once, then each replayed 3 times out of order: all 2xx, each cart published once', async () => {
    const cartIds: number[] = [];
    for (let i = 0; i < 10; i++) {
      const { cartId, checkout } = await createPost(t.app, seller.cookie, {
        discountCode: '',
        change: { price: 50 + i, stock_number: `BUSY-${i}` },
      });
      expect(checkout.statusCode, checkout.body).toBe(200);
      cartIds.push(cartId);
    }
    const events = cartIds.map((id, i) => completedEvent(`evt_busy_${i}`, id));

    const first = await Promise.all(events.map(deliver));
    expect(first.map((r) => r.statusCode)).toEqual(events.map(() => 200));

    const replays = await Promise.all(shuffled([...events, ...events, ...events]).map(deliver));
    expect(replays.map((r) => r.statusCode)).toEqual(replays.map(() => 200));

    const carts = await cartsOf(cartIds);
    expect(carts.map((c) => c.status)).toEqual(cartIds.map(() => 'published'));
    const postIds = carts.map((c) => c.post_id);
    expect(new Set(postIds).size).toBe(10);
    const made = await t.app.db.execute(
      sql`SELECT count(*)::int AS n FROM posts WHERE stock_number LIKE 'BUSY-%'`,
    );
    expect(Number(made.rows[0]?.n)).toBe(10);
    const recorded = await t.app.db.execute(
      sql`SELECT count(*)::int AS n FROM payment_events WHERE event_id LIKE 'evt_busy_%'`,
    );
    expect(Number(recorded.rows[0]?.n)).toBe(10);
  });

  it('10 distinct events for one cart at once (10 paid sessions), then replayed: all 2xx, one post, 9 refunds', async () => {
    const { cartId } = await createPost(t.app, seller.cookie, {
      discountCode: '',
      change: { price: 70, stock_number: 'TEN-TIMES' },
    });
    const events = Array.from({ length: 10 }, (_, i) =>
      completedEvent(`evt_ten_${i}`, cartId, `cs_test_ten_${i}`),
    );
    const first = await Promise.all(events.map(deliver));
    expect(first.map((r) => `${r.statusCode} ${r.statusCode >= 300 ? r.body : ''}`)).toEqual(
      events.map(() => '200 '),
    );
    const replays = await Promise.all(shuffled([...events, ...events, ...events]).map(deliver));
    expect(replays.map((r) => r.statusCode)).toEqual(replays.map(() => 200));

    expect((await cartsOf([cartId]))[0]?.status).toBe('published');
    const made = await t.app.db.execute(
      sql`SELECT count(*)::int AS n FROM posts WHERE stock_number = 'TEN-TIMES'`,
    );
    expect(Number(made.rows[0]?.n)).toBe(1);
    const outcomes = await t.app.db.execute(
      sql`SELECT outcome, count(*)::int AS n FROM payment_events WHERE event_id LIKE 'evt_ten_%' GROUP BY outcome ORDER BY outcome`,
    );
    expect(outcomes.rows.map((r) => `${r.outcome} ${r.n}`)).toEqual(['applied 1', 'refunded 9']);
    // One refund asked per refunded payment, however often its event came.
    const refunds = stripe.requests.filter((r) => r.path === '/v1/refunds');
    expect(new Set(refunds.map((r) => r.idempotencyKey)).size).toBe(9);
    const audit = await t.app.db.execute(
      sql`SELECT count(*)::int AS n FROM audit_log WHERE action = 'payment.refund' AND target_id = ${String(cartId)}`,
    );
    expect(Number(audit.rows[0]?.n)).toBe(9);
  });

  it('renewal payments racing mark-sold, edits, deletes and the lifetime jobs: no 5xx, no sold post revived', async () => {
    const postIds: number[] = [];
    const renewalCarts: number[] = [];
    for (let i = 0; i < 8; i++) {
      const { cartId } = await createPost(t.app, seller.cookie, {
        discountCode: '',
        change: { price: 90 + i, stock_number: `RACE-${i}` },
      });
      expect((await deliver(completedEvent(`evt_race_post_${i}`, cartId))).statusCode).toBe(200);
      const [cart] = await cartsOf([cartId]);
      const postId = cart?.post_id as number;
      postIds.push(postId);
      const renewal = await t.app.inject({
        method: 'POST',
        url: `/api/posts/${postId}/renew`,
        headers: { cookie: seller.cookie },
        payload: { discountCode: '' },
      });
      expect(renewal.statusCode, renewal.body).toBe(200);
      const row = await t.app.db.execute(
        sql`SELECT id FROM carts WHERE renews_post_id = ${postId} AND status = 'pending'`,
      );
      renewalCarts.push(Number(row.rows[0]?.id));
    }
    const api = (method: 'POST' | 'PUT', url: string, payload?: object) =>
      t.app.inject({ method, url, headers: { cookie: seller.cookie }, payload });
    // Posts 0-3 are marked sold, 4-5 deleted, 6-7 edited, while every renewal's payment arrives.
    const answers = await Promise.all(
      shuffled([
        ...renewalCarts.map((cartId, i) => () => deliver(completedEvent(`evt_race_renew_${i}`, cartId))),
        ...postIds.slice(0, 4).map((id) => () => api('POST', `/api/posts/${id}/sold`)),
        ...postIds.slice(4, 6).map((id) => () => api('POST', '/api/delete-post', { post_id: id })),
        ...postIds.slice(6).map((id) => async () => {
          const post = (await t.app.inject({ method: 'GET', url: `/api/posts/${id}` })).json();
          return api('PUT', `/api/posts/${id}`, {
            year: post.year,
            vehicle_id: post.vehicle_id,
            part_id: post.part_id,
            stock_number: post.stock_number,
            description: 'Edited while its renewal was paid.',
            price: post.price,
          });
        }),
        () => runLifetimeJobs(t.app).then(() => ({ statusCode: 200, body: '' })),
      ]).map((run) => run()),
    );
    expect(answers.filter((a) => a.statusCode >= 500).map((a) => a.body)).toEqual([]);

    const rows = await t.app.db.execute(
      sql`SELECT p.id, p.status, pe.outcome, pe.refund_reason FROM payment_events pe
          JOIN carts c ON c.id = pe.cart_id LEFT JOIN posts p ON p.id = c.renews_post_id
          WHERE pe.event_id LIKE 'evt_race_renew_%' ORDER BY c.renews_post_id`,
    );
    expect(rows.rows).toHaveLength(8);
    const byPost = new Map(rows.rows.map((r) => [Number(r.id), r]));
    for (const id of postIds.slice(0, 4)) {
      // Marked sold: it stays sold whichever came first (a renewal paid after is refunded).
      expect(byPost.get(id)?.status).toBe('sold');
    }
    for (const id of postIds.slice(6)) {
      expect(byPost.get(id)).toMatchObject({ status: 'active', outcome: 'applied' });
    }
    for (const r of rows.rows) {
      if (r.outcome !== 'applied') expect(['post_sold', 'post_missing']).toContain(r.refund_reason);
    }
  });
});
