import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import type { TDatabase } from '../db/client';
import { openTestDatabase } from '../test/test-app';
import { testConfig } from '../test/test-config';
import { databaseCounters, pruneCounters } from './rate-counters-repository';

// Our per-account counters in the database (no REDIS_URL), beside Better Auth's own limiter, which
// runs in production and keeps its counters in its rate_limit table.

let database: TDatabase;
let app: FastifyInstance;
beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildApp({ config: { ...testConfig(), env: 'production' as const }, database, logger: false });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('the per-account counters in the database', () => {
  it("outlive Better Auth's limiter pruning its own table (their windows last 15-60 minutes)", async () => {
    const counters = databaseCounters(app.db);
    const key = 'acct:sign-up:pruned@example.com';
    const twoMinutesAgo = Date.now() - 120_000;
    await counters.bump(key, 3600_000, 'fixed', twoMinutesAgo);
    await counters.bump(key, 3600_000, 'fixed', twoMinutesAgo);

    // Better Auth's limiter starts a new window for an address it saw before, which deletes the
    // old rows of its table.
    await app.db.execute(sql`INSERT INTO rate_limit (id, key, count, last_request) VALUES
      ('a', '10.77.0.1|/sign-in/email', 1, ${twoMinutesAgo}),
      ('old', 'old|/sign-in/email', 1, ${twoMinutesAgo})`);
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: 'nobody@example.com', password: 'wrong-password' },
      headers: { origin: 'http://localhost:3000' },
      remoteAddress: '10.77.0.1',
    });
    expect(res.statusCode).toBe(401);
    const theirs = await app.db.execute(sql`SELECT key FROM rate_limit`);
    expect(theirs.rows.map((r) => (r as { key: string }).key)).not.toContain('old|/sign-in/email');

    // Ours is still counting in its hour.
    expect(await counters.read(key, 3600_000)).toEqual({ count: 2, last: twoMinutesAgo });
  });

  it('are removed by the maintenance job a day after their last use, and not before', async () => {
    const counters = databaseCounters(app.db);
    const now = Date.now();
    await counters.bump('acct:old', 60_000, 'fixed', now - 25 * 3600_000);
    await counters.bump('acct:recent', 60_000, 'fixed', now - 23 * 3600_000);
    expect(await pruneCounters(app.db, now)).toBe(1);
    const left = await app.db.execute(sql`SELECT key FROM app_counters WHERE key LIKE 'acct:%'`);
    expect(left.rows.map((r) => (r as { key: string }).key).sort()).toEqual([
      'acct:recent',
      'acct:sign-up:pruned@example.com',
    ]);
  });
});
