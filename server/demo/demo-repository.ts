import { usernameKey } from '@common/rules/username-skeleton';
import { type SQL, sql } from 'drizzle-orm';
import type { TDb } from '../db/client';

// The demo generator's statements: the reference lists, the names in use, and the batched inserts.

type TExec = Pick<TDb, 'execute'>;
type TColumns<K extends string> = Record<K, unknown[]>;

/** A batch as one array per column, per table. */
export interface TDemoRows {
  u: TColumns<'id' | 'email' | 'created'>;
  d: TColumns<'first' | 'last' | 'street' | 'city' | 'state' | 'zip' | 'country' | 'lat' | 'lng' | 'unit'> & {
    username: string[];
  };
  p: TColumns<
    | 'id'
    | 'user'
    | 'vehicle'
    | 'year'
    | 'part'
    | 'stock'
    | 'description'
    | 'price'
    | 'currency'
    | 'lat'
    | 'lng'
    | 'city'
    | 'state'
    | 'country'
    | 'status'
    | 'created'
    | 'expires'
    | 'sold'
    | 'condition'
    | 'grade'
    | 'mileage'
    | 'warranty'
    | 'delivery'
    | 'shipping'
    | 'oem'
  >;
  fit: TColumns<'post' | 'position' | 'vehicle' | 'from' | 'to'>;
  img: TColumns<'post' | 'position' | 'key' | 'width' | 'height'>;
}

/**
 * A JS array as one parameter of a plain type (text, int, float8), cast to `type` in SQL: PGlite
 * serializes arrays of built-in types only, so enums, numerics and timestamps travel as text.
 */
function arr(values: unknown[], type: string): SQL {
  const plain = ['int', 'float8'].includes(type) ? type : 'text';
  const cast = plain === type ? sql`` : sql`::${sql.raw(type)}[]`;
  return sql`${sql.param(values)}::${sql.raw(plain)}[]${cast}`;
}

interface TNamed {
  id: number;
  name: string;
}

/** The catalog's vehicles and parts, as the planner picks from them. */
export async function readReferenceLists(db: TExec): Promise<{ vehicles: TNamed[]; parts: TNamed[] }> {
  const v = await db.execute<{ id: number | string; name: string }>(sql`SELECT id, name FROM vehicles`);
  const p = await db.execute<{ id: number | string; name: string }>(
    sql`SELECT id, part_name AS name FROM parts`,
  );
  const named = (r: { id: number | string; name: string }) => ({ id: Number(r.id), name: String(r.name) });
  return { vehicles: v.rows.map(named), parts: p.rows.map(named) };
}

/** Profiles already using one of these skeletons or (lower-case) usernames. */
export async function takenUsernames(
  db: TExec,
  keys: string[],
  names: string[],
): Promise<{ key: string; name: string }[]> {
  const res = await db.execute<{ key: string; name: string }>(sql`
        SELECT username_skeleton AS key, lower(username) AS name FROM userdata
        WHERE username_skeleton = ANY(${arr(keys, 'text')}) OR lower(username) = ANY(${arr(names, 'text')})`);
  return res.rows.map((r) => ({ key: String(r.key), name: String(r.name) }));
}

/** The local parts of these emails that an account already has. */
export async function takenEmailNames(db: TExec, emails: string[]): Promise<string[]> {
  const res = await db.execute<{ name: string }>(sql`
        SELECT split_part(email, '@', 1) AS name FROM "user" WHERE email = ANY(${arr(emails, 'text')})`);
  return res.rows.map((r) => String(r.name));
}

/** This transaction's commit need not wait for the disk. */
export async function skipDurableCommit(tx: TExec): Promise<void> {
  await tx.execute(sql`SET LOCAL synchronous_commit = off`);
}

/** `count` new post ids from the posts' sequence. */
export async function nextPostIds(tx: TExec, count: number): Promise<number[]> {
  const res = await tx.execute<{ id: number }>(
    sql`SELECT nextval(pg_get_serial_sequence('posts', 'id'))::int AS id FROM generate_series(1, ${count})`,
  );
  return res.rows.map((r) => Number(r.id));
}

