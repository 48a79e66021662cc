// Search at scale: GET /api/posts/search over HTTP on PostgreSQL holding 10,000 and 1,000,000 posts.
// Usage: npm run bench:search -- [--sizes 10000,1000000] [--duration 10] [--connections 50]
//          [--warmup 3] [--pool 10] [--seed N] [--keep] [--reuse] [--verify] [--encoding 'gzip, br']
//          [--exclude keyword] [--open-loop 200,400,600,800] [--open-loop-duration 30] [--open-loop-only]
//          [--open-loop-edits 1]
//          [--trigger-cost]
//   Database: the PostgreSQL server of DATABASE_URL, else of libpq's PG* variables
//   (`pg_virtualenv npm run bench:search` runs it on a throwaway cluster). The benchmark creates one
//   database per size (partsyard_bench_search_<size>) and drops it at the end; --keep leaves them,
//   --reuse takes a complete one left by an earlier --keep run instead of loading it again.
//   --verify checks each page against the same search written as a plain query (slow at 1M).
//   Per size: load (migrate, reference lists, demo posts without photo files, VACUUM ANALYZE), a fixed
//   mix of searches drawn from the data, EXPLAIN of each (a sequential scan of posts fails the run),
//   then the real app on a free port: autocannon at --connections and at 1 connection cycling the mix
//   (any non-2xx answer fails the run), and the same statements through node-postgres directly.
//   --encoding sets the load's Accept-Encoding (browsers send 'gzip, deflate, br'; none by default);
//   --exclude leaves out the kinds of search whose name contains the text.
//   --open-loop: after the closed loop, the mix sent at each fixed rate (searches a second) for
//   --open-loop-duration s (default 30; a warm-up of --warmup s first), by a load generator in its
//   own process (child_process), each request timed from its SCHEDULED send time so a stall is not
//   hidden; /api/health/ready is probed at 20 a second alongside. Per rate: p50/p95/p99, /api/health/ready p95,
//   and from the server's own process its garbage collection (PerformanceObserver 'gc'), event
//   loop delay (monitorEventLoopDelay) and pool waits (time to get a connection), plus the kinds of
//   search with the worst p99. --open-loop-only skips the closed loop and the driver's timing.
//   --open-loop-edits N changes N random posts a second meanwhile (0.05: one every 20 s) (each one makes every search's
//   kept match count stale: server/modules/search/count-cache.ts); each rate reports the counts
//   kept and made.
//   e.g. pg_virtualenv npm run bench:search -- --sizes 1000000 --reuse --open-loop 200,400,600,800
//   '--pg-options=-c jit=off' sets PostgreSQL settings on every connection (the app's pool, the
//   plans' and the driver's), as libpq's options parameter does.
//   --trigger-cost: after loading, what migration 0014's triggers cost per inserted row (fitment
//   rows copying their post's search columns; a post's OEM numbers into post_part_numbers),
//   measured in a rolled-back transaction on the loaded database.

import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { openPostgres } from '../server/db/client';
import { DEFAULT_DEMO_SEED } from '../server/demo/generate';
import { countCacheStats } from '../server/modules/search/count-cache';
import { serverLabel } from './search/connection';
import { explainMix, type TPlanReport, timeDriver } from './search/database-time';
import { runLoad } from './search/http-load';
import {
  databaseName,
  dropBenchDatabase,
  prepareBenchDatabase,
  serverSettings,
  type TBenchDatabase,
} from './search/load';
import type { TLoadResult } from './search/load-worker';
import { buildMix, describeMix, type TMixEntry } from './search/mix';
import { openLoopTable, runOpenLoop, type TOpenLoopRate } from './search/open-loop';
import { closeProbes, probeAll } from './search/probe';
import { int, latency, median, ms, type TLatency, table } from './search/stats';
import { touchPost } from './search/touch-post';
import { measureTriggerCost } from './search/trigger-cost';
import { verifyPages } from './search/verify';

const MIX_SEED = 5;

