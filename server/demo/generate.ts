import { randomBytes, randomUUID } from 'node:crypto';
import { usernameKey } from '@common/rules/username-skeleton';
import { type SQL, sql } from 'drizzle-orm';
import type { TProcessedPhoto } from '../adapters/images/photos';
import type { TStorage } from '../adapters/storage';
import type { TDb } from '../db/client';
import { ILLUSTRATION_SIZE, renderIllustrations } from './illustrations';
import { allocatePosts, type TDemoSeller } from './people';
import { createPlanner, type TPlannedPost, type TRef } from './plan';
import { createRandom } from './random';

// The demo data generator: sellers (real accounts without a password, so nobody can sign in as
// them) in real cities, and their posts with a few photos. Rows go in by the batch, one
// transaction per batch, each table in one INSERT ... SELECT FROM unnest(arrays) statement, so a
// million posts take minutes, not hours.

export const DEFAULT_DEMO_SEED = 20_240_601;
/** Demo sellers' addresses: the .invalid top-level domain never delivers mail. */
export const DEMO_EMAIL_DOMAIN = 'demo.partsyard.invalid';

export interface TDemoOptions {
  posts: number;
  /** The same seed (on the same reference lists) makes the same sellers and posts. */
  seed?: number;
  /**
   * true (the default): each photo's WebP variants are stored through `storage` under the post's
   * own keys. false: only the post_images rows are written, pointing at files that do not exist;
   * for benchmarks only (search reads the rows, never the files), never for a site people use.
   */
  photoFiles?: boolean;
  /** Required when photoFiles is true. */
  storage?: TStorage;
  now?: Date;
  onProgress?: (done: number) => void;
  /** Posts per transaction (default 10,000). */
  batchSize?: number;
}