/** One batch's rows, each table in one INSERT ... SELECT FROM unnest(arrays) statement. */
export async function insertRows(tx: TExec, { u, d, p, fit, img }: TDemoRows): Promise<void> {
  await tx.execute(sql`
      INSERT INTO "user" (id, name, email, email_verified, created_at, updated_at)
      SELECT id, '', email, true, created, created
      FROM unnest(${arr(u.id, 'text')}, ${arr(u.email, 'text')}, ${arr(u.created, 'timestamptz')}) AS t(id, email, created)`);
  await tx.execute(sql`
      INSERT INTO userdata (user_id, username, username_skeleton, first_name, last_name, street, city, state, zip,
        country, lat, lng, distance_unit, created_at, updated_at)
      SELECT t.*, t.created_at FROM unnest(${arr(u.id, 'text')}, ${arr(d.username, 'text')},
        ${arr(d.username.map(usernameKey), 'text')}, ${arr(d.first, 'text')},
        ${arr(d.last, 'text')}, ${arr(d.street, 'text')}, ${arr(d.city, 'text')}, ${arr(d.state, 'text')},
        ${arr(d.zip, 'text')}, ${arr(d.country, 'text')}, ${arr(d.lat, 'float8')}, ${arr(d.lng, 'float8')},
        ${arr(d.unit, 'distance_unit')}, ${arr(u.created, 'timestamptz')})
        AS t(user_id, username, username_skeleton, first_name, last_name, street, city, state, zip, country, lat, lng,
          unit, created_at)`);
  await tx.execute(sql`
      INSERT INTO posts (id, user_id, vehicle_id, year, part_id, stock_number, description, price, currency,
        lat, lng, city, state, country, status, created_at, expires_at, sold_at,
        condition, grade, mileage_km, warranty_days, delivery, shipping_price, oem_numbers)
      OVERRIDING SYSTEM VALUE
      SELECT t.id, t.user_id, t.vehicle_id, t.year, t.part_id, t.stock, t.description, t.price, t.currency,
        t.lat, t.lng, t.city, t.state, t.country, t.status, t.created, t.expires, t.sold,
        t.condition, t.grade, t.mileage, t.warranty, t.delivery, t.shipping, string_to_array(t.oem, '|')
      FROM unnest(${arr(p.id, 'int')}, ${arr(p.user, 'text')}, ${arr(p.vehicle, 'int')}, ${arr(p.year, 'int')},
        ${arr(p.part, 'int')}, ${arr(p.stock, 'text')}, ${arr(p.description, 'text')}, ${arr(p.price, 'numeric')},
        ${arr(p.currency, 'currency')}, ${arr(p.lat, 'float8')}, ${arr(p.lng, 'float8')}, ${arr(p.city, 'text')},
        ${arr(p.state, 'text')}, ${arr(p.country, 'text')}, ${arr(p.status, 'post_status')},
        ${arr(p.created, 'timestamptz')}, ${arr(p.expires, 'timestamptz')}, ${arr(p.sold, 'timestamptz')},
        ${arr(p.condition, 'part_condition')}, ${arr(p.grade, 'part_grade')}, ${arr(p.mileage, 'int')},
        ${arr(p.warranty, 'int')}, ${arr(p.delivery, 'delivery')}, ${arr(p.shipping, 'numeric')}, ${arr(p.oem, 'text')})
        AS t(id, user_id, vehicle_id, year, part_id, stock, description, price, currency, lat, lng, city, state,
          country, status, created, expires, sold, condition, grade, mileage, warranty, delivery, shipping, oem)`);
  // After the posts: each row's trigger copies its post's search columns (migration 0014).
  await tx.execute(sql`
      INSERT INTO post_fitments (post_id, position, vehicle_id, year_from, year_to)
      SELECT * FROM unnest(${arr(fit.post, 'int')}, ${arr(fit.position, 'int')}, ${arr(fit.vehicle, 'int')},
        ${arr(fit.from, 'int')}, ${arr(fit.to, 'int')})`);
  if (img.post.length > 0) {
    await tx.execute(sql`
        INSERT INTO post_images (post_id, position, storage_key, width, height)
        SELECT * FROM unnest(${arr(img.post, 'int')}, ${arr(img.position, 'int')}, ${arr(img.key, 'text')},
          ${arr(img.width, 'int')}, ${arr(img.height, 'int')})`);
  }
}

/** Fresh statistics, so the planner knows the new rows at once (PGlite has no autovacuum). */
export async function analyzeDemoTables(db: TExec): Promise<void> {
  await db.execute(sql`ANALYZE posts, post_fitments, post_part_numbers, post_images, userdata, "user"`);
}

/** Claims the one demo seeding of this database; false when it was claimed before. */
export async function claimDemoSeeding(db: TExec): Promise<boolean> {
  const claimed = await db.execute(
    sql`INSERT INTO seeded_names (kind, name) VALUES ('demo', 'posts') ON CONFLICT DO NOTHING RETURNING 1`,
  );
  return claimed.rows.length > 0;
}

/** True when the database already has posts or profiles. */
export async function databaseInUse(db: TExec): Promise<boolean> {
  const used = await db.execute<{ used: boolean }>(
    sql`SELECT EXISTS (SELECT 1 FROM posts) OR EXISTS (SELECT 1 FROM userdata) AS used`,
  );
  return Boolean(used.rows[0]?.used);
}

/** Gives the claim back, so a later start may seed again. */
export async function releaseDemoSeeding(db: TExec): Promise<void> {
  await db.execute(sql`DELETE FROM seeded_names WHERE kind = 'demo' AND name = 'posts'`);
}