interface TOptions {
  sizes: number[];
  duration: number;
  connections: number;
  warmup: number;
  pool: number;
  seed: number;
  keep: boolean;
  reuse: boolean;
  verify: boolean;
  /** Accept-Encoding of the load's requests (none: identity, as an API client). */
  encoding?: string;
  /** Leave out the kinds of search whose name contains this (e.g. 'keyword'). */
  exclude?: string;
  /** Fixed rates (searches a second) of the open loop; none: no open loop. */
  openLoop: number[];
  openLoopDuration: number;
  openLoopOnly: boolean;
  /** Posts changed a second while the open loop runs. */
  openLoopEdits: number;
  triggerCost: boolean;
  /** Server settings for every connection, as libpq's options ('-c jit=off'). */
  pgOptions?: string;
}

interface TSizeResult {
  db: TBenchDatabase;
  mix: TMixEntry[];
  loaded: { latency: TLatency; rps: number; requests: number };
  single: { latency: TLatency; rps: number };
  driver: TLatency;
  plans: TPlanReport[];
  server: TLatency;
  openLoop: TOpenLoopRate[];
  failures: string[];
}

const log = (line = '') => console.log(line);

function parseOptions(): TOptions {
  const { values } = parseArgs({
    options: {
      sizes: { type: 'string', default: '10000,1000000' },
      duration: { type: 'string', default: '10' },
      connections: { type: 'string', default: '50' },
      warmup: { type: 'string', default: '3' },
      pool: { type: 'string', default: '10' },
      seed: { type: 'string', default: String(DEFAULT_DEMO_SEED) },
      keep: { type: 'boolean', default: false },
      reuse: { type: 'boolean', default: false },
      verify: { type: 'boolean', default: false },
      encoding: { type: 'string' },
      exclude: { type: 'string' },
      'open-loop': { type: 'string' },
      'open-loop-duration': { type: 'string', default: '30' },
      'open-loop-only': { type: 'boolean', default: false },
      'open-loop-edits': { type: 'string', default: '0' },
      'trigger-cost': { type: 'boolean', default: false },
      'pg-options': { type: 'string' },
    },
  });
  const num = (name: string, v: string, min: number) => {
    const n = Number(v.replaceAll('_', ''));
    if (!Number.isInteger(n) || n < min)
      throw new Error(`--${name} must be an integer >= ${min}, got "${v}"`);
    return n;
  };
  const rate = (name: string, v: string) => {
    const n = Number(v);
    if (!Number.isFinite(n) || n < 0) throw new Error(`--${name} must be a number >= 0, got "${v}"`);
    return n;
  };
  return {
    sizes: values.sizes.split(',').map((s) => num('sizes', s.trim(), 100)),
    duration: num('duration', values.duration, 1),
    connections: num('connections', values.connections, 1),
    warmup: num('warmup', values.warmup, 0),
    pool: num('pool', values.pool, 1),
    seed: num('seed', values.seed, 0),
    keep: values.keep || values.reuse,
    reuse: values.reuse,
    verify: values.verify,
    encoding: values.encoding,
    exclude: values.exclude,
    openLoop: (values['open-loop'] ?? '')
      .split(',')
      .filter((v) => v.trim() !== '')
      .map((v) => num('open-loop', v.trim(), 1)),
    openLoopDuration: num('open-loop-duration', values['open-loop-duration'], 1),
    openLoopOnly: values['open-loop-only'],
    openLoopEdits: rate('open-loop-edits', values['open-loop-edits']),
    triggerCost: values['trigger-cost'],
    pgOptions: values['pg-options'],
  };
}

/** The connection string with libpq's options parameter (node-postgres reads it). */
function withOptions(connection: string, options: string): string {
  const u = new URL(connection);
  u.searchParams.set('options', options);
  return u.toString();
}

