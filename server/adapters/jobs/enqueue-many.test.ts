import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDatabase } from '../../db/client';
import { openTestDatabase } from '../../test/test-app';
import { createPgBossQueue } from './pg-boss';
import type { TJobQueue } from './types';

// Many jobs queued in one statement (the daily digest's page of users): each with its data and the
// queue's settings, committed or rolled back with the transaction they were queued in.

const quiet = { info: () => {}, warn: () => {}, error: () => {} };
let database: TDatabase;
let q: TJobQueue;

beforeAll(async () => {
  database = await openTestDatabase();
  q = createPgBossQueue(database, { workers: false, superviseSeconds: 1, stopTimeoutMs: 1000, log: quiet });
  q.define('bulk', { expireInSeconds: 30, retryLimit: 4 });
  await q.start();
}, 60_000);
afterAll(async () => {
  await q?.stop();
  await database?.close();
});

const queuedData = async () =>
  (
    await database.db.execute(
      sql`SELECT data, retry_limit FROM pgboss.job WHERE name = 'bulk' AND state = 'created' ORDER BY data->>'n'`,
    )
  ).rows as { data: { n: string }; retry_limit: number }[];

describe('enqueueMany', () => {
  it('queues one job per item with the queue settings, only when its transaction commits', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await q.enqueueMany('bulk', [{ n: 'x1' }, { n: 'x2' }], { transaction: tx });
        throw new Error('the page failed');
      }),
    ).rejects.toThrow('the page failed');
    expect(await queuedData()).toEqual([]);

    await database.db.transaction((tx) =>
      q.enqueueMany('bulk', [{ n: 'a' }, { n: 'b' }, { n: 'c' }], { transaction: tx }),
    );
    await q.enqueueMany('bulk', []);
    expect(await queuedData()).toEqual(['a', 'b', 'c'].map((n) => ({ data: { n }, retry_limit: 4 })));
  });

  it('refuses a queue nobody declared', async () => {
    await expect(q.enqueueMany('undeclared', [{ n: 'z' }])).rejects.toThrow(/does not exist/);
  });
});
