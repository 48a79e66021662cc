import { postPartName } from '../rules/page-title';
import type { TLanguage } from './languages';
import { partLabel, type TFrenchPartNames } from './part-names';

// A post notice's title is kept in English with the notice ('2012 Honda - Civic Alternator': year,
// vehicle, part); the emails (and the notification centre) show it in the reader's language, with
// the catalog's French part names.

// Longest first, so a longer part name ending with a shorter one is found whole.
const longestFirst = new WeakMap<TFrenchPartNames, string[]>();
function namesOf(french: TFrenchPartNames): string[] {
  let names = longestFirst.get(french);
  if (!names) {
    names = [...french.keys()].sort((a, b) => b.length - a.length);
    longestFirst.set(french, names);
  }
  return names;
}

/**
 * A notice's title in a language: in French 'Alternateur Honda Civic 2012'. A title whose part the
 * catalog no longer names (renamed since) stays as it is.
 */
export function noticeTitle(title: string, language: TLanguage, french: TFrenchPartNames): string {
  if (language === 'en') return title;
  const year = /^(\d{4}) /.exec(title)?.[1];
  const part = namesOf(french).find((name) => title.endsWith(` ${name}`));
  if (!year || !part) return title;
  const vehicle = title.slice(year.length + 1, title.length - part.length - 1);
  if (!vehicle) return title;
  return postPartName(
    { year: Number(year), vehicle_name: vehicle, part_name: partLabel(part, language, french) },
    language,
  );
}