function summarizeLoad(result: TLoadResult, label: string, failures: string[]) {
  const ok = Object.entries(result.statuses)
    .filter(([code]) => code.startsWith('2'))
    .reduce((n, [, c]) => n + c, 0);
  const total = Object.values(result.statuses).reduce((n, c) => n + c, 0);
  if (total - ok > 0 || result.errors > 0) {
    failures.push(
      `${label}: ${total - ok} non-2xx answers (${JSON.stringify(result.statuses)}), ${result.errors} errors, ` +
        `${result.timeouts} timeouts; first: ${result.failures.map((f) => `${f.status} ${f.path}`).join(', ')}`,
    );
  }
  return { latency: latency(result.latencies), rps: total / result.seconds, requests: total };
}

/** p50 per shape from samples tagged with their mix index. */
function p50ByShape(mix: TMixEntry[], latencies: ArrayLike<number>, pathIndex: ArrayLike<number>) {
  const byShape = new Map<string, number[]>();
  for (let k = 0; k < latencies.length; k++) {
    const entry = mix[pathIndex[k] as number];
    if (!entry) continue;
    const list = byShape.get(entry.shape) ?? [];
    list.push(latencies[k] as number);
    byShape.set(entry.shape, list);
  }
  return new Map([...byShape].map(([shape, list]) => [shape, median(list)]));
}

