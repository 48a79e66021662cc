import type { TVehicle } from '@common/contracts/catalog';
import type { TVinDecode } from '@common/contracts/vin';
import { splitVehicleName } from '@common/vehicles';
import type { TRawDecode } from './decoder';
import { normalizeName, similarity } from './names';

// Maps vPIC's make and model onto the catalog's 'Manufacturer - Model' names. vPIC names a model
// differently at times ('GLC-Class' for GLC, 'Caravan/Grand Caravan', a BMW '435i' of the
// '4-Series', a GMC 'Sierra' whose series is '1500'): the decode's series and trim and a few rules
// give more names to try, compared without case or punctuation. No exact match: the closest names.

type TCatalogVehicle = TVinDecode['suggestions'][number];

export const SUGGESTIONS_MAX = 5;
/** Below this similarity a name of another make is no suggestion at all. */
const OTHER_MAKE_MIN_SIMILARITY = 0.4;

/** vPIC make (normalized) -> the catalog's manufacturer, where they are not the same name. */
const MAKE_ALIASES: Record<string, string> = { mercedes: 'Mercedes-Benz', vw: 'Volkswagen' };

/** vPIC model (normalized 'make|model') -> catalog model names, where no rule below finds it. */
const MODEL_ALIASES: Record<string, string[]> = {
  'chevrolet|gmt400': ['C/K'],
  'gmc|gmt400': ['Sierra'],
};

interface TMakeModels {
  models: Map<string, TCatalogVehicle>;
  list: { vehicle: TCatalogVehicle; model: string }[];
}

/** The catalog by manufacturer, ready to match. */
export interface TCatalogIndex {
  byMake: Map<string, TMakeModels>;
  all: TCatalogVehicle[];
}

export function buildCatalogIndex(vehicles: TVehicle[]): TCatalogIndex {
  const byMake = new Map<string, TMakeModels>();
  const all: TCatalogVehicle[] = [];
  for (const v of vehicles) {
    const vehicle = { vehicle_id: v.id, name: v.name };
    all.push(vehicle);
    const { manufacturer, model } = splitVehicleName(v.name);
    const key = normalizeName(manufacturer);
    const entry: TMakeModels = byMake.get(key) ?? { models: new Map(), list: [] };
    if (!entry.models.has(normalizeName(model))) entry.models.set(normalizeName(model), vehicle);
    entry.list.push({ vehicle, model });
    byMake.set(key, entry);
  }
  return { byMake, all };
}

/** The tonnage in a series ('1/2 Ton', '2500 (3/4 Ton)') as GM's and Ford's model numbers. */
function tonnageNumber(series: string | null): string | null {
  if (!series) return null;
  const digits = /\b(\d{3,4})\b/.exec(series)?.[1];
  if (digits) return digits;
  if (/1\/2\s*ton/i.test(series)) return '1500';
  if (/3\/4\s*ton/i.test(series)) return '2500';
  if (/\b1\s*ton/i.test(series)) return '3500';
  return null;
}

/** Names to try for the catalog model, best first. */
export function modelCandidates(raw: Pick<TRawDecode, 'make' | 'model' | 'series' | 'trim'>): string[] {
  const model = raw.model?.trim();
  if (!model) return [];
  const bases = [model, ...model.split('/').map((part) => part.trim())];
  const alias = MODEL_ALIASES[`${normalizeName(raw.make ?? '')}|${normalizeName(model)}`];
  if (alias) bases.push(...alias);
  const out: string[] = [];
  const number = tonnageNumber(raw.series);
  for (const base of new Set(bases)) {
    // The more specific names first: a Fiesta whose trim is ST is the catalog's 'Fiesta ST'.
    if (number) out.push(`${base} ${number}`, `${base} ${number}HD`);
    if (raw.trim) out.push(`${base} ${raw.trim}`);
    out.push(base);
    if (/-Class$/i.test(base)) out.push(base.replace(/-Class$/i, ''));
  }
  // A BMW '435i' is a '4-Series' (the series names the catalog model).
  if (raw.series) out.push(raw.series);
  return [...new Set(out.filter(Boolean))];
}

function findMake(index: TCatalogIndex, make: string | null): { key: string; entry: TMakeModels } | null {
  if (!make) return null;
  const key = normalizeName(make);
  const aliased = MAKE_ALIASES[key];
  const k = aliased ? normalizeName(aliased) : key;
  const entry = index.byMake.get(k);
  return entry ? { key: k, entry } : null;
}

/** The catalog vehicle a decode names, or the closest names (same make first). */
export function mapToCatalog(
  index: TCatalogIndex,
  raw: Pick<TRawDecode, 'make' | 'model' | 'series' | 'trim'>,
): { vehicle: TCatalogVehicle | null; suggestions: TCatalogVehicle[] } {
  const candidates = modelCandidates(raw);
  const model = raw.model ?? '';
  const tries: { make: string | null; model: string; names: string[] }[] = [
    { make: raw.make, model, names: candidates },
  ];
  // vPIC files a few brands' models under the parent make: Toyota's 'Scion xD' is the catalog's 'Scion - xD'
  // (tried after the make's own names, so a Dodge 'Ram 1500' stays a Dodge).
  const [first, ...rest] = model.split(' ');
  if (first && rest.length > 0 && index.byMake.has(normalizeName(first))) {
    tries.push({ make: first, model: rest.join(' '), names: [rest.join(' ')] });
  }
  for (const attempt of tries) {
    const found = findMake(index, attempt.make);
    if (!found) continue;
    for (const name of attempt.names) {
      const hit = found.entry.models.get(normalizeName(name));
      if (hit) return { vehicle: hit, suggestions: [] };
    }
    // 'F-450' is the catalog's 'F-450 Super Duty' when no other model of the make extends the name.
    const stem = `${attempt.model.toLowerCase()} `;
    const longer = attempt.model
      ? found.entry.list.filter((m) => m.model.toLowerCase().startsWith(stem))
      : [];
    if (longer.length === 1 && longer[0]) return { vehicle: longer[0].vehicle, suggestions: [] };
  }
  return { vehicle: null, suggestions: suggest(index, raw.make, candidates) };
}

/** Up to 5 catalog names: the make's models most like the decoded names, then other makes' if few. */
function suggest(index: TCatalogIndex, make: string | null, candidates: string[]): TCatalogVehicle[] {
  if (candidates.length === 0) return [];
  const score = (text: string) => Math.max(...candidates.map((c) => similarity(c, text)));
  const found = findMake(index, make);
  const same = (found?.entry.list ?? [])
    .map((m) => ({ vehicle: m.vehicle, score: score(m.model) }))
    .filter((m) => m.score > 0)
    .sort((a, b) => b.score - a.score || a.vehicle.name.localeCompare(b.vehicle.name));
  const out = same.slice(0, SUGGESTIONS_MAX).map((m) => m.vehicle);
  if (out.length >= SUGGESTIONS_MAX) return out;
  const taken = new Set(out.map((v) => v.vehicle_id));
  const others = index.all
    .filter((v) => !taken.has(v.vehicle_id))
    .map((vehicle) => ({ vehicle, score: score(splitVehicleName(vehicle.name).model) }))
    .filter((m) => m.score >= OTHER_MAKE_MIN_SIMILARITY)
    .sort((a, b) => b.score - a.score || a.vehicle.name.localeCompare(b.vehicle.name));
  return [...out, ...others.slice(0, SUGGESTIONS_MAX - out.length).map((m) => m.vehicle)];
}
