import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TListedPost, TSearchPage } from '@common/contracts/search';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStorage } from '../adapters/storage';
import type { TDb } from '../db/client';
import { createTestApp, openTestDatabase, type TTestApp } from '../test/test-app';
import { DEMO_EMAIL_DOMAIN, generateDemo, sellerCountFor, type TDemoResult } from './generate';
import { EMBEDDED_DEMO_POSTS, seedDemoOnce } from './seed-once';

// The demo data generator on a real database: what it makes (real variety, real accounts without
// passwords, city-level locations, photo files), that search serves it like any post, that a seed
// makes the same data every time, and that the embedded default seeds a new database once.

const NOW = new Date('2027-06-01T12:00:00Z');
const DAY = 86_400_000;
const N = 300;
let t: TTestApp;
let made: TDemoResult;

const rows = async (db: TDb, query: ReturnType<typeof sql>) =>
  (await db.execute(query)).rows as Record<string, unknown>[];
const one = async (db: TDb, query: ReturnType<typeof sql>) => (await rows(db, query))[0] ?? {};

beforeAll(async () => {
  t = await createTestApp({}, {}, { clock: () => NOW });
  made = await generateDemo(t.app.db, { posts: N, storage: t.app.storage, now: NOW });
});
afterAll(() => t.close());

