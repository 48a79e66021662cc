import { describe, expect, it } from 'vitest';
import type { TQueueCounts } from '../../adapters/jobs/types';
import type { TMail, TMailer } from '../../adapters/mail';
import { sampleValue } from '../../test/metrics-text';
import { watchJobQueue } from './jobs';
import { countMails } from './live-and-mail';
import { createAppMetrics } from './registry';

// The wrappers and readings on their own: a mail the transport refuses, the queue's counts read at
// most once per interval, and a scrape that does not wait for counts that do not come.

const mail: TMail = { to: 'a@example.com', subject: 'S', text: 'T', html: '<p>T</p>' };

const counts = (queue: string, failed: number): TQueueCounts => ({
  queue,
  queued: 2,
  running: 1,
  completed: 5,
  failed,
  cancelled: 0,
  retried: 0,
});

describe('mails', () => {
  it('counts a mail the transport took as sent, and one it refused as failed (the error still thrown)', async () => {
    const metrics = createAppMetrics();
    let refuse = false;
    const mailer: TMailer = {
      kind: 'smtp',
      send: async () => {
        if (refuse) throw new Error('535 authentication failed');
      },
      list: async () => [],
    };
    countMails(mailer, metrics);
    await mailer.send(mail);
    refuse = true;
    await expect(mailer.send(mail)).rejects.toThrow('535 authentication failed');
    const text = await metrics.registry.metrics();
    expect(sampleValue(text, 'partsyard_mails_sent_total')).toBe(1);
    expect(sampleValue(text, 'partsyard_mails_failed_total')).toBe(1);
  });
});

describe('the job queue gauge', () => {
  it('reads the counts once per interval, however many scrapes come', async () => {
    const metrics = createAppMetrics();
    let reads = 0;
    let failed = 0;
    const jobs = {
      counts: async () => {
        reads += 1;
        return [counts('post-live', failed)];
      },
    };
    let now = 1_000_000;
    const clock = { now: () => now };
    watchJobQueue(jobs, metrics, { ttlMs: 10_000, clock });
    const first = await Promise.all([metrics.registry.metrics(), metrics.registry.metrics()]);
    failed = 3;
    now += 9_999;
    const cached = await metrics.registry.metrics();
    expect(reads).toBe(1);
    for (const text of [...first, cached]) {
      expect(sampleValue(text, 'partsyard_jobs', { queue: 'post-live', state: 'queued' })).toBe(2);
      expect(sampleValue(text, 'partsyard_jobs', { queue: 'post-live', state: 'failed' })).toBe(0);
    }
    now += 1;
    const fresh = await metrics.registry.metrics();
    expect(reads).toBe(2);
    expect(sampleValue(fresh, 'partsyard_jobs', { queue: 'post-live', state: 'failed' })).toBe(3);
  });

  it('answers without the series when the counts fail or do not come in time', async () => {
    for (const jobs of [
      { counts: () => Promise.reject(new Error('connection terminated')) },
      { counts: () => new Promise<TQueueCounts[]>(() => {}) },
    ]) {
      const metrics = createAppMetrics();
      watchJobQueue(jobs, metrics, { waitMs: 10 });
      const text = await metrics.registry.metrics();
      expect(text).toContain('# TYPE partsyard_jobs gauge');
      expect(sampleValue(text, 'partsyard_jobs')).toBeUndefined();
    }
  });
});
