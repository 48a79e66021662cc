import { fileURLToPath } from 'node:url';
import { YEAR_LOWER_BOUND } from '@common/constants';
import { AD_LIFETIME_DAYS } from '@common/rules/fees';
import { splitVehicleName } from '@common/vehicles';
import { readSeedCsv } from '../db/seed/csv';
import { cityWeight, demoCities } from './cities';
import { createDetailsPlanner, type TPlannedDetails } from './details';
import type { TDrawingName } from './drawings';
import { canHave, ELECTRIC_MODEL_YEARS, partPowertrains, powertrainsOf } from './fitment';
import { isElectrified, MODEL_YEARS } from './models';
import { CATEGORY_PRICES, PART_PRICES, PART_WEIGHTS, PART_YEARS } from './parts';
import { makeSeller, type TDemoSeller } from './people';
import { drawingOf } from './pictures';
import { createRandom, type TRandom, type TWeighted, weightedTable } from './random';
import { describe, stockNumber } from './text';
import {
  DEFAULT_MAKE_WEIGHT,
  MAKE_PRICE_FACTORS,
  MAKE_WEIGHTS,
  MAKE_YEARS,
  MODEL_BOOSTS,
  yearWeight,
} from './vehicles';

// The demo's content, drawn from a seeded random source and the database's own vehicles and
// parts: sellers, and each seller's posts. Nothing here touches the database.

const DAY_MS = 86_400_000;
const OTHER_CATEGORY = 'Accessories and Other';

export interface TRef {
  vehicles: { id: number; name: string }[];
  parts: { id: number; name: string }[];
}

/** A photo of a demo post: one of a few illustrations, named by drawing and paint colour. */
export interface TIllustration {
  key: string;
  drawing: TDrawingName;
  paint: string;
}

export interface TPlannedPost extends TPlannedDetails {
  vehicleId: number;
  partId: number;
  year: number;
  stockNumber: string;
  description: string;
  /** Two decimals, as the numeric column takes it. */
  price: string;
  currency: 'CAD' | 'USD';
  status: 'active' | 'sold' | 'expired';
  createdAt: Date;
  expiresAt: Date;
  soldAt: Date | null;
  photos: TIllustration[];
}

const PART_PAINT = '#6b6f75';
const CAR_PAINTS = ['#b3261e', '#1f4e8c', '#9aa3ad'];
const DRAWING_PAINTS: Partial<Record<TDrawingName, string>> = {
  engine: '#b3261e',
  brake: '#c9a227',
  door: '#1f4e8c',
  seat: '#3d4a5c',
  strut: '#2e6fb3',
  mirror: '#1c1c1c',
};

const illustrations = new Map<string, TIllustration>();
function illustration(drawing: TDrawingName, paint = DRAWING_PAINTS[drawing] ?? PART_PAINT): TIllustration {
  const key = `${drawing}-${paint.slice(1)}`;
  let found = illustrations.get(key);
  if (!found) {
    found = { key, drawing, paint };
    illustrations.set(key, found);
  }
  return found;
}

const PHOTO_COUNTS = weightedTable([0, 1, 2, 3], (n) => [0.15, 0.35, 0.3, 0.2][n] ?? 0);

let partCategories: Map<string, string> | undefined;
function categoryOf(partName: string): string {
  partCategories ??= new Map(
    readSeedCsv(fileURLToPath(new URL('../db/seed/data/parts.csv', import.meta.url))).map((r) => [
      (r.part_name ?? '').toLowerCase(),
      r.category ?? OTHER_CATEGORY,
    ]),
  );
  return partCategories.get(partName.toLowerCase()) ?? OTHER_CATEGORY;
}

