// How well the seed vehicle list covers a public US-market reference list.
// Usage: npx tsx bench/vehicle-coverage.ts [path/to/reference.csv]

import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { computeCoverage, formatShare, normalizeMake, parsePairs } from './vehicle-coverage-lib';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const oursPath = path.join(repoRoot, 'server/db/seed/data/vehicles.csv');
const referencePath = path.resolve(
  process.argv[2] ?? path.join(repoRoot, '../shared/data/reference/vehicles-us-1992-2024.csv'),
);

if (!existsSync(referencePath)) {
  console.log(`Reference list not found at ${referencePath}; nothing to measure.`);
  console.log('Pass its path as the first argument: npx tsx bench/vehicle-coverage.ts <reference.csv>');
  process.exit(0);
}

const ours = parsePairs(readFileSync(oursPath, 'utf8'));
const reference = parsePairs(readFileSync(referencePath, 'utf8'));
const coverage = computeCoverage(ours, reference);
const makes = new Set(ours.map((pair) => normalizeMake(pair.manufacturer)));

console.log(
  `Our list:        ${ours.length} rows, ${makes.size} manufacturers (${path.relative(repoRoot, oursPath)})`,
);
console.log(
  `Reference:       ${reference.length} rows, ${coverage.total} distinct make+model pairs after normalisation (${referencePath})`,
);
console.log(
  `Covered:         ${coverage.covered} / ${coverage.total} = ${formatShare(coverage.covered, coverage.total)} by make+model`,
);

console.log('\nCoverage by reference manufacturer (top 20 by pair count):');
for (const make of coverage.perMake.slice(0, 20)) {
  const share = formatShare(make.covered, make.total).padStart(6);
  console.log(
    `  ${make.manufacturer.padEnd(16)} ${String(make.covered).padStart(3)} / ${String(make.total).padStart(3)}  ${share}`,
  );
}

const shown = coverage.missing.slice(0, 40);
console.log(`\nFirst ${shown.length} of ${coverage.missing.length} reference pairs we miss:`);
for (const pair of shown) console.log(`  ${pair.manufacturer},${pair.model}`);
