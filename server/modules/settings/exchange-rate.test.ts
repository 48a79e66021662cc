import type { TAuditResponse } from '@common/contracts/admin';
import type { TSearchPage } from '@common/contracts/search';
import type { TExchangeRate } from '@common/contracts/settings';
import { MESSAGES } from '@common/messages';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { posts } from '../../db/schema';
import { createUser } from '../../test/accounts';
import { someIds } from '../../test/posts';
import { createTestApp, type TTestApp } from '../../test/test-app';
import { syncDefaultRate } from './service';

// The USD/CAD rate: anyone reads it, only admins set it (0.5 to 3, at most 4 decimals,
// audited), and the price order compares every price in CAD at the rate in force: a USD 100 part
// is dearer than a CAD 130 one at 1.40 and cheaper at 1.20, whichever search path finds them.

let t: TTestApp;
let admin: { id: string; email: string; cookie: string };
let seller: { id: string; email: string; cookie: string };
const DAY = 86_400_000;
const WORD = 'zircotrunnion';
let defaultEtag = '';

beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t.app, { admin: true });
  seller = await createUser(t.app);
});
afterAll(() => t.close());

const getRate = async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/exchange-rate' });
  expect(res.statusCode, res.body).toBe(200);
  return { body: res.json() as TExchangeRate, headers: res.headers };
};
const putRate = (payload: unknown, cookie?: string) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/admin/exchange-rate',
    headers: cookie ? { cookie } : {},
    payload: payload as object,
  });

async function insertPost(price: string, currency: 'CAD' | 'USD', stock: string) {
  const ids = await someIds(t.app);
  const now = t.app.clock();
  const [row] = await t.app.db
    .insert(posts)
    .values({
      userId: seller.id,
      vehicleId: ids.vehicleId,
      partId: ids.partId,
      year: 2015,
      stockNumber: stock,
      description: `A ${WORD} in good order.`,
      price,
      currency,
      createdAt: now,
      expiresAt: new Date(now.getTime() + 300 * DAY),
    })
    .returning({ id: posts.id });
  if (!row) throw new Error('no post');
  return row.id;
}

