import type { TLanguage } from './languages';

// Part types are named in both languages in the database (parts.part_name, part_name_fr) and both
// sides get them from the catalog: the browser from GET /api/parts, the server from the list each
// instance keeps. The English name stays the key (slugs, search, posts and notices carry it); what
// a person reads in French is the catalog's French name.

/** English part name -> French part name, for every part type of the catalog. */
export type TFrenchPartNames = ReadonlyMap<string, string>;

/** No French names (yet): every name shows as it is. */
export const NO_FRENCH_NAMES: TFrenchPartNames = new Map();

/** The French names of a part list (GET /api/parts' rows). */
export function frenchPartNames(
  parts: readonly { part_name: string; part_name_fr: string }[],
): TFrenchPartNames {
  return new Map(parts.map((p) => [p.part_name, p.part_name_fr]));
}

/**
 * A part type's name in a language: ('Alternator', 'fr', names) -> 'Alternateur'. A name the
 * catalog does not hold (a part renamed since a notice was written) shows as it is.
 */
export function partLabel(name: string, language: TLanguage, french: TFrenchPartNames): string {
  if (language === 'en') return name;
  return french.get(name) || name;
}