async function runSize(size: number, o: TOptions): Promise<TSizeResult> {
  const failures: string[] = [];
  log(`== ${size.toLocaleString('en-US')} posts ==`);
  const db = await prepareBenchDatabase(size, { seed: o.seed, reuse: o.reuse, log });
  log(
    `  database ${db.name}: ${int(db.posts)} posts, ${int(db.live)} live; posts table ${int(db.tableMb)} MB, ` +
      `its indexes ${int(db.indexesMb)} MB; ${int(db.fitments)} fitment rows (${(db.fitments / db.posts).toFixed(2)} a post; ` +
      `${int(db.fitmentsMb)} MB, indexes ${int(db.fitmentIndexesMb)} MB), ${int(db.partNumbers)} OEM numbers; ` +
      (db.reused ? 'reused (ANALYZE' : `loaded in ${(db.loadMs / 1000).toFixed(1)} s (VACUUM ANALYZE`) +
      ` ${(db.vacuumMs / 1000).toFixed(1)} s)`,
  );

  // --pg-options reach the app's connections and the benchmark's own (plans and driver alike).
  const dbUrl = o.pgOptions ? withOptions(db.url, o.pgOptions) : db.url;
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  if (o.triggerCost) for (const line of await measureTriggerCost(client)) log(line);
  const database = openPostgres(dbUrl, o.pool);
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    AUTH_SECRET: randomBytes(32).toString('base64url'),
    DATA_DIR: path.join(os.tmpdir(), 'partsyard-bench-search'),
    DATABASE_URL: dbUrl,
    JOBS_INTERVAL_SECONDS: '0',
    // Every request comes from 127.0.0.1: the point is to time search, not the limiter.
    RATE_LIMIT_PER_MINUTE: String(1_000_000_000),
  });
  const app = await buildApp({ config, database, logger: false });
  try {
    const exclude = o.exclude;
    const mix = (await buildMix(client, MIX_SEED)).filter((e) => !exclude || !e.shape.includes(exclude));
    const distinct = new Set(mix.map((e) => e.path)).size;
    log(`  the mix: ${mix.length} searches (${distinct} distinct), cycled in this order:`);
    for (const line of describeMix(mix)) log(line);

    log('  plans (EXPLAIN; server time by EXPLAIN ANALYZE, median of 3):');
    const plans = await explainMix(client, mix);
    const byShape = new Map<string, TPlanReport[]>();
    for (const p of plans) byShape.set(p.shape, [...(byShape.get(p.shape) ?? []), p]);
    for (const [shape, list] of byShape) {
      const variants = new Map<string, number>();
      for (const p of list) variants.set(p.plan, (variants.get(p.plan) ?? 0) + 1);
      const worst = Math.max(...list.map((p) => p.planningMs + p.executionMs));
      const tables = [...new Set(list.flatMap((p) => p.seqScans))];
      const flag = tables.length > 0 ? `  <-- SEQ SCAN ON ${tables.join(', ')}` : '';
      const jit = Math.max(...list.map((p) => p.jitMs));
      log(`    ${shape}: worst ${ms(worst)} ms${jit > 0 ? ` (JIT compiling ${ms(jit)} ms)` : ''}${flag}`);
      for (const [plan, n] of variants) log(`      ${n > 1 ? `${n}x ` : ''}${plan}`);
    }
    const server = latency(plans.map((p) => p.planningMs + p.executionMs));
    const dearest = [...new Map(plans.map((p) => [p.path, p])).values()]
      .sort((a, b) => b.planningMs + b.executionMs - (a.planningMs + a.executionMs))
      .slice(0, 8);
    log('  the dearest searches (planning + execution, ms):');
    for (const p of dearest)
      log(
        `    ${ms(p.planningMs + p.executionMs).padStart(7)}  ${p.shape}: ${p.path.replace('/api/posts/search', '')}`,
      );
    const jitted = plans.filter((p) => p.jitMs > 0);
    if (jitted.length > 0)
      log(
        `  JIT: ${jitted.length} of ${plans.length} searches of the mix are compiled at each execution ` +
          `(${ms(latency(jitted.map((p) => p.jitMs)).p50)} ms p50): PostgreSQL's jit_above_cost`,
      );
    const planning = latency(plans.map((p) => p.planningMs));
    log(
      `  server time per statement (planning + execution): p50 ${ms(server.p50)}, p95 ${ms(server.p95)}, ` +
        `p99 ${ms(server.p99)} ms (planning alone p50 ${ms(planning.p50)} ms)`,
    );

    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as AddressInfo;
    const url = `http://127.0.0.1:${port}`;
    const probes = await probeAll(
      port,
      mix.map((e) => e.path),
    );
    for (const p of probes.filter((x) => x.status !== 200 || x.posts < 0))
      failures.push(`probe ${p.path}: ${p.status} ${p.body.slice(0, 200)}`);
    const empty = probes.filter((p) => p.posts === 0).length;
    const bytes = median(probes.map((p) => p.bytes));
    log(
      `  probes: ${probes.length} distinct searches, all 200: ${probes.every((p) => p.status === 200)}; ` +
        `${empty} with no results; median body ${int(bytes)} bytes`,
    );

    if (o.verify) {
      const t0 = performance.now();
      const wrong = await verifyPages(client, probes);
      for (const w of wrong) failures.push(`page differs from the plain query: ${w}`);
      log(
        `  verify: ${probes.length - wrong.length} of ${probes.length} pages equal the plain query's ` +
          `(${((performance.now() - t0) / 1000).toFixed(1)} s)`,
      );
    }

    const headers = o.encoding ? { 'accept-encoding': o.encoding } : undefined;
    const closed = o.openLoopOnly ? undefined : await closedLoop(url, mix, headers, client, o, failures);
    const openLoop =
      o.openLoop.length > 0
        ? await runOpenLoop({
            url,
            mix,
            rates: o.openLoop,
            seconds: o.openLoopDuration,
            warmup: o.warmup,
            pool: (database.db as unknown as { $client?: pg.Pool }).$client,
            headers,
            // The counts the app keeps (server/modules/search/count-cache.ts) are good until a
            // change to the posts: --open-loop-edits changes some meanwhile, as sellers would.
            edits: { perSecond: o.openLoopEdits, run: () => touchPost(client) },
            countStats: () => countCacheStats(app.db),
            log,
          })
        : [];
    for (const r of openLoop)
      if (r.failures > 0) failures.push(`open loop at ${r.rate}/s: ${r.failures} requests failed or not 2xx`);

    log('  p50 by kind of search (ms):');
    const serverShapes = new Map<string, number>();
    for (const [shape, list] of byShape)
      serverShapes.set(shape, median(list.map((p) => p.planningMs + p.executionMs)));
    const rows = [...byShape.keys()].map((shape) => [
      shape,
      ms(serverShapes.get(shape) ?? Number.NaN),
      ms(closed?.driverShapes.get(shape) ?? Number.NaN),
      ms(closed?.singleShapes.get(shape) ?? Number.NaN),
      ms(closed?.loadedShapes.get(shape) ?? Number.NaN),
    ]);
    for (const line of table(
      ['    kind', 'server', 'driver', 'HTTP 1 conn', `HTTP ${o.connections} conn`],
      rows.map((r) => [`    ${r[0]}`, ...r.slice(1)]),
    ))
      log(line);
    log('');
    const none = latency([]);
    return {
      db,
      mix,
      loaded: closed?.loaded ?? { latency: none, rps: Number.NaN, requests: 0 },
      single: closed?.single ?? { latency: none, rps: Number.NaN },
      driver: closed?.driver ?? none,
      plans,
      server,
      openLoop,
      failures,
    };
  } finally {
    await app.close();
    await database.close();
    await client.end();
    closeProbes();
  }
}

