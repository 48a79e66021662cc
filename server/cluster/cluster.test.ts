import { execFile } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { TLiveEvent } from '@common/contracts/messages';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, onTestFailed, vi } from 'vitest';
import webpush from 'web-push';
import WebSocket from 'ws';
import { makeImage } from '../test/posts';
import { startS3rver, type TS3rver } from '../test/s3rver';
import { createInstance, instanceDir, isReady, logsOf, type TInstance } from './instances';
import { percentile, startLoad } from './load';
import { startMailCatcher, type TMailCatcher } from './mail-catcher';
import { freePort, startNginx, startPostgres, startRedis, type TNginx, type TPostgres } from './services';
import { Session } from './session';

// Proof that PartsYard runs as N instances: PostgreSQL, redis-server, an S3 server and an
// SMTP catcher, three instances of the built app in the container image's runtime layout, and nginx
// in front with the deployment's own site configuration (deploy/nginx/partsyard.conf). Through nginx:
// the main journeys, live messages between users whose sockets are on different instances, the
// per-address limit counted once across instances, a 60-second load while the instances restart one
// at a time (no failed request; each scheduled job ran once), and PostgreSQL stopped and started
// under them. The figures printed go into docs/DEPLOY.md.

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const PASSWORD = 'Str0ng!pass';
const ADMIN = 'admin@cluster.test';
const LOAD_SECONDS = 60;
const WAIT = { timeout: 120_000, interval: 100 };
const run = promisify(execFile);

const base = mkdtempSync(path.join(os.tmpdir(), 'partsyard-cluster-'));
const cleanup: Array<() => Promise<unknown> | unknown> = [];
const instances: TInstance[] = [];
const sockets: WebSocket[] = [];
let postgres: TPostgres;
let s3: TS3rver;
let mail: TMailCatcher;
let nginx: TNginx;
let db: pg.Pool;
let redisUrl = '';
let site = '';

beforeAll(async () => {
  // Every process below may be a user other than ours (postgres, nginx's workers): they traverse it.
  chmodSync(base, 0o755);
  cleanup.push(() => rmSync(base, { recursive: true, force: true }));
  const layout = path.join(base, 'runtime');
  // Each one is stopped in afterAll once it has started, whatever else fails.
  const started = <T>(work: Promise<T>, stop: (x: T) => Promise<unknown>) =>
    work.then((x) => {
      cleanup.push(() => stop(x));
      return x;
    });
  [postgres, , s3, mail] = await Promise.all([
    started(startPostgres(path.join(base, 'postgres')), (p) => p.stop()),
    started(startRedis(), (r) => r.stop()).then((r) => {
      redisUrl = r.url;
    }),
    started(startS3rver({ bucket: 'partsyard-cluster' }), (s) => s.close()),
    started(startMailCatcher(), (m) => m.close()),
    // What the image's runtime stage holds (scripts/runtime-layout.mjs reads the Dockerfile).
    run(process.execPath, ['scripts/runtime-layout.mjs', layout], { cwd: ROOT }),
  ]);
  db = new pg.Pool({ connectionString: postgres.url, max: 2 });
  db.on('error', () => {}); // PostgreSQL is stopped on purpose below
  cleanup.push(() => db.end());

  const nginxPort = await freePort();
  site = `http://127.0.0.1:${nginxPort}`;
  const vapid = webpush.generateVAPIDKeys();
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'production',
    MALLOC_ARENA_MAX: '2',
    PUBLIC_URL: site,
    AUTH_SECRET: 'cluster-test-secret-cluster-test-secret-0123',
    DATABASE_URL: postgres.url,
    REDIS_URL: redisUrl,
    ...s3.env,
    SMTP_URL: mail.url,
    MAIL_FROM: 'PartsYard <no-reply@cluster.test>',
    TRUST_PROXY: 'true',
    ADMIN_EMAILS: ADMIN,
    VAPID_PUBLIC_KEY: vapid.publicKey,
    VAPID_PRIVATE_KEY: vapid.privateKey,
    // The lifetime jobs every minute: a cron occurrence each minute of the load.
    JOBS_INTERVAL_SECONDS: '60',
    // The load comes from one address (this process): the global per-address limit would stop it.
    RATE_LIMIT_PER_MINUTE: '1000000',
    SHUTDOWN_TIMEOUT: '20',
    LOG_LEVEL: 'info',
  };
  for (const n of [1, 2, 3]) {
    instances.push(await createInstance(n, { layout, dataDir: instanceDir(base, n), env }));
  }
  cleanup.push(() => Promise.all(instances.map((i) => i.stop())));
  nginx = await startNginx(path.join(base, 'nginx'), {
    siteConf: path.join(ROOT, 'deploy/nginx/partsyard.conf'),
    port: nginxPort,
    upstreamPorts: instances.map((i) => i.port),
  });
  cleanup.push(
    () => nginx.stop(),
    () => {
      for (const ws of sockets) ws.terminate();
    },
  );
  // The first migrates the empty database; the others find it migrated.
  const [first, ...others] = instances;
  const firstMs = await first?.start();
  const otherMs = await Promise.all(others.map((i) => i.start()));
  console.log(
    `cluster up: first instance ready in ${ms(firstMs ?? 0)} (migrations), the others in ${otherMs.map(ms).join(', ')}`,
  );
});