describe('generateDemo', () => {
  it('makes N posts by about 8 posts a seller, spread over vehicles, parts, years and cities', async () => {
    expect(made).toMatchObject({ posts: N, sellers: sellerCountFor(N) });
    expect(made.sellers).toBe(Math.round(N / 8));
    const s = await one(
      t.app.db,
      sql`SELECT count(*)::int AS posts, count(DISTINCT vehicle_id)::int AS vehicles,
        count(DISTINCT part_id)::int AS parts, count(DISTINCT year)::int AS years,
        count(DISTINCT city || state)::int AS cities, count(DISTINCT country)::int AS countries,
        count(DISTINCT currency)::int AS currencies, min(price)::float AS low, max(price)::float AS high,
        count(*) FILTER (WHERE status = 'sold')::int AS sold,
        count(*) FILTER (WHERE status = 'expired')::int AS expired FROM posts`,
    );
    expect(s.posts).toBe(N);
    expect(s.vehicles).toBeGreaterThanOrEqual(50);
    expect(s.parts).toBeGreaterThanOrEqual(50);
    expect(s.years).toBeGreaterThanOrEqual(20);
    expect(s.cities).toBeGreaterThanOrEqual(20);
    expect(s).toMatchObject({ countries: 2, currencies: 2 });
    expect(s.low).toBeGreaterThanOrEqual(10);
    expect(s.high).toBeLessThan(20_000);
    expect(s.sold).toBeGreaterThan(0);
    expect(s.expired).toBeGreaterThan(0);
  });

  it('writes ads people would: stock numbers, descriptions naming the part, plausible years', async () => {
    const ads = await rows(
      t.app.db,
      sql`SELECT p.stock_number, p.description, p.year, pt.part_name FROM posts p JOIN parts pt ON pt.id = p.part_id`,
    );
    for (const ad of ads) {
      expect(String(ad.stock_number)).toMatch(/^[A-Za-z0-9-]{2,50}$/);
      const sentences = String(ad.description).split(/(?<=\.) (?=[A-Z0-9])/);
      expect(sentences.length).toBeGreaterThanOrEqual(1);
      expect(sentences.length).toBeLessThanOrEqual(3);
      // The part's own words, in any order ('Door Front Left' -> 'front left door').
      for (const word of String(ad.part_name).toLowerCase().split(' '))
        expect(String(ad.description).toLowerCase()).toContain(word);
      expect(Number(ad.year)).toBeGreaterThanOrEqual(1900);
      expect(Number(ad.year)).toBeLessThanOrEqual(NOW.getUTCFullYear());
    }
    const recent = ads.filter((a) => Number(a.year) >= 1990).length;
    expect(recent / ads.length).toBeGreaterThan(0.85);
  });

  it('makes sellers real accounts nobody can sign in to, each with a placed profile', async () => {
    const sellers = await rows(
      t.app.db,
      sql`SELECT u.email, u.email_verified, d.username, d.first_name, d.last_name, d.street, d.city, d.state,
        d.zip, d.country, d.lat, d.lng, (SELECT count(*)::int FROM account a WHERE a.user_id = u.id) AS logins
        FROM "user" u JOIN userdata d ON d.user_id = u.id`,
    );
    expect(sellers).toHaveLength(made.sellers);
    const names = new Set(sellers.map((s) => String(s.username).toLowerCase()));
    expect(names.size).toBe(sellers.length);
    for (const s of sellers) {
      expect(s).toMatchObject({ email_verified: true, logins: 0 });
      expect(s.email).toBe(`${String(s.username).toLowerCase()}@${DEMO_EMAIL_DOMAIN}`);
      expect(String(s.username)).toMatch(/^\S{3,20}$/);
      for (const f of ['first_name', 'last_name', 'street', 'city', 'state', 'zip'] as const)
        expect(String(s[f]).trim()).not.toBe('');
      expect(['United States', 'Canada']).toContain(s.country);
      expect(typeof s.lat).toBe('number');
      expect(typeof s.lng).toBe('number');
      if (s.country === 'Canada') expect(String(s.zip)).toMatch(/^[A-Z]\d[A-Z] \d[A-Z]\d$/);
      else expect(String(s.zip)).toMatch(/^\d{5}$/);
    }
  });

  it("gives posts their seller's city, rounded as publishing rounds it, and a year to live", async () => {
    const mismatched = await one(
      t.app.db,
      sql`SELECT count(*)::int AS n FROM posts p JOIN userdata d ON d.user_id = p.user_id
        WHERE p.city IS DISTINCT FROM d.city OR p.state IS DISTINCT FROM d.state
          OR p.country IS DISTINCT FROM d.country OR p.lat IS DISTINCT FROM round(d.lat::numeric, 2)::float8
          OR p.lng IS DISTINCT FROM round(d.lng::numeric, 2)::float8`,
    );
    expect(mismatched.n).toBe(0);
    // Mostly Canadian dollars in Canada and US dollars in the US.
    const local = await one(
      t.app.db,
      sql`SELECT avg(CASE WHEN (country = 'Canada') = (currency = 'CAD') THEN 1 ELSE 0 END)::float AS share FROM posts`,
    );
    expect(local.share).toBeGreaterThan(0.85);
    const dates = await rows(t.app.db, sql`SELECT status, created_at, expires_at, sold_at FROM posts`);
    for (const d of dates) {
      const created = new Date(String(d.created_at)).getTime();
      const expires = new Date(String(d.expires_at)).getTime();
      expect(expires - created).toBe(365 * DAY);
      if (d.status === 'active') {
        expect(created).toBeGreaterThan(NOW.getTime() - 335 * DAY);
        expect(created).toBeLessThanOrEqual(NOW.getTime());
      }
      if (d.status === 'expired') expect(expires).toBeLessThan(NOW.getTime());
      if (d.status === 'sold') {
        const sold = new Date(String(d.sold_at)).getTime();
        expect(sold).toBeGreaterThan(NOW.getTime() - 7 * DAY);
        expect(sold).toBeGreaterThan(created);
      } else expect(d.sold_at).toBeNull();
    }
  });

  it("writes each post's fitment rows (its own year and model first), OEM numbers and details", async () => {
    const f = await one(
      t.app.db,
      sql`SELECT count(*)::int AS rows, count(DISTINCT post_id)::int AS posts,
        count(*) FILTER (WHERE f.position = 0 AND (f.vehicle_id, f.year_from) IS DISTINCT FROM (p.vehicle_id, p.year))::int AS wrong_first,
        count(*) FILTER (WHERE f.live IS DISTINCT FROM (p.status = 'active') OR f.price_cad IS DISTINCT FROM p.price_cad
          OR f.post_year IS DISTINCT FROM p.year OR f.part_id IS DISTINCT FROM p.part_id
          OR f.expires_at IS DISTINCT FROM p.expires_at OR f.lat IS DISTINCT FROM p.lat)::int AS stale
        FROM post_fitments f JOIN posts p ON p.id = f.post_id`,
    );
    expect(f).toMatchObject({ posts: N, wrong_first: 0, stale: 0 });
    expect(Number(f.rows) / N).toBeGreaterThan(1.6);
    expect(Number(f.rows) / N).toBeLessThan(2.4);
    const n = await one(
      t.app.db,
      sql`SELECT (SELECT count(*)::int FROM posts WHERE cardinality(oem_numbers) > 0) AS with_numbers,
        (SELECT count(*)::int FROM post_part_numbers) AS matched,
        (SELECT sum(cardinality(oem_numbers))::int FROM posts) AS written,
        (SELECT count(*)::int FROM posts WHERE grade IS NOT NULL AND condition <> 'used') AS graded_unused,
        (SELECT count(*)::int FROM posts WHERE shipping_price IS NOT NULL AND delivery = 'pickup') AS priced_pickup,
        (SELECT count(DISTINCT (condition, warranty_days, delivery))::int FROM posts) AS kinds`,
    );
    expect(n.with_numbers).toBeGreaterThan(N * 0.5);
    expect(n.matched).toBe(n.written);
    expect(n).toMatchObject({ graded_unused: 0, priced_pickup: 0 });
    expect(n.kinds).toBeGreaterThan(10);
  });

  it('stores up to 3 photos a post, each its own files under the post, served by /media', async () => {
    const images = await rows(
      t.app.db,
      sql`SELECT i.post_id, i.position, i.storage_key, i.width, i.height, p.user_id
        FROM post_images i JOIN posts p ON p.id = i.post_id`,
    );
    expect(images).toHaveLength(made.photos);
    expect(new Set(images.map((i) => i.storage_key)).size).toBe(images.length);
    const perPost = new Map<unknown, number>();
    for (const i of images) {
      expect(String(i.storage_key)).toMatch(new RegExp(`^posts/${i.user_id}/${i.post_id}/[0-9a-f-]{36}$`));
      expect(i).toMatchObject({ width: 800, height: 600 });
      perPost.set(i.post_id, (perPost.get(i.post_id) ?? 0) + 1);
    }
    expect(Math.max(...perPost.values())).toBeLessThanOrEqual(3);
    expect(perPost.size).toBeLessThan(N); // some posts show the placeholder
    expect(perPost.size).toBeGreaterThan(N * 0.7);
    for (const i of images.slice(0, 6)) {
      for (const v of ['thumb', 'card', 'full']) {
        const file = await t.app.storage.get(`${i.storage_key}-${v}.webp`);
        expect(file?.contentType).toBe('image/webp');
        expect(file?.body.subarray(8, 12).toString()).toBe('WEBP');
      }
      const res = await t.app.inject({ url: `/media/${i.storage_key}-card.webp` });
      expect(res.statusCode).toBe(200);
    }
  });
});

