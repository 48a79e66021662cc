import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { posts } from '../db/schema';
import { nextIp } from './accounts';
import { addFirstFitmentRows } from './fitments';
import { formData, type TFormPart } from './multipart';
import { someIds } from './posts';

// Helpers for the reports and admin tests: live posts written straight into the table (as
// publish.ts writes them), reports sent as the browser's multipart form, and the stored rows.

const DAY = 86_400_000;
let stock = 0;

/** A live post of this seller; its id and the title a report of it records. */
export async function insertPost(
  app: FastifyInstance,
  userId: string,
  change: { vehicleId?: number; partId?: number; stockNumber?: string } = {},
) {
  const ids = await someIds(app);
  const vehicleId = change.vehicleId ?? ids.vehicleId;
  const partId = change.partId ?? ids.partId;
  const stockNumber = change.stockNumber ?? `RPT-${++stock}`;
  const now = app.clock();
  const [row] = await app.db
    .insert(posts)
    .values({
      userId,
      vehicleId,
      partId,
      year: 2012,
      stockNumber,
      description: 'A part somebody will report.',
      price: '100.00',
      currency: 'CAD',
      city: 'Beverly Hills',
      state: 'CA',
      country: 'United States',
      lat: 34.07,
      lng: -118.4,
      createdAt: now,
      expiresAt: new Date(now.getTime() + 364 * DAY),
    })
    .returning({ id: posts.id });
  if (!row) throw new Error('post insert returned no row');
  await addFirstFitmentRows(app);
  const names = await app.db.execute(sql`
    SELECT v.name, p.part_name FROM vehicles v, parts p WHERE v.id = ${vehicleId} AND p.id = ${partId}`);
  const { name, part_name } = names.rows[0] as { name: string; part_name: string };
  return { id: row.id, title: `2012 ${name} ${part_name} ${stockNumber}` };
}

export type TReportPhoto = Buffer | { file: Buffer; filename?: string; type?: string };

/** POST /api/reports as the report form sends it: its fields, then its 'photo' files. */
export function sendReport(
  app: FastifyInstance,
  fields: Record<string, string | number>,
  opts: { photos?: TReportPhoto[]; cookie?: string; ip?: string } = {},
) {
  const parts: TFormPart[] = Object.entries(fields).map(([name, value]) => ({ name, value: String(value) }));
  for (const [i, p] of (opts.photos ?? []).entries())
    parts.push(
      Buffer.isBuffer(p) ? { name: 'photo', file: p, filename: `p${i}.png` } : { name: 'photo', ...p },
    );
  const { payload, headers } = formData(parts);
  return app.inject({
    method: 'POST',
    url: '/api/reports',
    payload,
    headers: { ...headers, ...(opts.cookie ? { cookie: opts.cookie } : {}) },
    remoteAddress: opts.ip ?? nextIp(),
  });
}

/** Files a report that must succeed; its id. */
export async function fileReport(
  app: FastifyInstance,
  fields: Record<string, string | number>,
  opts: Parameters<typeof sendReport>[2] = {},
): Promise<number> {
  const res = await sendReport(app, { email: 'watcher@example.com', ...fields }, opts);
  if (res.statusCode !== 201) throw new Error(`report not filed: ${res.statusCode} ${res.body}`);
  return (res.json() as { id: number }).id;
}

export interface TReportRow {
  id: number;
  post_id: number | null;
  user_id: string | null;
  reason: string;
  description: string;
  email: string;
  post_title: string;
  report_count: number;
  resolved: boolean;
  resolution: string | null;
  resolved_by: string | null;
  resolved_at: Date | string | null;
}

export async function reportRows(app: FastifyInstance): Promise<TReportRow[]> {
  const res = await app.db.execute(sql`SELECT * FROM reports ORDER BY id`);
  return res.rows as unknown as TReportRow[];
}

export async function reportRow(app: FastifyInstance, id: number): Promise<TReportRow | undefined> {
  return (await reportRows(app)).find((r) => Number(r.id) === id);
}

/** GET an admin list as this admin, answering 200. */
export async function adminGet<T>(app: FastifyInstance, cookie: string, url: string): Promise<T> {
  const res = await app.inject({ method: 'GET', url, headers: { cookie } });
  if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  return res.json() as T;
}
