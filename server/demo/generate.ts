import { randomBytes, randomUUID } from 'node:crypto';
import { usernameKey } from '@common/rules/username-skeleton';
import type { TProcessedPhoto } from '../adapters/images/photos';
import type { TStorage } from '../adapters/storage';
import type { TDb } from '../db/client';
import {
  analyzeDemoTables,
  insertRows,
  nextPostIds,
  readReferenceLists,
  skipDurableCommit,
  type TDemoRows,
  takenEmailNames,
  takenUsernames,
} from './demo-repository';
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

async function loadRef(db: TDb): Promise<TRef> {
  const { vehicles, parts } = await readReferenceLists(db);
  // In name order (code units, not a collation): the ids of the same lists differ between
  // databases, and a seed must make the same posts on each.
  const byName = (a: { name: string }, b: { name: string }) =>
    a.name < b.name ? -1 : a.name > b.name ? 1 : 0;
  const ref = {
    vehicles: vehicles.sort(byName),
    parts: parts.sort(byName),
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
      for (const row of await takenUsernames(db, keys, names)) {
        takenKeys.add(row.key);
        takenEmails.add(row.name);
      }
      for (const name of await takenEmailNames(db, emails)) takenEmails.add(name);
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
    await skipDurableCommit(tx);
    // The posts' ids first: the photo rows and keys name them.
    const ids = await nextPostIds(tx, batch.postCount);
    const rows = batchRows(batch, ids, photos);
    await insertRows(tx, rows);
    // Files last, inside the transaction: a failed write leaves no row pointing at a missing file.
    if (storage) await putFiles(storage, rows.files);
    return rows.img.post.length;
  });
}

/** The batch as one array per column. */
function batchRows(
  batch: TBatch,
  ids: number[],
  photos: Map<string, TProcessedPhoto> | undefined,
): TDemoRows & { files: { base: string; photo: TProcessedPhoto }[] } {
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
  await analyzeDemoTables(db);
  return { posts: done, sellers: sellers.length, photos, ms: Math.round(performance.now() - t0) };
}