afterAll(async () => {
  for (const step of cleanup.reverse()) {
    try {
      await step();
    } catch (err) {
      console.error('cluster cleanup step failed:', err);
    }
  }
});

const ms = (n: number) => `${Math.round(n)} ms`;
/** The port of the instance that answered an access log line (the last one nginx tried). */
const instanceOf = (line: string) =>
  /^\S+ \S+ \d+ "([^"]*)"/.exec(line)?.[1]?.split(', ').at(-1)?.split(':')[1];
/** nginx tried more than one instance for this request (one refused it). */
const passedOn = (line: string) => /^\S+ \S+ \d+ "[^"]*, /.test(line);
/** When a step fails, the instances' logs tell why. */
const logsOnFailure = () => onTestFailed(() => console.log(logsOf(instances)));

/** A new account: signs up through nginx, follows the mailed link (signed in by it), saves a profile. */
async function signUp(email: string, username: string) {
  const s = new Session(site);
  const res = await s.post('/api/accounts/sign-up', {
    email,
    password: PASSWORD,
    confirmPassword: PASSWORD,
    terms: true,
  });
  expect(res.status, res.text).toBe(201);
  const verify = await mail.waitFor(email, /Verify your PartsYard account/);
  const link = verify.links.find((l) => l.includes('verify-email'));
  expect(link, verify.text).toBeDefined();
  expect(new URL(link ?? '').origin).toBe(site);
  const verified = await s.get(link ?? '');
  expect(verified.status, verified.text).toBe(302);
  const profile = await s.put('/api/profile', {
    username,
    first_name: 'Robin',
    last_name: 'Seller',
    street: '1 Main St',
    city: 'Toronto',
    state: 'ON',
    zip: 'M5H',
    country: 'Canada',
  });
  expect(profile.status, profile.text).toBe(200);
  const me = await s.get('/api/me');
  expect(me.status, me.text).toBe(200);
  const { user } = me.json<{ user: { id: string; isAdmin: boolean } }>();
  return { s, id: user.id, isAdmin: user.isAdmin, email };
}

async function idOf(s: Session, list: 'vehicles' | 'parts', name: string): Promise<number> {
  const rows = (await s.get(`/api/${list}`)).json<Array<{ id: number; name?: string; part_name?: string }>>();
  const row = rows.find((r) => (r.name ?? r.part_name) === name) ?? rows[0];
  if (!row) throw new Error(`no ${list}`);
  return row.id;
}

/**
 * Lists a part as the create-post page does: cart, photos, then the checkout: paid on the built-in
 * test checkout page (as a person presses Pay), or with the launch code that waives the fee.
 */
