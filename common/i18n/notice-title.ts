import partsFr from '../locales/parts.fr-CA.json';
import { postPartName } from '../rules/page-title';
import type { TLanguage } from './languages';

// A post notice's title is kept in English with the notice ('2012 Honda - Civic Alternator': year,
// vehicle, part); the emails (and the notification centre) show it in the reader's language.

// Longest first, so a longer part name ending with a shorter one is found whole.
const PART_NAMES = Object.keys(partsFr.parts).sort((a, b) => b.length - a.length);

/**
 * A notice's title in a language: in French 'Alternateur Honda Civic 2012'. A title whose part is
 * not one of the seed's (an admin's new part) stays as it is.
 */
export function noticeTitle(title: string, language: TLanguage): string {
  if (language === 'en') return title;
  const year = /^(\d{4}) /.exec(title)?.[1];
  const part = PART_NAMES.find((name) => title.endsWith(` ${name}`));
  if (!year || !part) return title;
  const vehicle = title.slice(year.length + 1, title.length - part.length - 1);
  if (!vehicle) return title;
  return postPartName({ year: Number(year), vehicle_name: vehicle, part_name: part }, language);
}