/** The closed loop: --connections at once, then one, then the driver alone. */
async function closedLoop(
  url: string,
  mix: TMixEntry[],
  headers: Record<string, string> | undefined,
  client: pg.Client,
  o: TOptions,
  failures: string[],
) {
  const paths = mix.map((e) => e.path);
  if (o.warmup > 0) await runLoad({ url, paths, headers, connections: o.connections, duration: o.warmup });
  const loadedRun = await runLoad({
    url,
    paths,
    headers,
    connections: o.connections,
    duration: o.duration,
  });
  const loaded = summarizeLoad(loadedRun, `${o.connections} connections`, failures);
  log(
    `  HTTP, ${o.connections} connections, ${o.duration} s: ${int(loaded.rps)} req/s, p50 ${ms(loaded.latency.p50)}, ` +
      `p95 ${ms(loaded.latency.p95)}, p99 ${ms(loaded.latency.p99)}, max ${ms(loaded.latency.max)} ms`,
  );
  const loadedShapes = p50ByShape(mix, loadedRun.latencies, loadedRun.pathIndex);

  const singleRun = await runLoad({ url, paths, headers, connections: 1, duration: o.duration });
  const single = summarizeLoad(singleRun, '1 connection', failures);
  log(
    `  HTTP, 1 connection, ${o.duration} s: ${int(single.rps)} req/s, p50 ${ms(single.latency.p50)}, ` +
      `p95 ${ms(single.latency.p95)}, p99 ${ms(single.latency.p99)} ms`,
  );
  const singleShapes = p50ByShape(mix, singleRun.latencies, singleRun.pathIndex);

  const driverRun = await timeDriver(client, mix, o.duration);
  const driver = latency(driverRun.latencies);
  log(
    `  node-postgres directly, 1 connection: ${int(driver.count / o.duration)} statements/s, p50 ${ms(driver.p50)}, ` +
      `p95 ${ms(driver.p95)}, p99 ${ms(driver.p99)} ms`,
  );
  const driverShapes = p50ByShape(mix, driverRun.latencies, driverRun.pathIndex);
  return { loaded, single, driver, loadedShapes, singleShapes, driverShapes };
}

