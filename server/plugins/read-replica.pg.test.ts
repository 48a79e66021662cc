import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TSearchPage } from '@common/contracts/search';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { openPostgres, type TDatabase, withReplica } from '../db/client';
import { seedReferenceData } from '../db/seed/reference';
import { migrateDatabase } from '../startup/migrate';
import { cookiesOf, createUser } from '../test/accounts';
import { createPost } from '../test/posts';
import { startReplicaCluster, type TReplicaCluster } from '../test/replica-cluster';
import { testConfig } from '../test/test-config';
import { READ_AFTER_WRITE_COOKIE } from './read-routing';

// DATABASE_READ_URL on a real streaming replica, made here (a primary and a pg_basebackup standby
// in a temporary folder): searches, post pages, seller pages and sitemaps read the replica; a
// browser that wrote lately (the py_rw cookie) reads the primary, so an author sees their new post
// at once; writes and a user's own lists stay on the primary (the standby would refuse a write);
// a stopped replica's reads are answered by the primary. Replay is paused on the standby to tell
// the two apart: what the standby shows is then older than the primary. PostgreSQL only.

const TEMPLATE =
  '<!doctype html><html lang="en-CA"><head><title>PartsYard</title></head><body></body></html>';
const WINDOW_SECONDS = 15;

let cluster: TReplicaCluster | undefined;
let dist: string | undefined;
let database: TDatabase | undefined;
let app: FastifyInstance;
/** Every statement the app sent to the replica's pool. */
const onReplica: string[] = [];
/** Each replica read the primary answered instead: whether replica reads then paused. */
const fallbacks: boolean[] = [];

beforeAll(async () => {
  cluster = await startReplicaCluster();
  const primary = openPostgres(cluster.primaryUrl, 4);
  database = withReplica(primary, cluster.standbyUrl, 4);
  await migrateDatabase(database);
  await seedReferenceData(database.db);
  dist = mkdtempSync(path.join(os.tmpdir(), 'partsyard-replica-web-'));
  writeFileSync(path.join(dist, 'index.html'), TEMPLATE);
  const config = {
    ...testConfig({ DATABASE_URL: cluster.primaryUrl, DATABASE_READ_URL: cluster.standbyUrl }),
    webDist: dist,
  };
  expect(config.readAfterWriteSeconds).toBe(WINDOW_SECONDS);
  app = await buildApp({ config, database, logger: false });
  await app.ready();
  const pool = database.readPool;
  if (!pool) throw new Error('no replica pool');
  const query = pool.query.bind(pool);
  // biome-ignore lint/suspicious/noExplicitAny: pg.Pool.query's overloads
  pool.query = ((...args: any[]) => {
    const first = args[0] as string | { text: string };
    onReplica.push(typeof first === 'string' ? first : first.text);
    return query(...(args as [string]));
  }) as typeof pool.query;
  database.onReadFallback?.((_err, paused) => fallbacks.push(paused));
  await cluster.caughtUp();
}, 120_000);

afterAll(async () => {
  await app?.close().catch(() => {});
  await database?.close().catch(() => {});
  await cluster?.close();
  if (dist) rmSync(dist, { recursive: true, force: true });
});

/** Runs `work` while the standby replays nothing (its data then older than the primary's). */
async function whilePaused(work: () => Promise<void>) {
  if (!cluster) throw new Error('no cluster');
  await cluster.caughtUp();
  await cluster.pauseReplay();
  try {
    await work();
  } finally {
    await cluster.resumeReplay();
    await cluster.caughtUp();
  }
}

const get = (url: string, cookie?: string) =>
  app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

/** The read-after-write cookie a response sets, if any. */
function rwCookie(res: LightMyRequestResponse): string | undefined {
  const set = res.headers['set-cookie'];
  return (Array.isArray(set) ? set : set ? [set] : []).find((c) =>
    c.startsWith(`${READ_AFTER_WRITE_COOKIE}=`),
  );
}

/** The Cookie header without the read-after-write cookie (a browser whose window ended drops it). */
const withoutRw = (cookie: string) =>
  cookie
    .split('; ')
    .filter((c) => !c.startsWith(`${READ_AFTER_WRITE_COOKIE}=`))
    .join('; ');

