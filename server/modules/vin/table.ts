import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { type TVinTable, VIN_TABLE_VERSION } from './table-format';

// The vPIC table is read once, on the first decode (not at start: most instances may never decode
// a VIN), and kept for the life of the process.

export const VIN_TABLE_FILE = fileURLToPath(new URL('./data/vpic-compact.json.gz', import.meta.url));

/** A schema's patterns, ready to scan. */
export interface TSchemaPatterns {
  keys: string[];
  elements: Uint8Array;
  values: Uint32Array;
}

export interface TLoadedVinTable {
  table: TVinTable;
  schemas: TSchemaPatterns[];
  /** Milliseconds the load took (read, unzip, parse, index). */
  loadMs: number;
  /** Bytes of the file on disk. */
  fileBytes: number;
}

let loaded: TLoadedVinTable | null = null;

/** The table, read on first use and kept. */
export function loadVinTable(): TLoadedVinTable {
  loaded ??= readVinTable(VIN_TABLE_FILE);
  return loaded;
}

/** Reads, unzips, parses and indexes a table file (every call: loadVinTable keeps one). */
export function readVinTable(file: string): TLoadedVinTable {
  const started = performance.now();
  const gz = readFileSync(file);
  const table = JSON.parse(gunzipSync(gz).toString('utf8')) as TVinTable;
  if (table.version !== VIN_TABLE_VERSION) {
    throw new Error(
      `${file} is version ${table.version}, expected ${VIN_TABLE_VERSION}: run npm run vin:build`,
    );
  }
  const schemas = table.schemas.map((flat) => {
    const n = flat.length / 3;
    const out: TSchemaPatterns = { keys: [], elements: new Uint8Array(n), values: new Uint32Array(n) };
    for (let i = 0; i < n; i++) {
      out.keys.push(flat[i * 3] as string);
      out.elements[i] = flat[i * 3 + 1] as number;
      out.values[i] = flat[i * 3 + 2] as number;
    }
    return out;
  });
  // The flat arrays are not needed once indexed.
  table.schemas = [];
  return { table, schemas, loadMs: performance.now() - started, fileBytes: gz.length };
}