function report(results: TSizeResult[], o: TOptions): boolean {
  log('== Summary ==');
  const header = [
    'posts',
    'req/s',
    'p50',
    'p95',
    'p99',
    '1-conn p50',
    'driver p50',
    'HTTP/driver',
    'server p50',
    'server p95',
  ];
  const rows = results.map((r) => [
    int(r.db.size),
    int(r.loaded.rps),
    ms(r.loaded.latency.p50),
    ms(r.loaded.latency.p95),
    ms(r.loaded.latency.p99),
    ms(r.single.latency.p50),
    ms(r.driver.p50),
    `${(r.single.latency.p50 / r.driver.p50).toFixed(2)}x`,
    ms(r.server.p50),
    ms(r.server.p95),
  ]);
  if (!o.openLoopOnly) {
    for (const line of table(header, rows)) log(line);
    log(
      `(ms; req/s and p50/p95/p99 over HTTP at ${o.connections} connections for ${o.duration} s; 1-conn: one ` +
        'connection; driver: the same statements through node-postgres, one at a time; server: EXPLAIN ANALYZE)',
    );
    log('');
  }
  const big = results.find((r) => r.db.size === 1_000_000) ?? results.at(-1);
  const small = results.find((r) => r.db.size === 10_000) ?? results[0];
  const checks: [string, boolean | undefined][] = [];
  const open = results.filter((r) => r.openLoop.length > 0);
  if (open.length > 0) {
    log(
      "Open loop (ms from each request's scheduled send; GC, event loop and pool in the server's process):",
    );
    for (const line of openLoopTable(open.map((r) => ({ size: r.db.size, rates: r.openLoop })))) log(line);
    log('');
    const at = (rate: number) => big?.openLoop.find((r) => r.rate === rate);
    const r400 = at(400);
    const r200 = at(200);
    if (big && r400)
      checks.push([
        `open loop p95 at 400/s at ${int(big.db.size)} <= 10 ms (${ms(r400.latency.p95)} ms)`,
        r400.latency.p95 <= 10,
      ]);
    if (big && r200)
      checks.push([
        `open loop p99 at 200/s at ${int(big.db.size)} <= 20 ms (${ms(r200.latency.p99)} ms)`,
        r200.latency.p99 <= 20,
      ]);
  }
  if (big && !o.openLoopOnly) {
    checks.push([
      `p95 at ${int(big.db.size)} posts <= 30 ms (${ms(big.loaded.latency.p95)} ms)`,
      big.loaded.latency.p95 <= 30,
    ]);
    if (small && small !== big) {
      const ratio = big.loaded.latency.p95 / small.loaded.latency.p95;
      checks.push([
        `p95 at ${int(big.db.size)} <= 2x p95 at ${int(small.db.size)} (${ratio.toFixed(2)}x)`,
        ratio <= 2,
      ]);
    }
    const ratio = big.single.latency.p50 / big.driver.p50;
    checks.push([
      `HTTP p50 at 1 connection <= 1.5x driver p50 at ${int(big.db.size)} (${ratio.toFixed(2)}x)`,
      ratio <= 1.5,
    ]);
  }
  const seq = results.flatMap((r) => r.plans.filter((p) => p.seqScans.length > 0).map((p) => ({ r, p })));
  checks.push([
    `no sequential scan of posts, post_fitments or post_part_numbers in any plan (${seq.length} found)`,
    seq.length === 0,
  ]);
  const failures = results.flatMap((r) => r.failures);
  checks.push([`every answer 200 (${failures.length} problems)`, failures.length === 0]);
  for (const [label, ok] of checks) log(`  ${ok ? 'MET    ' : 'NOT MET'}  ${label}`);
  for (const { r, p } of seq)
    log(`  SEQ SCAN of ${p.seqScans.join(', ')} at ${int(r.db.size)}: ${p.shape}: ${p.path}`);
  for (const f of failures) log(`  FAILURE: ${f}`);
  return failures.length === 0 && seq.length === 0;
}

async function main(): Promise<void> {
  const o = parseOptions();
  log(`PartsYard search benchmark: PostgreSQL at ${serverLabel()}`);
  log(
    `Node ${process.version}, ${os.cpus().length} CPU(s) (${os.cpus()[0]?.model ?? 'unknown'}), ` +
      `${o.connections} connections, ${o.duration} s per run (warm-up ${o.warmup} s), app pool ${o.pool}, ` +
      `closed loop's load generator in a worker thread${o.openLoop.length > 0 ? `, open loop's in a child process (${o.openLoop.join(', ')}/s, ${o.openLoopDuration} s each)` : ''}; demo seed ${o.seed}; ` +
      `Accept-Encoding ${o.encoding ?? 'none (identity)'}`,
  );
  log(await serverSettings());
  log('');
  const results: TSizeResult[] = [];
  try {
    for (const size of o.sizes) results.push(await runSize(size, o));
  } finally {
    if (!o.keep) for (const size of o.sizes) await dropBenchDatabase(databaseName(size));
  }
  if (!report(results, o)) process.exitCode = 1;
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
