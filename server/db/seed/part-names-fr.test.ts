import { fileURLToPath } from 'node:url';
import partsFr from '@common/locales/parts.fr-CA.json';
import { describe, expect, it } from 'vitest';
import { readSeedCsv } from './csv';

const seed = readSeedCsv(fileURLToPath(new URL('./data/parts.csv', import.meta.url)));
const parts = seed.map((r) => r.part_name ?? '');
const categories = [...new Set(seed.map((r) => r.category ?? ''))];

/** The values that more than one key shares. */
function shared(names: Record<string, string>): string[] {
  const seen = new Map<string, string[]>();
  for (const [english, french] of Object.entries(names)) {
    seen.set(french, [...(seen.get(french) ?? []), english]);
  }
  return [...seen].filter(([, keys]) => keys.length > 1).map(([french, keys]) => `${french}: ${keys}`);
}

// common/locales/parts.fr-CA.json is the reviewed French of the seed's names: the seed and migration
// 0030 put it in the database (parts.part_name_fr); pages read the database's names.
describe('the seed’s part and category names in French', () => {
  it('reads the whole seed', () => {
    expect(parts).toHaveLength(222);
    expect(categories).toHaveLength(20);
  });

  it('has a French name, not empty, for every part and category of the seed', () => {
    expect(parts.filter((p) => !partsFr.parts[p as keyof typeof partsFr.parts]?.trim())).toEqual([]);
    expect(
      categories.filter((c) => !partsFr.categories[c as keyof typeof partsFr.categories]?.trim()),
    ).toEqual([]);
  });

  it('names no part or category the seed does not have', () => {
    expect(Object.keys(partsFr.parts).filter((p) => !parts.includes(p))).toEqual([]);
    expect(Object.keys(partsFr.categories).filter((c) => !categories.includes(c))).toEqual([]);
  });

  it('keeps distinct parts and categories distinct in French', () => {
    expect(shared(partsFr.parts)).toEqual([]);
    expect(shared(partsFr.categories)).toEqual([]);
  });
});
