// The `zipcodes` package's Canadian rows are forward sortation areas (FSAs, 'M5V') named after
// Canada Post's area descriptions: 'Downtown Toronto (cn Tower / King And Spadina / ...)',
// 'Eastern Alberta (st. Paul)', 'Gasp\uFFFDsie-sud', 'Sherwood Park Inner Southwest'. This turns
// one into the municipality people write on an envelope ('Toronto', 'St. Paul', 'Sherwood Park')
// and its 2-letter province code.

/** Province and territory codes by full name (and the codes themselves). */
export const PROVINCES: Readonly<Record<string, string>> = {
  ALBERTA: 'AB',
  'BRITISH COLUMBIA': 'BC',
  MANITOBA: 'MB',
  'NEW BRUNSWICK': 'NB',
  'NEWFOUNDLAND AND LABRADOR': 'NL',
  'NEWFOUNDLAND & LABRADOR': 'NL',
  NEWFOUNDLAND: 'NL',
  'NOVA SCOTIA': 'NS',
  'NORTHWEST TERRITORIES': 'NT',
  NUNAVUT: 'NU',
  ONTARIO: 'ON',
  'PRINCE EDWARD ISLAND': 'PE',
  QUEBEC: 'QC',
  QUÉBEC: 'QC',
  SASKATCHEWAN: 'SK',
  YUKON: 'YT',
};

// The FSA's first letter names the province (the package's province column is damaged on a few
// rows); X is shared by the Northwest Territories and Nunavut.
const PROVINCE_BY_LETTER: Readonly<Record<string, string>> = {
  A: 'NL',
  B: 'NS',
  C: 'PE',
  E: 'NB',
  G: 'QC',
  H: 'QC',
  J: 'QC',
  K: 'ON',
  L: 'ON',
  M: 'ON',
  N: 'ON',
  P: 'ON',
  R: 'MB',
  S: 'SK',
  T: 'AB',
  V: 'BC',
  Y: 'YT',
};

/** Former municipalities and districts, by province, folded into the city people now name. */
const MERGED: Readonly<Record<string, string>> = {
  'NB:Dieppe Moncton': 'Dieppe',
  'ON:Orleans': 'Ottawa',
  'ON:Greater Sudbury': 'Sudbury',
  'QC:Quebec': 'Quebec City',
  'QC:Beauport': 'Quebec City',
  'QC:Charlesbourg': 'Quebec City',
  'QC:Sainte-Foy': 'Quebec City',
  'QC:Loretteville': 'Quebec City',
  'QC:Cap-Rouge': 'Quebec City',
  'QC:Jean-Talon': 'Quebec City',
  'QC:Val-Bélair': 'Quebec City',
  'QC:Saint-Émile': 'Quebec City',
  'QC:Lac-Saint-Charles': 'Quebec City',
  'QC:Hull': 'Gatineau',
  'QC:Aylmer': 'Gatineau',
  'QC:Buckingham': 'Gatineau',
  'QC:Masson-Angers': 'Gatineau',
  'QC:Sainte-Thérèse-de-Blainville': 'Sainte-Thérèse',
  'QC:Vaudreuil-Dorion Rcm': 'Vaudreuil-Dorion',
};

// Municipalities on the island of Montreal that are not part of the city; every other H area
// (outside Laval, H7) is a Montreal borough or district.
const MONTREAL_ISLAND_TOWNS = new Set([
  'Beaconsfield',
  'Côte-Saint-Luc',
  'Dollard-des-Ormeaux',
  'Dorval',
  'Hampstead',
  'Kirkland',
  "L'Île-Dorval",
  'Mount Royal',
  'Pointe-Claire',
  'Sainte-Anne-de-Bellevue',
  'Senneville',
  'Westmount',
]);

/** Canada Post's area qualifiers, stripped from the end of a description. */
const QUALIFIERS = new Set([
  'north',
  'south',
  'east',
  'west',
  'northeast',
  'northwest',
  'southeast',
  'southwest',
  'northern',
  'central',
  'inner',
  'outer',
  'lower',
  'upper',
  'mid-riverbank',
  'riverbank',
  'outskirts',
  'extremities',
  'subdivisions',
  'and',
  '&',
]);

/** Areas named '<City> <district>' where the district is not a compass word. */
const CITY_PREFIXES = ['Halifax ', 'Dartmouth ', 'Saint John ', "St. John's "];

const PARTICLES = new Set(['de', 'des', 'du', 'la', 'le', 'les', 'sur', 'aux', 'au', 'a', 'en', 'and', 'of']);

export interface TCanadianPlace {
  city: string;
  /** 2-letter province or territory code. */
  state: string;
  /** The area's own name when it is folded into a bigger city ('Scarborough' in Toronto). */
  district?: string;
}