async function createPost(s: Session, word: string, opts: { photos: number; pay: boolean }) {
  const cart = await s.post('/api/carts', {
    year: 2012,
    vehicle_id: await idOf(s, 'vehicles', 'Honda - Civic'),
    part_id: await idOf(s, 'parts', 'Alternator'),
    stock_number: `CL-${word}`,
    description: `Alternator in good working order (${word}).`,
    price: 140,
    currencytype: 'CAD',
  });
  expect(cart.status, cart.text).toBe(201);
  const row = cart.json<{ id: number; currencytype: string }>();
  for (let i = 0; i < opts.photos; i++) {
    const form = new FormData();
    form.append('photo', new Blob([new Uint8Array(await makeImage())], { type: 'image/png' }), `p${i}.png`);
    const up = await s.request('POST', `/api/carts/${row.id}/images`, { form });
    expect(up.status, up.text).toBe(201);
  }
  const checkout = await s.post('/api/create-checkout-session', {
    ...row,
    currency: row.currencytype.toLowerCase(),
    ...(opts.pay ? {} : { discountCode: 'PARTSYARD-LAUNCH' }),
  });
  expect(checkout.status, checkout.text).toBe(200);
  if (opts.pay) {
    const page = new URL(checkout.json<{ url: string }>().url);
    expect(page.origin).toBe(site);
    expect(page.pathname).toMatch(/^\/checkout\/local\/local_/);
    const shown = await s.get(page.pathname);
    expect(shown.status, shown.text).toBe(200);
    const paid = await s.request('POST', `${page.pathname}/pay`);
    expect(paid.status, paid.text).toBe(303);
  }
  const published = (await s.get(`/api/carts/${row.id}`)).json<{ post_id: number | null }>();
  expect(published.post_id).toEqual(expect.any(Number));
  return published.post_id as number;
}

/** A signed-in tab's live socket at `url` (an instance's own port, or nginx); the events it got. */
async function openSocket(url: string, s: Session) {
  const events: TLiveEvent[] = [];
  const ws = new WebSocket(url, { headers: { cookie: s.cookie, origin: site } });
  sockets.push(ws);
  let failure = '';
  ws.on('message', (d) => events.push(JSON.parse(String(d)) as TLiveEvent));
  ws.on('unexpected-response', (_req, res) => {
    failure = `upgrade refused: ${res.statusCode}`;
  });
  ws.on('error', (err) => {
    failure ||= err.message;
  });
  await vi.waitFor(() => {
    if (failure) throw new Error(`${url}: ${failure}`);
    if (!events.some((e) => e.type === 'hello')) throw new Error(`${url}: no hello yet`);
  }, WAIT);
  return events;
}
const received = (events: TLiveEvent[], content: string) =>
  vi.waitFor(() => {
    if (!events.some((e) => e.type === 'message' && e.message.content === content))
      throw new Error(`'${content}' not received yet`);
  }, WAIT);

const wsUrl = (httpUrl: string) => `${httpUrl.replace(/^http/, 'ws')}/api/ws`;

