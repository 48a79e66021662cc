import type { TJobsResponse } from '@common/contracts/admin-jobs';
import { MESSAGES } from '@common/messages';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app';
import type { TDatabase } from '../../db/client';
import { createUser } from '../../test/accounts';
import { openTestDatabase } from '../../test/test-app';
import { testConfig } from '../../test/test-config';

// The Jobs panel's API: counts per queue and state, recent jobs with a failed one's error, and an
// admin's retry of a failed job (audited). A queue of its own whose job fails until told otherwise.

let app: FastifyInstance;
let database: TDatabase;
let admin: { cookie: string };
let failing = true;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildApp({ config: testConfig({ JOB_WORKERS: 'true' }), database, logger: false });
  app.jobs.define('test-import', {
    expireInSeconds: 30,
    retryLimit: 1,
    retryDelaySeconds: 1,
    pollSeconds: 0.5,
  });
  app.jobs.work('test-import', async () => {
    if (failing) throw new Error('the supplier feed answered 503');
  });
  await app.ready();
  admin = await createUser(app, { admin: true });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const list = async (query = '') => {
  const res = await app.inject({
    method: 'GET',
    url: `/api/admin/jobs${query}`,
    headers: { cookie: admin.cookie },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as TJobsResponse;
};
const retry = (id: string) =>
  app.inject({ method: 'POST', url: `/api/admin/jobs/${id}/retry`, headers: { cookie: admin.cookie } });
const stateOf = async (id: string) => (await list()).jobs.find((j) => j.id === id)?.state;

describe('GET /api/admin/jobs and POST /api/admin/jobs/:id/retry', () => {
  it('lists every queue with its dead-letter queue, a failed job with its error, and retries it once', async () => {
    const fresh = await list();
    expect(fresh.queues.map((q) => q.queue)).toEqual(
      expect.arrayContaining([
        'ad-lifetime',
        'ad-lifetime.dead',
        'message-notices',
        'orphan-sweep',
        'test-import',
      ]),
    );
    expect(fresh.queues.find((q) => q.queue === 'orphan-sweep.dead')?.dead_letter).toBe(true);

    const id = String(await app.jobs.enqueue('test-import', { file: 'feed.csv' }));
    await vi.waitFor(
      async () => {
        if ((await stateOf(id)) !== 'failed') throw new Error('not failed yet');
      },
      { timeout: 60_000, interval: 100 },
    );
    const failed = await list('?state=failed');
    expect(failed.jobs).toEqual([
      expect.objectContaining({
        id,
        queue: 'test-import',
        retry_count: 1,
        error: 'the supplier feed answered 503',
      }),
    ]);
    expect(failed.queues.find((q) => q.queue === 'test-import')).toMatchObject({ failed: 1, retried: 1 });
    const dead = (await list()).jobs.filter((j) => j.queue === 'test-import.dead');
    expect(dead).toEqual([expect.objectContaining({ source_queue: 'test-import', state: 'created' })]);
    // A dead-letter copy is a record, not something to retry.
    expect((await retry(dead[0]?.id ?? '')).statusCode).toBe(409);

    failing = false;
    const res = await retry(id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ id, state: 'retry' });
    // Queued again already: a second retry is refused.
    expect((await retry(id)).statusCode).toBe(409);
    await vi.waitFor(
      async () => {
        if ((await stateOf(id)) !== 'completed') throw new Error('not run again yet');
      },
      { timeout: 60_000, interval: 100 },
    );
    const completedRetry = await retry(id);
    expect(completedRetry.statusCode).toBe(409);
    expect(completedRetry.json().message).toBe(MESSAGES.jobNotFailed);

    const audit = await app.inject({
      method: 'GET',
      url: '/api/admin/audit',
      headers: { cookie: admin.cookie },
    });
    const entries = (
      audit.json().entries as Array<{ action: string; target_id: string; details: string }>
    ).filter((e) => e.action === 'job.retry');
    expect(entries.length).toBeGreaterThanOrEqual(1);
    expect(entries[0]).toMatchObject({
      target_id: id,
      details: 'test-import: the supplier feed answered 503',
    });
  });

  it('answers bad input with a 4xx and a clear message', async () => {
    const bad = async (method: 'GET' | 'POST', url: string, status: number, message: string) => {
      const res = await app.inject({ method, url, headers: { cookie: admin.cookie } });
      expect(res.statusCode, url).toBe(status);
      expect(res.json().message, url).toBe(message);
    };
    await bad('GET', '/api/admin/jobs?state=stuck', 400, MESSAGES.jobStateInvalid);
    await bad('GET', '/api/admin/jobs?limit=101', 400, MESSAGES.jobLimitInvalid);
    await bad('GET', '/api/admin/jobs?limit=2.5', 400, MESSAGES.jobLimitInvalid);
    await bad('POST', '/api/admin/jobs/not-a-uuid/retry', 400, MESSAGES.jobIdInvalid);
    await bad('POST', "/api/admin/jobs/1'%20OR%201=1/retry", 400, MESSAGES.jobIdInvalid);
    await bad(
      'POST',
      '/api/admin/jobs/00000000-0000-4000-8000-000000000000/retry',
      404,
      MESSAGES.jobNotFound,
    );
  });
});
