import { DEFAULT_LANGUAGE, type TLanguage } from '../i18n/languages';

// How PartsYard writes an amount of money, the same on every screen, notice and email (the server's
// and the browser's): English '$1,250.00 CAD', French '1 250,00 $ CAD'. The ISO code names the
// currency in both languages, so the sign is the plain '$' (never 'CA$' or 'US$').

const amountFormat = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
// Intl's fr-CA currency style with CAD writes the plain sign: '1 250,00 $'.
const frenchAmount = new Intl.NumberFormat('fr-CA', { style: 'currency', currency: 'CAD' });

/** '$1,250.00': the spec's $ prefix, always with cents so prices line up. French: '1 250,00 $'. */
export function formatAmount(amount: number, language: TLanguage = DEFAULT_LANGUAGE): string {
  if (language === 'fr') return frenchAmount.format(amount);
  return `$${amountFormat.format(amount)}`;
}

/** '$1,250.00 CAD'; French '1 250,00 $ CAD', '1 250,00 $ USD'. */
export function formatPrice(
  amount: number,
  currency: string,
  language: TLanguage = DEFAULT_LANGUAGE,
): string {
  return `${formatAmount(amount, language)} ${currency}`;
}
