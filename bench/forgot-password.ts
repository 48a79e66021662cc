// Forgot-password answer time, known address vs unknown: an answer that takes
// longer for a real account tells an attacker which addresses have one.
// Usage: npm run bench:forgot -- [--tries 200]   (DATABASE_URL set: PostgreSQL, else in-memory PGlite)
// Over real HTTP from a client thread, one request at a time, known and unknown addresses shuffled together; each known
// address is used once (the per-account limit allows 3 reset links), each request from its own
// address (X-Forwarded-For with TRUST_PROXY, so the per-address limit does not interfere).
// Passes when the medians differ by less than 1 ms.

import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { Worker } from 'node:worker_threads';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { openPglite, openPostgres } from '../server/db/client';
import { prepareDatabase } from '../server/startup/prepare';

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? Number.NaN) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}
const pct = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))] ?? Number.NaN;
const fmt = (ms: number) => ms.toFixed(2);

function shuffle<T>(items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [items[i], items[j]] = [items[j] as T, items[i] as T];
  }
  return items;
}

// The client runs on its own thread: on the server's thread, reading an answer would wait behind
// the work the server starts once it has answered, and the client would time that work too.
const CLIENT = `
const { parentPort, workerData } = require('node:worker_threads');
(async () => {
  const { port, plan } = workerData;
  const times = [];
  let n = 0;
  for (const { email } of plan) {
    n++;
    const t0 = performance.now();
    const res = await fetch('http://127.0.0.1:' + port + '/api/accounts/forgot-password', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.' + (n >> 16) + '.' + ((n >> 8) & 255) + '.' + (n & 255) },
      body: JSON.stringify({ email }),
    });
    await res.text();
    times.push(performance.now() - t0);
    if (res.status !== 200) throw new Error('forgot-password answered ' + res.status + ' for ' + email);
  }
  parentPort.postMessage(times);
})();
`;

function timeInWorker(port: number, plan: { email: string }[]): Promise<number[]> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(CLIENT, { eval: true, workerData: { port, plan } });
    worker.once('message', resolve);
    worker.once('error', reject);
  });
}

async function main() {
  const { values } = parseArgs({ options: { tries: { type: 'string' } } });
  const tries = Math.max(10, Number(values.tries ?? 200));
  const databaseUrl = process.env.DATABASE_URL;
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    AUTH_SECRET: randomBytes(32).toString('base64url'),
    DATA_DIR: path.join(os.tmpdir(), `partsyard-bench-forgot-${process.pid}`),
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    TRUST_PROXY: 'true',
    RATE_LIMIT_PER_MINUTE: String(1_000_000_000),
  });
  const database = databaseUrl ? openPostgres(databaseUrl) : await openPglite();
  await prepareDatabase(database, config);
  const app = await buildApp({ config, database, logger: false });
  try {
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as AddressInfo;
    const run = randomBytes(3).toString('hex');
    const known: string[] = [];
    for (let i = 0; i < tries + 10; i++) {
      const email = `known-${run}-${i}@example.com`;
      await app.auth.api.createUser({
        body: { email, password: 'Str0ng!pass', name: '', data: { emailVerified: true } },
      });
      known.push(email);
    }
    const plan = shuffle([
      ...known.slice(0, tries).map((email) => ({ kind: 'known' as const, email })),
      ...Array.from({ length: tries }, (_, i) => ({
        kind: 'unknown' as const,
        email: `nobody-${run}-${i}@example.com`,
      })),
    ]);
    // Warm-up first (compiling, caches), then the shuffled plan.
    const warm = known.slice(tries).flatMap((email, i) => [
      { kind: 'warm' as const, email },
      { kind: 'warm' as const, email: `warm-${run}-${i}@example.com` },
    ]);
    const times = await timeInWorker(port, [...warm, ...plan]);
    const of = (kind: string) => times.filter((_, i) => [...warm, ...plan][i]?.kind === kind);
    const byKind = { known: of('known'), unknown: of('unknown') };
    const diff = median(byKind.known) - median(byKind.unknown);
    console.log(
      `Forgot-password timing: ${tries} known + ${tries} unknown addresses, shuffled, one at a time`,
    );
    console.log(
      `Database: ${databaseUrl ? 'PostgreSQL (DATABASE_URL)' : 'in-memory PGlite'}; Node ${process.version}, ${os.cpus().length} CPU(s)`,
    );
    for (const kind of ['known', 'unknown'] as const) {
      const v = byKind[kind];
      console.log(
        `  ${kind.padEnd(7)} median ${fmt(median(v))} ms, p10 ${fmt(pct(v, 0.1))} ms, p90 ${fmt(pct(v, 0.9))} ms`,
      );
    }
    console.log(
      `  median difference (known - unknown): ${fmt(diff)} ms -> ${Math.abs(diff) < 1 ? 'PASS' : 'FAIL'} (< 1 ms)`,
    );
    if (Math.abs(diff) >= 1) process.exitCode = 1;
  } finally {
    await app.close();
    await database.close();
    rmSync(config.dataDir, { recursive: true, force: true });
  }
}

await main();
