// The pseudo-locale 'en-XA' (tests only): English with every translated string marked and its
// letters accented, '⟦Śîĝñ Îñ⟧', so a test that renders a page in it can tell the words that came
// from the translation files from any that did not (and data, accented too by useFormat().part, from both).

const ACCENTED: Record<string, string> = {
  a: 'á',
  b: 'ƀ',
  c: 'ç',
  d: 'ď',
  e: 'é',
  f: 'ƒ',
  g: 'ĝ',
  h: 'ĥ',
  i: 'î',
  j: 'ĵ',
  k: 'ķ',
  l: 'ĺ',
  m: 'ɱ',
  n: 'ñ',
  o: 'ö',
  p: 'þ',
  q: 'ǫ',
  r: 'ŕ',
  s: 'š',
  t: 'ţ',
  u: 'û',
  v: 'ṽ',
  w: 'ŵ',
  x: 'ẋ',
  y: 'ý',
  z: 'ž',
  A: 'Á',
  B: 'Ɓ',
  C: 'Ç',
  D: 'Ď',
  E: 'É',
  F: 'Ƒ',
  G: 'Ĝ',
  H: 'Ĥ',
  I: 'Î',
  J: 'Ĵ',
  K: 'Ķ',
  L: 'Ĺ',
  M: 'Ṁ',
  N: 'Ñ',
  O: 'Ö',
  P: 'Þ',
  Q: 'Ǫ',
  R: 'Ŕ',
  S: 'Š',
  T: 'Ţ',
  U: 'Û',
  V: 'Ṽ',
  W: 'Ŵ',
  X: 'Ẋ',
  Y: 'Ý',
  Z: 'Ž',
};

export const PSEUDO_OPEN = '⟦';
export const PSEUDO_CLOSE = '⟧';

// Left as they are: i18next's {{placeholders}}, $t(nesting), and <Trans> markers (<1></1>, <b/>).
const UNTOUCHED = /(\{\{[^}]*\}\}|\$t\([^)]*\)|<\/?[a-zA-Z0-9]+\s*\/?>)/;

/** Letters accented, placeholders and markers left alone (no brackets). */
export function accentLetters(text: string): string {
  return text
    .split(UNTOUCHED)
    .map((piece, index) => (index % 2 === 1 ? piece : piece.replace(/[a-zA-Z]/g, (c) => ACCENTED[c] ?? c)))
    .join('');
}

/** One translated string in the pseudo-locale: '⟦' + accented letters + '⟧'. */
export function pseudoLocalize(text: string): string {
  return `${PSEUDO_OPEN}${accentLetters(text)}${PSEUDO_CLOSE}`;
}

/** Every string of a resource tree, pseudo-localized (same keys). */
export function pseudoResources<T>(tree: T): T {
  if (typeof tree === 'string') return pseudoLocalize(tree) as T;
  if (Array.isArray(tree)) return tree.map((item) => pseudoResources(item)) as T;
  if (tree && typeof tree === 'object') {
    return Object.fromEntries(Object.entries(tree).map(([key, value]) => [key, pseudoResources(value)])) as T;
  }
  return tree;
}

/**
 * Whether a visible text is pseudo-localized: it has a ⟦…⟧ run and no plain ASCII letter outside
 * its runs. Accented letters outside a run are data the pseudo-locale marks too (part names); digits,
 * punctuation and spaces may stand anywhere. `isPseudoLocalized('⟦Šîĝñ Îñ⟧')` is true,
 * `isPseudoLocalized('Sign In')` false.
 */
export function isPseudoLocalized(text: string): boolean {
  const trimmed = text.trim();
  if (trimmed === '') return true;
  return trimmed.includes(PSEUDO_OPEN) && unmarkedWords(trimmed).length === 0;
}

/** The plain English letters left in a text outside its ⟦…⟧ runs (the words that were not translated). */
export function unmarkedWords(text: string): string[] {
  return text.replace(/⟦[^⟦⟧]*⟧/g, ' ').match(/[a-zA-Z][a-zA-Z'’-]*/g) ?? [];
}
