import { sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';

type TExec = Pick<TDb, 'execute'>;

// The live posts the sitemaps list (as search shows them: active and not yet expired). Sitemap
// page n holds the live posts with ids in ((n-1)*size, n*size]: at most `size` each, found
// without an OFFSET, and read in keyset chunks so no page is ever held as rows all at once.

const LIVE = (now: Date) => sql`p.status = 'active' AND p.expires_at > ${now.toISOString()}`;

/** The sitemap pages that hold at least one live post, with their newest post's time. */
export async function livePostPages(db: TExec, now: Date, size: number) {
  const res = await db.execute(sql`
    SELECT (p.id - 1) / ${size} + 1 AS page, max(p.created_at) AS lastmod
    FROM posts p WHERE ${LIVE(now)}
    GROUP BY 1 ORDER BY 1`);
  return (res.rows as { page: number | string; lastmod: Date | string }[]).map((r) => ({
    page: Number(r.page),
    lastmod: new Date(r.lastmod),
  }));
}

export interface TSitemapPostRow {
  id: number;
  year: number;
  vehicle_name: string;
  part_name: string;
  created_at: Date;
}

/** The next live posts after id `after`, up to id `upTo`, in id order (keyset paging). */
export async function livePostsAfter(
  db: TExec,
  now: Date,
  range: { after: number; upTo: number; limit: number },
): Promise<TSitemapPostRow[]> {
  const res = await db.execute(sql`
    SELECT p.id, p.year, v.name AS vehicle_name, pt.part_name, p.created_at
    FROM posts p JOIN vehicles v ON v.id = p.vehicle_id JOIN parts pt ON pt.id = p.part_id
    WHERE p.id > ${range.after} AND p.id <= ${range.upTo} AND ${LIVE(now)}
    ORDER BY p.id LIMIT ${range.limit}`);
  return (res.rows as Record<string, unknown>[]).map((r) => ({
    id: Number(r.id),
    year: Number(r.year),
    vehicle_name: String(r.vehicle_name),
    part_name: String(r.part_name),
    created_at: new Date(r.created_at as string | Date),
  }));
}
