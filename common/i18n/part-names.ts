import partsFr from '../locales/parts.fr-CA.json';
import type { TLanguage } from './languages';

// The seed's 222 part types and 20 categories in French (issue 20). The database and the API keep
// the English names (slugs, search and the seed are built on them); only what a person reads is
// translated. A name with no French entry (a part an admin added or renamed) shows as it is.

const FRENCH: Record<'categories' | 'parts', Readonly<Record<string, string>>> = partsFr;

function label(names: Readonly<Record<string, string>>, name: string, language: TLanguage): string {
  if (language === 'en') return name;
  // hasOwn: a part named 'constructor' must not find Object's.
  return Object.hasOwn(names, name) ? (names[name] ?? name) : name;
}

/** A part type's name in a language: ('Alternator', 'fr') -> 'Alternateur'. */
export function partLabel(name: string, language: TLanguage): string {
  return label(FRENCH.parts, name, language);
}

/** A category's name in a language: ('Brakes', 'fr') -> 'Freins'. */
export function categoryLabel(name: string, language: TLanguage): string {
  return label(FRENCH.categories, name, language);
}
