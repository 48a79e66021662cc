import { useFormat } from '@/lib/format';

// English keeps the browser's own format; French is fr-CA's (24-hour times).
const formats = (locale: string | undefined) => ({
  timeOf: new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit' }),
  dayOf: new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric' }),
  fullOf: new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }),
});
const english = formats(undefined);
const french = formats('fr-CA');
const formatsOf = (locale?: string) => (locale === 'fr-CA' ? french : english);

/** A message time as a list shows it: the time today, the day otherwise. */
export function shortTime(iso: string, now = new Date(), locale?: string): string {
  const d = new Date(iso);
  const { timeOf, dayOf } = formatsOf(locale);
  return d.toDateString() === now.toDateString() ? timeOf.format(d) : dayOf.format(d);
}

/** A message time in full (under a message, and for screen readers). */
export function fullTime(iso: string, locale?: string): string {
  return formatsOf(locale).fullOf.format(new Date(iso));
}

/** The page's language's Intl locale for the functions above. */
export function useTimeLocale(): string {
  return useFormat().locale;
}
