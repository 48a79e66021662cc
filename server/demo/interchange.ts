import type { TRandom } from './random';

// What the demo knows about interchange: platform twins (one car sold under two or three badges,
// whose parts fit each other in the years they shared a platform) and how each maker writes its
// part numbers. Names are the seed list's ('Make - Model'); data.test.ts checks each exists.

/** Models built on one platform in those years: a part of one fits the others. */
export const PLATFORM_TWINS: readonly { years: readonly [number, number]; models: readonly string[] }[] = [
  { years: [2013, 2022], models: ['Honda - Civic', 'Acura - ILX'] },
  { years: [2004, 2008], models: ['Honda - Accord', 'Acura - TSX'] },
  { years: [2001, 2008], models: ['Honda - Pilot', 'Acura - MDX'] },
  { years: [2007, 2012], models: ['Honda - CR-V', 'Acura - RDX'] },
  { years: [1999, 2013], models: ['Chevrolet - Silverado 1500', 'GMC - Sierra 1500'] },
  { years: [2001, 2019], models: ['Chevrolet - Silverado 2500HD', 'GMC - Sierra 2500HD'] },
  { years: [2000, 2020], models: ['Chevrolet - Tahoe', 'GMC - Yukon', 'Cadillac - Escalade'] },
  { years: [2000, 2020], models: ['Chevrolet - Suburban', 'GMC - Yukon XL', 'Cadillac - Escalade ESV'] },
  { years: [2003, 2020], models: ['Chevrolet - Express 2500', 'GMC - Savana 2500'] },
  { years: [2004, 2012], models: ['Chevrolet - Colorado', 'GMC - Canyon'] },
  { years: [2010, 2017], models: ['Chevrolet - Equinox', 'GMC - Terrain'] },
  { years: [2006, 2009], models: ['Chevrolet - Equinox', 'Pontiac - Torrent'] },
  { years: [2009, 2017], models: ['Chevrolet - Traverse', 'GMC - Acadia', 'Buick - Enclave'] },
  { years: [2007, 2009], models: ['GMC - Acadia', 'Saturn - Outlook'] },
  { years: [2002, 2009], models: ['Chevrolet - Trailblazer', 'GMC - Envoy'] },
  { years: [2008, 2012], models: ['Chevrolet - Malibu', 'Pontiac - G6', 'Saturn - Aura'] },
  { years: [2005, 2010], models: ['Chevrolet - Cobalt', 'Pontiac - G5'] },
  { years: [1995, 2005], models: ['Chevrolet - Cavalier', 'Pontiac - Sunfire'] },
  { years: [1993, 2002], models: ['Chevrolet - Camaro', 'Pontiac - Firebird'] },
  {
    years: [2005, 2009],
    models: ['Chevrolet - Uplander', 'Pontiac - Montana', 'Buick - Terraza', 'Saturn - Relay'],
  },
  { years: [1997, 2005], models: ['Chevrolet - Venture', 'Oldsmobile - Silhouette'] },
  { years: [1995, 2005], models: ['Chevrolet - Blazer', 'GMC - Jimmy', 'Oldsmobile - Bravada'] },
  { years: [2002, 2013], models: ['Chevrolet - Avalanche', 'Cadillac - Escalade EXT'] },
  { years: [2001, 2005], models: ['Buick - Rendezvous', 'Pontiac - Aztek'] },
  { years: [2004, 2013], models: ['Chevrolet - Impala', 'Buick - LaCrosse', 'Pontiac - Grand Prix'] },
  { years: [1998, 2011], models: ['Ford - Crown Victoria', 'Mercury - Grand Marquis', 'Lincoln - Town Car'] },
  { years: [2001, 2012], models: ['Ford - Escape', 'Mercury - Mariner', 'Mazda - Tribute'] },
  { years: [2002, 2010], models: ['Ford - Explorer', 'Mercury - Mountaineer'] },
  { years: [1994, 2010], models: ['Ford - Ranger', 'Mazda - B-Series'] },
  { years: [2006, 2012], models: ['Ford - Fusion', 'Mercury - Milan', 'Lincoln - MKZ'] },
  { years: [2007, 2015], models: ['Ford - Edge', 'Lincoln - MKX'] },
  { years: [1998, 2017], models: ['Ford - Expedition', 'Lincoln - Navigator'] },
  { years: [2005, 2007], models: ['Ford - Five Hundred', 'Mercury - Montego', 'Ford - Freestyle'] },
  { years: [1996, 2005], models: ['Ford - Taurus', 'Mercury - Sable'] },
  { years: [2004, 2011], models: ['Ford - Focus', 'Mazda - Mazda3', 'Volvo - S40'] },
  { years: [2001, 2018], models: ['Toyota - Camry', 'Lexus - ES'] },
  { years: [2003, 2013], models: ['Toyota - Highlander', 'Lexus - RX'] },
  { years: [2003, 2020], models: ['Toyota - 4Runner', 'Lexus - GX'] },
  { years: [1998, 2021], models: ['Toyota - Land Cruiser', 'Lexus - LX'] },
  { years: [2003, 2013], models: ['Toyota - Matrix', 'Pontiac - Vibe'] },
  { years: [1998, 2002], models: ['Toyota - Corolla', 'Chevrolet - Prizm'] },
  { years: [2013, 2020], models: ['Subaru - BRZ', 'Scion - FR-S', 'Toyota - 86'] },
  { years: [2004, 2015], models: ['Nissan - Armada', 'Infiniti - QX56'] },
  { years: [2004, 2015], models: ['Nissan - Titan', 'Nissan - Armada'] },
  { years: [2005, 2015], models: ['Nissan - Frontier', 'Nissan - Xterra'] },
  { years: [2003, 2008], models: ['Nissan - 350Z', 'Infiniti - G35'] },
  { years: [2002, 2020], models: ['Dodge - Grand Caravan', 'Chrysler - Town & Country'] },
  { years: [1996, 2000], models: ['Dodge - Grand Caravan', 'Plymouth - Grand Voyager'] },
  { years: [2011, 2020], models: ['Jeep - Grand Cherokee', 'Dodge - Durango'] },
  { years: [2007, 2017], models: ['Jeep - Compass', 'Jeep - Patriot', 'Dodge - Caliber'] },
  { years: [2008, 2014], models: ['Dodge - Avenger', 'Chrysler - Sebring'] },
  { years: [2005, 2023], models: ['Dodge - Charger', 'Chrysler - 300', 'Dodge - Magnum'] },
  { years: [1995, 2005], models: ['Dodge - Neon', 'Plymouth - Neon'] },
  { years: [2011, 2020], models: ['Hyundai - Sonata', 'Kia - Optima'] },
  { years: [2010, 2020], models: ['Hyundai - Elantra', 'Kia - Forte'] },
  { years: [2010, 2021], models: ['Hyundai - Santa Fe', 'Kia - Sorento'] },
  { years: [2010, 2021], models: ['Hyundai - Tucson', 'Kia - Sportage'] },
  { years: [2016, 2023], models: ['Mazda - MX-5 Miata', 'Fiat - 124 Spider'] },
  { years: [2005, 2015], models: ['Volkswagen - Jetta', 'Volkswagen - Golf', 'Audi - A3'] },
];

