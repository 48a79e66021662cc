import { useFormat } from '@/lib/format';

const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** A date and time as the dashboard shows it (English: the browser's own format, as before). */
export const formatWhen = (iso: string) => when.format(new Date(iso));

/** formatWhen in the page's language (French: fr-CA's, 24-hour). */
export function useFormatWhen(): (iso: string) => string {
  const fmt = useFormat();
  return fmt.language === 'fr'
    ? (iso) => fmt.date(iso, { dateStyle: 'medium', timeStyle: 'short' })
    : formatWhen;
}