/** The ids a seller's search (their page, More from this seller) lists to this browser. */
async function sellerPostIds(sellerId: string, cookie?: string): Promise<number[]> {
  const res = await get(`/api/posts/search?search_user_id=${encodeURIComponent(sellerId)}`, cookie);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as TSearchPage).posts.map((p) => p.id);
}

/** Publishes a post through the API; its id and the author's cookies after the checkout. */
async function publish(cookie: string, stock: string) {
  const { checkout } = await createPost(app, cookie, { change: { stock_number: stock } });
  expect(checkout.statusCode, checkout.body).toBe(200);
  const after = cookiesOf(checkout, cookie);
  const mine = await get('/api/my-posts', after);
  expect(mine.statusCode, mine.body).toBe(200);
  const post = (mine.json() as { posts: { id: number; stock_number: string }[] }).posts.find(
    (p) => p.stock_number === stock,
  );
  if (!post) throw new Error(`${stock} is not in My Posts`);
  return { id: post.id, cookie: after };
}

describe('the read-after-write cookie', () => {
  it('is set by a successful write (the app and the auth library), for READ_AFTER_WRITE_SECONDS', async () => {
    const user = await createUser(app, { username: 'rw_cookie' }); // signs in through /api/auth
    expect(user.cookie).toContain(`${READ_AFTER_WRITE_COOKIE}=`);
    const before = Date.now();
    const saved = await app.inject({
      method: 'PUT',
      url: '/api/profile/preferences',
      headers: { cookie: user.cookie },
      payload: { distance_unit: 'km' },
    });
    const after = Date.now();
    expect(saved.statusCode, saved.body).toBe(200);
    const line = rwCookie(saved) ?? '';
    expect(line).toMatch(/; Max-Age=15(;|$)/);
    expect(line).toMatch(/; Path=\/(;|$)/);
    expect(line).toMatch(/; HttpOnly(;|$)/);
    expect(line).toMatch(/; SameSite=Lax(;|$)/);
    // Its value is when the window ends (ms since the epoch).
    const until = Number(/^py_rw=(\d+);/.exec(line)?.[1]);
    expect(until).toBeGreaterThanOrEqual(before + WINDOW_SECONDS * 1000);
    expect(until).toBeLessThanOrEqual(after + WINDOW_SECONDS * 1000);
  });

  it('is not set by a read or by a refused write', async () => {
    const user = await createUser(app, { username: 'rw_refused' });
    expect(rwCookie(await get('/api/posts/search', user.cookie))).toBeUndefined();
    expect(rwCookie(await get('/api/my-posts', user.cookie))).toBeUndefined();
    const refused = await app.inject({
      method: 'PUT',
      url: '/api/profile',
      headers: { cookie: user.cookie },
      payload: { username: '' },
    });
    expect(refused.statusCode).toBe(400);
    expect(rwCookie(refused)).toBeUndefined();
  });
});

