import { readFileSync } from 'node:fs';

/**
 * Reads a simple seed CSV (a header line, comma-separated fields, no quoting) into records keyed by
 * the header. The seed files are ours and never quote, so a full CSV parser would be overkill.
 */
export function readSeedCsv(file: string): Record<string, string>[] {
  const lines = readFileSync(file, 'utf8')
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l !== '' && !l.startsWith('#'));
  const header = (lines.shift() ?? '').split(',').map((h) => h.trim());
  return lines.map((line) => {
    const cells = line.split(',').map((c) => c.trim());
    if (cells.length !== header.length) throw new Error(`${file}: bad row '${line}'`);
    return Object.fromEntries(header.map((h, i) => [h, cells[i] ?? '']));
  });
}
