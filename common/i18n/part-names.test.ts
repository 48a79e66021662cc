import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readSeedCsv } from '../../server/db/seed/csv';
import partsFr from '../locales/parts.fr-CA.json';
import { categoryLabel, partLabel } from './part-names';

const seed = readSeedCsv(fileURLToPath(new URL('../../server/db/seed/data/parts.csv', import.meta.url)));
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

describe('part and category names in French', () => {
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

  it('looks names up in French and leaves English as it is', () => {
    expect(partLabel('Alternator', 'fr')).toBe('Alternateur');
    expect(partLabel('Tail Light Left', 'fr')).toBe('Feu arrière gauche');
    expect(partLabel('Front Bumper Cover', 'fr')).toBe('Revêtement de pare-chocs avant');
    expect(categoryLabel('Brakes', 'fr')).toBe('Freins');
    expect(partLabel('Alternator', 'en')).toBe('Alternator');
    expect(categoryLabel('Brakes', 'en')).toBe('Brakes');
  });

  it('shows a name it has no French for (an admin’s new part) as it is', () => {
    expect(partLabel('Flux Capacitor', 'fr')).toBe('Flux Capacitor');
    expect(categoryLabel('Time Travel', 'fr')).toBe('Time Travel');
    expect(partLabel('constructor', 'fr')).toBe('constructor');
    expect(partLabel('alternator', 'fr')).toBe('alternator');
  });
});
