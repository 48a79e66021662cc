import { sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';

// The reads of a user's data export: their own rows only, each other person by public
// username alone ("deleted user" when that account was deleted), never another person's address.
type TExec = Pick<TDb, 'execute'>;
type TRow = Record<string, unknown>;

const rows = async (db: TExec, query: ReturnType<typeof sql>) => (await db.execute(query)).rows as TRow[];

/** Another person as the export names them. */
const OTHER_NAME = (id: ReturnType<typeof sql>) => sql`
  (SELECT CASE WHEN o.deleted_at IS NOT NULL THEN 'deleted user' ELSE coalesce(d.username, '') END
   FROM "user" o LEFT JOIN userdata d ON d.user_id = o.id WHERE o.id = ${id})`;

export async function account(db: TExec, userId: string) {
  const [row] = await rows(
    db,
    sql`
    SELECT u.email, u.email_verified, u.created_at, coalesce(u.two_factor_enabled, false) AS two_factor_enabled,
      d.username, d.first_name, d.last_name, d.street, d.city, d.state, d.zip, d.country, d.lat, d.lng,
      d.distance_unit, d.watch_notices
    FROM "user" u LEFT JOIN userdata d ON d.user_id = u.id WHERE u.id = ${userId}`,
  );
  return row;
}

export const pushDevices = (db: TExec, userId: string) =>
  rows(
    db,
    sql`SELECT user_agent AS device, created_at, last_success_at FROM push_subscriptions
        WHERE user_id = ${userId} ORDER BY id`,
  );

export const signIns = (db: TExec, userId: string) =>
  rows(
    db,
    sql`SELECT created_at, ip_address, user_agent FROM sign_ins WHERE user_id = ${userId} ORDER BY id`,
  );

/** Their posts with names, fitments and photo keys in order. */
export const posts = (db: TExec, userId: string) =>
  rows(
    db,
    sql`
    SELECT p.id, p.year, v.name AS vehicle, pt.part_name AS part, p.stock_number, p.description,
      p.price::text AS price, p.currency, p.condition, p.grade, p.mileage_km, p.warranty_days, p.delivery,
      p.shipping_price::text AS shipping_price, p.oem_numbers, p.donor_vin, p.city, p.state, p.country,
      p.status, p.created_at, p.expires_at, p.sold_at,
      coalesce((SELECT json_agg(json_build_object('vehicle', fv.name, 'year_from', f.year_from, 'year_to', f.year_to)
                                ORDER BY f.position)
                FROM post_fitments f JOIN vehicles fv ON fv.id = f.vehicle_id WHERE f.post_id = p.id), '[]') AS fits,
      coalesce((SELECT array_agg(i.storage_key ORDER BY i.position) FROM post_images i WHERE i.post_id = p.id),
               '{}') AS photo_keys
    FROM posts p JOIN vehicles v ON v.id = p.vehicle_id JOIN parts pt ON pt.id = p.part_id
    WHERE p.user_id = ${userId} ORDER BY p.id`,
  );

/** Their carts (unpaid or paid listings); photo keys only for a cart not yet published as a post. */
export const carts = (db: TExec, userId: string) =>
  rows(
    db,
    sql`
    SELECT c.id, c.status, c.year, v.name AS vehicle, pt.part_name AS part, c.stock_number, c.description,
      c.price::text AS price, c.currency, c.fee_amount::text AS fee_amount, c.post_id, c.created_at,
      CASE WHEN c.post_id IS NULL THEN
        coalesce((SELECT array_agg(i.storage_key ORDER BY i.position) FROM cart_images i WHERE i.cart_id = c.id), '{}')
      ELSE '{}' END AS photo_keys
    FROM carts c JOIN vehicles v ON v.id = c.vehicle_id JOIN parts pt ON pt.id = c.part_id
    WHERE c.user_id = ${userId} ORDER BY c.id`,
  );

/** Every message they sent or received, oldest first, the other side by username. */
export const messages = (db: TExec, userId: string) =>
  rows(
    db,
    sql`
    SELECT m.id, m.sender_id = ${userId} AS from_me,
      CASE WHEN m.sender_id = ${userId} THEN m.receiver_id ELSE m.sender_id END AS other_id,
      ${OTHER_NAME(sql`CASE WHEN m.sender_id = ${userId} THEN m.receiver_id ELSE m.sender_id END`)} AS other,
      m.content, m.created_at, m.read_at, m.post_id
    FROM messages m WHERE m.sender_id = ${userId} OR m.receiver_id = ${userId}
    ORDER BY m.id`,
  );

export const favourites = (db: TExec, userId: string) =>
  rows(
    db,
    sql`
    SELECT f.post_id, concat_ws(' ', p.year, v.name, pt.part_name, p.stock_number) AS post_title, f.created_at
    FROM favorites f JOIN posts p ON p.id = f.post_id
    JOIN vehicles v ON v.id = p.vehicle_id JOIN parts pt ON pt.id = p.part_id
    WHERE f.user_id = ${userId} ORDER BY f.id`,
  );

export const savedSearches = (db: TExec, userId: string) =>
  rows(
    db,
    sql`SELECT name, alert, query, near, created_at FROM saved_searches WHERE user_id = ${userId} ORDER BY id`,
  );

export const garage = (db: TExec, userId: string) =>
  rows(
    db,
    sql`
    SELECT v.name AS vehicle, g.year, g.vin, g.created_at FROM garage_vehicles g JOIN vehicles v ON v.id = g.vehicle_id
    WHERE g.user_id = ${userId} ORDER BY g.id`,
  );

/** Reviews they wrote (`written`) and received, with the other side by username. */
export const reviews = (db: TExec, userId: string) =>
  rows(
    db,
    sql`
    SELECT r.reviewer_id = ${userId} AS written,
      ${OTHER_NAME(sql`CASE WHEN r.reviewer_id = ${userId} THEN r.reviewee_id ELSE r.reviewer_id END`)} AS other,
      r.post_id, r.post_title, r.rating, r.body, r.created_at, r.updated_at, r.answer, r.answered_at,
      r.removed_at IS NOT NULL AS removed
    FROM reviews r WHERE r.reviewer_id = ${userId} OR r.reviewee_id = ${userId} ORDER BY r.id`,
  );

export const notifications = (db: TExec, userId: string) =>
  rows(
    db,
    sql`SELECT kind, params, link, created_at, read_at FROM notifications WHERE user_id = ${userId} ORDER BY id`,
  );

export const blocked = (db: TExec, userId: string) =>
  rows(
    db,
    sql`SELECT ${OTHER_NAME(sql`b.blocked_id`)} AS username, b.created_at FROM message_blocks b
        WHERE b.blocker_id = ${userId} ORDER BY b.created_at`,
  );

/** Reports they filed (what they said; never the admins' handling beyond whether it was settled). */
export const reports = (db: TExec, userId: string) =>
  rows(
    db,
    sql`SELECT post_title, reason, description, email, created_at, resolved FROM reports
        WHERE user_id = ${userId} ORDER BY id`,
  );
