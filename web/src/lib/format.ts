// Numbers, prices, dates and part names as the page's language writes them: one place, through
// Intl (no number is formatted by hand). English output keeps Intl's 'en' formats (the spec's
// '$1,250.00 CAD', 'en' dates); French is fr-CA's: '1 250,00 $', 24-hour times.
import type { TLanguage } from '@common/i18n/languages';
import { NO_FRENCH_NAMES, partLabel, type TFrenchPartNames } from '@common/i18n/part-names';
import { formatAmount, formatPrice } from '@common/rules/money';
import { useMemo } from 'react';
import { useFrenchPartNames } from './french-part-names';
import { intlLocale, languageInfo, useLanguage } from './language';
import { accentLetters } from './pseudo-locale';

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat>();

function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat>(
  key: string,
  make: () => T,
): T {
  let format = cache.get(key);
  if (!format) {
    format = make();
    cache.set(key, format);
  }
  return format as T;
}

/**
 * The formatters of one language ('en', 'fr-CA' or the pseudo-locale 'en-XA', as i18next names it),
 * part names in French from the catalog's `french` names.
 */
export function formatterFor(uiLanguage: string | undefined, french: TFrenchPartNames = NO_FRENCH_NAMES) {
  const { language, pseudo } = languageInfo(uiLanguage);
  const locale = intlLocale(uiLanguage);
  const number = (options: Intl.NumberFormatOptions = {}) =>
    cached(`n|${locale}|${JSON.stringify(options)}`, () => new Intl.NumberFormat(locale, options));
  const date = (options: Intl.DateTimeFormatOptions) =>
    cached(`d|${locale}|${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(locale, options));
  return {
    language,
    /** Intl's locale: 'fr-CA' in French, 'en' in English (as before). */
    locale,
    /** '1,234' / '1 234' (whole numbers, counts). */
    count: (n: number) => number({ maximumFractionDigits: 0 }).format(n),
    /** A number with Intl's default precision: '1,234.5' / '1 234,5'. */
    number: (n: number, options?: Intl.NumberFormatOptions) => number(options).format(n),
    /** '4.5' / '4,5': a rating's one decimal. */
    oneDecimal: (n: number) => number({ minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(n),
    /** '$1,250.00' / '1 250,00 $': a post's amount, its currency shown beside it. */
    amount: (n: number) => formatAmount(n, language),
    /** '$1,250.00 CAD' / '1 250,00 $ CAD'. */
    price: (n: number, currency: string) => formatPrice(n, currency, language),
    /** '$1,234.56' / '1 234,56 $ US': an amount whose symbol alone tells the currency. */
    currency: (n: number, currency: string) => number({ style: 'currency', currency }).format(n),
    /**
     * Any date or time; French times are 24-hour ('14 h 05'), and the first of a month is « 1er »
     * (« le 1er septembre 2028 »), which Intl writes '1'.
     */
    date: (value: Date | string | number, options: Intl.DateTimeFormatOptions) =>
      language === 'fr'
        ? date(options)
            .formatToParts(new Date(value))
            .map((part) => (part.type === 'day' && part.value === '1' ? '1er' : part.value))
            .join('')
        : date(options).format(new Date(value)),
    /** 'in 3 days', 'yesterday' / 'dans 3 jours', 'hier'. */
    relative: (value: number, unit: Intl.RelativeTimeFormatUnit) =>
      cached(`r|${locale}`, () => new Intl.RelativeTimeFormat(locale, { numeric: 'auto' })).format(
        value,
        unit,
      ),
    /** '2.5 MB' / '2,5 Mo'. */
    fileSize: (bytes: number) => fileSize(bytes, locale),
    /** A number field's separators (Mantine's NumberInput): '1,250.5' / '1 250,5'. */
    numberInput:
      language === 'fr' ? { thousandSeparator: '\u00a0', decimalSeparator: ',' } : { thousandSeparator: ',' },
    /** A money field's: '$1,250.00' / '1 250,00 $'. */
    moneyInput:
      language === 'fr'
        ? { thousandSeparator: '\u00a0', decimalSeparator: ',', suffix: '\u00a0$' }
        : { thousandSeparator: ',', prefix: '$' },
    /** A part type's name as the page reads it ('Alternateur' in French; accented in the pseudo-locale). */
    part: (name: string) => (pseudo ? accentLetters(name) : partLabel(name, language, french)),
  };
}

export type TFormatter = ReturnType<typeof formatterFor>;

const UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;

function fileSize(bytes: number, locale: string): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return cached(
    `f|${locale}|${unit}`,
    () =>
      new Intl.NumberFormat(locale, {
        style: 'unit',
        unit: UNITS[unit],
        unitDisplay: 'short',
        maximumFractionDigits: unit === 0 ? 0 : 1,
      }),
  ).format(value);
}

/** The formatters of the language the component renders in (part names from the catalog's French names). */
export function useFormat(): TFormatter {
  const { ui } = useLanguage();
  const french = useFrenchPartNames();
  return useMemo(() => formatterFor(ui, french), [ui, french]);
}

/** A product language's formatters (no pseudo-locale): for code that knows only 'en' | 'fr'. */
export function formatterOf(language: TLanguage): TFormatter {
  return formatterFor(language === 'fr' ? 'fr-CA' : 'en');
}

/**
 * A part select's options: each part's name in the page's language, sorted as that language sorts
 * (French names in French order; English in the catalog's order), the part's id as the value.
 */
export function partChoices<TId>(
  parts: readonly { id: TId; part_name: string }[],
  fmt: Pick<TFormatter, 'part' | 'language' | 'locale'>,
): { value: TId; label: string }[] {
  const options = parts.map((p) => ({ value: p.id, label: fmt.part(p.part_name) }));
  if (fmt.language === 'fr') options.sort((a, b) => a.label.localeCompare(b.label, fmt.locale));
  return options;
}
