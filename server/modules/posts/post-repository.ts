import { and, eq, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { postImages, posts } from '../../db/schema';

type TTx = Parameters<Parameters<TDb['transaction']>[0]>[0];

export interface TPostRecord {
  id: number;
  user_id: string;
  username: string;
  year: number;
  vehicle_id: number;
  vehicle_name: string;
  part_id: number;
  part_name: string;
  stock_number: string;
  description: string;
  price: string;
  currencytype: 'CAD' | 'USD';
  city: string | null;
  state: string | null;
  country: string | null;
  lat: number | null;
  lng: number | null;
  status: 'active' | 'sold' | 'expired';
  created_at: Date | string;
  expires_at: Date | string;
  images: { position: number; storageKey: string; width: number; height: number }[] | string;
  /** What it fits, in order (json: PGlite and PostgreSQL both hand it over parsed or as text). */
  fitments: { vehicle_id: number; vehicle_name: string; year_from: number; year_to: number }[] | string;
  condition: 'new' | 'used' | 'remanufactured';
  grade: 'A' | 'B' | 'C' | null;
  mileage_km: number | null;
  warranty_days: number;
  delivery: 'pickup' | 'shipping' | 'both';
  shipping_price: string | null;
  oem_numbers: string[];
  donor_vin: string | null;
}

// One statement gives a post with its names and photos (no follow-up queries per post).
const SELECT_POST = sql`
  SELECT p.id, p.user_id, coalesce(u.username, '') AS username, p.year, p.vehicle_id, v.name AS vehicle_name,
    p.part_id, pt.part_name, p.stock_number, p.description, p.price::text AS price, p.currency AS currencytype,
    p.city, p.state, p.country, p.lat, p.lng, p.status, p.created_at, p.expires_at,
    coalesce((SELECT json_agg(json_build_object('position', i.position, 'storageKey', i.storage_key,
      'width', i.width, 'height', i.height) ORDER BY i.position) FROM post_images i WHERE i.post_id = p.id), '[]'::json)
      AS images,
    coalesce((SELECT json_agg(json_build_object('vehicle_id', f.vehicle_id, 'vehicle_name', fv.name,
      'year_from', f.year_from, 'year_to', f.year_to) ORDER BY f.position)
      FROM post_fitments f JOIN vehicles fv ON fv.id = f.vehicle_id WHERE f.post_id = p.id), '[]'::json) AS fitments,
    p.condition, p.grade, p.mileage_km, p.warranty_days, p.delivery, p.shipping_price::text AS shipping_price,
    p.oem_numbers, p.donor_vin
  FROM posts p
  JOIN vehicles v ON v.id = p.vehicle_id
  JOIN parts pt ON pt.id = p.part_id
  LEFT JOIN userdata u ON u.user_id = p.user_id`;

export async function findPost(db: TDb, id: number): Promise<TPostRecord | undefined> {
  const res = await db.execute(sql`${SELECT_POST} WHERE p.id = ${id}`);
  return res.rows[0] as unknown as TPostRecord | undefined;
}

/** A seller's posts of every state, newest first, one page plus one row (to know if more follow). */
export async function listUserPosts(db: TDb, userId: string, offset: number, limit: number) {
  const res = await db.execute(
    sql`${SELECT_POST} WHERE p.user_id = ${userId} ORDER BY p.created_at DESC, p.id DESC LIMIT ${limit} OFFSET ${offset}`,
  );
  return res.rows as unknown as TPostRecord[];
}

export function findPostRow(db: TDb, id: number) {
  return db
    .select()
    .from(posts)
    .where(eq(posts.id, id))
    .then((r) => r[0]);
}

export function updatePost(db: TDb | TTx, id: number, fields: Partial<typeof posts.$inferInsert>) {
  return db.update(posts).set(fields).where(eq(posts.id, id)).returning({ id: posts.id });
}

/**
 * Marks the post sold and, when it was not sold already, counts the sale on its seller's profile
 * (userdata.posts_sold: the reputation's "posts sold" outlives the post, deleted 7 days on).
 */
export async function markPostSold(tx: TTx, id: number, at: Date) {
  await tx.execute(sql`
    WITH sold AS (
      UPDATE posts SET status = 'sold', sold_at = ${at} WHERE id = ${id} AND status <> 'sold' RETURNING user_id
    )
    UPDATE userdata SET posts_sold = posts_sold + 1 FROM sold WHERE userdata.user_id = sold.user_id`);
}

/** The post's row, locked for update until the caller's transaction ends (posts before carts). */
export function lockPostRow(tx: TTx, id: number) {
  return tx
    .select()
    .from(posts)
    .where(eq(posts.id, id))
    .for('update')
    .then((r) => r[0]);
}

/** Deletes a post in the caller's transaction; returns its photos' base keys so their files can go too (undefined if none). */
export async function deletePost(tx: TTx, id: number) {
  const images = await tx
    .select({ key: postImages.storageKey })
    .from(postImages)
    .where(eq(postImages.postId, id));
  const deleted = await tx.delete(posts).where(eq(posts.id, id)).returning({ id: posts.id });
  return deleted.length ? images.map((i) => i.key) : undefined;
}

/** The report an admin acts on: it must be about this post; undefined when there is none. */
export async function findReportOfPost(tx: TTx, reportId: number, postId: number) {
  const res = await tx.execute(
    sql`SELECT id, resolved FROM reports WHERE id = ${reportId} AND post_id = ${postId} FOR UPDATE`,
  );
  return res.rows[0] as { id: number; resolved: boolean } | undefined;
}

/** Every open report of the post is resolved by its deletion (the post is gone for all of them). */
export async function resolveReportsOfPost(tx: TTx, postId: number, adminId: string, at: Date) {
  const res = await tx.execute(sql`
    UPDATE reports SET resolved = true, resolution = 'deleted', resolved_by = ${adminId}, resolved_at = ${at.toISOString()}
    WHERE post_id = ${postId} AND resolved = false RETURNING id`);
  return res.rows.map((r) => Number(r.id));
}

export async function addPostImage(
  db: TDb,
  row: { postId: number; storageKey: string; width: number; height: number },
  max: number,
) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT id FROM posts WHERE id = ${row.postId} FOR UPDATE`);
    const existing = await tx.select().from(postImages).where(eq(postImages.postId, row.postId));
    if (existing.length >= max) return undefined;
    const position = existing.reduce((m, i) => Math.max(m, i.position + 1), 0);
    const [created] = await tx
      .insert(postImages)
      .values({ ...row, position })
      .returning();
    return created;
  });
}

export function deletePostImage(db: TDb, postId: number, position: number) {
  return db
    .delete(postImages)
    .where(and(eq(postImages.postId, postId), eq(postImages.position, position)))
    .returning()
    .then((r) => r[0]);
}
