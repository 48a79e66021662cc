import { USERNAME_MAX } from '@common/constants';
import type { TDemoCity } from './cities';
import type { TRandom } from './random';

// Made-up sellers: names as common in North America (French ones in Quebec and New Brunswick more
// often), a street address, and a username of the kinds people and parts yards choose.

const FIRST_NAMES = (
  'James Michael Robert John David William Richard Joseph Thomas Chris Daniel Matthew Anthony Mark ' +
  'Steven Paul Andrew Josh Kevin Brian Ryan Jason Eric Jacob Tyler Brandon Justin Scott Greg Aaron ' +
  'Kyle Nathan Dylan Cody Travis Derek Shane Wayne Dale Randy Mary Jennifer Linda Sarah Jessica ' +
  'Ashley Emily Amanda Melissa Nicole Stephanie Rachel Laura Megan Kayla Brittany Samantha Heather ' +
  'Amber Tanya Carlos Luis Jose Miguel Juan Diego Alejandro Maria Ana Sofia Wei Jun Min Hiro Raj ' +
  'Arjun Priya Sunil Omar Ali Darnell Andre Marcus Tyrone Jamal Keisha Tamika Malik Trevor Colin ' +
  'Liam Noah Ethan Logan Owen Hunter Connor Brett Curtis Gord'
).split(' ');

const LAST_NAMES = (
  'Smith Johnson Williams Brown Jones Miller Davis Wilson Anderson Taylor Thomas Moore Martin ' +
  'Jackson Thompson White Harris Clark Lewis Walker Hall Allen Young King Wright Scott Green Baker ' +
  'Adams Nelson Hill Campbell Mitchell Roberts Carter Phillips Evans Turner Parker Collins Edwards ' +
  'Stewart Morris Murphy Cook Rogers Morgan Cooper Peterson Reed Bailey Kelly Howard Ward Cox ' +
  'Richardson Wood Watson Brooks Bennett Garcia Martinez Rodriguez Hernandez Lopez Gonzalez Perez ' +
  'Sanchez Ramirez Ortiz Nguyen Tran Kim Lee Chen Wong Singh Patel Sharma Khan MacDonald Fraser ' +
  'Campbell McLean Sullivan Kowalski Nowak Schmidt Olson Larson Hansen Johnston Graham Hughes Reid ' +
  'Ross Murray Hamilton Boyd Grant'
).split(' ');

const FRENCH_FIRST = (
  'Jean Pierre Marc Luc Mathieu Olivier Sylvain Guy Benoît Alexandre Julie Isabelle Nathalie ' +
  'Geneviève Chantal Sophie Mélanie Caroline Eric François'
).split(' ');

const FRENCH_LAST = (
  'Tremblay Gagnon Roy Côté Bouchard Gauthier Morin Lavoie Fortin Gagné Ouellet Pelletier Bélanger ' +
  'Lévesque Bergeron Leblanc Paquette Girard Simard Boucher'
).split(' ');

const STREET_NAMES = (
  'Main Oak Maple Cedar Pine Elm Washington Lake Hill Park Church Mill River Sunset Highland ' +
  'Railroad Industrial Commerce Airport Ridge Willow Birch Spruce Victoria King Queen Center ' +
  'Jackson Lincoln Franklin'
).split(' ');
const STREET_TYPES = ['St', 'Ave', 'Rd', 'Dr', 'Blvd', 'Ln', 'Way', 'Crt', 'Pkwy', 'Hwy'];
const FRENCH_STREETS = ['Saint-Denis', 'Principale', 'des Érables', 'du Moulin', 'Notre-Dame', "de l'Église"];

const YARD_WORDS = ['autoparts', 'salvage', 'wreckers', 'usedparts', 'pullapart', 'recyclers', 'partsdepot'];
const HOBBY_WORDS = ['garage', 'parts', 'motors', 'customs', 'racing', 'auto', 'wrench'];

export interface TDemoSeller {
  /** A parts yard lists more and names itself after its town; a private seller clears a garage. */
  kind: 'yard' | 'private';
  username: string;
  firstName: string;
  lastName: string;
  street: string;
  zip: string;
  city: TDemoCity;
  /** How many posts this seller gets (set once every seller exists). */
  posts: number;
  /** A relative share of the posts. */
  weight: number;
  /** Stock numbers: this seller's own style and running number. */
  stockStyle: number;
  stockPrefix: string;
  stockNext: number;
}

