// Start-up time of the embedded set-up (PGlite in a data folder on disk), measured in-process.
// Usage: npm run bench:startup -- [--runs 3]
//   (a) first start on a new data folder: open + prepareDatabase (migrate, seed, admin account)
//   (b) second start on the same folder: open + prepareDatabase with nothing left to do
//   (c) buildApp + ready on that database
// Each run uses a new temporary folder, removed at the end.

import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { openPglite } from '../server/db/client';
import { prepareDatabase } from '../server/startup/prepare';

interface TSample {
  open: number;
  prepare: number;
  close: number;
}

const since = (t0: number) => performance.now() - t0;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const hi = sorted[mid] ?? Number.NaN;
  if (sorted.length % 2 === 1) return hi;
  return ((sorted[mid - 1] ?? Number.NaN) + hi) / 2;
}

const fmt = (ms: number) => ms.toLocaleString('en-US', { maximumFractionDigits: 0 });

/** Opens the folder's database, prepares it, closes it; each step timed. Checks what prepare did. */
async function startOnce(dataDir: string, expectFresh: boolean): Promise<TSample> {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir });
  let t0 = performance.now();
  const database = await openPglite(config.dataDir);
  const open = since(t0);
  t0 = performance.now();
  const result = await prepareDatabase(database, config);
  const prepare = since(t0);
  t0 = performance.now();
  await database.close();
  const close = since(t0);
  const didWork = result.vehiclesAdded > 0 || result.partsAdded > 0 || result.admin !== undefined;
  if (didWork !== expectFresh) {
    throw new Error(
      `expected ${expectFresh ? 'a first start' : 'nothing to do'}, got vehicles +${result.vehiclesAdded}, ` +
        `parts +${result.partsAdded}, admin ${result.admin ? 'created' : 'none'}`,
    );
  }
  return { open, prepare, close };
}

/** Opens the prepared database, then times buildApp + ready (no listen). */
async function buildOnce(dataDir: string): Promise<number> {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir });
  const database = await openPglite(config.dataDir);
  try {
    const t0 = performance.now();
    const app = await buildApp({ config, database, logger: false });
    await app.ready();
    const elapsed = since(t0);
    await app.close();
    return elapsed;
  } finally {
    await database.close();
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { runs: { type: 'string' } } });
  const runs = values.runs === undefined ? 3 : Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1)
    throw new Error(`--runs must be an integer >= 1, got "${values.runs}"`);

  console.log(`PartsYard start-up benchmark: embedded PGlite in a temporary data folder on disk`);
  console.log(
    `Node ${process.version}, ${os.cpus().length} CPU(s) (${os.cpus()[0]?.model ?? 'unknown'}), ${runs} run(s), ` +
      `temp folders under ${os.tmpdir()}`,
  );

  const first: TSample[] = [];
  const second: TSample[] = [];
  const build: number[] = [];
  const folders: string[] = [];
  try {
    for (let i = 0; i < runs; i++) {
      const dataDir = mkdtempSync(path.join(os.tmpdir(), 'partsyard-bench-startup-'));
      folders.push(dataDir);
      const a = await startOnce(dataDir, true);
      const b = await startOnce(dataDir, false);
      const c = await buildOnce(dataDir);
      first.push(a);
      second.push(b);
      build.push(c);
      console.log(
        `  run ${i + 1}: first start ${fmt(a.open + a.prepare)} ms, second start ${fmt(b.open + b.prepare)} ms, ` +
          `buildApp + ready ${fmt(c)} ms`,
      );
    }
  } finally {
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  }

  const rows: [string, number[]][] = [
    ['(a) first start: open (new folder)', first.map((s) => s.open)],
    ['(a) first start: prepareDatabase', first.map((s) => s.prepare)],
    ['(a) first start: open + prepare', first.map((s) => s.open + s.prepare)],
    ['(a) close after first start', first.map((s) => s.close)],
    ['(b) second start: open', second.map((s) => s.open)],
    ['(b) second start: prepareDatabase', second.map((s) => s.prepare)],
    ['(b) second start: open + prepare', second.map((s) => s.open + s.prepare)],
    ['(c) buildApp + ready', build],
  ];
  const labelWidth = Math.max(...rows.map(([label]) => label.length));
  console.log('');
  console.log(`${'step'.padEnd(labelWidth)}  ${'min ms'.padStart(8)}  ${'median ms'.padStart(10)}`);
  console.log(`${'-'.repeat(labelWidth)}  ${'-'.repeat(8)}  ${'-'.repeat(10)}`);
  for (const [label, samples] of rows) {
    console.log(
      `${label.padEnd(labelWidth)}  ${fmt(Math.min(...samples)).padStart(8)}  ${fmt(median(samples)).padStart(10)}`,
    );
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
