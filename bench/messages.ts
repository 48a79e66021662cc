// Live messages: how long a message sent over HTTP takes to reach its receiver's open WebSocket, on
// one instance and across two (LISTEN/NOTIFY between them), and what the contacts list and a
// conversation page cost for a user with a long history.
// Usage: npm run bench:messages -- [--pairs 50] [--messages 20] [--warmup 2] [--concurrency 50]
//          [--quiet-pairs 10] [--pool 10] [--contacts 200] [--history 2000] [--conversation 1000]
//          [--requests 200]
//   Database: with DATABASE_URL, a fresh database of its own on that PostgreSQL server
//   (partsyard_bench_msg_<pid>, dropped at the end); without it, an in-memory PGlite, where only the
//   single-instance run is possible (two instances need a PostgreSQL server to share).
//   Live delivery: --pairs sender/receiver pairs of real users (signed in, with profiles). Each
//   receiver holds a WebSocket on /api/ws (the `ws` client, session cookie + Origin); each sender
//   POSTs /api/messages over HTTP on 127.0.0.1 (node:http, its own keep-alive connection, opened by
//   the warm-up), one message at a time, the next once the previous one has been answered and
//   delivered; --concurrency pairs do this at once (all of them by default).
//   A quiet run follows each loaded one: the first --quiet-pairs pairs one at a time (0: none), the
//   latency without queueing. --pool: each app's PostgreSQL pool (10, the app's own default).
//   Latency: just before the POST until the 'message' event is read off the receiver's socket. The
//   send limit is MESSAGES_PER_MINUTE per user, so --warmup + --messages may not exceed it; between
//   runs the users' send windows are cleared (as if a minute had passed).
//   Two instances: a second app on the same database with its own pool (and its own LISTEN
//   connection); receivers connect to it, senders post to the first.
//   Reads: one user with --contacts contacts and --history messages (--conversation of them with one
//   contact), inserted with SQL; GET /api/messages/contacts, the newest page of that conversation and
//   an older one (?before=), --requests sequential requests each after 20 unmeasured ones.
//   The per-address rate limit is raised for the run: every request comes from 127.0.0.1.

import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { MESSAGES_PER_MINUTE } from '@common/constants';
import { LIVE_PATH, type TLiveEvent } from '@common/contracts/messages';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import WebSocket from 'ws';
import { buildApp } from '../server/app';
import { loadConfig, type TConfig } from '../server/config';
import { openPglite, openPostgres, type TDatabase } from '../server/db/client';
import { prepareDatabase } from '../server/startup/prepare';
import { databaseUrl, serverLabel, withAdmin } from './search/connection';
import { int, latency, ms, type TLatency, table } from './search/stats';

const PASSWORD = 'Bench!pass9';
const DELIVERY_TIMEOUT_MS = 10_000;
const READ_WARMUP = 20;

interface TOptions {
  pairs: number;
  messages: number;
  warmup: number;
  concurrency: number;
  quietPairs: number;
  pool: number;
  contacts: number;
  history: number;
  conversation: number;
  requests: number;
}

interface TUser {
  id: string;
  email: string;
  cookie: string;
}

interface TLiveResult {
  label: string;
  pairs: number;
  concurrency: number;
  delivery: TLatency;
  post: TLatency;
  sent: number;
  lost: number;
  failed: string[];
  seconds: number;
}

interface TReadResult {
  label: string;
  rows: string;
  bytes: number;
  latency: TLatency;
}

const log = (line = '') => console.log(line);

