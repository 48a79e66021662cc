import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app';
import { openPostgres, type TDatabase } from '../../db/client';
import { createUser, nextIp } from '../../test/accounts';
import { openTestDatabase } from '../../test/test-app';
import { testConfig } from '../../test/test-config';

// Two app instances on one PostgreSQL database, both running jobs: each job runs once, a message's
// email goes out once, a cron schedule both declare runs once per occurrence, and a job whose
// instance hangs (as good as dead) runs again on the other once it expires. PostgreSQL only: an
// embedded PGlite belongs to one process (its data folder is locked), so it never has two instances.

const WAIT = { timeout: 150_000, interval: 100 };
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'partsyard-jobs-'));
let first: TDatabase;
let second: TDatabase;
const apps: FastifyInstance[] = [];

type TDefine = (app: FastifyInstance, name: 'a' | 'b') => void;

async function instance(database: TDatabase, name: 'a' | 'b', define: TDefine) {
  const config = testConfig({
    JOB_WORKERS: 'true',
    JOB_SUPERVISE_SECONDS: '1',
    MESSAGE_MAIL_DELAY_SECONDS: '1',
    DATA_DIR: dataDir,
  });
  const app = await buildApp({ config, database, logger: false });
  define(app, name);
  await app.ready();
  apps.push(app);
  return app;
}
const pair = async (define: TDefine) =>
  [await instance(first, 'a', define), await instance(second, 'b', define)] as const;
const closeAll = async () => {
  for (const app of apps.splice(0)) await app.close();
};

beforeAll(async () => {
  first = await openTestDatabase();
  second = openPostgres(String(first.connectionString), 4);
});
afterAll(async () => {
  await closeAll();
  await second.close();
  await first.close();
});

describe('two instances on one PostgreSQL database', () => {
  it('run each of 300 jobs exactly once between them', async () => {
    const runs: Array<{ id: string; by: string }> = [];
    const [a] = await pair((app, name) => {
      app.jobs.define('count', { expireInSeconds: 60, pollSeconds: 0.5 });
      app.jobs.work('count', async (_data, job) => {
        runs.push({ id: job.id, by: name });
      });
    });
    const ids = await Promise.all(Array.from({ length: 300 }, (_, n) => a.jobs.enqueue('count', { n })));
    await vi.waitFor(() => {
      if (runs.length < 300) throw new Error(`${runs.length} runs so far`);
    }, WAIT);
    expect(new Set(runs.map((r) => r.id)).size).toBe(300);
    expect(runs).toHaveLength(300);
    expect(new Set(runs.map((r) => r.id))).toEqual(new Set(ids));
    await vi.waitFor(async () => {
      const count = (await a.jobs.counts()).find((c) => c.queue === 'count');
      if (count?.completed !== 300) throw new Error(`${count?.completed} completed so far`);
    }, WAIT);
    // Nothing ran twice, even after every job is settled.
    expect(runs).toHaveLength(300);
    await closeAll();
  });

  it("email a message's receiver once when both instances run the email jobs", async () => {
    const [a, b] = await pair(() => {});
    const to = await createUser(a);
    const senders = await Promise.all([1, 2, 3, 4].map(() => createUser(b)));
    for (const [n, from] of senders.entries()) {
      const res = await (n % 2 ? a : b).inject({
        method: 'POST',
        url: '/api/messages',
        headers: { cookie: from.cookie },
        remoteAddress: nextIp(),
        payload: { receiver_id: to.id, content: `Is part ${n} still for sale?` },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const jobs = async () =>
      (await a.jobs.recent({ limit: 20 })).filter((j) => j.queue === 'message-notices');
    await vi.waitFor(async () => {
      const states = (await jobs()).map((j) => j.state);
      if (states.length !== 4 || states.some((s) => s !== 'completed')) throw new Error(states.join());
    }, WAIT);
    const mails = (await a.mailer.list()).filter((m) => m.to === to.email);
    // One email per conversation (four senders), none twice.
    expect(mails).toHaveLength(4);
    expect(new Set(mails.map((m) => m.subject)).size).toBe(4);
    await closeAll();
  });

  it('run a cron schedule both declare once per occurrence', { timeout: 200_000 }, async () => {
    const runs: Array<{ minute: string; by: string }> = [];
    const [a] = await pair((app, name) => {
      app.jobs.define('tick', { expireInSeconds: 60, pollSeconds: 0.5 });
      app.jobs.schedule('tick', '* * * * *');
      app.jobs.work('tick', async (_data, job) => {
        const created = (await app.jobs.find(job.id))?.createdAt ?? new Date(0);
        runs.push({ minute: created.toISOString().slice(0, 16), by: name });
      });
    });
    // Two occurrences: by the time the second one ran, both instances were past the first.
    await vi.waitFor(() => {
      if (new Set(runs.map((r) => r.minute)).size < 2) throw new Error(`${runs.length} runs so far`);
    }, WAIT);
    const perMinute = new Map<string, number>();
    for (const r of runs) perMinute.set(r.minute, (perMinute.get(r.minute) ?? 0) + 1);
    expect([...perMinute.values()]).toEqual([...perMinute.values()].map(() => 1));
    expect((await a.jobs.recent({ limit: 10 })).filter((j) => j.queue === 'tick').length).toBe(runs.length);
    await closeAll();
  });

  it('run a job again on the other instance when the one running it hangs past its expiry', async () => {
    let release = () => {};
    const hung = new Promise<void>((resolve) => {
      release = resolve;
    });
    const ran: Array<{ by: string; retry: number }> = [];
    const define: TDefine = (app, name) => {
      app.jobs.define('fragile', { expireInSeconds: 2, retryDelaySeconds: 1, pollSeconds: 0.5 });
      app.jobs.work('fragile', async (_data, job) => {
        ran.push({ by: name, retry: job.retryCount });
        if (name === 'a') await hung;
      });
    };
    const a = await instance(first, 'a', define);
    const id = String(await a.jobs.enqueue('fragile', {}));
    await vi.waitFor(() => {
      if (ran.length === 0) throw new Error('not picked up yet');
    }, WAIT);
    // Only now does the second instance start: the first holds the job and never finishes it.
    const b = await instance(second, 'b', define);
    await vi.waitFor(async () => {
      if ((await b.jobs.find(id))?.state !== 'completed') throw new Error('not run again yet');
    }, WAIT);
    expect(ran).toEqual([
      { by: 'a', retry: 0 },
      { by: 'b', retry: 1 },
    ]);
    release();
    await closeAll();
  });
});