describe('three instances behind nginx', () => {
  let seller: Awaited<ReturnType<typeof signUp>>;
  let buyer: Awaited<ReturnType<typeof signUp>>;

  it('run the main journeys: sign up, post with photos, search, live messages across instances, favourite, report, admin delete', async () => {
    logsOnFailure();
    seller = await signUp('seller@cluster.test', 'clusterseller');
    buyer = await signUp('buyer@cluster.test', 'clusterbuyer');

    const postId = await createPost(seller.s, 'journeyproof', { photos: 2, pay: true });
    const post = await buyer.s.get(`/api/posts/${postId}`);
    expect(post.status, post.text).toBe(200);
    const images = post.json<{ images: Array<{ image: string }> }>().images;
    expect(images).toHaveLength(2);
    // The photos are in the bucket, at its public address.
    const photo = await fetch(images[0]?.image ?? '');
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/webp');

    const found = await buyer.s.get('/api/posts/search?q=journeyproof');
    expect(found.status, found.text).toBe(200);
    // The id nginx gave the request ($request_id) is the one the instance answers with and logs.
    const requestId = found.headers.get('x-request-id') ?? '';
    expect(requestId).toMatch(/^[0-9a-f]{32}$/);
    await vi.waitFor(
      () => expect(nginx.accessLog().some((l) => l.endsWith(` ${requestId}`))).toBe(true),
      WAIT,
    );
    expect(found.json<{ posts: Array<{ id: number }> }>().posts.map((p) => p.id)).toEqual([postId]);
    const view = await buyer.s.get(`/view/${postId}`);
    expect(view.status).toBe(301);
    const page = await buyer.s.get(view.headers.get('location') ?? '');
    expect(page.status).toBe(200);
    expect(page.text).toContain('journeyproof');

    // Live messages: the buyer's tab on instance 1, the seller's on instance 2 and through nginx.
    const [one, two] = instances;
    const buyerTab = await openSocket(wsUrl(one?.url ?? ''), buyer.s);
    const sellerTab = await openSocket(wsUrl(two?.url ?? ''), seller.s);
    const sellerViaNginx = await openSocket(wsUrl(site), seller.s);
    const ask = await buyer.s.post('/api/messages', {
      receiver_id: seller.id,
      content: 'Is the alternator still available?',
    });
    expect(ask.status, ask.text).toBe(200);
    await received(sellerTab, 'Is the alternator still available?');
    await received(sellerViaNginx, 'Is the alternator still available?');
    const reply = await seller.s.post('/api/messages', { receiver_id: buyer.id, content: 'Yes, it is.' });
    expect(reply.status, reply.text).toBe(200);
    await received(buyerTab, 'Yes, it is.');

    const star = await buyer.s.post('/api/favorites/toggle', { post_id: postId });
    expect(star.status, star.text).toBe(200);
    expect(star.json()).toMatchObject({ post_id: postId, favorited: true });
    const favorites = await buyer.s.get('/api/favorites');
    expect(favorites.json<{ posts: Array<{ id: number }> }>().posts.map((p) => p.id)).toEqual([postId]);

    const form = new FormData();
    form.append('post_id', String(postId));
    form.append('reason', 'Spam');
    form.append('description', 'The same alternator is listed three times.');
    form.append('photo', new Blob([new Uint8Array(await makeImage())], { type: 'image/png' }), 'proof.png');
    const report = await buyer.s.request('POST', '/api/reports', { form });
    expect(report.status, report.text).toBe(201);
    const reportId = report.json<{ id: number }>().id;

    // The admin (ADMIN_EMAILS) becomes one by verifying the address.
    const admin = await signUp(ADMIN, 'clusteradmin');
    expect(admin.isAdmin).toBe(true);
    const reports = await admin.s.get('/api/admin/reports');
    expect(reports.status, reports.text).toBe(200);
    const listed = reports
      .json<{ reports: Array<{ id: number; post_id: number | null; photos: Array<{ url: string }> }> }>()
      .reports.find((r) => r.id === reportId);
    expect(listed?.post_id).toBe(postId);
    // A report's photo is private: a signed URL from the bucket.
    expect((await fetch(listed?.photos[0]?.url ?? '')).status).toBe(200);
    const deleted = await admin.s.post('/api/delete-post', {
      post_id: postId,
      report_id: reportId,
      reason: 'Listed three times.',
    });
    expect(deleted.status, deleted.text).toBe(200);
    expect((await buyer.s.get(`/api/posts/${postId}`)).status).toBe(404);
    expect(
      (await buyer.s.get('/api/posts/search?q=journeyproof')).json<{ posts: unknown[] }>().posts,
    ).toEqual([]);
    // Its photos went from the bucket with it.
    await vi.waitFor(async () => expect((await fetch(images[0]?.image ?? '')).status).toBe(404), WAIT);
  });

  it('limit one address as one across the three instances', async () => {
    logsOnFailure();
    const anyone = new Session(site);
    const from = nginx.accessLog().length;
    const statuses: number[] = [];
    // POST /api/contact takes 5 a minute from one address; nginx deals them round robin.
    for (let i = 0; i < 6; i++) {
      const res = await anyone.post('/api/contact', {
        name: 'Robin',
        email: 'robin@example.com',
        subject: `Question ${i}`,
        message: 'Do you ship to Yukon?',
      });
      statuses.push(res.status);
    }
    const served = nginx
      .accessLog()
      .slice(from)
      .filter((l) => l.startsWith('POST /api/contact '));
    expect(new Set(served.map(instanceOf)).size, served.join('\n')).toBe(3);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });

  it(`answer every request of a ${LOAD_SECONDS}-second load while each instance restarts in turn, and run each scheduled job once`, async () => {
    logsOnFailure();
    const postIds = [];
    for (const word of ['loadone', 'loadtwo', 'loadthree']) {
      postIds.push(await createPost(seller.s, word, { photos: 1, pay: false }));
    }
    const pages = [];
    for (const id of postIds) {
      const view = await seller.s.get(`/view/${id}`);
      expect(view.status).toBe(301);
      pages.push(new URL(view.headers.get('location') ?? '', site).pathname);
    }
    const urls = [
      { kind: 'search', path: '/api/posts/search' },
      { kind: 'search', path: '/api/posts/search?q=alternator' },
      { kind: 'search', path: '/api/posts/search?search_year=2012&order_by=price&direction=asc' },
      ...pages.map((p) => ({ kind: 'post page (HTML)', path: p })),
      ...postIds.map((id) => ({ kind: 'post (API)', path: `/api/posts/${id}` })),
    ];

    const loadStart = new Date();
    const logFrom = nginx.accessLog().length;
    const restarts: Array<{ n: number; code: number | null; stopMs: number; startMs: number }> = [];
    let rollingDone = () => {};
    const rollingEnded = new Promise<void>((resolve) => {
      rollingDone = resolve;
    });
    const timer = new Promise((resolve) => setTimeout(resolve, LOAD_SECONDS * 1000));
    const load = startLoad({ base: site, urls, clients: 6, until: Promise.all([timer, rollingEnded]) });
    const rolling = (async () => {
      // The load runs at full speed before the first instance goes.
      await vi.waitFor(() => {
        if (load.result.requests < 200) throw new Error('the load has not warmed up yet');
      }, WAIT);
      for (const instance of instances) {
        const stopped = await instance.stop();
        const startMs = await instance.start();
        restarts.push({ n: instance.n, code: stopped.code, stopMs: stopped.ms, startMs });
        // Back in nginx's rotation before the next one goes.
        const seen = nginx.accessLog().length;
        await vi.waitFor(() => {
          const served = nginx.accessLog().slice(seen);
          if (!served.some((l) => instanceOf(l) === String(instance.port)))
            throw new Error(`instance ${instance.n} has had no request since it restarted`);
        }, WAIT);
      }
    })().finally(rollingDone);
    const [result] = await Promise.all([load.done, rolling]);
    const loadEnd = new Date();

    const lines = [
      `load: ${result.requests} requests in ${result.seconds.toFixed(1)} s (${(result.requests / result.seconds).toFixed(0)}/s) from 6 clients through nginx; ${result.failures.length} failed`,
    ];
    const all = [...result.latencies.values()].flat();
    for (const [kind, values] of [['all', all] as const, ...result.latencies]) {
      lines.push(
        `  ${kind}: ${values.length} requests, p50 ${percentile(values, 50).toFixed(1)} ms, p95 ${percentile(values, 95).toFixed(1)} ms, p99 ${percentile(values, 99).toFixed(1)} ms, max ${Math.max(...values).toFixed(0)} ms`,
      );
    }
    for (const r of restarts) {
      lines.push(
        `  restart of instance ${r.n}: SIGTERM to exit ${r.code} in ${ms(r.stopMs)}, start to ready in ${ms(r.startMs)}`,
      );
    }
    const retried = nginx.accessLog().slice(logFrom).filter(passedOn);
    lines.push(
      `  nginx passed ${retried.length} requests on to another instance (a restarting one refused them)`,
    );
    console.log(lines.join('\n'));

    expect(restarts.map((r) => r.code)).toEqual([0, 0, 0]);
    expect(
      result.failures,
      `${JSON.stringify(result.failures.slice(0, 20), null, 1)}\n${nginx.errorLog().slice(-3000)}`,
    ).toEqual([]);
    expect(result.requests).toBeGreaterThan(1000);

    // Each minute's occurrence of the lifetime schedule made one job, and it ran once, to the end:
    // every minute of the load from the first one that began after the schedule was stored (on a new
    // database the queue's first cron pass runs before the app stores its schedules, so the minute
    // of the very first start may go by without a job).
    const stored = await db.query<{ at: Date }>(
      `SELECT created_on AS at FROM pgboss.schedule WHERE name = 'ad-lifetime'`,
    );
    const storedAt = stored.rows[0]?.at.getTime() ?? Number.NaN;
    const first = Math.max(Math.floor(loadStart.getTime() / 60_000), Math.ceil(storedAt / 60_000));
    const last = Math.floor(loadEnd.getTime() / 60_000);
    const minutes = Array.from({ length: last - first + 1 }, (_, i) =>
      new Date((first + i) * 60_000).toISOString(),
    );
    const jobs = await vi.waitFor(
      async () => {
        const forwarded = await db.query<{ slot: string; n: number; done: boolean }>(
          `SELECT to_char(singleton_on, 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS slot, count(*)::int AS n,
                    bool_and(state = 'completed') AS done
               FROM pgboss.job WHERE name = '__pgboss__send-it' AND data->>'name' = 'ad-lifetime'
              GROUP BY singleton_on ORDER BY singleton_on`,
        );
        const runs = await db.query<{ state: string; retry_count: number }>(
          `SELECT state::text, retry_count FROM pgboss.job WHERE name = 'ad-lifetime'`,
        );
        // singleton_on holds the slot's UTC wall time.
        const slots = new Map(forwarded.rows.map((r) => [r.slot, r]));
        const missing = minutes.filter((m) => !slots.get(m)?.done);
        if (missing.length > 0) throw new Error(`no job run yet for ${missing.join(', ')}`);
        if (runs.rows.some((r) => r.state !== 'completed')) throw new Error('a lifetime job still runs');
        return { forwarded: forwarded.rows, runs: runs.rows };
      },
      { timeout: 180_000, interval: 1000 },
    );
    console.log(
      `scheduled jobs: ${jobs.forwarded.length} minute occurrences of the lifetime schedule (${minutes.length} during the load), ${jobs.runs.length} lifetime jobs`,
    );
    expect(minutes.length).toBeGreaterThan(0);
    expect(jobs.forwarded.map((r) => r.n)).toEqual(jobs.forwarded.map(() => 1));
    expect(jobs.runs).toHaveLength(jobs.forwarded.length);
    expect(jobs.runs.map((r) => r.retry_count)).toEqual(jobs.runs.map(() => 0));
    // No schedule's occurrence (the other queues' too) was forwarded twice.
    const twice = await db.query(
      `SELECT data->>'name' AS queue, singleton_on FROM pgboss.job WHERE name = '__pgboss__send-it'
          GROUP BY 1, 2 HAVING count(*) > 1`,
    );
    expect(twice.rows).toEqual([]);
  });

  it('carry on after PostgreSQL stops and starts: 503 while it is down, ready again by themselves, live messages resume', async () => {
    logsOnFailure();
    const [, two, three] = instances;
    const buyerTab = await openSocket(wsUrl(two?.url ?? ''), buyer.s);
    await postgres.stop();
    await vi.waitFor(async () => {
      for (const instance of instances)
        if (await isReady(instance.url)) throw new Error(`${instance.n} ready`);
    }, WAIT);
    const away = await buyer.s.get('/api/me');
    expect(away.status, away.text).toBe(503);
    expect(away.headers.get('retry-after')).toBe('5');

    const back = performance.now();
    await postgres.start();
    await vi.waitFor(async () => {
      for (const instance of instances)
        if (!(await isReady(instance.url))) throw new Error(`${instance.n} not ready`);
    }, WAIT);
    const readyMs = performance.now() - back;
    // The tab is told to fetch what it missed once its instance listens again (at most a second
    // after PostgreSQL returns); from then on messages come live.
    await vi.waitFor(() => {
      if (!buyerTab.some((e) => e.type === 'resync')) throw new Error('the tab was not told to resync yet');
    }, WAIT);
    console.log(
      `PostgreSQL stopped and started: every instance ready again ${ms(readyMs)} after it was back, the live channel ${ms(performance.now() - back)}`,
    );
    // The tab opened before, on instance 2, gets a message sent through instance 3.
    const seller3 = new Session(three?.url ?? '');
    const sent = await seller3.request('POST', '/api/messages', {
      json: { receiver_id: buyer.id, content: 'Still there after the restart?' },
      headers: { cookie: seller.s.cookie, origin: site },
    });
    expect(sent.status, sent.text).toBe(200);
    await received(buyerTab, 'Still there after the restart?');
  });
});