function parseOptions(): TOptions {
  const { values } = parseArgs({
    options: {
      pairs: { type: 'string', default: '50' },
      messages: { type: 'string', default: '20' },
      warmup: { type: 'string', default: '2' },
      concurrency: { type: 'string' },
      'quiet-pairs': { type: 'string', default: '10' },
      pool: { type: 'string', default: '10' },
      contacts: { type: 'string', default: '200' },
      history: { type: 'string', default: '2000' },
      conversation: { type: 'string', default: '1000' },
      requests: { type: 'string', default: '200' },
    },
  });
  const num = (name: string, v: string, min: number) => {
    const n = Number(v.replaceAll('_', ''));
    if (!Number.isInteger(n) || n < min)
      throw new Error(`--${name} must be an integer >= ${min}, got "${v}"`);
    return n;
  };
  const o: TOptions = {
    pairs: num('pairs', values.pairs, 1),
    messages: num('messages', values.messages, 1),
    warmup: num('warmup', values.warmup, 1),
    concurrency: 0,
    quietPairs: 0,
    pool: num('pool', values.pool, 1),
    contacts: num('contacts', values.contacts, 1),
    history: num('history', values.history, 1),
    conversation: num('conversation', values.conversation, 0),
    requests: num('requests', values.requests, 1),
  };
  o.concurrency = Math.min(o.pairs, num('concurrency', values.concurrency ?? String(o.pairs), 1));
  o.quietPairs = Math.min(o.pairs, num('quiet-pairs', values['quiet-pairs'], 0));
  if (o.warmup + o.messages > MESSAGES_PER_MINUTE) {
    throw new Error(
      `--warmup + --messages (${o.warmup + o.messages}) exceeds the send limit of ${MESSAGES_PER_MINUTE} ` +
        'a minute per user: use more pairs for more messages',
    );
  }
  if (o.conversation > o.history) throw new Error('--conversation cannot exceed --history');
  return o;
}

/** The Cookie header that a response's Set-Cookie headers leave in a browser. */
function cookiesOf(res: LightMyRequestResponse): string {
  const set = res.headers['set-cookie'];
  const jar = new Map<string, string>();
  for (const line of Array.isArray(set) ? set : set ? [set] : []) {
    const [pair = ''] = line.split(';');
    const at = pair.indexOf('=');
    const value = pair.slice(at + 1);
    if (value !== '' && !/max-age=0/i.test(line)) jar.set(pair.slice(0, at), value);
  }
  return [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
}

/** A verified user with a profile, signed in (as server/test/accounts.ts makes them). */
async function createUser(app: FastifyInstance, tag: string, n: number): Promise<TUser> {
  const email = `bench-${tag}@example.com`;
  const created = await app.auth.api.createUser({
    body: { email, password: PASSWORD, name: '', role: 'user', data: { emailVerified: true } },
  });
  const signIn = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    payload: { email, password: PASSWORD },
    // Sign-in has its own per-address limit: each user signs in from an address of its own.
    remoteAddress: `10.0.${(n >> 8) & 255}.${n & 255}`,
  });
  if (signIn.statusCode !== 200) throw new Error(`sign-in of ${email}: ${signIn.statusCode} ${signIn.body}`);
  const cookie = cookiesOf(signIn);
  const profile = await app.inject({
    method: 'PUT',
    url: '/api/profile',
    headers: { cookie },
    payload: {
      username: `bench_${tag}`,
      first_name: 'Robin',
      last_name: 'Seller',
      street: '12 Rodeo Dr',
      city: 'Beverly Hills',
      state: 'CA',
      zip: '90210',
      country: 'United States',
    },
  });
  if (profile.statusCode !== 200)
    throw new Error(`profile of ${email}: ${profile.statusCode} ${profile.body}`);
  return { id: created.user.id, email, cookie };
}

/** Runs fn over items with at most `limit` at once; results in the items' order. */
async function pool<T, R>(items: T[], limit: number, fn: (item: T, i: number) => Promise<R>): Promise<R[]> {
  const out = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      try {
        out[i] = await fn(items[i] as T, i);
      } catch (err) {
        next = items.length;
        throw err;
      }
    }
  };
  // Every worker stops before the first failure is thrown (nothing runs on into closed pools).
  const settled = await Promise.allSettled(Array.from({ length: Math.min(limit, items.length) }, worker));
  for (const r of settled) if (r.status === 'rejected') throw r.reason;
  return out;
}

/** A receiver's live socket: resolves waiters by message content with the moment its event was read. */
class LiveSocket {
  private readonly waiters = new Map<string, (at: number) => void>();
  private readonly early = new Map<string, number>();
  private constructor(private readonly ws: WebSocket) {}

