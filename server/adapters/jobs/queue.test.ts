import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TDatabase } from '../../db/client';
import { openTestDatabase } from '../../test/test-app';
import { createPgBossQueue, deadLetterName } from './pg-boss';
import type { TJobQueue, TJobRecord } from './types';

// The job queue itself on a fresh database (PGlite, or PostgreSQL with TEST_DB=pg): retries then a
// failure with its error and a dead-letter copy, a job enqueued in a rolled-back transaction, a job
// interrupted by a stop that runs again after the restart. Waits are for conditions, bounded.

const quiet = { info: () => {}, warn: () => {}, error: () => {} };
const WAIT = { timeout: 60_000, interval: 50 };
let database: TDatabase;
const queues: TJobQueue[] = [];

function queue(define: (q: TJobQueue) => void, stopTimeoutMs = 30_000): TJobQueue {
  const q = createPgBossQueue(database, { workers: true, superviseSeconds: 1, stopTimeoutMs, log: quiet });
  define(q);
  queues.push(q);
  return q;
}

async function jobIn(q: TJobQueue, id: string | null, state: TJobRecord['state']) {
  return vi.waitFor(async () => {
    const job = await q.find(String(id));
    if (job?.state !== state) throw new Error(`job ${id} is ${job?.state}, waiting for ${state}`);
    return job;
  }, WAIT);
}

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  for (const q of queues) await q.stop();
  await database.close();
});

describe('the job queue', () => {
  it('retries a failing job with backoff, then fails it with its error and keeps a dead-letter copy; an admin retry runs it again', async () => {
    let failing = true;
    const runs: number[] = [];
    const q = queue((q) => {
      q.define('flaky', { expireInSeconds: 30, retryLimit: 2, retryDelaySeconds: 1, pollSeconds: 0.5 });
      q.work('flaky', async (_data, job) => {
        runs.push(job.retryCount);
        if (failing) throw new Error(`part feed down (run ${job.retryCount + 1})`);
      });
    });
    await q.start();
    const id = await q.enqueue('flaky', { feed: 'lkq' });
    const failed = await jobIn(q, id, 'failed');
    expect(runs).toEqual([0, 1, 2]);
    expect(failed).toMatchObject({ queue: 'flaky', retryCount: 2, error: 'part feed down (run 3)' });
    expect(failed.completedAt).not.toBeNull();

    const dead = (await q.recent({ limit: 10 })).filter((j) => j.queue === deadLetterName('flaky'));
    expect(dead).toHaveLength(1);
    expect(dead[0]).toMatchObject({ sourceQueue: 'flaky', sourceId: id });
    const counts = (await q.counts()).find((c) => c.queue === 'flaky');
    expect(counts).toMatchObject({ failed: 1, retried: 1, queued: 0, running: 0 });
    expect(await q.counts()).toContainEqual(expect.objectContaining({ queue: 'flaky.dead', queued: 1 }));

    failing = false;
    expect(await q.retry(String(id))).toBe(true);
    await jobIn(q, id, 'completed');
    expect(runs).toEqual([0, 1, 2, 3]);
    // Only a failed job can be retried.
    expect(await q.retry(String(id))).toBe(false);
    expect(await q.retry('00000000-0000-4000-8000-000000000000')).toBe(false);
    expect(await q.retry('not-a-job-id')).toBe(false);
  });

  it('never runs a job enqueued in a transaction that rolled back', async () => {
    const seen: string[] = [];
    const q = queue((q) => {
      q.define('tx-bound', { expireInSeconds: 30, pollSeconds: 0.5 });
      q.work<{ n: string }>('tx-bound', async (data) => {
        seen.push(data.n);
      });
    });
    await q.start();
    let rolledBack: string | null = null;
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`SELECT 1`);
        rolledBack = await q.enqueue('tx-bound', { n: 'rolled back' }, { transaction: tx });
        throw new Error('the write failed');
      }),
    ).rejects.toThrow('the write failed');
    expect(rolledBack).toEqual(expect.any(String));
    const committed = await database.db.transaction((tx) =>
      q.enqueue('tx-bound', { n: 'committed' }, { transaction: tx }),
    );
    await jobIn(q, committed, 'completed');
    expect(await q.find(String(rolledBack))).toBeUndefined();
    expect(seen).toEqual(['committed']);
  });

  it('hands a job still running at a stop back to the queue, and runs it again after the restart', async () => {
    let release = () => {};
    const blocked = new Promise<void>((resolve) => {
      release = resolve;
    });
    const started: number[] = [];
    const first = queue((q) => {
      q.define('long', { expireInSeconds: 60, retryDelaySeconds: 1, pollSeconds: 0.5 });
      q.work('long', async (_data, job) => {
        started.push(job.retryCount);
        await blocked;
      });
    }, 1000);
    await first.start();
    const id = await first.enqueue('long', {});
    await jobIn(first, id, 'active');
    // The stop waits a second for the run, then hands the job back (state retry, not lost).
    await first.stop();
    expect((await first.find(String(id)))?.state).toBe('retry');
    release();

    const done: number[] = [];
    const second = queue((q) => {
      q.define('long', { expireInSeconds: 60, retryDelaySeconds: 1, pollSeconds: 0.5 });
      q.work('long', async (_data, job) => {
        done.push(job.retryCount);
      });
    });
    await second.start();
    const job = await jobIn(second, id, 'completed');
    expect(started).toEqual([0]);
    expect(done).toEqual([1]);
    expect(job.retryCount).toBe(1);
  });

  it('refuses a job for a queue nobody declared, and declarations after the start', async () => {
    const q = queue((q) => q.define('declared', { expireInSeconds: 30 }));
    await q.start();
    await expect(q.enqueue('undeclared', {})).rejects.toThrow(/does not exist/);
    expect(() => q.define('late', { expireInSeconds: 30 })).toThrow(/before the job queue starts/);
  });
});
