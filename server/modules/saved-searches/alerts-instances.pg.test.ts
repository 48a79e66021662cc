import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app';
import { openPostgres, type TDatabase } from '../../db/client';
import { createUser } from '../../test/accounts';
import { createPost, someIds } from '../../test/posts';
import { openTestDatabase } from '../../test/test-app';
import { testConfig } from '../../test/test-config';
import { queueDigests } from './alerts';

// Alerts with two app instances on one PostgreSQL database, both running the job queue: every
// post's alert reaches its buyer as one notice and one email, and a digest run started on both at
// once sends each user one digest. PostgreSQL only: an embedded PGlite has one instance.

const WAIT = { timeout: 150_000, interval: 200 };
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'partsyard-alerts-'));
let first: TDatabase;
let second: TDatabase;
const apps: FastifyInstance[] = [];

async function instance(database: TDatabase) {
  const config = testConfig({ JOB_WORKERS: 'true', JOB_SUPERVISE_SECONDS: '1', DATA_DIR: dataDir });
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  apps.push(app);
  return app;
}

beforeAll(async () => {
  first = await openTestDatabase();
  second = openPostgres(String(first.connectionString), 4);
});
afterAll(async () => {
  for (const app of apps.splice(0)) await app.close();
  await second.close();
  await first.close();
});

describe('alerts on two instances', () => {
  it('tell each buyer once per post, and send each user one digest', { timeout: 200_000 }, async () => {
    const a = await instance(first);
    const b = await instance(second);
    const { vehicleId: civic } = await someIds(a);
    const seller = await createUser(a, { username: 'twin_seller' });
    const instant = await createUser(b, { username: 'twin_instant', email: 'twin-instant@example.com' });
    const daily = await createUser(a, { username: 'twin_daily', email: 'twin-daily@example.com' });
    for (const [user, alert] of [
      [instant, 'instant'],
      [daily, 'daily'],
    ] as const) {
      // Two searches each that every post matches: still one notice, one email per post.
      for (const name of ['Civics', 'Civic 2012']) {
        const res = await a.inject({
          method: 'POST',
          url: '/api/saved-searches',
          headers: { cookie: user.cookie },
          payload: {
            name,
            alert,
            filters: name === 'Civics' ? { search_make: civic } : { search_make: civic, search_year: 2012 },
          },
        });
        expect(res.statusCode, res.body).toBe(201);
      }
    }
    const POSTS = 6;
    for (let i = 0; i < POSTS; i++) {
      const { checkout } = await createPost(i % 2 ? a : b, seller.cookie, {
        change: { stock_number: `TWIN-${i}` },
      });
      expect(checkout.statusCode, checkout.body).toBe(200);
    }
    const mails = async (to: string) => (await a.mailer.list()).filter((m) => m.to === to);
    await vi.waitFor(async () => {
      const n = (await mails('twin-instant@example.com')).length;
      if (n < POSTS) throw new Error(`${n} alert emails so far`);
    }, WAIT);
    const notices = await a.db.execute(
      sql`SELECT count(*)::int AS n, count(DISTINCT post_id)::int AS posts FROM notifications WHERE user_id = ${instant.id}`,
    );
    expect(notices.rows[0]).toEqual({ n: POSTS, posts: POSTS });
    // Every post-live job finished: the daily user's rows are all in.
    await vi.waitFor(async () => {
      const r = await a.db.execute(
        `SELECT count(*)::int AS n FROM alert_digest_items WHERE user_id = '${daily.id}'`,
      );
      const n = (r.rows[0] as { n: number }).n;
      if (n < POSTS) throw new Error(`${n} digest rows so far`);
    }, WAIT);

    const runs = await Promise.all([queueDigests(a), queueDigests(b)]);
    expect(runs[0].users + runs[1].users).toBe(1);
    await vi.waitFor(async () => {
      if ((await mails('twin-daily@example.com')).length < 1) throw new Error('no digest yet');
    }, WAIT);
    const digests = await mails('twin-daily@example.com');
    expect(digests).toHaveLength(1);
    expect(digests[0]?.subject).toBe(`${POSTS} new posts for your saved searches on PartsYard`);
    // Settled: still exactly one of each.
    await vi.waitFor(async () => {
      const left = (await a.jobs.counts()).filter(
        (c) => c.queued + c.running > 0 && !c.queue.startsWith('ad-lifetime'),
      );
      if (left.length) throw new Error(left.map((c) => c.queue).join());
    }, WAIT);
    expect(await mails('twin-instant@example.com')).toHaveLength(POSTS);
    expect(await mails('twin-daily@example.com')).toHaveLength(1);
  });
});