  static open(baseUrl: string, cookie: string, origin: string): Promise<LiveSocket> {
    const ws = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}${LIVE_PATH}`, {
      headers: { cookie, origin },
    });
    const live = new LiveSocket(ws);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('no hello within 10 s')), 10_000);
      ws.on('unexpected-response', (_req, res) => reject(new Error(`upgrade refused: ${res.statusCode}`)));
      ws.on('error', reject);
      ws.on('message', (data) => {
        const at = performance.now();
        const event = JSON.parse(String(data)) as TLiveEvent;
        if (event.type === 'hello') {
          clearTimeout(timer);
          resolve(live);
        } else if (event.type === 'message') {
          const waiter = live.waiters.get(event.message.content);
          if (waiter) {
            live.waiters.delete(event.message.content);
            waiter(at);
          } else live.early.set(event.message.content, at);
        }
      });
    });
  }

  /** When the message with this content arrives (undefined after the timeout). */
  arrival(content: string): Promise<number | undefined> {
    const seen = this.early.get(content);
    if (seen !== undefined) {
      this.early.delete(content);
      return Promise.resolve(seen);
    }
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.waiters.delete(content);
        resolve(undefined);
      }, DELIVERY_TIMEOUT_MS);
      this.waiters.set(content, (at) => {
        clearTimeout(timer);
        resolve(at);
      });
    });
  }

  close() {
    this.ws.terminate();
  }
}

/**
 * One HTTP request on a keep-alive agent. Each sender has an agent of its own holding one connection,
 * opened in the warm-up: under load the server accepts new connections only about once per turn of
 * its busy event loop, which a connection pool opening connections mid-run would time as latency.
 */
function request(
  url: string,
  agent: http.Agent,
  headers: Record<string, string>,
  body?: string,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      {
        method: body === undefined ? 'GET' : 'POST',
        agent,
        headers:
          body === undefined
            ? headers
            : { ...headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const keepAlive = () => new http.Agent({ keepAlive: true, maxSockets: 1 });

const FILLER = 'Is the left headlight assembly still available? I can pick it up on Saturday.';

interface TRound {
  delivery: number[];
  post: number[];
  sent: number;
  lost: number;
  failed: string[];
  seconds: number;
}

/**
 * Every pair's sender posts `count` messages, one after another (each once the previous one is both
 * answered and delivered), --concurrency pairs at once.
 */
async function round(
  pairs: Array<{ sender: TUser; receiver: TUser; socket: LiveSocket; agent: http.Agent }>,
  postTo: string,
  origin: string,
  count: number,
  concurrency: number,
  tag: string,
): Promise<TRound> {
  const r: TRound = { delivery: [], post: [], sent: 0, lost: 0, failed: [], seconds: 0 };
  const t0 = performance.now();
  await pool(pairs, concurrency, async ({ sender, receiver, socket, agent }, p) => {
    for (let i = 0; i < count; i++) {
      const content = `${tag} ${p}.${i}: ${FILLER}`;
      const arrival = socket.arrival(content);
      const start = performance.now();
      const res = await request(
        `${postTo}/api/messages`,
        agent,
        { cookie: sender.cookie, origin },
        JSON.stringify({ receiver_id: receiver.id, content }),
      );
      const answered = performance.now();
      r.sent++;
      if (res.status !== 200) {
        if (r.failed.length < 5) r.failed.push(`${res.status} ${res.body.slice(0, 160)}`);
        else r.failed.push('');
        continue;
      }
      r.post.push(answered - start);
      const at = await arrival;
      if (at === undefined) r.lost++;
      else r.delivery.push(at - start);
    }
  });
  r.seconds = (performance.now() - t0) / 1000;
  return r;
}

async function liveRun(
  label: string,
  users: Array<{ sender: TUser; receiver: TUser }>,
  postTo: string,
  socketsOn: string,
  origin: string,
  o: { messages: number; warmup: number; concurrency: number },
  tag: string,
): Promise<TLiveResult> {
  const sockets = await pool(users, 10, (u) => LiveSocket.open(socketsOn, u.receiver.cookie, origin));
  const pairs = users.map((u, i) => ({ ...u, socket: sockets[i] as LiveSocket, agent: keepAlive() }));
  try {
    await round(pairs, postTo, origin, o.warmup, o.concurrency, `${tag}w`);
    const r = await round(pairs, postTo, origin, o.messages, o.concurrency, tag);
    return {
      label,
      pairs: users.length,
      concurrency: o.concurrency,
      delivery: latency(r.delivery),
      post: latency(r.post),
      sent: r.sent,
      lost: r.lost,
      failed: r.failed,
      seconds: r.seconds,
    };
  } finally {
    for (const s of sockets) s.close();
    for (const p of pairs) p.agent.destroy();
  }
}

/** The users' message windows start over (as a minute's wait would make them). */
async function clearSendWindows(db: TDatabase) {
  await db.db.execute(sql`DELETE FROM rate_limit WHERE key LIKE 'msg:%'`);
}

/**
 * One signed-in user with `contacts` contacts and `history` messages: `conversation` of them with
 * contact 1 (both directions, spread through the history), the rest round-robin over all contacts;
 * the newest tenth of what the user received is unread. Contacts are plain rows (they never sign
 * in); the messages are one statement.
 */
async function loadHistory(db: TDatabase, me: string, o: TOptions) {
  await db.db.execute(sql`
    INSERT INTO "user" (id, name, email, email_verified, role)
    SELECT 'benchc' || g, '', 'bench-contact-' || g || '@example.com', true, 'user'
    FROM generate_series(1, ${o.contacts}::int) g`);
  await db.db.execute(sql`
    INSERT INTO userdata (user_id, username, first_name, last_name, street, city, state, zip, country)
    SELECT 'benchc' || g, 'contact_' || g, 'Robin', 'Seller', '12 Rodeo Dr', 'Beverly Hills', 'CA',
           '90210', 'United States'
    FROM generate_series(1, ${o.contacts}::int) g`);
  // Message g (one a minute, oldest first) belongs to the big conversation for `conversation` of the
  // `history` values of g, spread evenly; the k-th of the others goes to contact 1 + k % contacts.
  await db.db.execute(sql`
    INSERT INTO messages (sender_id, receiver_id, content, created_at, read_at, delivered_at, notice_checked)
    SELECT CASE WHEN g % 4 < 2 THEN ${me} ELSE other END,
           CASE WHEN g % 4 < 2 THEN other ELSE ${me} END,
           'Message ' || g || ': ' || ${FILLER},
           at,
           CASE WHEN g % 4 < 2 OR g <= ${Math.floor(o.history * 0.9)}::int THEN at END,
           at,
           true
    FROM (
      SELECT g,
             'benchc' || CASE WHEN (g * c) / h > ((g - 1) * c) / h THEN 1
                              ELSE 1 + (g - (g * c) / h) % ${o.contacts}::int END AS other,
             now() - (h - g) * interval '1 minute' AS at
      FROM generate_series(1, ${o.history}::bigint) g,
           (SELECT ${o.conversation}::bigint AS c, ${o.history}::bigint AS h) n
      ORDER BY g
    ) s`);
  await db.db.execute(sql`ANALYZE messages`);
  const mid = await db.db.execute(sql`
    SELECT id FROM messages
    WHERE (sender_id = ${me} AND receiver_id = 'benchc1') OR (sender_id = 'benchc1' AND receiver_id = ${me})
    ORDER BY id DESC OFFSET ${Math.floor(o.conversation / 2)}::int LIMIT 1`);
  return { middleId: Number(mid.rows[0]?.id ?? 0) };
}

async function timeRead(
  base: string,
  cookie: string,
  label: string,
  url: string,
  requests: number,
  rowsOf: (body: unknown) => string,
): Promise<TReadResult> {
  const agent = keepAlive();
  const get = async () => {
    const res = await request(`${base}${url}`, agent, { cookie });
    if (res.status !== 200) throw new Error(`${url}: ${res.status} ${res.body.slice(0, 200)}`);
    return res.body;
  };
  for (let i = 0; i < READ_WARMUP; i++) await get();
  const samples: number[] = [];
  let last = '';
  for (let i = 0; i < requests; i++) {
    const t0 = performance.now();
    last = await get();
    samples.push(performance.now() - t0);
  }
  agent.destroy();
  return { label, rows: rowsOf(JSON.parse(last)), bytes: Buffer.byteLength(last), latency: latency(samples) };
}

function benchConfig(url: string | undefined): TConfig {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    // A fixed secret keeps loadConfig from writing one into a data folder.
    AUTH_SECRET: randomBytes(32).toString('base64url'),
    DATA_DIR: path.join(os.tmpdir(), 'partsyard-bench-messages'),
    ...(url ? { DATABASE_URL: url } : {}),
    JOBS_INTERVAL_SECONDS: '0',
    // Every request comes from 127.0.0.1: the point is to time messages, not the limiter.
    RATE_LIMIT_PER_MINUTE: String(1_000_000_000),
  });
}

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}

const loadavg = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

async function main(): Promise<void> {
  const o = parseOptions();
  const adminUrl = process.env.DATABASE_URL;
  const name = `partsyard_bench_msg_${process.pid}`;
  const url = adminUrl ? databaseUrl(name) : undefined;

  log(
    `PartsYard messages benchmark: ${
      url
        ? `PostgreSQL at ${serverLabel()}, database ${name}`
        : 'in-memory PGlite (set DATABASE_URL for PostgreSQL)'
    }`,
  );
  log(
    `Node ${process.version}, ${os.cpus().length} CPU(s) (${os.cpus()[0]?.model ?? 'unknown'}), ` +
      `${Math.round(os.totalmem() / 2 ** 30)} GiB; load average at start ${loadavg()}`,
  );
  if (adminUrl) {
    log(
      await withAdmin(async (c) => {
        const v = await c.query('SHOW server_version');
        const s = await c.query(
          "SELECT current_setting('shared_buffers') AS sb, current_setting('max_connections') AS mc, " +
            "current_setting('synchronous_commit') AS sc",
        );
        const row = s.rows[0] as { sb: string; mc: string; sc: string };
        return `PostgreSQL ${v.rows[0].server_version}: shared_buffers=${row.sb}, max_connections=${row.mc}, synchronous_commit=${row.sc}`;
      }),
    );
    await withAdmin(async (c) => {
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.query(`CREATE DATABASE ${name}`);
    });
  }
  log(
    `${o.pairs} pairs, ${o.messages} messages per pair (after ${o.warmup} unmeasured), ${o.concurrency} pairs at ` +
      `once, then ${o.quietPairs} pairs one at a time; reads: ${int(o.contacts)} contacts, ${int(o.history)} messages (${int(o.conversation)} in the paged ` +
      `conversation), ${o.requests} sequential requests each`,
  );
  log('');

  const config = benchConfig(url);
  const origin = config.publicUrl;
  const database: TDatabase = url ? openPostgres(url, o.pool) : await openPglite();
  let databaseB: TDatabase | undefined;
  const apps: FastifyInstance[] = [];
  const live: TLiveResult[] = [];
  let reads: TReadResult[] = [];
  try {
    let t0 = performance.now();
    await prepareDatabase(database, config);
    const appA = await buildApp({ config, database, logger: false });
    apps.push(appA);
    const baseA = await listen(appA);
    log(`Database prepared, app listening on ${baseA} in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

