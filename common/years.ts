import { YEAR_LOWER_BOUND } from './constants';

/** The year choices: the current year down to 1900 (docs/PRODUCT.md §5). */
export function yearOptions(now: Date = new Date()): number[] {
  const years: number[] = [];
  for (let y = now.getFullYear(); y >= YEAR_LOWER_BOUND; y--) years.push(y);
  return years;
}

/** True when the year is one the product offers. */
export function isOfferedYear(year: number, now: Date = new Date()): boolean {
  return Number.isInteger(year) && year >= YEAR_LOWER_BOUND && year <= now.getFullYear();
}