/** Province and city of one Canadian row, or null for a row that is no real place. */
export function cleanCanadianPlace(fsa: string, rawCity: string, rawState: string): TCanadianPlace | null {
  const code = fsa.toUpperCase();
  const letter = code.charAt(0);
  const state = letter === 'X' ? (/nunavut/i.test(rawState) ? 'NU' : 'NT') : PROVINCE_BY_LETTER[letter];
  if (!state || code === 'H0H') return null; // H0H is Santa Claus's address, not a place
  const local = localName(code, rawCity);
  if (!local) return null;
  const city = cityOf(code, state, local);
  // Districts are kept so a typed 'Scarborough' still finds Toronto; post-office names are not.
  return city === local || /\d/.test(local) ? { city, state } : { city, state, district: local };
}

/** The name Canada Post gives the area, cleaned: 'Downtown Toronto', 'Scarborough', 'St. Paul'. */
function localName(fsa: string, raw: string): string {
  // 'Victoria Central British Columbia Provincial Government': the seat of government.
  const government = / Provincial Government$/i.test(raw);
  const text = repairAccents(raw.toLowerCase()).replace(/\s*provincial government$/, '');
  const open = text.indexOf('(');
  const before = (open < 0 ? text : text.slice(0, open)).trim();
  const inside = open < 0 ? '' : (text.slice(open + 1).split(/[)/]/)[0] ?? '').trim();
  // A rural FSA (digit 0) covers a region; its description names the region and, in brackets,
  // its main town, which is the name a resident recognises.
  if (fsa.charAt(1) === '0' && inside) return titleCase(inside).replace(/ \p{L}$/u, '');
  const name = stripQualifiers(titleCase(before), government);
  return CITY_PREFIXES.find((prefix) => name.startsWith(prefix))?.trim() ?? name;
}

/** The municipality an area belongs to. */
function cityOf(fsa: string, state: string, local: string): string {
  if (fsa.startsWith('M')) return 'Toronto'; // every M area is in the amalgamated City of Toronto
  if (fsa.startsWith('K1') || fsa.startsWith('K2')) return 'Ottawa';
  if (fsa.startsWith('H7')) return 'Laval';
  const city = MERGED[`${state}:${local}`] ?? local;
  if (fsa.startsWith('H') && fsa.charAt(1) !== '0' && !MONTREAL_ISLAND_TOWNS.has(city)) return 'Montreal';
  return city;
}

/** 'Sherwood Park Inner Southwest' -> 'Sherwood Park'; with `government`, the province name too. */
function stripQualifiers(name: string, government = false): string {
  const words = name.split(' ');
  const droppable = (w: string) => QUALIFIERS.has(w.toLowerCase()) || w.length === 1; // 'Iroquois Falls A'
  while (words.length > 1 && droppable(words.at(-1) ?? '')) words.pop();
  const joined = words.join(' ');
  if (!government) return joined;
  for (const province of Object.keys(PROVINCES)) {
    const suffix = ` ${province.toLowerCase()}`;
    if (joined.toLowerCase().endsWith(suffix)) return stripQualifiers(joined.slice(0, -suffix.length));
  }
  return joined;
}

/**
 * The package lost its accented letters (each is U+FFFD). French place names use é far more
 * than any other; the few other letters are recognisable from their neighbours.
 */
function repairAccents(lower: string): string {
  if (!lower.includes('\uFFFD')) return lower;
  return lower
    .replace(/(^|[\s\-'])\uFFFD(les?)\b/g, '$1î$2') // Île, Îles
    .replace(/c\uFFFDte/g, 'côte')
    .replace(/ch\uFFFDteau/g, 'château')
    .replace(/gr\uFFFDce/g, 'grâce')
    .replace(/r\uFFFDme\b/g, 'rôme') // Jérôme
    .replace(/fran\uFFFDois/g, 'françois')
    .replace(/a\uFFFDores/g, 'açores')
    .replace(/\uFFFD(que|[a-z](?:es?)\b)/g, 'è$1') // Rivière, Thérèse, Lamèque, Hélène, Mère
    .replace(/\uFFFD/g, 'é');
}

/** 'saint-jean- sur-richelieu' -> 'Saint-Jean-sur-Richelieu'; "val-d'or" -> "Val-d'Or". */
function titleCase(s: string): string {
  return s
    .replace(/-\s+/g, '-')
    .replace(/\s+/g, ' ')
    .trim()
    .split(' ')
    .map((word, wi) =>
      word
        .split('-')
        .map((part, pi) => {
          const lower = part.toLowerCase();
          const first = wi === 0 && pi === 0;
          if (!first && PARTICLES.has(lower)) return lower;
          // "L'Assomption", "Val-d'Or", "Fort Qu'Appelle", but "St. John's".
          const elided = /^(\p{L}+)'(\p{L}{2,})$/u.exec(lower);
          if (elided) {
            const head = elided[1] ?? '';
            const keepLower = !first && pi > 0 && (head === 'd' || head === 'l');
            return `${keepLower ? head : cap(head)}'${cap(elided[2] ?? '')}`;
          }
          if (/^mc./.test(lower)) return `Mc${cap(lower.slice(2))}`;
          return cap(lower);
        })
        .join('-'),
    )
    .join(' ');
}

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