describe('public reads on the replica', () => {
  it("show a visitor the replica's data, and an author who just wrote the primary's", async () => {
    let seller = { id: '', cookie: '' };
    let id = 0;
    await whilePaused(async () => {
      // A seller who signs up and publishes while the standby replays nothing.
      seller = await createUser(app, { username: 'replica_seller' });
      const published = await publish(seller.cookie, 'RR-1');
      id = published.id;
      const cookie = published.cookie;

      // A visitor reads the replica: no such seller, post or page yet.
      expect(await sellerPostIds(seller.id)).toEqual([]);
      expect((await get(`/api/posts/${id}`)).statusCode).toBe(404);
      expect((await get(`/view/${id}`)).statusCode).toBe(404);
      expect((await get(`/api/users/${seller.id}`)).statusCode).toBe(404);
      expect((await get('/sitemaps/posts-1.xml')).body).not.toContain(`/view/${id}/`);

      // The author, carrying the cookie, reads the primary: all of it, at once.
      expect(await sellerPostIds(seller.id, cookie)).toEqual([id]);
      expect((await get(`/api/posts/${id}`, cookie)).statusCode).toBe(200);
      const moved = await get(`/view/${id}`, cookie);
      expect(moved.statusCode, moved.body).toBe(301);
      expect((await get(String(moved.headers.location), cookie)).statusCode).toBe(200);
      expect((await get(`/api/users/${seller.id}`, cookie)).statusCode).toBe(200);
      expect((await get('/sitemaps/posts-1.xml', cookie)).body).toContain(`/view/${id}/`);

      // Without the cookie (its Max-Age passed), or with a window that has ended, the author reads
      // the replica like anyone.
      const session = withoutRw(cookie);
      expect(await sellerPostIds(seller.id, session)).toEqual([]);
      expect((await get(`/api/posts/${id}`, session)).statusCode).toBe(404);
      const ended = `${session}; ${READ_AFTER_WRITE_COOKIE}=${Date.now() - 1}`;
      expect(await sellerPostIds(seller.id, ended)).toEqual([]);
    });

    // Replay resumed and caught up, the visitor sees it too (the publication's last steps may land
    // just after the catch-up's mark: wait for the condition, not for a time).
    await expect.poll(() => sellerPostIds(seller.id), { timeout: 30_000, interval: 100 }).toEqual([id]);
    expect((await get(`/api/posts/${id}`)).statusCode).toBe(200);
    expect((await get(`/view/${id}`)).statusCode).toBe(301);
    expect((await get(`/api/users/${seller.id}`)).statusCode).toBe(200);
    expect((await get('/sitemaps/posts-1.xml')).body).toContain(`/view/${id}/`);
    expect(fallbacks).toEqual([]);
  });

  it("keeps every write and a user's own lists on the primary", async () => {
    const seller = await createUser(app, { username: 'own_seller' });
    const buyer = await createUser(app, { username: 'own_buyer' });
    await whilePaused(async () => {
      const { id } = await publish(seller.cookie, 'RR-2');
      // Writes from browsers without the cookie: the primary takes them (the standby would refuse).
      const faved = await app.inject({
        method: 'POST',
        url: '/api/favorites/toggle',
        headers: { cookie: withoutRw(buyer.cookie) },
        payload: { post_id: id },
      });
      expect(faved.statusCode, faved.body).toBe(200);
      // The user's own reads, without the cookie: their favourites and their posts, from the primary.
      const favorites = await get('/api/favorites', withoutRw(buyer.cookie));
      expect((favorites.json() as TSearchPage).posts.map((p) => p.id)).toEqual([id]);
      const mine = await get('/api/my-posts', withoutRw(seller.cookie));
      expect((mine.json() as { posts: { id: number }[] }).posts.map((p) => p.id)).toContain(id);
      // Meanwhile the public search (the replica) does not have it yet.
      expect(await sellerPostIds(seller.id)).toEqual([]);
    });

    // The replica was read, and only read.
    expect(onReplica.length).toBeGreaterThan(0);
    const writes = onReplica.filter((text) =>
      /^\s*(insert|update|delete|begin|set|select\s+pg_notify)\b|\b(insert\s+into|delete\s+from)\b/i.test(
        text,
      ),
    );
    expect(writes).toEqual([]);
    expect(fallbacks).toEqual([]);
  });

  it('are answered by the primary when the replica is stopped', async () => {
    const seller = await createUser(app, { username: 'down_seller' });
    const { id } = await publish(seller.cookie, 'RR-3');
    await cluster?.caughtUp();
    expect(await database?.replicaAnswers?.()).toBe(true);
    await cluster?.stopStandby();
    expect(await database?.replicaAnswers?.()).toBe(false);

    // The first read finds the replica gone and is run again on the primary; the next ones go
    // straight to the primary for a while.
    expect(await sellerPostIds(seller.id)).toEqual([id]);
    expect(fallbacks).toEqual([true]);
    expect((await get(`/api/posts/${id}`)).statusCode).toBe(200);
    expect((await get(`/view/${id}`)).statusCode).toBe(301);
    expect((await get(`/api/users/${seller.id}`)).statusCode).toBe(200);
    expect((await get('/sitemap.xml')).statusCode).toBe(200);
    expect((await get('/api/posts/landing')).statusCode).toBe(200);
    expect(fallbacks).toEqual([true]);
  });
});
