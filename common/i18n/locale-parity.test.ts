import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { flattenLocale, placeholders, pluralCategories, pluralKey, type TLocaleTree } from './locale-keys';

// Every sentence exists in both languages, and keeps so. For each pair of locale files:
// no key in one language only (plural forms follow each language's own categories), the same
// {{places}} filled, no empty French, and no English left in the French file.

const PAIRS = [
  { name: 'common', en: 'common/locales/en.json', fr: 'common/locales/fr-CA.json' },
  { name: 'server', en: 'server/locales/en.json', fr: 'server/locales/fr-CA.json' },
  { name: 'web', en: 'web/src/locales/en.json', fr: 'web/src/locales/fr-CA.json' },
];

// Words written the same in both languages. A French value equal to its English one passes only
// when every word of it is here ('Photos', 'Message {{id}}', '{{name}} ({{count}})'); a whole
// identical sentence never does. Keep it short and to real French words.
const SAME_IN_FRENCH = new Set(
  [
    'PartsYard',
    'action',
    'actions',
    'active',
    'CAD',
    'conversation',
    'conversations',
    'date',
    'description',
    'distance',
    'garage',
    'information',
    'km',
    'menu',
    'message',
    'messages',
    'note',
    'notification',
    'notifications',
    'options',
    'page',
    'pages',
    'photo',
    'photos',
    'radio',
    'total',
    'type',
    'USD',
  ].map((w) => w.toLowerCase()),
);

const LIST_AT_MOST = 30;

interface TProblems {
  missingInFrench: string[];
  onlyInFrench: string[];
  placeholdersDiffer: string[];
  emptyInFrench: string[];
  sameAsEnglish: string[];
}

const sameSet = (a: string[], b: string[]) => a.length === b.length && a.every((x, i) => x === b[i]);

/** The English sentence a French key translates: itself, or for a form English lacks ('_many'), its '_other'. */
function englishOf(key: string, english: Map<string, string>, frenchPlurals: readonly string[]) {
  if (english.has(key)) return english.get(key);
  const plural = pluralKey(key, frenchPlurals);
  return plural ? english.get(`${plural.base}_other`) : undefined;
}

function parityProblems(english: Map<string, string>, french: Map<string, string>): TProblems {
  const enPlurals = pluralCategories('en');
  const frPlurals = pluralCategories('fr');
  const englishBases = new Set(
    [...english.keys()].flatMap((k) => {
      const plural = pluralKey(k, enPlurals);
      return plural ? [plural.base] : [];
    }),
  );
  const problems: TProblems = {
    missingInFrench: [],
    onlyInFrench: [],
    placeholdersDiffer: [],
    emptyInFrench: [],
    sameAsEnglish: [],
  };

  for (const key of english.keys()) {
    if (french.has(key)) continue;
    // A plural form French does not have (none today: French's are a superset of English's).
    const plural = pluralKey(key, enPlurals);
    if (plural && !frPlurals.includes(plural.category)) continue;
    problems.missingInFrench.push(key);
  }

  for (const [key, value] of french) {
    const plural = pluralKey(key, frPlurals);
    if (!english.has(key) && !(plural && englishBases.has(plural.base))) {
      problems.onlyInFrench.push(key);
      continue;
    }
    const source = englishOf(key, english, frPlurals) ?? '';
    if (value.trim() === '') {
      problems.emptyInFrench.push(key);
      continue;
    }
    // A plural form may name its count or not ('1 review' / '{{count}} évaluation': French's 'one'
    // also covers 0 and 1.5); i18next passes count to every form.
    const places = (text: string) => placeholders(text).filter((p) => !(plural && p === 'count'));
    if (!sameSet(places(source), places(value))) {
      problems.placeholdersDiffer.push(
        `${key} (English: ${placeholders(source).join(', ') || 'none'}; French: ${placeholders(value).join(', ') || 'none'})`,
      );
    }
    const words = value.replace(/\{\{[^}]*\}\}/g, ' ').match(/\p{L}+/gu) ?? [];
    if (value === source && !words.every((w) => SAME_IN_FRENCH.has(w.toLowerCase()))) {
      problems.sameAsEnglish.push(`${key} ("${value}")`);
    }
  }
  return problems;
}

/** At most the first LIST_AT_MOST, and how many more. */
function listed(items: string[]): string {
  const more = items.length - LIST_AT_MOST;
  return [...items.slice(0, LIST_AT_MOST), ...(more > 0 ? [`... and ${more} more`] : [])].join('\n');
}

