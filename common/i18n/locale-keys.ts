// What a locale file's keys and sentences are made of, for the tests that compare the languages
// (key parity, the pseudo-locale): dotted keys, i18next's plural suffixes, {{placeholders}}.

export type TLocaleTree = { [key: string]: string | TLocaleTree };

/** A locale tree as dotted keys: { a: { b: 'x' } } -> Map { 'a.b' => 'x' }. A leaf that is not text reads as ''. */
export function flattenLocale(tree: TLocaleTree, prefix = ''): Map<string, string> {
  const flat = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (value !== null && typeof value === 'object') {
      for (const [k, v] of flattenLocale(value, `${prefix}${key}.`)) flat.set(k, v);
    } else {
      flat.set(`${prefix}${key}`, typeof value === 'string' ? value : '');
    }
  }
  return flat;
}

/**
 * A language's plural categories as i18next uses them for its key suffixes ('_one', '_many', ...):
 * Intl's, so a new CLDR rule is followed rather than a list of ours. 'en' -> one, other; 'fr' -> one, many, other.
 */
export function pluralCategories(language: string): readonly string[] {
  return new Intl.PluralRules(language).resolvedOptions().pluralCategories;
}

/** 'search.count_one' with ['one', 'other'] -> { base: 'search.count', category: 'one' }; a plain key -> null. */
export function pluralKey(
  key: string,
  categories: readonly string[],
): { base: string; category: string } | null {
  for (const category of categories) {
    const suffix = `_${category}`;
    if (key.endsWith(suffix) && key.length > suffix.length) {
      return { base: key.slice(0, -suffix.length), category };
    }
  }
  return null;
}

/** The names a sentence fills in, sorted: 'Hi {{name}}, {{- link}} {{n, number}}' -> ['link', 'n', 'name']. */
export function placeholders(text: string): string[] {
  const names = [...text.matchAll(/\{\{-?\s*([^\s,}]+)[^}]*\}\}/g)].map((m) => m[1] ?? '');
  return [...new Set(names)].sort();
}