    t0 = performance.now();
    const users = await pool(
      Array.from({ length: o.pairs * 2 }, (_, i) => i),
      4,
      (i) => createUser(appA, `${i % 2 === 0 ? 's' : 'r'}${Math.floor(i / 2)}`, i),
    );
    const pairs = Array.from({ length: o.pairs }, (_, p) => ({
      sender: users[2 * p] as TUser,
      receiver: users[2 * p + 1] as TUser,
    }));
    log(
      `${users.length} users created and signed in (Better Auth createUser, sign-in, profile) in ` +
        `${((performance.now() - t0) / 1000).toFixed(1)} s`,
    );

    /** The loaded run (all pairs, --concurrency at once), then the quiet one (one pair at a time). */
    const runs = async (label: string, postTo: string, socketsOn: string, tag: string) => {
      await clearSendWindows(database);
      live.push(await liveRun(label, pairs, postTo, socketsOn, origin, o, tag));
      if (o.quietPairs === 0) return;
      await clearSendWindows(database);
      const quiet = { ...o, concurrency: 1 };
      live.push(
        await liveRun(label, pairs.slice(0, o.quietPairs), postTo, socketsOn, origin, quiet, `${tag}q`),
      );
    };

    log('Live delivery, one instance ...');
    await runs('one instance', baseA, baseA, 'one');

