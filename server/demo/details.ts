import {
  MILEAGE_MAX_KM,
  offersShipping,
  type TCondition,
  type TDelivery,
  type TGrade,
} from '@common/rules/part-details';
import { canHave } from './fitment';
import { oemNumber, PLATFORM_TWINS } from './interchange';
import { BULKY_PARTS } from './parts';
import { type TRandom, type TWeighted, weightedTable } from './random';

// The fitment and part-detail side of a demo post, drawn from a random source of its own (so the
// posts' vehicles, years, prices and words stay what the seed made before): what else the part
// fits (about two fitment rows a post: its own model over a few years, a sibling of the same make
// or a platform twin of another), its OEM numbers (some shared between posts, as interchange
// numbers are), and its condition, grade, donor mileage, warranty and delivery.

export interface TDemoVehicle {
  id: number;
  name: string;
  make: string;
  /** The model years the demo sells it in. */
  from: number;
  to: number;
}

export interface TDemoPart {
  id: number;
  name: string;
  category: string;
  from: number;
  to: number;
}

export interface TPlannedFitment {
  vehicleId: number;
  yearFrom: number;
  yearTo: number;
}

export interface TPlannedDetails {
  /** The first row is the post's own year and vehicle. */
  fitments: TPlannedFitment[];
  oemNumbers: string[];
  condition: TCondition;
  grade: TGrade | null;
  mileageKm: number | null;
  warrantyDays: number;
  delivery: TDelivery;
  /** In the post's currency, two decimals; null with shipping: ask for a quote. */
  shippingPrice: string | null;
}

const table = <T>(pairs: [T, number][]) =>
  weightedTable(
    pairs.map(([v]) => v),
    (v) => pairs.find(([x]) => x === v)?.[1] ?? 0,
  );
/** Rows beyond the first: 1.0 on average, so about two a post. */
const EXTRA_ROWS = table<number>([
  [0, 0.35],
  [1, 0.4],
  [2, 0.15],
  [3, 0.1],
]);
/** Years the first row runs past the post's own (0: that year only). */
const FIRST_ROW_SPAN = table<number>([
  [0, 0.4],
  [1, 0.15],
  [2, 0.15],
  [3, 0.15],
  [4, 0.15],
]);
const OEM_COUNT = table<number>([
  [0, 0.3],
  [1, 0.4],
  [2, 0.2],
  [3, 0.1],
]);
const CONDITION = table<TCondition>([
  ['used', 0.86],
  ['new', 0.07],
  ['remanufactured', 0.07],
]);
const GRADE = table<TGrade | null>([
  ['A', 0.45],
  ['B', 0.35],
  ['C', 0.12],
  [null, 0.08],
]);
const WARRANTY: Record<TCondition, TWeighted<number>> = {
  used: table([
    [0, 0.5],
    [30, 0.3],
    [90, 0.15],
    [180, 0.05],
  ]),
  remanufactured: table([
    [30, 0.2],
    [90, 0.4],
    [180, 0.4],
  ]),
  new: table([
    [0, 0.1],
    [30, 0.1],
    [90, 0.3],
    [180, 0.5],
  ]),
};
const DELIVERY = table<TDelivery>([
  ['pickup', 0.45],
  ['both', 0.4],
  ['shipping', 0.15],
]);
const BULKY_DELIVERY = table<TDelivery>([
  ['pickup', 0.8],
  ['both', 0.18],
  ['shipping', 0.02],
]);
/** Posts of one part, make (or platform) and era share numbers: this many at most, then reuse. */
const NUMBERS_PER_KEY = 3;

export interface TDetailsPlanner {
  details(post: {
    vehicle: TDemoVehicle;
    part: TDemoPart;
    year: number;
    currency: 'CAD' | 'USD';
  }): TPlannedDetails;
}