describe('demo posts in search', () => {
  const search = async (query: string) => {
    const res = await t.app.inject({ url: `/api/posts/search?${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as TSearchPage;
  };
  const everything = async (query = '') => {
    const found: TListedPost[] = [];
    for (let from = 0; ; from += 50) {
      const page = await search(`${query}&range_from=${from}&range_to=${from + 49}`);
      found.push(...page.posts);
      if (!page.hasMore) return found;
    }
  };

  it('lists every live demo post, never a sold or expired one', async () => {
    const live = await rows(t.app.db, sql`SELECT id FROM posts WHERE status = 'active' ORDER BY id`);
    const found = await everything();
    expect(found.map((p) => p.id).sort((a, b) => a - b)).toEqual(live.map((r) => Number(r.id)));
    expect(found.filter((p) => p.images.length > 0).length).toBeGreaterThan(found.length * 0.7);
  });

  it('filters them by vehicle, keyword and distance like any post', async () => {
    // A model matches a post through any of its fitment rows.
    const top = await one(
      t.app.db,
      sql`SELECT f.vehicle_id, count(DISTINCT f.post_id)::int AS n FROM post_fitments f JOIN posts p ON p.id = f.post_id
        WHERE p.status = 'active' GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 1`,
    );
    const byVehicle = await everything(`search_make=${top.vehicle_id}`);
    expect(byVehicle).toHaveLength(Number(top.n));

    const word = await one(
      t.app.db,
      sql`SELECT count(*)::int AS n FROM posts WHERE status = 'active' AND description ILIKE '%OEM%'`,
    );
    const oem = await everything('q=OEM');
    expect(oem.length).toBeGreaterThanOrEqual(Number(word.n));

    const [near] = await rows(
      t.app.db,
      sql`SELECT lat, lng FROM posts WHERE status = 'active' GROUP BY 1, 2 ORDER BY count(*) DESC LIMIT 1`,
    );
    const nearby = await everything(`lat=${near?.lat}&lng=${near?.lng}&radius=50&unit=km`);
    expect(nearby.length).toBeGreaterThan(0);
    for (const p of nearby) expect(p.distance).toBeLessThanOrEqual(50_000);
  });
});

describe('the seed', () => {
  it('makes the same sellers and posts for the same seed, others for another', async () => {
    const content = async (db: TDb) =>
      rows(
        db,
        sql`SELECT d.username, d.city, v.name AS vehicle, p.year, pt.part_name, p.stock_number, p.description,
          p.price, p.currency, p.status, p.created_at, (SELECT count(*)::int FROM post_images i WHERE i.post_id = p.id) AS photos,
          p.condition, p.grade, p.mileage_km, p.warranty_days, p.delivery, p.shipping_price, p.oem_numbers,
          (SELECT string_agg(fv.name || ' ' || f.year_from || '-' || f.year_to, ', ' ORDER BY f.position)
            FROM post_fitments f JOIN vehicles fv ON fv.id = f.vehicle_id WHERE f.post_id = p.id) AS fits
          FROM posts p JOIN userdata d ON d.user_id = p.user_id JOIN vehicles v ON v.id = p.vehicle_id
          JOIN parts pt ON pt.id = p.part_id ORDER BY p.id`,
      );
    const other = await openTestDatabase();
    try {
      await generateDemo(other.db, { posts: N, photoFiles: false, now: NOW });
      expect(await content(other.db)).toEqual(await content(t.app.db));
      // Run again with the same seed: new sellers whose names do not clash.
      const again = await generateDemo(other.db, { posts: 40, photoFiles: false, now: NOW });
      expect(again.posts).toBe(40);
      const names = await one(
        other.db,
        sql`SELECT count(*)::int AS n, count(DISTINCT lower(username))::int AS distinct_names FROM userdata`,
      );
      expect(names.n).toBe(names.distinct_names);
    } finally {
      await other.close();
    }
    const third = await openTestDatabase();
    try {
      await generateDemo(third.db, { posts: N, seed: 7, photoFiles: false, now: NOW });
      expect(await content(third.db)).not.toEqual(await content(t.app.db));
    } finally {
      await third.close();
    }
  });

  it('refuses to write photo files without a storage', async () => {
    await expect(generateDemo(t.app.db, { posts: 5 })).rejects.toThrow(/storage is required/);
  });
});

describe('seedDemoOnce (the embedded default)', () => {
  it('seeds a new embedded database once, and never with DEMO_DATA=false or DATABASE_URL', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'partsyard-demo-'));
    const storage = createStorage({ dataDir, authSecret: 'x'.repeat(32) });
    const database = await openTestDatabase();
    const { db } = database;
    const count = async () => Number((await one(db, sql`SELECT count(*)::int AS n FROM posts`)).n);
    try {
      expect(await seedDemoOnce(db, { demoData: false }, storage, { now: NOW })).toBeUndefined();
      expect(
        await seedDemoOnce(db, { demoData: true, databaseUrl: 'postgres://x/y' }, storage),
      ).toBeUndefined();
      expect(await count()).toBe(0);

      const seeded = await seedDemoOnce(db, { demoData: true }, storage, { now: NOW });
      expect(seeded?.posts).toBe(EMBEDDED_DEMO_POSTS);
      expect(seeded?.photos).toBeGreaterThan(0);
      console.log(`embedded demo seed: ${JSON.stringify(seeded)}`);
      const key = await one(db, sql`SELECT storage_key FROM post_images LIMIT 1`);
      expect(await storage.get(`${key.storage_key}-full.webp`)).not.toBeNull();

      // A restart adds nothing, even once every demo post is gone.
      expect(await seedDemoOnce(db, { demoData: true }, storage, { now: NOW })).toBeUndefined();
      expect(await count()).toBe(EMBEDDED_DEMO_POSTS);
      await db.execute(sql`DELETE FROM posts`);
      expect(await seedDemoOnce(db, { demoData: true }, storage, { now: NOW })).toBeUndefined();
      expect(await count()).toBe(0);
    } finally {
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('leaves a database that already has posts or profiles alone', async () => {
    // The first app's database holds the generated posts but no record of a demo seed.
    expect(await seedDemoOnce(t.app.db, { demoData: true }, t.app.storage)).toBeUndefined();
    expect((await one(t.app.db, sql`SELECT count(*)::int AS n FROM posts`)).n).toBe(N);
  });
});
