import { splitVehicleName } from '@common/vehicles';
import { BULKY_PARTS } from './parts';
import type { TDemoSeller } from './people';
import { type TRandom, weightedTable } from './random';

// The words of a demo ad: a stock number in the seller's own style, and a description of one to
// three sentences that names the part and says what a buyer asks (condition, mileage, fit,
// pickup or shipping), in words keyword search can find.

export interface TAdFacts {
  partName: string;
  category: string;
  vehicleName: string;
  year: number;
  currentYear: number;
  seller: TDemoSeller;
}

const POSITION = new Set(['Left', 'Right', 'Front', 'Rear', 'Upper', 'Lower']);

/** 'Door Front Left' -> 'front left door'; 'ABS Pump' -> 'ABS pump' (acronyms keep their case). */
export function partPhrase(partName: string): string {
  const words = partName.split(' ');
  const position: string[] = [];
  while (words.length > 1 && POSITION.has(words.at(-1) ?? '')) position.unshift(words.pop() ?? '');
  return [...position, ...words]
    .map((w) => (/^[A-Z0-9]{2,}$/.test(w) || /\d/.test(w) ? w : w.toLowerCase()))
    .join(' ');
}

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** What a part's condition sentence can say, by category (plus the general ones). */
const CONDITION: Readonly<Record<string, readonly string[]>> = {
  Engine: [
    'Runs strong, no knocks or smoke.',
    'Compression tested, all cylinders within spec.',
    'No leaks, clean oil, pulled from a running vehicle.',
  ],
  'Fuel and Air': ['Clean inside, no rust.', 'Tested for flow and pressure before removal.'],
  Exhaust: ['No holes or cracks, hangers included.', 'Solid, no rust-through.'],
  Cooling: ['Holds pressure, no leaks.', 'Fins straight, no clogs.'],
  'Climate Control': ['Blew cold when removed.', 'System was working before the car came off the road.'],
  Electrical: [
    'Bench tested and working.',
    'Tested on the car before removal.',
    'All connectors intact, pigtail included.',
  ],
  'Transmission and Drivetrain': [
    'Shifts smoothly through all gears, no slipping.',
    'Clean fluid, drained for shipping.',
    'No noises, no leaks.',
  ],
  'Suspension and Steering': ['No leaks, no play in the joints.', 'Bushings in good shape.'],
  Brakes: ['No grooves, within spec.', 'Works as it should, no leaks.'],
  'Wheels and Tires': [
    'No curb rash, holds air.',
    'Straight, no bends or cracks.',
    'Tires have plenty of tread left.',
  ],
  'Body Front': [
    'Straight panel, no rust.',
    'Minor scratches, ready for paint.',
    'All mounting tabs intact.',
  ],
  'Body Rear': ['Straight panel, no rust.', 'A few small dings, otherwise clean.'],
  'Body Sides and Roof': ['No rust, no dents.', 'Clean, complete, ready to bolt on.'],
  Doors: ['Straight, no rust, glass and regulator included.', 'Minor scratches, no dents.'],
  'Glass and Mirrors': ['No chips or cracks.', 'Power and heat work, glass is clean.'],
  Lighting: ['Clear lens, no cracks, all tabs intact.', 'No moisture inside, bulbs included.'],
  Interior: ['No rips or stains, from a smoke-free vehicle.', 'Clean, light wear only.'],
  Safety: ['Never deployed.', 'Undeployed, from a non-collision vehicle.'],
  'Electronics and Infotainment': [
    'Powers on, all buttons and the screen work.',
    'Works perfectly, code included.',
  ],
  'Accessories and Other': ['Complete, nothing missing.', 'Good shape for its age.'],
};

const GENERAL_CONDITION = [
  'Tested and working.',
  'In good used condition.',
  'Excellent condition, like new.',
  'Light wear consistent with age, works perfectly.',
  'Used OEM part, no issues.',
  'Sold as-is for parts or rebuild.',
];

/** Categories where a buyer asks how far the donor vehicle went. */
const MILEAGE_CATEGORIES = new Set([
  'Engine',
  'Fuel and Air',
  'Exhaust',
  'Cooling',
  'Electrical',
  'Transmission and Drivetrain',
  'Suspension and Steering',
  'Climate Control',
]);

function mileage(r: TRandom, f: TAdFacts): { text: string; low: boolean } {
  const age = Math.max(1, f.currentYear - f.year);
  const miles = Math.min(400_000, age * r.int(6, 16) * 1000);
  const low = miles < 70_000;
  const text =
    f.seller.city.country === 'Canada'
      ? `${Math.round((miles * 1.609) / 1000).toLocaleString('en-US')}k km`
      : `${Math.round(miles / 1000).toLocaleString('en-US')}k miles`;
  return { text, low };
}

