import { fileURLToPath } from 'node:url';
import { ZPostInput } from '@common/contracts/posts';
import { duplicateFitmentRow, FITMENT_MAX_ROWS, normalizeOemNumber } from '@common/rules/fitment';
import { describe, expect, it } from 'vitest';
import { gazetteer } from '../adapters/geocoder/gazetteer';
import { readSeedCsv } from '../db/seed/csv';
import { seedPartNames, seedVehicleNames } from '../db/seed/reference';
import { demoCities } from './cities';
import {
  BODY_PARTS,
  BODY_STYLES,
  canHave,
  DIESEL_MODELS,
  ELECTRIC_MODEL_YEARS,
  FUEL_CELL_MODELS,
  HYBRID_MODELS,
  POWERTRAIN_CATEGORIES,
  POWERTRAIN_PARTS,
  powertrainsOf,
} from './fitment';
import { PLATFORM_TWINS } from './interchange';
import { MODEL_YEARS } from './models';
import { PART_PRICES, PART_WEIGHTS, PART_YEARS } from './parts';
import { allocatePosts } from './people';
import { DRAWING_CATEGORIES, DRAWING_PARTS, drawingOf } from './pictures';
import { createPlanner, type TPlannedPost, type TRef } from './plan';
import { createRandom } from './random';
import { MAKE_WEIGHTS, MODEL_BOOSTS } from './vehicles';

// The demo's own data files and tables: real places, and names that match the reference lists.

const km = (a: { lat: number; lng: number }, b: { lat: number; lng: number }) => {
  const r = Math.PI / 180;
  const h =
    Math.sin(((b.lat - a.lat) * r) / 2) ** 2 +
    Math.cos(a.lat * r) * Math.cos(b.lat * r) * Math.sin(((b.lng - a.lng) * r) / 2) ** 2;
  return 12_742 * Math.asin(Math.sqrt(h));
};

