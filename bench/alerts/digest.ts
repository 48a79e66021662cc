import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import {
  DIGEST_EMAIL_QUEUE,
  queueDigests,
  sendDigestEmail,
  type TDigestEmailJob,
} from '../../server/modules/saved-searches/alerts';
import type { TBenchApp, TBenchMailer } from './app';

// A digest run for many users (the target: it finishes within 10 minutes on this machine).
// Each digest user has one daily saved search and `perUser` posts waiting in alert_digest_items
// (bulk SQL); queueDigests is timed (it takes each user's rows and queues their one
// 'alert-digest-emails' job), then sending: sendDigestEmail over every queued job's data, read from
// pgboss.job in pages, one after another as one worker would (the queue's own fetch and completion
// are not included), with a mailer that discards each built email.

export interface TDigestResult {
  users: number;
  rows: number;
  loadSeconds: number;
  queueSeconds: number;
  jobs: number;
  /** Jobs whose data named a user another job named too: must be 0. */
  duplicateUsers: number;
  sendSeconds: number;
  sent: number;
}

/** Users bench-digest-1..n, each with one daily search and `perUser` of the live posts waiting. */
async function loadDigestItems(app: TBenchApp, users: number, perUser: number): Promise<number> {
  await app.db.execute(sql`
    INSERT INTO "user" (id, name, email, email_verified)
    SELECT 'bench-digest-' || n, '', 'digest' || n || '@bench.example', true
    FROM generate_series(1, ${users}) AS n`);
  await app.db.execute(sql`
    INSERT INTO saved_searches (user_id, name, alert, query, keyword)
    SELECT 'bench-digest-' || n, 'Daily ' || n, 'daily', 'q=bench-digest', 'bench-digest'
    FROM generate_series(1, ${users}) AS n`);
  const res = await app.db.execute(sql`
    WITH p AS (SELECT array_agg(id ORDER BY id) AS ids, count(*)::int AS n FROM posts WHERE status = 'active')
    INSERT INTO alert_digest_items (user_id, post_id, saved_search_id)
    SELECT s.user_id, p.ids[1 + (s.id * 7 + g * 13) % p.n], s.id
    FROM saved_searches s CROSS JOIN p CROSS JOIN generate_series(0, ${perUser - 1}) AS g
    WHERE s.user_id LIKE 'bench-digest-%'
    ON CONFLICT DO NOTHING`);
  await app.db.execute(sql`ANALYZE alert_digest_items`);
  return res.rowCount ?? 0;
}

/** Sends every queued digest email, pages of `page` jobs read in id order. */
async function sendAll(app: TBenchApp, page: number): Promise<{ jobs: number; duplicateUsers: number }> {
  let after = '00000000-0000-0000-0000-000000000000';
  let jobs = 0;
  const seen = new Set<string>();
  let duplicateUsers = 0;
  for (;;) {
    const res = await app.db.execute(sql`
      SELECT id::text AS id, data FROM pgboss.job
      WHERE name = ${DIGEST_EMAIL_QUEUE} AND state = 'created' AND id > ${after}::uuid
      ORDER BY id LIMIT ${page}`);
    const rows = res.rows as { id: string; data: TDigestEmailJob }[];
    if (rows.length === 0) break;
    for (const row of rows) {
      if (seen.has(row.data.userId)) duplicateUsers += 1;
      seen.add(row.data.userId);
      await sendDigestEmail(app, row.data);
    }
    jobs += rows.length;
    after = rows[rows.length - 1]?.id ?? after;
  }
  return { jobs, duplicateUsers };
}

export async function benchDigest(
  app: TBenchApp,
  mailer: TBenchMailer,
  users: number,
  perUser: number,
): Promise<TDigestResult> {
  let t0 = performance.now();
  const rows = await loadDigestItems(app, users, perUser);
  const loadSeconds = (performance.now() - t0) / 1000;
  t0 = performance.now();
  const queued = await queueDigests(app);
  const queueSeconds = (performance.now() - t0) / 1000;
  const before = mailer.sent();
  t0 = performance.now();
  const { jobs, duplicateUsers } = await sendAll(app, 1000);
  const sendSeconds = (performance.now() - t0) / 1000;
  return {
    users: queued.users,
    rows,
    loadSeconds,
    queueSeconds,
    jobs,
    duplicateUsers,
    sendSeconds,
    sent: mailer.sent() - before,
  };
}
