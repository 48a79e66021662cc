import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { flattenLocale, type TLocaleTree } from './locale-keys';

// The French files follow OQLF typography (docs/glossary-fr-CA.md): a no-break space (U+00A0,
// or the narrow U+202F) before a colon and inside « guillemets », so a line never breaks there and
// leaves ':' or '»' alone at the start of the next line. An ordinary space, or none, is a finding.

const FRENCH_FILES = ['common/locales/fr-CA.json', 'server/locales/fr-CA.json', 'web/src/locales/fr-CA.json'];

/** A colon that ends a label or a clause (not the one in a time or an address like https://). */
const COLON_WITHOUT_NBSP = /(?:^|[^\u00a0\u202f\d/])(?<!https?):(?=\s|$)/;
const GUILLEMETS_WITHOUT_NBSP = /«(?![\u00a0\u202f])|(?<![\u00a0\u202f])»/;

function findings(file: string): string[] {
  const entries = flattenLocale(JSON.parse(readFileSync(file, 'utf8')) as TLocaleTree);
  return [...entries]
    .filter(([, text]) => COLON_WITHOUT_NBSP.test(text) || GUILLEMETS_WITHOUT_NBSP.test(text))
    .map(([key, text]) => `${key}: ${JSON.stringify(text)}`);
}

describe('French typography', () => {
  it.each(FRENCH_FILES)('%s: a no-break space before each colon and inside « »', (file) => {
    expect(findings(file)).toEqual([]);
  });

  it('finds an ordinary space or none, and lets times and addresses be', () => {
    const check = (text: string) => COLON_WITHOUT_NBSP.test(text) || GUILLEMETS_WITHOUT_NBSP.test(text);
    expect(check('Vendeur : x')).toBe(true);
    expect(check('Vendeur: x')).toBe(true);
    expect(check('« agents »')).toBe(true);
    expect(check('Vendeur\u00a0: x')).toBe(false);
    expect(check('«\u00a0agents\u00a0»')).toBe(false);
    expect(check('{{label}}\u00a0:')).toBe(false);
    expect(check('à 14:05, voir https://partsyard.ca')).toBe(false);
  });
});