export function createDetailsPlanner<V extends TDemoVehicle>(
  vehicles: readonly V[],
  weightOf: (v: V) => number,
  r: TRandom,
  currentYear: number,
): TDetailsPlanner {
  const byName = new Map(vehicles.map((v) => [v.name, v]));
  const byMake = new Map<string, V[]>();
  for (const v of vehicles) byMake.set(v.make, [...(byMake.get(v.make) ?? []), v]);
  const makeTables = new Map<string, TWeighted<V> | null>();
  const makeTable = (make: string) => {
    if (!makeTables.has(make)) {
      const list = byMake.get(make) ?? [];
      makeTables.set(make, list.length > 1 ? weightedTable(list, weightOf) : null);
    }
    return makeTables.get(make) ?? null;
  };
  const twinsOf = new Map<string, { years: readonly [number, number]; models: V[]; key: string }[]>();
  PLATFORM_TWINS.forEach((group, i) => {
    const models = group.models.map((m) => byName.get(m)).filter((v): v is V => v !== undefined);
    for (const m of models)
      twinsOf.set(m.name, [...(twinsOf.get(m.name) ?? []), { ...group, models, key: `twin${i}` }]);
  });
  const numbers = new Map<string, string[]>();

  /** The years of `vehicle` in [from, to] that can have the part, trimmed to a run from the start. */
  function fitYears(
    vehicle: TDemoVehicle,
    part: TDemoPart,
    from: number,
    to: number,
  ): [number, number] | null {
    const lo = Math.max(from, vehicle.from, part.from);
    const hi = Math.min(to, vehicle.to, part.to, currentYear);
    if (lo > hi) return null;
    let first = lo;
    while (first <= hi && !canHave(vehicle, first, part)) first++;
    if (first > hi) return null;
    let last = first;
    while (last + 1 <= hi && canHave(vehicle, last + 1, part)) last++;
    return [first, last];
  }

  function fitments(vehicle: TDemoVehicle, part: TDemoPart, year: number): TPlannedFitment[] {
    const own = fitYears(vehicle, part, year, year + r.weighted(FIRST_ROW_SPAN)) ?? [year, year];
    const rows: TPlannedFitment[] = [{ vehicleId: vehicle.id, yearFrom: own[0], yearTo: own[1] }];
    const used = new Set([vehicle.id]);
    const wanted = r.weighted(EXTRA_ROWS);
    for (let attempt = 0; rows.length <= wanted && attempt < wanted * 6; attempt++) {
      // A platform twin covering the post's years when there is one (half the time), else a
      // sibling of the same make whose years overlap.
      const groups = (twinsOf.get(vehicle.name) ?? []).filter(
        (g) => g.years[0] <= own[1] && own[0] <= g.years[1],
      );
      let other: TDemoVehicle | undefined;
      let from = own[0] - r.int(0, 2);
      let to = own[1] + r.int(0, 2);
      if (groups.length > 0 && r.chance(0.5)) {
        const group = r.pick(groups);
        other = r.pick(group.models);
        from = Math.max(from, group.years[0]);
        to = Math.min(to, group.years[1]);
      } else {
        const sameMake = makeTable(vehicle.make);
        if (sameMake) other = r.weighted(sameMake);
      }
      if (!other || used.has(other.id)) continue;
      const years = fitYears(other, part, from, to);
      if (!years) continue;
      used.add(other.id);
      rows.push({ vehicleId: other.id, yearFrom: years[0], yearTo: years[1] });
    }
    return rows;
  }

  function oemNumbers(vehicle: TDemoVehicle, part: TDemoPart, year: number): string[] {
    const count = r.weighted(OEM_COUNT);
    if (count === 0) return [];
    // Interchange: the same part of one platform (or make) in the same few years.
    const platform = twinsOf.get(vehicle.name)?.find((g) => g.years[0] <= year && year <= g.years[1])?.key;
    const key = `${part.id}|${platform ?? vehicle.make}|${Math.floor(year / 4)}`;
    const pool = numbers.get(key) ?? [];
    numbers.set(key, pool);
    const out: string[] = [];
    const seen = new Set<string>();
    for (let i = 0; i < count * 3 && out.length < count; i++) {
      const reuse = pool.length >= NUMBERS_PER_KEY || (pool.length > 0 && r.chance(0.5));
      const n = reuse ? r.pick(pool) : oemNumber(r, vehicle.make, year);
      const normal = n.toUpperCase().replaceAll(/[^A-Z0-9]/g, '');
      if (seen.has(normal)) continue;
      seen.add(normal);
      out.push(n);
      if (!reuse) pool.push(n);
    }
    return out;
  }

  return {
    details({ vehicle, part, year, currency }) {
      const condition = r.weighted(CONDITION);
      const used = condition === 'used';
      const age = Math.max(0, currentYear - year);
      const mileageKm =
        used && r.chance(0.75)
          ? Math.min(
              MILEAGE_MAX_KM,
              Math.max(1, Math.round(((age + 0.3) * r.logUniform(6_000, 30_000)) / 1000)) * 1000,
            )
          : null;
      const bulky = BULKY_PARTS.has(part.name);
      const delivery = r.weighted(bulky ? BULKY_DELIVERY : DELIVERY);
      let shippingPrice: string | null = null;
      if (offersShipping(delivery) && r.chance(0.7)) {
        const usd = bulky ? r.logUniform(120, 600) : r.logUniform(10, 90);
        shippingPrice = (
          Math.round(usd * (currency === 'CAD' ? 1.35 : 1)) - (r.chance(0.3) ? 0.01 : 0)
        ).toFixed(2);
      }
      return {
        fitments: fitments(vehicle, part, year),
        oemNumbers: oemNumbers(vehicle, part, year),
        condition,
        grade: used ? r.weighted(GRADE) : null,
        mileageKm,
        warrantyDays: r.weighted(WARRANTY[condition]),
        delivery,
        shippingPrice,
      };
    },
  };
}