/** A price a seller would ask: a round figure or one just under it, two decimals. */
function askingPrice(r: TRandom, usd: number, cad: boolean): string {
  const v = Math.max(10, usd * (cad ? 1.35 : 1));
  const step = v < 100 ? 5 : v < 1000 ? 10 : 50;
  let price = Math.max(step, Math.round(v / step) * step);
  const roll = r.next();
  if (roll < 0.3) price -= 0.01;
  else if (v < 100 && roll < 0.5) price = Math.round(v);
  return price.toFixed(2);
}

export interface TPlanner {
  seller(): TDemoSeller;
  posts(seller: TDemoSeller): TPlannedPost[];
}

/** The details' own random source when none is given (a seed's generateDemo passes its own). */
const DETAILS_SEED = 15;

/**
 * `details` draws the fitment rows, OEM numbers and part details, apart from `r`, so the
 * rest of each post is what the same seed made before them.
 */
export function createPlanner(
  ref: TRef,
  r: TRandom,
  now: Date,
  details: TRandom = createRandom(DETAILS_SEED),
): TPlanner {
  const currentYear = now.getUTCFullYear();
  const cities = weightedTable(demoCities(), cityWeight);

  const modelsPerMake = new Map<string, number>();
  const vehicles = ref.vehicles.map((v) => {
    const make = splitVehicleName(v.name).manufacturer;
    modelsPerMake.set(make, (modelsPerMake.get(make) ?? 0) + 1);
    const [makeFrom, makeTo = currentYear] = MAKE_YEARS[make] ?? [1950];
    const known = MODEL_YEARS.get(v.name);
    const firstElectric = ELECTRIC_MODEL_YEARS.get(v.name);
    const [modelFrom, modelTo = currentYear] = known ?? [
      firstElectric ?? (isElectrified(make, v.name) ? 2000 : YEAR_LOWER_BOUND),
    ];
    let from = Math.max(makeFrom, modelFrom, YEAR_LOWER_BOUND);
    let to = Math.min(makeTo, modelTo, currentYear);
    if (from > to) [from, to] = [Math.max(modelFrom, YEAR_LOWER_BOUND), Math.min(modelTo, currentYear)];
    // Has a hybrid or electric drive in its last model year (the pool for parts only they have).
    const latest = powertrainsOf(make, v.name, to);
    const electric = !latest.has('petrol') && !latest.has('diesel');
    return { ...v, make, known: known !== undefined, electric, from, to };
  });
  // Known models (with model years) come ten times as often as the rest of their make.
  const vehicleWeight = (v: (typeof vehicles)[number]) =>
    ((MAKE_WEIGHTS[v.make] ?? DEFAULT_MAKE_WEIGHT) / (modelsPerMake.get(v.make) ?? 1)) *
    (MODEL_BOOSTS[v.name] ?? 1) *
    (v.known ? 1 : 0.1);
  const vehicleTable = weightedTable(vehicles, vehicleWeight);
  const detailsPlanner = createDetailsPlanner(vehicles, vehicleWeight, details, currentYear);
  const electricVehicles = vehicles.filter((v) => v.electric);
  const electricTable =
    electricVehicles.length > 0 ? weightedTable(electricVehicles, vehicleWeight) : vehicleTable;
  const parts = ref.parts.map((p) => {
    const [from, to = currentYear] = PART_YEARS[p.name] ?? [YEAR_LOWER_BOUND];
    const category = categoryOf(p.name);
    // Parts only a hybrid or electric drive has are drawn for those vehicles.
    const needs = partPowertrains(p.name, category);
    const electric = needs !== undefined && !needs.includes('petrol') && !needs.includes('diesel');
    return { ...p, category, electric, from, to };
  });
  const partTable = weightedTable(parts, (p) => PART_WEIGHTS[p.name] ?? 1);

  const yearTables = new Map<string, TWeighted<number>>();
  /** A model year of the vehicle's within the part's era, weighted toward the common ages. */
  function yearIn(from: number, to: number): number {
    const key = `${from}-${to}`;
    let table = yearTables.get(key);
    if (!table) {
      const years = Array.from({ length: to - from + 1 }, (_, i) => from + i);
      table = weightedTable(years, (y) => yearWeight(y, currentYear));
      yearTables.set(key, table);
    }
    return r.weighted(table);
  }

  /**
   * A vehicle, a model year and a part that fit (fitment.ts: no exhaust for an electric car, no
   * truck bed for a sedan) and existed in the same years (a carburetor never fits a 2015 car).
   */
  function vehicleAndPart() {
    for (let attempt = 0; attempt < 1000; attempt++) {
      const part = r.weighted(partTable);
      const pool = part.electric ? electricTable : vehicleTable;
      for (let i = 0; i < 50; i++) {
        const vehicle = r.weighted(pool);
        const from = Math.max(vehicle.from, part.from);
        const to = Math.min(vehicle.to, part.to);
        if (from > to) continue;
        const year = yearIn(from, to);
        if (canHave(vehicle, year, part)) return { vehicle, part, year };
      }
    }
    throw new Error('demo plan: no vehicle fits the parts drawn (check fitment.ts)');
  }

  function dates(): Pick<TPlannedPost, 'status' | 'createdAt' | 'expiresAt' | 'soldAt'> {
    const u = r.next();
    const lifetime = AD_LIFETIME_DAYS * DAY_MS;
    if (u < 0.03) {
      // Sold in the last week (the lifetime job deletes sold posts after seven days).
      const soldAt = new Date(now.getTime() - r.next() * 6 * DAY_MS);
      const createdAt = new Date(soldAt.getTime() - (1 + r.next() * 300) * DAY_MS);
      return { status: 'sold', createdAt, expiresAt: new Date(createdAt.getTime() + lifetime), soldAt };
    }
    if (u < 0.05) {
      const createdAt = new Date(now.getTime() - lifetime - (1 + r.next() * 60) * DAY_MS);
      return {
        status: 'expired',
        createdAt,
        expiresAt: new Date(createdAt.getTime() + lifetime),
        soldAt: null,
      };
    }
    // Live posts from the last eleven months, more of them recent.
    const createdAt = new Date(now.getTime() - r.next() ** 1.3 * 330 * DAY_MS - r.next() * DAY_MS);
    return { status: 'active', createdAt, expiresAt: new Date(createdAt.getTime() + lifetime), soldAt: null };
  }

  function post(seller: TDemoSeller): TPlannedPost {
    const { vehicle, part, year } = vehicleAndPart();
    const canadian = seller.city.country === 'Canada';
    const cad = canadian ? r.chance(0.92) : r.chance(0.04);
    const [low, high] = PART_PRICES[part.name] ?? CATEGORY_PRICES[part.category] ?? [15, 300];
    const age = currentYear - year;
    const ageFactor = year < 1975 ? 1.3 : age > 20 ? 0.8 : 1;
    const usd = r.logUniform(low, high) * (MAKE_PRICE_FACTORS[vehicle.make] ?? 1) * ageFactor;
    const facts = {
      partName: part.name,
      category: part.category,
      vehicleName: vehicle.name,
      year,
      currentYear,
      seller,
    };
    const car = illustration('car', r.pick(CAR_PAINTS));
    const drawing = drawingOf(part.name);
    const own = drawing === 'car' ? car : illustration(drawing);
    const photos = [own, car, illustration('box')].filter((p, i, all) => all.indexOf(p) === i);
    const currency = cad ? 'CAD' : 'USD';
    return {
      ...detailsPlanner.details({ vehicle, part, year, currency }),
      vehicleId: vehicle.id,
      partId: part.id,
      year,
      stockNumber: stockNumber(r, facts),
      description: describe(r, facts),
      price: askingPrice(r, usd, cad),
      currency,
      ...dates(),
      photos: photos.slice(0, r.weighted(PHOTO_COUNTS)),
    };
  }

  return {
    seller: () => makeSeller(r, r.weighted(cities)),
    posts: (seller) => Array.from({ length: seller.posts }, () => post(seller)),
  };
}