/** The seller's posts' stock numbers in a search's order. */
async function order(query: string): Promise<string[]> {
  const res = await t.app.inject({ method: 'GET', url: `/api/posts/search?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as TSearchPage).posts.map((p) => p.stock_number);
}

describe('reading the rate', () => {
  it('is public, the default 1.40 until an admin sets one, and revalidated by browsers on each use', async () => {
    const { body, headers } = await getRate();
    expect(body).toEqual({ usd_cad: 1.4, default_usd_cad: 1.4, updated_at: null });
    expect(headers['cache-control']).toBe('public, no-cache');
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/exchange-rate',
      headers: { 'if-none-match': String(headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    defaultEtag = String(headers.etag);
  });
});

describe('setting the rate', () => {
  it('answers 401 to a visitor and 403 to a user, and changes nothing', async () => {
    expect((await putRate({ usd_cad: 1.3 })).statusCode).toBe(401);
    const user = await createUser(t.app);
    expect((await putRate({ usd_cad: 1.3 }, user.cookie)).statusCode).toBe(403);
    expect((await getRate()).body.usd_cad).toBe(1.4);
  });

  it.each([
    [{ usd_cad: 'abc' }, MESSAGES.exchangeRateInvalid],
    [{ usd_cad: '1.3' }, MESSAGES.exchangeRateInvalid],
    [{}, MESSAGES.exchangeRateInvalid],
    [{ usd_cad: null }, MESSAGES.exchangeRateInvalid],
    [{ usd_cad: 0 }, MESSAGES.exchangeRateRange],
    [{ usd_cad: -1.4 }, MESSAGES.exchangeRateRange],
    [{ usd_cad: 0.49 }, MESSAGES.exchangeRateRange],
    [{ usd_cad: 3.01 }, MESSAGES.exchangeRateRange],
    [{ usd_cad: 140 }, MESSAGES.exchangeRateRange],
    [{ usd_cad: 1.37251 }, MESSAGES.exchangeRateDecimals],
  ])('refuses %j with 400 and a sentence saying why', async (payload, message) => {
    const res = await putRate(payload, admin.cookie);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('takes an admin’s rate, answers it, and writes the change to the audit log', async () => {
    const res = await putRate({ usd_cad: 1.3725 }, admin.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ usd_cad: 1.3725, default_usd_cad: 1.4 });
    const { body } = await getRate();
    expect(body.usd_cad).toBe(1.3725);
    // A browser holding the default's copy gets the new rate, not a 304.
    const revalidated = await t.app.inject({
      method: 'GET',
      url: '/api/exchange-rate',
      headers: { 'if-none-match': defaultEtag },
    });
    expect([revalidated.statusCode, revalidated.json().usd_cad]).toEqual([200, 1.3725]);
    expect(body.updated_at).not.toBeNull();
    const audit = await t.app.inject({
      method: 'GET',
      url: '/api/admin/audit',
      headers: { cookie: admin.cookie },
    });
    const entry = (audit.json() as TAuditResponse).entries.find((e) => e.action === 'exchange-rate.set');
    expect(entry).toMatchObject({ admin_email: admin.email, target_id: 'usd_cad_rate' });
    expect(entry?.details).toContain('default -> 1.3725');
  });

  it('is the same on another instance of the app at once (read from the database)', async () => {
    const other = await buildApp({ config: t.config, database: t.database, logger: false });
    await other.ready();
    try {
      expect((await putRate({ usd_cad: 1.45 }, admin.cookie)).statusCode).toBe(200);
      const res = await other.inject({ method: 'GET', url: '/api/exchange-rate' });
      expect(res.json().usd_cad).toBe(1.45);
    } finally {
      await other.close();
    }
  });
});

describe('the price order across currencies', () => {
  let usdId: number;
  beforeAll(async () => {
    expect((await putRate({ usd_cad: 1.4 }, admin.cookie)).statusCode).toBe(200);
    await insertPost('130.00', 'CAD', 'XR-CAD130');
    usdId = await insertPost('100.00', 'USD', 'XR-USD100');
    await insertPost('150.00', 'CAD', 'XR-CAD150');
    await insertPost('90.00', 'CAD', 'XR-CAD90');
  });

  // The seller filter (a walk in sort order), the keyword alone (read band by band), the keyword
  // with the seller (the walk with its keyword) and the year order (price second).
  const queries = (dir: 'asc' | 'desc') => [
    `search_user_id=${seller.id}&order_by=price&direction=${dir}`,
    `q=${WORD}&order_by=price&direction=${dir}`,
    `q=${WORD}&search_user_id=${seller.id}&order_by=price&direction=${dir}`,
    `search_user_id=${seller.id}&order_by=year&direction=${dir}`,
  ];

  it('puts USD 100 above CAD 130 at 1.40 (140 CAD), not at face value', async () => {
    for (const q of queries('desc')) {
      expect(await order(q), q).toEqual(['XR-CAD150', 'XR-USD100', 'XR-CAD130', 'XR-CAD90']);
    }
    for (const q of queries('asc')) {
      expect(await order(q), q).toEqual(['XR-CAD90', 'XR-CAD130', 'XR-USD100', 'XR-CAD150']);
    }
  });

  it('puts it below CAD 130 once an admin lowers the rate to 1.20 (120 CAD)', async () => {
    expect((await putRate({ usd_cad: 1.2 }, admin.cookie)).statusCode).toBe(200);
    for (const q of queries('desc')) {
      expect(await order(q), q).toEqual(['XR-CAD150', 'XR-CAD130', 'XR-USD100', 'XR-CAD90']);
    }
    for (const q of queries('asc')) {
      expect(await order(q), q).toEqual(['XR-CAD90', 'XR-USD100', 'XR-CAD130', 'XR-CAD150']);
    }
  });

  it('prices a post written or edited after the change at the rate in force', async () => {
    await insertPost('120.00', 'USD', 'XR-USD120'); // 144 CAD at 1.20
    expect(await order(`search_user_id=${seller.id}&order_by=price&direction=desc`)).toEqual([
      'XR-CAD150',
      'XR-USD120',
      'XR-CAD130',
      'XR-USD100',
      'XR-CAD90',
    ]);
    await t.app.db.update(posts).set({ price: '130.00' }).where(eq(posts.id, usdId)); // 156 CAD
    await t.app.db.execute(sql`UPDATE posts SET currency = 'USD' WHERE stock_number = 'XR-CAD90'`); // 108
    expect(await order(`search_user_id=${seller.id}&order_by=price&direction=desc`)).toEqual([
      'XR-USD100',
      'XR-CAD150',
      'XR-USD120',
      'XR-CAD130',
      'XR-CAD90',
    ]);
    const res = await t.app.db.execute(sql`SELECT price_cad::text AS v FROM posts WHERE id = ${usdId}`);
    expect((res.rows[0] as { v: string }).v).toBe('156.00');
  });
});

describe('USD_CAD_RATE, the default', () => {
  it('reprices the USD posts at start when it changed and no admin has set a rate', async () => {
    const fresh = await createTestApp();
    try {
      const user = await createUser(fresh.app);
      const ids = await someIds(fresh.app);
      const [row] = await fresh.app.db
        .insert(posts)
        .values({
          userId: user.id,
          vehicleId: ids.vehicleId,
          partId: ids.partId,
          year: 2015,
          stockNumber: 'DEF-1',
          description: 'x',
          price: '100.00',
          currency: 'USD',
        })
        .returning({ id: posts.id });
      const priceCad = async () =>
        (
          (await fresh.app.db.execute(sql`SELECT price_cad::text AS v FROM posts WHERE id = ${row?.id}`))
            .rows[0] as { v: string }
        ).v;
      expect(await priceCad()).toBe('140.00');
      expect(await syncDefaultRate(fresh.app.db, 1.25)).toBe(true);
      expect(await priceCad()).toBe('125.00');
      const res = await fresh.app.inject({ method: 'GET', url: '/api/exchange-rate' });
      expect(res.json()).toEqual({ usd_cad: 1.25, default_usd_cad: 1.25, updated_at: null });
      expect(await syncDefaultRate(fresh.app.db, 1.25)).toBe(false);
    } finally {
      await fresh.close();
    }
  });

  it('leaves an admin’s rate in force', async () => {
    expect((await putRate({ usd_cad: 1.35 }, admin.cookie)).statusCode).toBe(200);
    expect(await syncDefaultRate(t.app.db, 1.5)).toBe(false);
    expect((await getRate()).body).toMatchObject({ usd_cad: 1.35, default_usd_cad: 1.5 });
  });
});

describe('USD_CAD_RATE in the environment', () => {
  it('is 1.40 unless set, and a rate outside 0.5-3 (or not a number) stops the start', () => {
    expect(loadConfig({}).usdCadRate).toBe(1.4);
    expect(loadConfig({ USD_CAD_RATE: '1.3725' }).usdCadRate).toBe(1.3725);
    for (const bad of ['0.2', '4', 'abc', '1.23456']) {
      expect(() => loadConfig({ USD_CAD_RATE: bad }), bad).toThrow(/USD_CAD_RATE: must be CAD per 1 USD/);
    }
  });
});
