// Pure helpers for bench/vehicle-coverage.ts: CSV parsing, name normalisation and coverage matching.

export interface TVehiclePair {
  manufacturer: string;
  model: string;
}

export interface TMakeCoverage {
  manufacturer: string;
  total: number;
  covered: number;
}

export interface TCoverage {
  total: number;
  covered: number;
  share: number;
  perMake: TMakeCoverage[];
  missing: TVehiclePair[];
}

/** Spellings of a make that mean the same make, keyed by their folded form. */
const MAKE_ALIASES: Readonly<Record<string, string>> = {
  mercedes: 'mercedesbenz',
  mb: 'mercedesbenz',
  benz: 'mercedesbenz',
  chevy: 'chevrolet',
  vw: 'volkswagen',
  rampickup: 'ram',
  ramtrucks: 'ram',
  landrovers: 'landrover',
  rangerover: 'landrover',
  minicooper: 'mini',
  alfa: 'alfaromeo',
  americanmotors: 'amc',
  internationalharvester: 'international',
};

/** Lower case, accents removed, '&' and '+' spelled out, everything but letters and digits dropped. */
export function fold(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/\+/g, 'plus')
    .replace(/[^a-z0-9]/g, '');
}

/** The comparison key of a manufacturer name, with common aliases merged. */
export function normalizeMake(make: string): string {
  const folded = fold(make);
  return MAKE_ALIASES[folded] ?? folded;
}

/** Sub-brand prefixes some lists put before a model, folded, with what they stand for. */
const MODEL_PREFIXES: readonly (readonly [string, string])[] = [
  ['mercedeseq', ''],
  ['mercedesmaybach', 'maybach'],
  ['mercedesamg', 'amg'],
];

/**
 * The comparison key of a model name within its make. A leading repeat of the make is dropped
 * ('Mazda3' and '3' under Mazda, 'Polestar 2' and '2' under Polestar), a sub-brand prefix is
 * shortened ('Mercedes-EQ EQB' is 'EQB') and a trailing 'Class' is dropped ('CLA-Class' is 'CLA'),
 * each only when something is left.
 */
export function normalizeModel(make: string, model: string): string {
  let key = fold(model);
  const makeKey = normalizeMake(make);
  if (makeKey && key.startsWith(makeKey) && key.length > makeKey.length) {
    key = key.slice(makeKey.length);
  }
  for (const [prefix, replacement] of MODEL_PREFIXES) {
    if (key.startsWith(prefix) && key.length > prefix.length) {
      key = replacement + key.slice(prefix.length);
      break;
    }
  }
  if (key.endsWith('class') && key.length > 'class'.length) key = key.slice(0, -'class'.length);
  return key;
}

/** The comparison key of a manufacturer + model pair. */
export function pairKey(pair: TVehiclePair): string {
  return `${normalizeMake(pair.manufacturer)}|${normalizeModel(pair.manufacturer, pair.model)}`;
}

/** Splits one CSV line into fields, honouring double quotes ("" is a literal quote). */
export function parseCsvLine(line: string): string[] {
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i];
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') {
        quoted = false;
      } else {
        field += ch;
      }
    } else if (ch === '"') {
      quoted = true;
    } else if (ch === ',') {
      fields.push(field);
      field = '';
    } else {
      field += ch;
    }
  }
  fields.push(field);
  return fields;
}

/** Reads a CSV whose first line is a header into manufacturer + model pairs (first two columns). */
export function parsePairs(text: string): TVehiclePair[] {
  const lines = text.split(/\r?\n/).filter((line) => line.trim() !== '');
  const pairs: TVehiclePair[] = [];
  for (const line of lines.slice(1)) {
    const [manufacturer = '', model = ''] = parseCsvLine(line);
    if (manufacturer.trim() && model.trim()) {
      pairs.push({ manufacturer: manufacturer.trim(), model: model.trim() });
    }
  }
  return pairs;
}

/** Pairs whose key occurs more than once (the second and later occurrences). */
export function duplicatePairs(pairs: readonly TVehiclePair[]): TVehiclePair[] {
  const seen = new Set<string>();
  const dups: TVehiclePair[] = [];
  for (const pair of pairs) {
    const key = `${pair.manufacturer.toLowerCase()}|${pair.model.toLowerCase()}`;
    if (seen.has(key)) dups.push(pair);
    seen.add(key);
  }
  return dups;
}

/** How many of the reference pairs (deduplicated by key) our list holds, overall and per make. */
export function computeCoverage(
  ours: readonly TVehiclePair[],
  reference: readonly TVehiclePair[],
): TCoverage {
  const ourKeys = new Set(ours.map(pairKey));
  const seen = new Set<string>();
  const perMake = new Map<string, TMakeCoverage>();
  const missing: TVehiclePair[] = [];
  let covered = 0;
  for (const pair of reference) {
    const key = pairKey(pair);
    if (seen.has(key)) continue;
    seen.add(key);
    const makeKey = normalizeMake(pair.manufacturer);
    let make = perMake.get(makeKey);
    if (!make) {
      make = { manufacturer: pair.manufacturer, total: 0, covered: 0 };
      perMake.set(makeKey, make);
    }
    make.total++;
    if (ourKeys.has(key)) {
      covered++;
      make.covered++;
    } else {
      missing.push(pair);
    }
  }
  const total = seen.size;
  return {
    total,
    covered,
    share: total === 0 ? 0 : covered / total,
    perMake: [...perMake.values()].sort(
      (a, b) => b.total - a.total || a.manufacturer.localeCompare(b.manufacturer),
    ),
    missing,
  };
}

/** A share as a percentage with one decimal, e.g. '87.5%'. */
export function formatShare(covered: number, total: number): string {
  return total === 0 ? 'n/a' : `${((covered / total) * 100).toFixed(1)}%`;
}
