// A schema-driven fuzz of every route: the OpenAPI document's operations (app.swagger(), as served
// at /api/docs/json), Better Auth's endpoints as mounted under /api/auth, and the hidden routes,
// through app.inject on an in-memory PGlite, as a visitor, a signed-in user and an admin.
// Usage: npm run bench:fuzz -- [--requests 20000] [--seed 1] [--concurrency 4]
//   Database: an in-memory PGlite, or the PostgreSQL database at DATABASE_URL when it is set (a
//   throwaway one: the fuzz writes users, posts and messages into it).
//   Prints the answers by status and by source, and every 5xx (or request that threw or never
//   settled) with the request that caused it; exits 1 when there is any.

import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { openPglite, openPostgres } from '../server/db/client';
import { prepareDatabase } from '../server/startup/prepare';
import { Identities, smallPng } from './fuzz/identities';
import { allOperations } from './fuzz/operations';
import { describeRequest, runFuzz } from './fuzz/run';

const { values: args } = parseArgs({
  options: {
    requests: { type: 'string', default: '20000' },
    seed: { type: 'string', default: '1' },
    concurrency: { type: 'string', default: '4' },
  },
});
const requests = Number(args.requests);
const seed = Number(args.seed);
const concurrency = Number(args.concurrency);
if (![requests, seed, concurrency].every(Number.isSafeInteger) || requests < 1 || concurrency < 1) {
  throw new Error(
    '--requests, --seed and --concurrency take whole numbers (requests and concurrency from 1)',
  );
}

const crashes: string[] = [];
process.on('uncaughtException', (err) => crashes.push(`uncaughtException: ${err?.stack ?? err}`));
process.on('unhandledRejection', (err) =>
  crashes.push(`unhandledRejection: ${(err as Error)?.stack ?? err}`),
);

// Better Auth logs each refused request (bad callback URLs, unknown sessions) on the console: those
// lines are counted, not shown, so the report stays readable.
let libraryLogLines = 0;
const quiet = () => {
  libraryLogLines++;
};
const loud = { error: console.error, warn: console.warn };

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'partsyard-fuzz-'));
const config = loadConfig({
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  DATA_DIR: dataDir,
  AUTH_SECRET: 'fuzz-secret-fuzz-secret-fuzz-secret-0123',
  PUBLIC_URL: 'http://localhost:3000',
});
const database = process.env.DATABASE_URL ? openPostgres(process.env.DATABASE_URL) : await openPglite();
await prepareDatabase(database, config);
const app = await buildApp({ config, database, logger: false });
await app.ready();
const started = performance.now();
try {
  const identities = new Identities(app, config.publicUrl);
  await identities.setup();
  const ops = allOperations(app);
  const ctx = { known: identities.known, origin: config.publicUrl, png: await smallPng() };
  const count = (source: string) => ops.filter((op) => op.source === source).length;
  console.log(
    `fuzz on ${database.kind}: ${requests} requests, seed ${seed}, ${ops.length} operations ` +
      `(${count('openapi')} OpenAPI, ${count('auth')} Better Auth, ${count('hidden')} hidden), concurrency ${concurrency}`,
  );
  console.error = quiet;
  console.warn = quiet;
  const report = await runFuzz(app, ops, identities, ctx, {
    requests,
    seed,
    concurrency,
    hangMs: 60_000,
    onProgress: (done) => {
      if (done % 2000 === 0 || done === requests) process.stdout.write(`  ${done} sent\n`);
    },
  });
  Object.assign(console, loud);
  const health = await app.inject({ method: 'GET', url: '/api/health/ready' });
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `\n${report.requests} requests in ${seconds.toFixed(0)} s; /api/health/ready after: ${health.statusCode}`,
  );
  console.log(`(${libraryLogLines} console lines from the libraries were not shown)`);
  console.log('answers by status:');
  for (const [status, n] of Object.entries(report.byStatus).sort()) console.log(`  ${status.padEnd(6)} ${n}`);
  console.log('requests by source:');
  for (const [source, n] of Object.entries(report.bySource).sort()) console.log(`  ${source.padEnd(8)} ${n}`);
  console.log(`\n5xx, thrown or hung: ${report.findings.length}; crashes: ${crashes.length}`);
  for (const f of report.findings)
    console.log(`  ${f.status} ${describeRequest(f.request)}\n      -> ${f.answer}`);
  for (const c of crashes) console.log(`  ${c}`);
  process.exitCode = report.findings.length || crashes.length || health.statusCode !== 200 ? 1 : 0;
} finally {
  Object.assign(console, loud);
  await app.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}
