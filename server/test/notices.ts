import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { vi } from 'vitest';
import { NOTICE_EMAIL_QUEUE } from '../lib/post-notices/email-queue';

// Helpers for the notice tests: a user's notices as stored, the notice emails' queue run dry, and
// the mails an address got.

export interface TNoticeRow {
  kind: string;
  params: Record<string, string | number>;
  link: string;
  post_id: number | null;
  dedupe_key: string | null;
}

/** The user's notices, oldest first. */
export async function noticesOf(app: FastifyInstance, userId: string): Promise<TNoticeRow[]> {
  const res = await app.db.execute(sql`
    SELECT kind, params, link, post_id, dedupe_key FROM notifications WHERE user_id = ${userId} ORDER BY id`);
  return (res.rows as unknown as TNoticeRow[]).map((r) => ({
    ...r,
    params: typeof r.params === 'string' ? JSON.parse(r.params) : r.params,
  }));
}

/** Waits until every queued notice email has been sent (the app must run workers). */
export async function noticeEmailsSent(app: FastifyInstance): Promise<void> {
  await vi.waitFor(
    async () => {
      const c = (await app.jobs.counts()).find((q) => q.queue === NOTICE_EMAIL_QUEUE);
      if (c && c.queued + c.running > 0) throw new Error(`${c.queued + c.running} notice emails to go`);
    },
    { timeout: 60_000, interval: 100 },
  );
}

/** The mails sent to an address, oldest first. */
export async function mailsTo(app: FastifyInstance, to: string) {
  return (await app.mailer.list()).filter((m) => m.to === to).reverse();
}

/** Notice email jobs queued so far (whatever their state). */
export async function noticeEmailJobs(app: FastifyInstance): Promise<number> {
  const c = (await app.jobs.counts()).find((q) => q.queue === NOTICE_EMAIL_QUEUE);
  return c ? c.queued + c.running + c.completed + c.failed + c.cancelled : 0;
}

/** Waits for the mail to an address with this subject (its job may still be on its way). */
export async function mailWithSubject(app: FastifyInstance, to: string, subject: string) {
  return vi.waitFor(
    async () => {
      const mail = (await mailsTo(app, to)).find((m) => m.subject === subject);
      if (!mail) throw new Error(`no mail "${subject}" to ${to} yet`);
      return mail;
    },
    { timeout: 60_000, interval: 100 },
  );
}