function intro(r: TRandom, f: TAdFacts): string {
  const { manufacturer, model } = splitVehicleName(f.vehicleName);
  const part = partPhrase(f.partName);
  const vehicle = `${f.year} ${manufacturer} ${model}`;
  return r.pick([
    `${capitalize(part)} from a ${vehicle}.`,
    `OEM ${part} pulled from a ${vehicle}.`,
    `Good used OEM ${part} off a ${vehicle}.`,
    `Selling the ${part} from my ${vehicle}.`,
    `${capitalize(part)}, genuine ${manufacturer} OEM, off a ${f.year} ${model}.`,
    `Used ${part} for ${vehicle}.`,
  ]);
}

function condition(r: TRandom, f: TAdFacts): string {
  const own = CONDITION[f.category] ?? [];
  const sentence = r.chance(0.6) && own.length > 0 ? r.pick(own) : r.pick(GENERAL_CONDITION);
  if (!MILEAGE_CATEGORIES.has(f.category) || r.chance(0.3)) return sentence;
  const m = mileage(r, f);
  return m.low && r.chance(0.7)
    ? `${sentence.slice(0, -1)}, low mileage at only ${m.text}.`
    : `${sentence.slice(0, -1)}, came off a vehicle with ${m.text}.`;
}

function fit(r: TRandom, f: TAdFacts): string {
  const { manufacturer, model } = splitVehicleName(f.vehicleName);
  const from = f.year - r.int(0, 3);
  const to = Math.min(f.currentYear, f.year + r.int(0, 3));
  const years = from === to ? `${from}` : `${from}-${to}`;
  return r.pick([
    `Fits ${years} ${manufacturer} ${model}.`,
    `Should fit other ${manufacturer} models of the same generation; please check your part number.`,
    `Send me your VIN and I will confirm fitment.`,
    `Fits ${model} ${years}, other years may work.`,
  ]);
}

function logistics(r: TRandom, f: TAdFacts): string {
  const { name: city, country } = f.seller.city;
  const canada = country === 'Canada';
  if (BULKY_PARTS.has(f.partName)) {
    return r.pick([
      `Pickup in ${city} with your truck or trailer; freight shipping can be arranged.`,
      `Local pickup only in ${city}, forklift available to load.`,
      'Freight shipping available, quote on request.',
    ]);
  }
  return r.pick([
    `Local pickup in ${city} or shipping at the buyer's cost.`,
    `Can ship anywhere in ${canada ? 'Canada' : 'the US'}.`,
    canada ? 'Cash or e-transfer on pickup.' : 'Cash or Zelle on pickup.',
    `Shipping available with ${canada ? r.pick(['Canada Post', 'Purolator', 'UPS']) : r.pick(['UPS', 'FedEx', 'USPS'])}.`,
    'Price is firm, no trades.',
    '30-day warranty, returns accepted if it does not fit.',
    `Pickup in ${city}, or I can meet nearby.`,
  ]);
}

const SENTENCE_COUNTS = weightedTable([1, 2, 3], (n) => [0.15, 0.4, 0.45][n - 1] ?? 0);

/** One to three sentences: what it is, then some of condition, fit and pickup or shipping, in that order. */
export function describe(r: TRandom, f: TAdFacts): string {
  const extras = [condition, fit, logistics];
  // Drop extras at random until the chosen count is left; the rest keep their order.
  for (let keep = r.weighted(SENTENCE_COUNTS) - 1; extras.length > keep; )
    extras.splice(r.int(0, extras.length - 1), 1);
  return [intro(r, f), ...extras.map((make) => make(r, f))].join(' ');
}

const initials = (s: string) =>
  s
    .split(/[\s-]+/)
    .map((w) => w.charAt(0))
    .join('')
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '');

/** A stock number in the seller's style: 'ALT-4821', 'HC12-0093', 'MKE10482', '2012-TOY-118'. */
export function stockNumber(r: TRandom, f: TAdFacts): string {
  const s = f.seller;
  const n = s.stockNext++;
  const { manufacturer, model } = splitVehicleName(f.vehicleName);
  const pad = (v: number, width: number) => String(v % 10 ** width).padStart(width, '0');
  const words = f.partName.split(' ');
  const partCode =
    words.length === 1 ? f.partName.slice(0, 3).toUpperCase() : initials(f.partName).slice(0, 4);
  switch (s.stockStyle) {
    case 0:
      return `${partCode}-${pad(n, 4)}`;
    case 1:
      return `${initials(manufacturer).slice(0, 1)}${initials(model).slice(0, 1) || 'X'}${pad(f.year, 2)}-${pad(n, 4)}`;
    case 2:
      return `${s.stockPrefix}${pad(n, 5)}`;
    case 3:
      return `${f.year}-${manufacturer
        .slice(0, 3)
        .toUpperCase()
        .replace(/[^A-Z]/g, 'X')}-${pad(n, 3)}`;
    default:
      return `${pad(r.int(10, 99), 2)}${pad(n, 4)}`;
  }
}
