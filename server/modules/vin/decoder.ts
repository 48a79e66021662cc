import { VIN_FIRST_YEAR, vinModelYear } from '@common/rules/vin';
import { loadVinTable, type TLoadedVinTable } from './table';
import { VIN_ELEMENTS } from './table-format';

// Decodes a (checked, normalized) VIN with the compact vPIC table, the way vPIC does: the WMI
// (positions 1-3) names the maker and its VIN schemas by model year; each schema's patterns are
// matched against positions 4-8 and, after '|', 10-17; for each element the most specific match wins.

/** What the table says about a VIN, before it is mapped onto the catalog. */
export interface TRawDecode {
  year: number | null;
  make: string | null;
  model: string | null;
  series: string | null;
  trim: string | null;
  engine: string | null;
  body: string | null;
  drive: string | null;
}

const EL = Object.fromEntries(VIN_ELEMENTS.map((name, i) => [name, i])) as Record<
  (typeof VIN_ELEMENTS)[number],
  number
>;

/** The WMI: 3 characters, or for a small maker (a '9' in position 3) with positions 12-14 added. */
export function vinWmi(vin: string): string {
  return vin[2] === '9' ? vin.slice(0, 3) + vin.slice(11, 14) : vin.slice(0, 3);
}

/** vPIC's pattern key against the VIN descriptor: -1 when it does not match, else its specificity. */
export function matchKeys(keys: string, descriptor: string): number {
  let score = 0;
  let j = 0;
  for (let i = 0; i < keys.length; i++, j++) {
    const d = descriptor[j];
    if (d === undefined) return -1;
    const k = keys[i];
    if (k === '*') continue;
    if (k === '[') {
      const close = keys.indexOf(']', i);
      if (close < 0 || !inClass(keys, i + 1, close, d)) return -1;
      score += 1;
      i = close;
      continue;
    }
    if (k !== d) return -1;
    score += 2;
  }
  return score;
}

/** d within the class keys[from..to): single characters and ranges such as A-D. */
function inClass(keys: string, from: number, to: number, d: string): boolean {
  for (let i = from; i < to; i++) {
    if (keys[i + 1] === '-' && i + 2 < to) {
      if (d >= (keys[i] as string) && d <= (keys[i + 2] as string)) return true;
      i += 2;
    } else if (keys[i] === d) return true;
  }
  return false;
}

/** Model years to try: the one position 10 gives, then the same code 30 years either side. */
function candidateYears(vin: string, now: Date): number[] {
  const year = vinModelYear(vin, now);
  if (year === null) return [];
  const last = now.getFullYear() + 1;
  return [year, year - 30, year + 30].filter((y) => y >= VIN_FIRST_YEAR && y <= last);
}

/**
 * Best value index per element over the schemas of a WMI valid for a year (null when none applies).
 * The most specific key wins; between equally specific keys of different schemas, the schema that
 * matches the VIN on more patterns (vPIC links some schemas of a sibling model to the same WMI).
 */
function matchYear(t: TLoadedVinTable, entry: number[], year: number, descriptor: string) {
  const n = VIN_ELEMENTS.length;
  const best = new Int32Array(n).fill(-1);
  const bestCount = new Int32Array(n);
  const value = new Int32Array(n).fill(-1);
  const local = new Int32Array(n);
  const localValue = new Int32Array(n);
  let schemas = 0;
  for (let s = 1; s + 2 < entry.length; s += 3) {
    const from = entry[s + 1] as number;
    const to = entry[s + 2] as number;
    if (year < from || (to !== 0 && year > to)) continue;
    schemas++;
    const schema = t.schemas[entry[s] as number];
    if (!schema) continue;
    local.fill(-1);
    let count = 0;
    for (let p = 0; p < schema.keys.length; p++) {
      const score = matchKeys(schema.keys[p] as string, descriptor);
      if (score < 0) continue;
      count++;
      const el = schema.elements[p] as number;
      if (score > (local[el] as number)) {
        local[el] = score;
        localValue[el] = schema.values[p] as number;
      }
    }
    for (let el = 0; el < n; el++) {
      const score = local[el] as number;
      if (score < 0) continue;
      if (score > (best[el] as number) || (score === best[el] && count > (bestCount[el] as number))) {
        best[el] = score;
        bestCount[el] = count;
        value[el] = localValue[el] as number;
      }
    }
  }
  return schemas === 0 ? null : value;
}

/** Decodes a 17-character VIN (already checked); unknown parts are null. */
export function decodeVinRaw(vin: string, now: Date = new Date(), t = loadVinTable()): TRawDecode {
  const years = candidateYears(vin, now);
  const out: TRawDecode = {
    year: years[0] ?? null,
    make: null,
    model: null,
    series: null,
    trim: null,
    engine: null,
    body: null,
    drive: null,
  };
  const entry = t.table.wmis[vinWmi(vin)] ?? t.table.wmis[vin.slice(0, 3)];
  if (!entry) return out;
  out.make = t.table.makes[entry[0] as number] ?? null;
  const descriptor = `${vin.slice(3, 8)}|${vin.slice(9, 17)}`;
  // The year whose schemas name a model wins (a pre-2010 truck may carry a letter in position 7).
  let values: Int32Array | null = null;
  for (const year of years) {
    const found = matchYear(t, entry, year, descriptor);
    if (!found) continue;
    if (values === null || (found[EL.model] as number) >= 0) {
      values = found;
      out.year = year;
    }
    if ((found[EL.model] as number) >= 0) break;
  }
  if (!values) return out;
  const text = (el: number) => {
    const i = values[el] as number;
    return i >= 0 ? (t.table.values[i] ?? null) : null;
  };
  const model = values[EL.model] as number;
  if (model >= 0) {
    const [makeIdx, name] = t.table.models[model] ?? [];
    out.model = name ?? null;
    if (makeIdx !== undefined) out.make = t.table.makes[makeIdx] ?? out.make;
  }
  out.series = text(EL.series);
  out.trim = text(EL.trim);
  out.body = text(EL.body);
  out.drive = text(EL.drive);
  out.engine = engineText(text(EL.displacement), text(EL.cylinders));
  return out;
}

/** '2.4L 4-cyl', '5.0L', '6-cyl' or null. */
function engineText(displacement: string | null, cylinders: string | null): string | null {
  const litres = displacement && Number(displacement) > 0 ? `${Number(displacement).toFixed(1)}L` : null;
  const cyl = cylinders && Number(cylinders) > 0 ? `${Number(cylinders)}-cyl` : null;
  return [litres, cyl].filter(Boolean).join(' ') || null;
}
