import { fork } from 'node:child_process';
import os from 'node:os';
import type pg from 'pg';
import type { TMixEntry } from './mix';
import type { TOpenLoopJob, TOpenLoopResult } from './open-loop-schedule';
import { type TServerWatch, watchServer } from './server-watch';
import { int, latency, ms, type TLatency, table } from './stats';

// --open-loop: the mix sent at fixed rates (a child process per rate), each answer timed from its
// scheduled send; the server's own process meanwhile watches its garbage collection, event loop
// and pool (server-watch.ts).

export interface TOpenLoopRate {
  rate: number;
  sent: number;
  latency: TLatency;
  health: TLatency;
  sendLagP99: number;
  failures: number;
  server: TServerWatch;
  /** The machine's 1-minute load average at the end, and the server process's CPU (% of one core). */
  loadAverage: number;
  serverCpu: number;
  /** The kinds of search with the worst p99 at this rate: [shape, count, p50, p99]. */
  worst: [string, number, number, number][];
  /** The kinds of search that make the p95: how many of each answered slower than it, most first. */
  overP95: [string, number][];
  /** Posts changed during the run (--open-loop-edits), and the searches' counts kept or made. */
  edits: number;
  counts: { kept: number; made: number };
}

/** Changes made while the searches run: `perSecond` times a second, each one `run()`. */
export interface TEdits {
  perSecond: number;
  run: () => Promise<void>;
}

/** Changes at a steady pace until stopped; resolves with how many were made. */
function startEdits(edits: TEdits | undefined): () => Promise<number> {
  if (!edits || edits.perSecond <= 0) return async () => 0;
  let made = 0;
  let running: Promise<void> = Promise.resolve();
  const timer = setInterval(() => {
    // One at a time: a slow change is not piled on.
    running = running.then(edits.run).then(() => {
      made++;
    });
  }, 1000 / edits.perSecond);
  return async () => {
    clearInterval(timer);
    await running;
    return made;
  };
}

const HEALTH_RATE = 20;

function runChild(job: TOpenLoopJob): Promise<TOpenLoopResult> {
  return new Promise((resolve, reject) => {
    // The parent runs under tsx: the child inherits its loader (execArgv).
    const child = fork(new URL('./open-loop-client.ts', import.meta.url), { stdio: 'inherit' });
    child.once('message', (m) => resolve(m as TOpenLoopResult));
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code !== 0) reject(new Error(`open-loop client exited with ${code}`));
    });
    child.send(job);
  });
}

function worstShapes(mix: TMixEntry[], r: TOpenLoopResult): TOpenLoopRate['worst'] {
  const byShape = new Map<string, number[]>();
  r.latencies.forEach((v, k) => {
    const shape = mix[r.pathIndex[k] as number]?.shape ?? '?';
    byShape.set(shape, [...(byShape.get(shape) ?? []), v]);
  });
  return [...byShape]
    .map(([shape, list]): [string, number, number, number] => {
      const l = latency(list);
      return [shape, l.count, l.p50, l.p99];
    })
    .sort((a, b) => b[3] - a[3])
    .slice(0, 6);
}

/** How many answers of each kind were slower than the p95 (what the tail is made of), most first. */
function overP95(mix: TMixEntry[], r: TOpenLoopResult, p95: number): [string, number][] {
  const counts = new Map<string, number>();
  r.latencies.forEach((v, k) => {
    if (v <= p95) return;
    const shape = mix[r.pathIndex[k] as number]?.shape ?? '?';
    counts.set(shape, (counts.get(shape) ?? 0) + 1);
  });
  return [...counts].sort((a, b) => b[1] - a[1]).slice(0, 8);
}