const FRENCH_STATES = new Set(['QC', 'NB']);
const letters = 'ABCEGHJKLMNPRSTVWXYZ';

/** Letters and digits only (accents dropped), for usernames. */
const plain = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^A-Za-z0-9]/g, '');

function usernameFor(r: TRandom, kind: TDemoSeller['kind'], first: string, last: string, city: string) {
  const f = plain(first);
  const l = plain(last);
  const c = plain(city).toLowerCase();
  const yy = String(r.int(60, 99) + (r.chance(0.3) ? 1 : 0)).slice(-2);
  const candidates =
    kind === 'yard'
      ? [
          `${c}${r.pick(YARD_WORDS)}`,
          `${l.toLowerCase()}${r.pick(YARD_WORDS)}`,
          `${l}s${r.pick(['Auto', 'Parts', 'Salvage'])}`,
          `${c}_${r.pick(['parts', 'auto', 'salvage'])}`,
        ]
      : [
          `${f.toLowerCase()}${l.toLowerCase()}`,
          `${f.toLowerCase()}_${l[0]?.toLowerCase() ?? 'x'}${yy}`,
          `${f}${l}${r.int(1, 99)}`,
          `${f.toLowerCase()}${yy}`,
          `${f.toLowerCase()}${r.pick(HOBBY_WORDS)}`,
          `${l.toLowerCase()}${r.pick(HOBBY_WORDS)}${r.int(1, 9)}`,
          `${c.slice(0, 10)}${f.toLowerCase()}`,
        ];
  const fits = candidates.filter((u) => u.length >= 3 && u.length <= USERNAME_MAX);
  return fits.length > 0 ? r.pick(fits) : `${f.slice(0, 12).toLowerCase()}${r.int(100, 999)}`;
}

/** A seller in `city`, every choice drawn from `r`. */
export function makeSeller(r: TRandom, city: TDemoCity): TDemoSeller {
  const kind = r.chance(0.25) ? 'yard' : 'private';
  const french = FRENCH_STATES.has(city.state) && r.chance(0.7);
  const firstName = r.pick(french ? FRENCH_FIRST : FIRST_NAMES);
  const lastName = r.pick(french ? FRENCH_LAST : LAST_NAMES);
  const number = r.int(kind === 'yard' ? 1000 : 10, kind === 'yard' ? 29999 : 9999);
  const street = french
    ? `${number} rue ${r.pick(FRENCH_STREETS)}`
    : `${number} ${r.pick(STREET_NAMES)} ${r.pick(STREET_TYPES)}`;
  // A Canadian postal code is the city's area (FSA) and a local part of digit, letter, digit.
  const zip =
    city.country === 'Canada' ? `${city.zip} ${r.int(0, 9)}${r.pick([...letters])}${r.int(0, 9)}` : city.zip;
  const username = usernameFor(r, kind, firstName, lastName, city.name);
  const prefixSource = plain(username).toUpperCase();
  return {
    kind,
    username,
    firstName,
    lastName,
    street,
    zip,
    city,
    posts: 0,
    weight: kind === 'yard' ? 3 + 10 * r.next() ** 2 : 0.3 + 1.5 * r.next(),
    stockStyle: r.int(0, 4),
    stockPrefix: (prefixSource.replace(/[0-9]/g, '') || 'PY').slice(0, r.int(2, 3)),
    stockNext: r.int(1, 9000),
  };
}

/** Spreads `total` posts over the sellers by weight, each at least one (largest remainders). */
export function allocatePosts(sellers: TDemoSeller[], total: number): void {
  const extra = total - sellers.length;
  if (extra < 0) throw new Error('allocatePosts: more sellers than posts');
  const weightSum = sellers.reduce((s, x) => s + x.weight, 0);
  const shares = sellers.map((s) => (extra * s.weight) / weightSum);
  let given = 0;
  sellers.forEach((s, i) => {
    s.posts = 1 + Math.floor(shares[i] as number);
    given += s.posts - 1;
  });
  const order = sellers
    .map((_, i) => i)
    .sort((a, b) => {
      const ra = (shares[a] as number) % 1;
      const rb = (shares[b] as number) % 1;
      return rb - ra || a - b;
    });
  for (let k = 0; k < extra - given; k++) (sellers[order[k] as number] as TDemoSeller).posts += 1;
}