const DIGITS = '0123456789';
const LETTERS = 'ABCDEFGHJKLMNPRSTUVWXYZ';
const ALNUM = `${DIGITS}${LETTERS}`;

function chars(r: TRandom, from: string, n: number): string {
  let s = '';
  for (let i = 0; i < n; i++) s += from[Math.floor(r.next() * from.length)];
  return s;
}

type TFormat = (r: TRandom, year: number) => string;
const d = (r: TRandom, n: number) => chars(r, DIGITS, n);
const l = (r: TRandom, n: number) => chars(r, LETTERS, n);
const a = (r: TRandom, n: number) => chars(r, ALNUM, n);

// Each maker's way of writing a part number, as it is printed on the part's label.
const honda: TFormat = (r) => `${d(r, 5)}-${l(r, 1)}${a(r, 2)}-${l(r, 1)}${d(r, 2)}`; // 31100-RNA-A01
const toyota: TFormat = (r) => `${d(r, 5)}-${d(r, 1)}${a(r, 1)}${d(r, 3)}`; // 27060-0H130
const nissan: TFormat = (r) => `${d(r, 5)}-${l(r, 2)}${d(r, 2)}${l(r, 1)}`; // 23100-JA00A
const hyundai: TFormat = (r) => `${d(r, 5)}-${d(r, 1)}${l(r, 1)}${d(r, 3)}`; // 37300-2G600
// Ford: the decade's letter, the model's code and Z (a service part), the base number, the suffix.
const ford: TFormat = (r, year) =>
  `${'ABCDEFGHJKLMN'[Math.max(0, Math.min(12, Math.floor((year - 1980) / 10) + 1))]}${l(r, 1)}${d(r, 1)}Z-${d(r, r.chance(0.5) ? 4 : 5)}-${l(r, r.chance(0.6) ? 1 : 2)}`; // BL3Z-10346-A
