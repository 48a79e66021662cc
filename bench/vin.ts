// How fast the offline VIN decoder is and what it adds to an install (`npm run bench:vin`):
// the table's load time, p50/p95 per decode (alone, and with the catalog mapping), the table's
// bytes on disk and its size in memory. Runs in one process; no server, no database.

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { vinCheckDigit } from '@common/rules/vin';
import { buildCatalogIndex, mapToCatalog } from '../server/modules/vin/catalog-map';
import { decodeVinRaw } from '../server/modules/vin/decoder';
import { KNOWN_VINS } from '../server/modules/vin/known-vins';
import { readVinTable, VIN_TABLE_FILE } from '../server/modules/vin/table';

const DECODES = Number(process.argv[2] ?? 20_000);
const LOADS = 5;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const gc = (globalThis as { gc?: () => void }).gc;

function quantile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
}
const fmt = (ms: number) => (ms < 1 ? `${(ms * 1000).toFixed(1)} µs` : `${ms.toFixed(1)} ms`);
const mb = (bytes: number) => `${(bytes / 1e6).toFixed(2)} MB`;

function heap(): number {
  gc?.();
  gc?.();
  const m = process.memoryUsage();
  // Typed arrays' bytes are outside the JS heap.
  return m.heapUsed + m.external;
}

// Load: the first read is the one a server pays on its first decode.
const before = heap();
const first = readVinTable(VIN_TABLE_FILE);
const inMemory = heap() - before;
const loads = [first.loadMs];
for (let i = 1; i < LOADS; i++) loads.push(readVinTable(VIN_TABLE_FILE).loadMs);
const table = first;

// VINs: the known real ones, plus the same with other serial numbers (same decode path, new strings).
const vins: string[] = [];
for (let i = 0; vins.length < 1000; i++) {
  const base = (KNOWN_VINS[i % KNOWN_VINS.length] as { vin: string }).vin;
  const serial = String(100000 + ((i * 7919) % 900000));
  const body = base.slice(0, 11) + serial;
  vins.push(body.slice(0, 8) + vinCheckDigit(body) + body.slice(9));
}

const csv = readFileSync(path.join(root, 'server/db/seed/data/vehicles.csv'), 'utf8');
const catalog = buildCatalogIndex(
  csv
    .trim()
    .split('\n')
    .slice(1)
    .map((line, i) => ({ id: i + 1, name: line.split(',').join(' - ') })),
);

function time(run: (vin: string) => unknown): number[] {
  for (let i = 0; i < 2000; i++) run(vins[i % vins.length] as string); // warm up
  const out: number[] = [];
  for (let i = 0; i < DECODES; i++) {
    const vin = vins[i % vins.length] as string;
    const t0 = performance.now();
    run(vin);
    out.push(performance.now() - t0);
  }
  return out.sort((a, b) => a - b);
}
const now = new Date();
const decodeOnly = time((vin) => decodeVinRaw(vin, now, table));
const withMapping = time((vin) => mapToCatalog(catalog, decodeVinRaw(vin, now, table)));
let mapped = 0;
for (const known of KNOWN_VINS)
  if (mapToCatalog(catalog, decodeVinRaw(known.vin, now, table)).vehicle) mapped++;

const patterns = table.schemas.reduce((n, s) => n + s.keys.length, 0);
console.log(`VIN table: ${path.relative(root, VIN_TABLE_FILE)} (${table.table.source})`);
console.log(
  `  ${Object.keys(table.table.wmis).length} WMIs, ${table.schemas.length} schemas, ${patterns} patterns, ${table.table.models.length} models`,
);
console.log(`  on disk: ${table.fileBytes} bytes (${mb(table.fileBytes)}); no npm dependency added`);
console.log(
  `  in memory: ${gc ? mb(inMemory) : 'run with node --expose-gc to measure'} (JS heap + external after the load, less before)`,
);
const sortedLoads = [...loads].sort((a, b) => a - b);
console.log(
  `  load (read + gunzip + parse + index): first ${fmt(first.loadMs)}, median of ${LOADS} ${fmt(quantile(sortedLoads, 0.5))}`,
);
console.log(`Decode, ${DECODES} decodes over ${vins.length} VINs of ${KNOWN_VINS.length} real vehicles:`);
console.log(
  `  table only:          p50 ${fmt(quantile(decodeOnly, 0.5))}, p95 ${fmt(quantile(decodeOnly, 0.95))}`,
);
console.log(
  `  with catalog mapping: p50 ${fmt(quantile(withMapping, 0.5))}, p95 ${fmt(quantile(withMapping, 0.95))}`,
);
console.log(
  `  ${mapped} of ${KNOWN_VINS.length} known VINs map onto a catalog name (the rest get suggestions)`,
);