export async function runOpenLoop(opts: {
  url: string;
  mix: TMixEntry[];
  rates: number[];
  seconds: number;
  warmup: number;
  pool?: pg.Pool;
  headers?: Record<string, string>;
  /** Posts changed while each rate runs (each change moves the search generation). */
  edits?: TEdits;
  /** The app's count cache so far (server/modules/search/count-cache.ts). */
  countStats?: () => { hits: number; misses: number };
  log: (line: string) => void;
}): Promise<TOpenLoopRate[]> {
  const paths = opts.mix.map((e) => e.path);
  let start = 0;
  const job = (rate: number, seconds: number): TOpenLoopJob => ({
    url: opts.url,
    paths,
    rate,
    seconds,
    healthRate: HEALTH_RATE,
    start,
    headers: opts.headers,
  });
  if (opts.warmup > 0 && opts.rates[0]) {
    await runChild(job(opts.rates[0], opts.warmup));
    start += Math.round(opts.rates[0] * opts.warmup);
  }
  const out: TOpenLoopRate[] = [];
  for (const rate of opts.rates) {
    const watch = watchServer(opts.pool);
    const cpu0 = process.cpuUsage();
    const counts0 = opts.countStats?.() ?? { hits: 0, misses: 0 };
    const t0 = performance.now();
    const stopEdits = startEdits(opts.edits);
    const r = await runChild(job(rate, opts.seconds));
    const edits = await stopEdits();
    const server = watch.stop();
    const counts1 = opts.countStats?.() ?? { hits: 0, misses: 0 };
    const cpu = process.cpuUsage(cpu0);
    const serverCpu = ((cpu.user + cpu.system) / 1000 / (performance.now() - t0)) * 100;
    start += r.latencies.length;
    const ok = r.latencies.filter(
      (_, k) => (r.statuses[k] as number) >= 200 && (r.statuses[k] as number) < 300,
    );
    const result: TOpenLoopRate = {
      rate,
      sent: r.latencies.length,
      latency: latency(r.latencies),
      health: latency(r.health),
      sendLagP99: latency(r.sendLag).p99,
      failures: r.latencies.length - ok.length,
      server,
      worst: worstShapes(opts.mix, r),
      overP95: overP95(opts.mix, r, latency(r.latencies).p95),
      loadAverage: os.loadavg()[0] ?? Number.NaN,
      serverCpu,
      edits,
      counts: { kept: counts1.hits - counts0.hits, made: counts1.misses - counts0.misses },
    };
    out.push(result);
    const waits = latency(server.poolWaits);
    opts.log(
      `  open loop ${rate}/s for ${opts.seconds} s: p50 ${ms(result.latency.p50)}, p95 ${ms(result.latency.p95)}, ` +
        `p99 ${ms(result.latency.p99)}, max ${ms(result.latency.max)} ms; /api/health/ready p95 ${ms(result.health.p95)} ms; ` +
        `${result.failures} failed; generator lag p99 ${ms(result.sendLagP99)} ms; server process CPU ` +
        `${result.serverCpu.toFixed(0)}% of a core; load average ${result.loadAverage.toFixed(1)}`,
    );
    const kinds = Object.entries(server.gcByKind)
      .map(([k, v]) => `${k} ${v.count} (${ms(v.ms)} ms)`)
      .join(', ');
    opts.log(
      `    server: GC ${server.gcCount} pauses, ${ms(server.gcMs)} ms in all (${((server.gcMs / (opts.seconds * 1000)) * 100).toFixed(1)}%), ` +
        `longest ${ms(server.gcMaxMs)} ms [${kinds}]; event loop delay p50 ${ms(server.loopP50Ms)}, ` +
        `p99 ${ms(server.loopP99Ms)}, max ${ms(server.loopMaxMs)} ms; pool wait p50 ${ms(waits.p50)}, ` +
        `p99 ${ms(waits.p99)}, max ${ms(waits.max)} ms (${server.poolWaits.filter((w) => w > 1).length} of ${int(waits.count)} over 1 ms)`,
    );
    opts.log(
      `    match counts: ${int(result.counts.kept)} kept counts used, ${int(result.counts.made)} counted; ` +
        `${int(edits)} posts changed meanwhile`,
    );
    opts.log(`    slower than the p95: ${result.overP95.map(([s, n]) => `${s} x${n}`).join('; ')}`);
    opts.log(
      `    worst kinds by p99: ${result.worst.map(([s, n, p50, p99]) => `${s} (x${n}) ${ms(p50)}/${ms(p99)}`).join('; ')}`,
    );
  }
  return out;
}

export function openLoopTable(rows: { size: number; rates: TOpenLoopRate[] }[]): string[] {
  return table(
    [
      'posts',
      'rate/s',
      'p50',
      'p95',
      'p99',
      'max',
      'health p95',
      'GC ms (max)',
      'loop p99',
      'pool wait p99',
      'failed',
      'load avg',
      'edits',
      'counts kept/made',
    ],
    rows.flatMap(({ size, rates }) =>
      rates.map((r) => [
        int(size),
        String(r.rate),
        ms(r.latency.p50),
        ms(r.latency.p95),
        ms(r.latency.p99),
        ms(r.latency.max),
        ms(r.health.p95),
        `${ms(r.server.gcMs)} (${ms(r.server.gcMaxMs)})`,
        ms(r.server.loopP99Ms),
        ms(latency(r.server.poolWaits).p99),
        String(r.failures),
        r.loadAverage.toFixed(1),
        int(r.edits),
        `${int(r.counts.kept)}/${int(r.counts.made)}`,
      ]),
    ),
  );
}