const gm: TFormat = (r) => `${r.pick(['1', '2', '8', '9'])}${d(r, 7)}`; // 84100545
const mopar: TFormat = (r) => `${r.pick(['04', '05', '68'])}${d(r, 6)}${l(r, 2)}`; // 68003547AB
const vag: TFormat = (r) =>
  `${d(r, 1)}${l(r, 1)}${d(r, 1)} ${d(r, 3)} ${d(r, 3)} ${l(r, r.chance(0.5) ? 1 : 2)}`; // 1K0 615 301 AA
const bmw: TFormat = (r) => `${d(r, 2)} ${d(r, 2)} ${d(r, 1)} ${d(r, 3)} ${d(r, 3)}`; // 12 31 7 558 225
const mercedes: TFormat = (r) => `A${d(r, 10)}`; // A2711506850
const subaru: TFormat = (r) => `${d(r, 5)}${l(r, 2)}${d(r, 3)}`; // 23700AA560
const mazda: TFormat = (r) => `${l(r, 1)}${a(r, 3)}-${d(r, 2)}-${a(r, 3)}`; // L3K9-18-300
const mitsubishi: TFormat = (r) => (r.chance(0.5) ? `MN${d(r, 6)}` : `${d(r, 4)}A${d(r, 3)}`); // MN183458
const volvo: TFormat = (r) => `${r.pick(['30', '31', '86'])}${d(r, 6)}`; // 30659580
const generic: TFormat = (r) => `${l(r, 2)}-${d(r, 5)}`;

const FORMATS: Readonly<Record<string, TFormat>> = {
  Honda: honda,
  Acura: honda,
  Toyota: toyota,
  Lexus: toyota,
  Scion: toyota,
  Nissan: nissan,
  Infiniti: nissan,
  Datsun: nissan,
  Hyundai: hyundai,
  Kia: hyundai,
  Genesis: hyundai,
  Ford: ford,
  Lincoln: ford,
  Mercury: ford,
  Chevrolet: gm,
  GMC: gm,
  Buick: gm,
  Cadillac: gm,
  Pontiac: gm,
  Oldsmobile: gm,
  Saturn: gm,
  Hummer: gm,
  Geo: gm,
  Chrysler: mopar,
  Dodge: mopar,
  Jeep: mopar,
  Ram: mopar,
  Plymouth: mopar,
  Fiat: mopar,
  Volkswagen: vag,
  Audi: vag,
  Porsche: vag,
  BMW: bmw,
  Mini: bmw,
  'Mercedes-Benz': mercedes,
  Smart: mercedes,
  Subaru: subaru,
  Mazda: mazda,
  Mitsubishi: mitsubishi,
  Volvo: volvo,
};

/** A new part number in the maker's format (the maker of the post's first fitment row). */
export function oemNumber(r: TRandom, make: string, year: number): string {
  return (FORMATS[make] ?? generic)(r, year);
}
