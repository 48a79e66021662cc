import type { Db } from 'pg-boss';
import { JOB_SCHEMA } from './database';
import type { TJobRecord, TJobState, TQueueCounts } from './types';

// What the admin dashboard reads: pg-boss's job table, read directly (fresh counts, unlike its
// cached queue statistics) and only here.

const JOB = `${JOB_SCHEMA}.job`;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function queueCounts(db: Db, queues: string[]): Promise<TQueueCounts[]> {
  const { rows } = await db.executeSql(
    `SELECT name,
       count(*) FILTER (WHERE state IN ('created', 'retry'))::int AS queued,
       count(*) FILTER (WHERE state = 'active')::int AS running,
       count(*) FILTER (WHERE state = 'completed')::int AS completed,
       count(*) FILTER (WHERE state = 'failed')::int AS failed,
       count(*) FILTER (WHERE state = 'cancelled')::int AS cancelled,
       count(*) FILTER (WHERE retry_count > 0)::int AS retried
     FROM ${JOB} WHERE name = ANY($1::text[]) GROUP BY name`,
    [queues],
  );
  const byName = new Map(rows.map((r) => [String(r.name), r]));
  return queues.map((queue) => {
    const r = byName.get(queue);
    const n = (k: string) => Number(r?.[k] ?? 0);
    return {
      queue,
      queued: n('queued'),
      running: n('running'),
      completed: n('completed'),
      failed: n('failed'),
      cancelled: n('cancelled'),
      retried: n('retried'),
    };
  });
}

const COLUMNS = `id, name, state, retry_count, retry_limit, created_on, start_after, started_on,
  completed_on, output, source_name, source_id`;

export async function recentJobs(
  db: Db,
  queues: string[],
  opts: { limit: number; state?: TJobState },
): Promise<TJobRecord[]> {
  const byState = opts.state ? 'AND state::text = $3' : '';
  const values: unknown[] = [queues, opts.limit, ...(opts.state ? [opts.state] : [])];
  const { rows } = await db.executeSql(
    `SELECT ${COLUMNS} FROM ${JOB} WHERE name = ANY($1::text[]) ${byState}
     ORDER BY created_on DESC, id LIMIT $2`,
    values,
  );
  return rows.map(toRecord);
}

export async function findJob(db: Db, id: string): Promise<TJobRecord | undefined> {
  if (!UUID.test(id)) return undefined;
  const { rows } = await db.executeSql(`SELECT ${COLUMNS} FROM ${JOB} WHERE id = $1::uuid`, [id]);
  return rows[0] ? toRecord(rows[0]) : undefined;
}

const date = (v: unknown) => (v === null || v === undefined ? null : new Date(v as string));

function toRecord(r: Record<string, unknown>): TJobRecord {
  const output = r.output as { message?: unknown } | null;
  const failed = r.state !== 'completed' && typeof output?.message === 'string';
  return {
    id: String(r.id),
    queue: String(r.name),
    state: r.state as TJobState,
    retryCount: Number(r.retry_count),
    retryLimit: Number(r.retry_limit),
    createdAt: new Date(r.created_on as string),
    startAfter: new Date(r.start_after as string),
    startedAt: date(r.started_on),
    completedAt: date(r.completed_on),
    error: failed ? String(output?.message) : null,
    sourceQueue: r.source_name === null ? null : String(r.source_name),
    sourceId: r.source_id === null ? null : String(r.source_id),
  };
}
