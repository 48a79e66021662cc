import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createUser, nextIp } from '../../test/accounts';
import { createTestApp, type TTestApp } from '../../test/test-app';
import { MESSAGE_NOTICE_QUEUE } from './notices-job';

// The message email through the job queue: the send queues a job in its transaction, the job runs
// after MESSAGE_MAIL_DELAY_SECONDS and emails the offline receiver once.

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp({ JOB_WORKERS: 'true', MESSAGE_MAIL_DELAY_SECONDS: '1' });
});
afterAll(() => t.close());

describe('message emails on the job queue', () => {
  it('queues one job per message and emails the offline receiver once', async () => {
    const [from, to] = [await createUser(t.app, { username: 'nqj_from' }), await createUser(t.app)];
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/messages',
      headers: { cookie: from.cookie },
      remoteAddress: nextIp(),
      payload: { receiver_id: to.id, content: 'Still got the tailgate?' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const jobs = (await t.app.jobs.recent({ limit: 10 })).filter((j) => j.queue === MESSAGE_NOTICE_QUEUE);
    expect(jobs).toHaveLength(1);
    const id = jobs[0]?.id ?? '';
    await vi.waitFor(
      async () => {
        if ((await t.app.jobs.find(id))?.state !== 'completed') throw new Error('job not done yet');
      },
      { timeout: 60_000, interval: 100 },
    );
    const mails = (await t.app.mailer.list()).filter((m) => m.to === to.email);
    expect(mails.map((m) => m.subject)).toEqual(['New message from nqj_from on PartsYard']);
  });

  it('queues nothing when a send is refused', async () => {
    const before = (await t.app.jobs.counts()).find((c) => c.queue === MESSAGE_NOTICE_QUEUE);
    const from = await createUser(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/messages',
      headers: { cookie: from.cookie },
      remoteAddress: nextIp(),
      payload: { receiver_id: from.id, content: 'to myself' },
    });
    expect(res.statusCode).toBe(400);
    expect((await t.app.jobs.counts()).find((c) => c.queue === MESSAGE_NOTICE_QUEUE)).toEqual(before);
  });
});
