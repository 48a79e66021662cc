// Prices in the other currency: PartsYard lists in CAD and USD, and compares them in CAD at the
// USD/CAD rate an admin sets (the price order; server/modules/settings), converting for the viewer.
import type { TCurrency } from '../constants';
import { DEFAULT_LANGUAGE, type TLanguage } from '../i18n/languages';

/** CAD per 1 USD when neither an admin nor USD_CAD_RATE chose one. */
export const DEFAULT_USD_CAD_RATE = 1.4;
/** The rates an admin may set: anything outside is a typo (CAD has traded between ~0.9 and ~1.6 USD). */
export const USD_CAD_RATE_MIN = 0.5;
export const USD_CAD_RATE_MAX = 3;
/** A rate is kept with at most 4 decimals (1.3725), as banks quote it. */
export const USD_CAD_RATE_DECIMALS = 4;

/** Whether a number is a rate an admin may set: within the range, at most 4 decimals. */
export function isValidRate(rate: number): boolean {
  return (
    Number.isFinite(rate) &&
    rate >= USD_CAD_RATE_MIN &&
    rate <= USD_CAD_RATE_MAX &&
    Math.abs(rate * 10 ** USD_CAD_RATE_DECIMALS - Math.round(rate * 10 ** USD_CAD_RATE_DECIMALS)) < 1e-6
  );
}

/** An amount in another currency at `usdCad` CAD per 1 USD (unrounded). */
export function convertAmount(amount: number, from: TCurrency, to: TCurrency, usdCad: number): number {
  if (from === to) return amount;
  return from === 'USD' ? amount * usdCad : amount / usdCad;
}

const wholeUnits = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const frenchWholeUnits = new Intl.NumberFormat('fr-CA', {
  style: 'currency',
  currency: 'CAD',
  maximumFractionDigits: 0,
  minimumFractionDigits: 0,
});

/**
 * '$165': a converted amount rounded to whole dollars, as an estimate reads ('about $165 CAD');
 * in French '165 $' ('environ 165 $ CAD'), as Intl writes it for fr-CA.
 */
export function formatRoughAmount(amount: number, language: TLanguage = DEFAULT_LANGUAGE): string {
  if (language === 'fr') return frenchWholeUnits.format(Math.round(amount));
  return `$${wholeUnits.format(Math.round(amount))}`;
}

/**
 * What a price in `from` comes to for a viewer who thinks in `to`: '$165' (rounded), or null when
 * the currencies are the same (nothing to convert).
 */
export function roughConversion(
  amount: number,
  from: TCurrency,
  to: TCurrency,
  usdCad: number,
  language: TLanguage = DEFAULT_LANGUAGE,
): string | null {
  if (from === to) return null;
  return formatRoughAmount(convertAmount(amount, from, to, usdCad), language);
}