describe('demo cities', () => {
  const cities = demoCities();
  const canada = new Set(['AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'NT', 'NU', 'ON', 'PE', 'QC', 'SK', 'YT']);

  it('are a few hundred US and Canadian cities, each once', () => {
    expect(cities.length).toBeGreaterThanOrEqual(150);
    expect(new Set(cities.map((c) => `${c.name}|${c.state}`)).size).toBe(cities.length);
    for (const c of cities) expect(c.country).toBe(canada.has(c.state) ? 'Canada' : 'United States');
    expect(cities.filter((c) => c.country === 'Canada').length).toBeGreaterThan(40);
  });

  it("have a real postal code of the city's, where the gazetteer places it (within 25 km)", () => {
    const g = gazetteer();
    for (const c of cities) {
      const place = g.byCode.get(c.zip);
      expect(place, `${c.name}, ${c.state}: ${c.zip}`).toBeDefined();
      if (!place) continue;
      expect(place.state).toBe(c.state);
      expect(km(c, place), `${c.name}, ${c.state}`).toBeLessThan(25);
    }
  });
});

describe('demo vehicle and part tables', () => {
  const vehicles = new Set(seedVehicleNames());
  const makes = new Set([...vehicles].map((v) => v.split(' - ')[0]));
  const parts = new Set(seedPartNames());

  it('name only vehicles and makes of the seed list', () => {
    for (const name of [...MODEL_YEARS.keys(), ...Object.keys(MODEL_BOOSTS)])
      expect(vehicles).toContain(name);
    for (const make of Object.keys(MAKE_WEIGHTS)) expect(makes).toContain(make);
    for (const [name, [from, to]] of MODEL_YEARS) {
      expect(from, name).toBeGreaterThanOrEqual(1900);
      if (to !== undefined) expect(to, name).toBeGreaterThanOrEqual(from);
    }
  });

  it('name only parts of the seed list, with sane prices', () => {
    for (const name of [
      ...Object.keys(PART_PRICES),
      ...Object.keys(PART_WEIGHTS),
      ...Object.keys(PART_YEARS),
    ])
      expect(parts).toContain(name);
    for (const [low, high] of Object.values(PART_PRICES)) expect(low).toBeLessThan(high);
  });
});

const CATEGORIES = new Map(
  readSeedCsv(fileURLToPath(new URL('../db/seed/data/parts.csv', import.meta.url))).map((r) => [
    r.part_name ?? '',
    r.category ?? '',
  ]),
);
const categoryOf = (part: string) => CATEGORIES.get(part) ?? '';

describe('demo pictures (pictures.ts)', () => {
  it('give every part of the seed list one drawing, and name no other part', () => {
    const listed = Object.values(DRAWING_PARTS).flat();
    expect(listed.length).toBe(new Set(listed).size);
    expect([...listed].sort()).toEqual([...seedPartNames()].sort());
  });

  it("show a part only with a drawing of its category's (or packed in a box)", () => {
    for (const [drawing, parts] of Object.entries(DRAWING_PARTS)) {
      if (drawing === 'box') continue;
      const allowed = DRAWING_CATEGORIES[drawing as keyof typeof DRAWING_CATEGORIES];
      for (const part of parts) expect(allowed, `${part} as ${drawing}`).toContain(categoryOf(part));
    }
  });
});

describe('demo fitment rules (fitment.ts)', () => {
  const vehicles = new Set(seedVehicleNames());
  const parts = new Set(seedPartNames());

  it('name only vehicles, parts and categories of the seed lists', () => {
    for (const name of [
      ...ELECTRIC_MODEL_YEARS.keys(),
      ...FUEL_CELL_MODELS,
      ...DIESEL_MODELS,
      ...HYBRID_MODELS,
      ...BODY_STYLES.keys(),
      ...PLATFORM_TWINS.flatMap((g) => g.models),
    ])
      expect(vehicles, name).toContain(name);
    for (const name of [...Object.keys(POWERTRAIN_PARTS), ...Object.keys(BODY_PARTS)])
      expect(parts, name).toContain(name);
    for (const category of Object.keys(POWERTRAIN_CATEGORIES))
      expect([...CATEGORIES.values()]).toContain(category);
  });

  it('know the drive of the models people ask about', () => {
    const drive = (name: string, year: number) =>
      [...powertrainsOf(name.split(' - ')[0] ?? '', name, year)].sort();
    expect(drive('Honda - Prologue', 2024)).toEqual(['electric']);
    expect(drive('Tesla - Model 3', 2020)).toEqual(['electric']);
    expect(drive('Acura - ZDX', 2012)).toEqual(['petrol']);
    expect(drive('Acura - ZDX', 2024)).toEqual(['electric']);
    expect(drive('Honda - Civic', 2015)).toEqual(['petrol']);
    expect(drive('Toyota - Prius', 2015)).toEqual(['hybrid']);
    expect(drive('Toyota - Prius Prime', 2020)).toEqual(['plug-in hybrid']);
    expect(drive('Chevrolet - Volt', 2015)).toEqual(['plug-in hybrid']);
    expect(drive('Toyota - Mirai', 2020)).toEqual(['fuel cell']);
    expect(drive('Ford - F-250 Super Duty', 2015)).toEqual(['diesel', 'petrol']);
  });

  it('leave no seed model whose name says it is electric on petrol', () => {
    const saysElectric =
      /\b(ev\d?|euv|electric|e-tron|electrified|eq[a-z]|mach-e|lightning|id\.\d?)(\b|\s|$)/i;
    for (const name of vehicles) {
      if (!saysElectric.test(name)) continue;
      const drive = powertrainsOf(name.split(' - ')[0] ?? '', name, 2025);
      expect(drive.has('petrol'), name).toBe(false);
    }
  });
});

/** The demo's posts as the generator draws them (the same planner, on the seed lists). */
function demoSet(ref: TRef, posts: number, seed = 20_240_601) {
  const r = createRandom(seed);
  const planner = createPlanner(ref, r, new Date('2026-06-01T12:00:00Z'));
  const sellers = Array.from({ length: Math.ceil(posts / 8) }, () => planner.seller());
  allocatePosts(sellers, posts);
  const names = new Map(ref.vehicles.map((v) => [v.id, v.name]));
  const partNames = new Map(ref.parts.map((p) => [p.id, p.name]));
  return sellers.flatMap((s) =>
    planner.posts(s).map((post: TPlannedPost) => {
      const vehicle = names.get(post.vehicleId) ?? '';
      const part = partNames.get(post.partId) ?? '';
      return { post, vehicle, make: vehicle.split(' - ')[0] ?? '', part, category: categoryOf(part) };
    }),
  );
}
const refOf = (vehicles: string[], parts: string[]): TRef => ({
  vehicles: vehicles.map((name, i) => ({ id: i + 1, name })).sort((a, b) => (a.name < b.name ? -1 : 1)),
  parts: parts.map((name, i) => ({ id: i + 1, name })).sort((a, b) => (a.name < b.name ? -1 : 1)),
});

describe('a generated demo set', () => {
  const full = demoSet(refOf(seedVehicleNames(), seedPartNames()), 3000);

  it("shows each post's part first, in a drawing of its category, then its car and a box", () => {
    for (const { post, part, category } of full) {
      const [first, ...rest] = post.photos.map((p) => p.drawing);
      if (!first) continue;
      expect(first, part).toBe(drawingOf(part));
      if (first !== 'box') expect(DRAWING_CATEGORIES[first], part).toContain(category);
      for (const other of rest) expect(['car', 'box'], part).toContain(other);
    }
    expect(full.filter((p) => p.post.photos.length > 0).length).toBeGreaterThan(2000);
  });

  it('offers no part a vehicle cannot have', () => {
    for (const { post, vehicle, make, part, category } of full)
      expect(
        canHave({ make, name: vehicle }, post.year, { name: part, category }),
        `${post.year} ${vehicle} ${part}`,
      ).toBe(true);
  });

  it('never offers an engine, fuel or exhaust part for an electric car, nor an electric part for a petrol one', () => {
    const cars = ['Honda - Prologue', 'Tesla - Model 3', 'Honda - Civic', 'Toyota - Prius', 'Ford - F-150'];
    const some = demoSet(refOf(cars, seedPartNames()), 5000);
    const of = (name: string) => some.filter((p) => p.vehicle === name);
    for (const name of cars) expect(of(name).length, name).toBeGreaterThan(20);
    const combustion = ['Engine', 'Fuel and Air', 'Exhaust'];
    const engineOnly = [
      'Alternator',
      'Starter Motor',
      'Automatic Transmission',
      'Fuel Door',
      'Ignition Coil',
    ];
    for (const { part, category, vehicle } of [...of('Honda - Prologue'), ...of('Tesla - Model 3')]) {
      expect(combustion, `${vehicle} ${part}`).not.toContain(category);
      expect(engineOnly, `${vehicle} ${part}`).not.toContain(part);
      expect(part).not.toBe('Hybrid Battery');
    }
    for (const { part, vehicle } of [...of('Honda - Civic'), ...of('Ford - F-150')])
      expect(['Hybrid Battery', 'EV Charging Port', 'Inverter'], `${vehicle} ${part}`).not.toContain(part);
    for (const { part } of of('Toyota - Prius')) expect(part).not.toBe('EV Charging Port');
    for (const { part } of of('Honda - Civic'))
      expect(['Truck Bed', 'Tailgate', 'Tonneau Cover', 'Sliding Door'], part).not.toContain(part);
    for (const { part } of of('Ford - F-150'))
      expect(['Trunk Lid', 'Sliding Door', 'Convertible Top'], part).not.toContain(part);
  });
});

describe("a generated demo set's fitment rows, OEM numbers and details (issue 15)", () => {
  const ref = refOf(seedVehicleNames(), seedPartNames());
  const full = demoSet(ref, 3000);
  const names = new Map(ref.vehicles.map((v) => [v.id, v.name]));
  const makeOf = (id: number) => names.get(id)?.split(' - ')[0];

  it('gives each post about two rows: its own year and model first, then siblings or platform twins', () => {
    const rows = full.reduce((n, { post }) => n + post.fitments.length, 0);
    expect(rows / full.length).toBeGreaterThan(1.8);
    expect(rows / full.length).toBeLessThan(2.2);
    let ranged = 0;
    let otherMake = 0;
    for (const { post, make, part, category } of full) {
      const [first] = post.fitments;
      expect(first).toMatchObject({ vehicleId: post.vehicleId, yearFrom: post.year });
      if ((first?.yearTo ?? 0) > post.year) ranged++;
      expect(post.fitments.length).toBeLessThanOrEqual(FITMENT_MAX_ROWS);
      const rows = post.fitments.map((f) => ({
        vehicle_id: f.vehicleId,
        year_from: f.yearFrom,
        year_to: f.yearTo,
      }));
      expect(duplicateFitmentRow(rows)).toBe(-1);
      for (const f of post.fitments) {
        expect(f.yearFrom).toBeLessThanOrEqual(f.yearTo);
        expect(f.yearTo).toBeLessThanOrEqual(2026);
        const name = names.get(f.vehicleId) ?? '';
        // Every year of every row can have the part (no exhaust for an electric twin).
        for (let y = f.yearFrom; y <= f.yearTo; y++)
          expect(
            canHave({ make: name.split(' - ')[0] ?? '', name }, y, { name: part, category }),
            `${y} ${name} ${part}`,
          ).toBe(true);
      }
      if (post.fitments.slice(1).some((f) => makeOf(f.vehicleId) !== make)) otherMake++;
    }
    expect(ranged / full.length).toBeGreaterThan(0.4);
    expect(otherMake).toBeGreaterThan(50);
  });

  it("lists 0 to 3 OEM numbers in makers' formats, some shared between posts as interchange numbers are", () => {
    const seen = new Map<string, number>();
    for (const { post } of full) {
      expect(post.oemNumbers.length).toBeLessThanOrEqual(3);
      expect(new Set(post.oemNumbers.map(normalizeOemNumber)).size).toBe(post.oemNumbers.length);
      for (const n of post.oemNumbers)
        seen.set(normalizeOemNumber(n), (seen.get(normalizeOemNumber(n)) ?? 0) + 1);
    }
    const total = full.reduce((n, { post }) => n + post.oemNumbers.length, 0);
    expect(total / full.length).toBeGreaterThan(0.9);
    expect(total / full.length).toBeLessThan(1.3);
    expect([...seen.values()].filter((c) => c > 1).length).toBeGreaterThan(20);
    const honda = full.find(({ make, post }) => make === 'Honda' && post.oemNumbers.length > 0);
    expect(honda?.post.oemNumbers[0]).toMatch(/^\d{5}-[A-Z0-9]{3}-[A-Z]\d{2}$/);
  });

  it('writes details a seller could publish: mostly used, graded, with warranty and delivery', () => {
    const share = (f: (p: (typeof full)[number]['post']) => boolean) =>
      full.filter(({ post }) => f(post)).length / full.length;
    expect(share((p) => p.condition === 'used')).toBeGreaterThan(0.75);
    expect(share((p) => p.grade !== null)).toBeGreaterThan(0.6);
    expect(share((p) => p.warrantyDays > 0)).toBeGreaterThan(0.3);
    expect(share((p) => p.delivery !== 'pickup')).toBeGreaterThan(0.3);
    expect(share((p) => p.delivery !== 'pickup' && p.shippingPrice === null)).toBeGreaterThan(0.05);
    for (const { post } of full) {
      // The form's own rules: a grade only for a used part, a shipping price only with shipping.
      const parsed = ZPostInput.safeParse({
        part_id: post.partId,
        stock_number: post.stockNumber,
        description: post.description,
        price: Number(post.price),
        currencytype: post.currency,
        fitments: post.fitments.map((f) => ({
          vehicle_id: f.vehicleId,
          year_from: f.yearFrom,
          year_to: f.yearTo,
        })),
        condition: post.condition,
        grade: post.grade,
        mileage: post.mileageKm,
        warranty_days: post.warrantyDays,
        delivery: post.delivery,
        shipping_price: post.shippingPrice === null ? null : Number(post.shippingPrice),
        oem_numbers: post.oemNumbers,
      });
      expect(parsed.error?.issues ?? [], JSON.stringify(post)).toEqual([]);
    }
  });
});