function expectNone(items: string[], what: string) {
  expect(items.length, `${items.length} ${what}:\n${listed(items)}`).toBe(0);
}

const read = (path: string) =>
  flattenLocale(JSON.parse(readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8')) as TLocaleTree);

describe.each(PAIRS)('$name locale files ($en, $fr)', (pair) => {
  const problems = parityProblems(read(pair.en), read(pair.fr));

  it('have the same keys in both languages', () => {
    expectNone(problems.missingInFrench, `keys in ${pair.en} are missing from ${pair.fr}`);
    expectNone(problems.onlyInFrench, `keys of ${pair.fr} are not in ${pair.en}`);
  });

  it('fill the same {{places}} in both languages', () => {
    expectNone(problems.placeholdersDiffer, `French sentences of ${pair.fr} fill other places than English`);
  });

  it('have a French sentence for every key, none left empty or in English', () => {
    expectNone(problems.emptyInFrench, `French values of ${pair.fr} are empty`);
    expectNone(problems.sameAsEnglish, `French values of ${pair.fr} are still the English`);
  });
});

describe('the parity check itself', () => {
  const check = (en: TLocaleTree, fr: TLocaleTree) => parityProblems(flattenLocale(en), flattenLocale(fr));

  it('passes a complete French file, with French plural forms English has not', () => {
    const en = {
      a: { count_one: '{{count}} part', count_other: '{{count}} parts' },
      b: 'Photos',
      c: '{{n}}: {{m}}',
    };
    const fr = {
      a: { count_one: '{{count}} pièce', count_many: '{{count}} pièces', count_other: '{{count}} pièces' },
      b: 'Photos',
      c: '{{n}} : {{m}}',
    };
    expect(check(en, fr)).toEqual({
      missingInFrench: [],
      onlyInFrench: [],
      placeholdersDiffer: [],
      emptyInFrench: [],
      sameAsEnglish: [],
    });
  });

  it('names missing keys, missing plural forms and keys English does not have', () => {
    const en = { a: { b: 'Save', n_one: 'One part', n_other: '{{count}} parts' }, c: 'Cancel' };
    const fr = {
      a: { n_one: '{{count}} pièce', n_many: '{{count}} pièces' },
      c: 'Annuler',
      d: 'De trop',
      c_many: 'x',
    };
    const problems = check(en, fr);
    expect(problems.missingInFrench).toEqual(['a.b', 'a.n_other']);
    expect(problems.onlyInFrench).toEqual(['d', 'c_many']);
  });

  it('names a French sentence that fills other places, is empty or is the English', () => {
    const en = { a: 'Hello {{name}}', b: 'Sent to {{email}}', c: 'Save your changes', d: 'Message {{id}}' };
    const fr = { a: 'Bonjour {{nom}}', b: ' ', c: 'Save your changes', d: 'Message {{id}}' };
    const problems = check(en, fr);
    expect(problems.placeholdersDiffer).toEqual(['a (English: name; French: nom)']);
    expect(problems.emptyInFrench).toEqual(['b']);
    expect(problems.sameAsEnglish).toEqual(['c ("Save your changes")']);
  });

  it('lists at most the first 30 keys', () => {
    const keys = Array.from({ length: 45 }, (_, i) => `k${i}`);
    const text = listed(keys);
    expect(text.split('\n')).toHaveLength(31);
    expect(text).toContain('... and 15 more');
  });
});

describe('locale keys', () => {
  it('reads the plural categories from Intl', () => {
    expect(pluralCategories('en')).toEqual(expect.arrayContaining(['one', 'other']));
    expect(pluralCategories('fr')).toEqual(expect.arrayContaining(['one', 'many', 'other']));
    expect(pluralKey('a.count_many', pluralCategories('fr'))).toEqual({ base: 'a.count', category: 'many' });
    expect(pluralKey('a.count_many', pluralCategories('en'))).toBeNull();
    expect(pluralKey('_one', ['one'])).toBeNull();
  });

  it('finds the places a sentence fills', () => {
    expect(placeholders('Hi {{name}}, {{- link}} {{n, number}} {{name}}')).toEqual(['link', 'n', 'name']);
    expect(placeholders('Nothing here')).toEqual([]);
  });

  it('flattens a tree to dotted keys', () => {
    expect([...flattenLocale({ a: { b: 'x', c: { d: 'y' } }, e: 'z' })]).toEqual([
      ['a.b', 'x'],
      ['a.c.d', 'y'],
      ['e', 'z'],
    ]);
  });
});