    if (url) {
      // Its own pool and, through its realtime adapter, its own LISTEN connection.
      databaseB = openPostgres(url, o.pool);
      const appB = await buildApp({ config, database: databaseB, logger: false });
      apps.push(appB);
      const baseB = await listen(appB);
      log(`Live delivery, two instances (post to ${baseA}, sockets on ${baseB}) ...`);
      await runs('two instances', baseA, baseB, 'two');
    }

    log('Reads: loading the history ...');
    t0 = performance.now();
    const me = await createUser(appA, 'reader', o.pairs * 2);
    const { middleId } = await loadHistory(database, me.id, o);
    log(`  loaded in ${((performance.now() - t0) / 1000).toFixed(1)} s; timing ...`);
    const contactsRows = (b: unknown) => {
      const body = b as { contacts: unknown[]; unread_total: number };
      return `${body.contacts.length} contacts, ${body.unread_total} unread`;
    };
    const pageRows = (b: unknown) => {
      const body = b as { messages: unknown[]; has_more: boolean };
      return `${body.messages.length} messages${body.has_more ? ', more' : ''}`;
    };
    reads = [
      await timeRead(
        baseA,
        me.cookie,
        'GET /api/messages/contacts',
        '/api/messages/contacts',
        o.requests,
        contactsRows,
      ),
      await timeRead(
        baseA,
        me.cookie,
        'GET /api/messages/{id}',
        '/api/messages/benchc1',
        o.requests,
        pageRows,
      ),
      await timeRead(
        baseA,
        me.cookie,
        'GET /api/messages/{id}?before= (middle)',
        `/api/messages/benchc1?before=${middleId}`,
        o.requests,
        pageRows,
      ),
    ];
  } finally {
    for (const app of apps.reverse()) await app.close();
    await databaseB?.close();
    await database.close();
    if (adminUrl) await withAdmin((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  }

  log('');
  log(
    `Live delivery on ${url ? `PostgreSQL (pool of ${o.pool} per app)` : 'PGlite'} ` +
      '(ms from just before the POST to the event read off the receiver socket):',
  );
  const rows = live.map((r) => [
    r.label,
    int(r.pairs),
    int(r.concurrency),
    int(r.sent),
    int(r.delivery.count),
    int(r.lost + r.failed.length),
    ms(r.delivery.p50),
    ms(r.delivery.p95),
    ms(r.delivery.p99),
    ms(r.delivery.max),
    ms(r.post.p50),
    ms(r.post.p95),
    int(r.delivery.count / r.seconds),
  ]);
  for (const line of table(
    [
      'run',
      'pairs',
      'at once',
      'sent',
      'delivered',
      'lost/failed',
      'p50',
      'p95',
      'p99',
      'max',
      'POST p50',
      'POST p95',
      'msgs/s',
    ],
    rows,
  ))
    log(line);
  if (!url) log('two instances: not run, it needs PostgreSQL (set DATABASE_URL)');
  log(
    `(${o.messages} messages per pair; each sender waits for the answer and the delivery before its next ` +
      'message; msgs/s: delivered over the wall time of the run)',
  );
  log('');
  log(
    `Reads for a user with ${int(o.contacts)} contacts and ${int(o.history)} messages (ms, ${o.requests} sequential requests):`,
  );
  for (const line of table(
    ['request', 'answer', 'bytes', 'p50', 'p95', 'p99'],
    reads.map((r) => [
      r.label,
      r.rows,
      int(r.bytes),
      ms(r.latency.p50),
      ms(r.latency.p95),
      ms(r.latency.p99),
    ]),
  ))
    log(line);
  log('');
  log(`Load average at the end ${loadavg()}`);
  const failures = live.flatMap((r) => [
    ...(r.lost
      ? [`${r.label}: ${r.lost} messages not delivered within ${DELIVERY_TIMEOUT_MS / 1000} s`]
      : []),
    ...r.failed.filter(Boolean).map((f) => `${r.label}: POST ${f}`),
  ]);
  for (const f of failures) log(`FAILURE: ${f}`);
  if (failures.length) process.exitCode = 1;
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