export interface TDemoResult {
  posts: number;
  sellers: number;
  photos: number;
  ms: number;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
const DEFAULT_BATCH = 10_000;
/** Batches written at once: one is written while the next is drawn (two cores are enough). */
const IN_FLIGHT = 2;
const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A user id in Better Auth's form: 32 random letters and digits. */
function userId(): string {
  const bytes = randomBytes(32);
  let id = '';
  for (const b of bytes) id += ALNUM[b % ALNUM.length];
  return id;
}

/** About 8 posts per seller on a small site, 20 on a big one. */
export function sellerCountFor(posts: number): number {
  const perSeller = posts <= 1_000 ? 8 : posts >= 10_000 ? 20 : 8 + (12 * (posts - 1_000)) / 9_000;
  return Math.max(1, Math.min(posts, Math.round(posts / perSeller)));
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

async function loadRef(db: TDb): Promise<TRef> {
  const v = await db.execute(sql`SELECT id, name FROM vehicles`);
  const p = await db.execute(sql`SELECT id, part_name AS name FROM parts`);
  // In name order (code units, not a collation): the ids of the same lists differ between
  // databases, and a seed must make the same posts on each.
  const byName = (a: { name: string }, b: { name: string }) =>
    a.name < b.name ? -1 : a.name > b.name ? 1 : 0;
  const ref = {
    vehicles: v.rows.map((r) => ({ id: Number(r.id), name: String(r.name) })).sort(byName),
    parts: p.rows.map((r) => ({ id: Number(r.id), name: String(r.name) })).sort(byName),
  };
  if (ref.vehicles.length === 0 || ref.parts.length === 0)
    throw new Error('generateDemo: the vehicles and parts lists are empty (prepare the database first)');
  return ref;
}

/**
 * Makes every username free: unique among the new sellers and unused in the database (nor as a
 * demo email), by look (the confusable skeleton, which also ignores case), adding a number where
 * needed. One query per round.
 */
async function claimUsernames(db: TDb, sellers: TDemoSeller[]): Promise<void> {
  const base = new Map(sellers.map((s) => [s, s.username]));
  const tries = new Map<TDemoSeller, number>();
  const assigned = new Set<string>();
  let pending = sellers;
  while (pending.length > 0) {
    const proposed = new Set<string>();
    for (const s of pending) {
      const root = base.get(s) ?? s.username;
      let n = tries.get(s) ?? 1;
      let name = root;
      for (;;) {
        name = n === 1 ? root : `${root.slice(0, 20 - String(n).length)}${n}`;
        const key = usernameKey(name);
        if (!assigned.has(key) && !proposed.has(key)) break;
        n++;
      }
      tries.set(s, n);
      s.username = name;
      proposed.add(usernameKey(name));
    }
    const takenKeys = new Set<string>();
    const takenEmails = new Set<string>();
    const rows = pending.map((s) => ({ key: usernameKey(s.username), email: s.username.toLowerCase() }));
    for (let i = 0; i < rows.length; i += 10_000) {
      const chunk = rows.slice(i, i + 10_000);
      const keys = chunk.map((r) => r.key);
      const names = chunk.map((r) => r.email);
      const emails = names.map((n) => `${n}@${DEMO_EMAIL_DOMAIN}`);
      const res = await db.execute(sql`
        SELECT username_skeleton AS key, lower(username) AS name FROM userdata
        WHERE username_skeleton = ANY(${arr(keys, 'text')}) OR lower(username) = ANY(${arr(names, 'text')})`);
      for (const row of res.rows) {
        takenKeys.add(String(row.key));
        takenEmails.add(String(row.name));
      }
      const mails = await db.execute(sql`
        SELECT split_part(email, '@', 1) AS name FROM "user" WHERE email = ANY(${arr(emails, 'text')})`);
      for (const row of mails.rows) takenEmails.add(String(row.name));
    }
    const next: TDemoSeller[] = [];
    for (const s of pending) {
      const key = usernameKey(s.username);
      if (takenKeys.has(key) || takenEmails.has(s.username.toLowerCase())) {
        tries.set(s, (tries.get(s) ?? 1) + 1);
        next.push(s);
      } else assigned.add(key);
    }
    pending = next;
  }
}

interface TBatch {
  sellers: { seller: TDemoSeller; id: string; createdAt: Date; posts: TPlannedPost[] }[];
  postCount: number;
}

/** Writes one batch in one transaction: users, profiles, posts, photo rows (and files). */
function writeBatch(
  db: TDb,
  batch: TBatch,
  photos: Map<string, TProcessedPhoto> | undefined,
  storage: TStorage | undefined,
): Promise<number> {
  return db.transaction(async (tx) => {
    // A seed can be re-run: it need not wait for each commit to reach the disk.
    await tx.execute(sql`SET LOCAL synchronous_commit = off`);
    // The posts' ids first: the photo rows and keys name them.
    const idRows = await tx.execute(
      sql`SELECT nextval(pg_get_serial_sequence('posts', 'id'))::int AS id FROM generate_series(1, ${batch.postCount})`,
    );
    const ids = idRows.rows.map((r) => Number(r.id));
    const rows = batchRows(batch, ids, photos);
    await insertRows(tx, rows);
    // Files last, inside the transaction: a failed write leaves no row pointing at a missing file.
    if (storage) await putFiles(storage, rows.files);
    return rows.img.post.length;
  });
}

type TRows = ReturnType<typeof batchRows>;

/** The batch as one array per column. */
function batchRows(batch: TBatch, ids: number[], photos: Map<string, TProcessedPhoto> | undefined) {
  const u = { id: [] as string[], email: [] as string[], created: [] as string[] };
  const d = {
    username: [] as string[],
    first: [] as string[],
    last: [] as string[],
    street: [] as string[],
    city: [] as string[],
    state: [] as string[],
    zip: [] as string[],
    country: [] as string[],
    lat: [] as number[],
    lng: [] as number[],
    unit: [] as string[],
  };
  const p = {
    id: [] as number[],
    user: [] as string[],
    vehicle: [] as number[],
    year: [] as number[],
    part: [] as number[],
    stock: [] as string[],
    description: [] as string[],
    price: [] as string[],
    currency: [] as string[],
    lat: [] as number[],
    lng: [] as number[],
    city: [] as string[],
    state: [] as string[],
    country: [] as string[],
    status: [] as string[],
    created: [] as string[],
    expires: [] as string[],
    sold: [] as (string | null)[],
    condition: [] as string[],
    grade: [] as (string | null)[],
    mileage: [] as (number | null)[],
    warranty: [] as number[],
    delivery: [] as string[],
    shipping: [] as (string | null)[],
    /** Each post's OEM numbers joined by '|' (a character no part number has). */
    oem: [] as string[],
  };
  const fit = {
    post: [] as number[],
    position: [] as number[],
    vehicle: [] as number[],
    from: [] as number[],
    to: [] as number[],
  };
  const img = {
    post: [] as number[],
    position: [] as number[],
    key: [] as string[],
    width: [] as number[],
    height: [] as number[],
  };
  const files: { base: string; photo: TProcessedPhoto }[] = [];
  let next = 0;
  for (const { seller: s, id, createdAt, posts } of batch.sellers) {
    const c = s.city;
    u.id.push(id);
    u.email.push(`${s.username.toLowerCase()}@${DEMO_EMAIL_DOMAIN}`);
    u.created.push(createdAt.toISOString());
    d.username.push(s.username);
    d.first.push(s.firstName);
    d.last.push(s.lastName);
    d.street.push(s.street);
    d.city.push(c.name);
    d.state.push(c.state);
    d.zip.push(s.zip);
    d.country.push(c.country);
    d.lat.push(c.lat);
    d.lng.push(c.lng);
    d.unit.push(c.country === 'Canada' ? 'km' : 'mi');
    for (const post of posts) {
      const postId = ids[next++] as number;
      p.id.push(postId);
      p.user.push(id);
      p.vehicle.push(post.vehicleId);
      p.year.push(post.year);
      p.part.push(post.partId);
      p.stock.push(post.stockNumber);
      p.description.push(post.description);
      p.price.push(post.price);
      p.currency.push(post.currency);
      // City level, rounded as publishing rounds a seller's point.
      p.lat.push(Math.round(c.lat * 100) / 100);
      p.lng.push(Math.round(c.lng * 100) / 100);
      p.city.push(c.name);
      p.state.push(c.state);
      p.country.push(c.country);
      p.status.push(post.status);
      p.created.push(post.createdAt.toISOString());
      p.expires.push(post.expiresAt.toISOString());
      p.sold.push(post.soldAt?.toISOString() ?? null);
      p.condition.push(post.condition);
      p.grade.push(post.grade);
      p.mileage.push(post.mileageKm);
      p.warranty.push(post.warrantyDays);
      p.delivery.push(post.delivery);
      p.shipping.push(post.shippingPrice);
      p.oem.push(post.oemNumbers.join('|'));
      post.fitments.forEach((row, position) => {
        fit.post.push(postId);
        fit.position.push(position);
        fit.vehicle.push(row.vehicleId);
        fit.from.push(row.yearFrom);
        fit.to.push(row.yearTo);
      });
      post.photos.forEach((photo, position) => {
        const base = `posts/${id}/${postId}/${randomUUID()}`;
        const processed = photos?.get(photo.key);
        img.post.push(postId);
        img.position.push(position);
        img.key.push(base);
        img.width.push(processed?.width ?? ILLUSTRATION_SIZE.width);
        img.height.push(processed?.height ?? ILLUSTRATION_SIZE.height);
        if (processed) files.push({ base, photo: processed });
      });
    }
  }
  return { u, d, p, fit, img, files };
}

async function insertRows(tx: Pick<TDb, 'execute'>, { u, d, p, fit, img }: TRows) {
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

/** Stores every variant of every photo, a few dozen writes at a time. */
async function putFiles(storage: TStorage, files: { base: string; photo: TProcessedPhoto }[]) {
  const writes = files.flatMap(({ base, photo }) =>
    photo.variants.map(
      (v) => () => storage.put(`${base}-${v.name}.webp`, v.body, v.contentType, { cacheControl: IMMUTABLE }),
    ),
  );
  let at = 0;
  const worker = async () => {
    while (at < writes.length) await writes[at++]?.();
  };
  await Promise.all(Array.from({ length: 32 }, worker));
}

/**
 * Makes `posts` demo posts by new demo sellers, added to whatever the database holds. Returns
 * what it made and how long it took.
 */
export async function generateDemo(db: TDb, opts: TDemoOptions): Promise<TDemoResult> {
  const t0 = performance.now();
  const total = Math.floor(opts.posts);
  if (!(total >= 0)) throw new Error('generateDemo: posts must be a number, 0 or more');
  const photoFiles = opts.photoFiles ?? true;
  if (photoFiles && !opts.storage)
    throw new Error('generateDemo: storage is required when photoFiles is true');
  if (total === 0) return { posts: 0, sellers: 0, photos: 0, ms: 0 };
  const now = opts.now ?? new Date();
  const seed = opts.seed ?? DEFAULT_DEMO_SEED;
  const r = createRandom(seed);
  // Fitment rows, OEM numbers and details from a stream of their own: the rest stays as before.
  const planner = createPlanner(await loadRef(db), r, now, createRandom((seed ^ 0x15_0015) >>> 0));
  const sellers = Array.from({ length: sellerCountFor(total) }, () => planner.seller());
  allocatePosts(sellers, total);
  await claimUsernames(db, sellers);

  const batchSize = Math.max(1, opts.batchSize ?? DEFAULT_BATCH);
  const inFlight = new Set<Promise<void>>();
  let done = 0;
  let photos = 0;
  let batch: TBatch = { sellers: [], postCount: 0 };
  let rendered: Map<string, TProcessedPhoto> | undefined;
  const flush = async () => {
    const current = batch;
    batch = { sellers: [], postCount: 0 };
    if (photoFiles) {
      const wanted = current.sellers.flatMap((s) => s.posts.flatMap((p) => p.photos));
      const missing = wanted.filter((w) => !rendered?.has(w.key));
      if (missing.length > 0)
        rendered = new Map([...(rendered ?? []), ...(await renderIllustrations(missing))]);
    }
    const write = writeBatch(db, current, rendered, photoFiles ? opts.storage : undefined).then((n) => {
      photos += n;
      done += current.postCount;
      opts.onProgress?.(done);
    });
    const tracked = write.finally(() => inFlight.delete(tracked));
    tracked.catch(() => {}); // seen by the race or the final wait; never unhandled
    inFlight.add(tracked);
    if (inFlight.size >= IN_FLIGHT) await Promise.race(inFlight);
  };
  for (const seller of sellers) {
    const posts = planner.posts(seller);
    const first = Math.min(...posts.map((p) => p.createdAt.getTime()));
    const createdAt = new Date(first - (1 + r.next() * 90) * 86_400_000);
    batch.sellers.push({ seller, id: userId(), createdAt, posts });
    batch.postCount += posts.length;
    if (batch.postCount >= batchSize) await flush();
  }
  if (batch.postCount > 0) await flush();
  await Promise.all(inFlight);
  // Fresh statistics, so the planner knows the new rows at once (PGlite has no autovacuum).
  await db.execute(sql`ANALYZE posts, post_fitments, post_part_numbers, post_images, userdata, "user"`);
  return { posts: done, sellers: sellers.length, photos, ms: Math.round(performance.now() - t0) };
}
