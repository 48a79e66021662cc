import { YEAR_LOWER_BOUND } from './constants';

/** The year choices: the current year down to 1900 (docs/PRODUCT.md §5). */
export function yearOptions(now: Date = new Date()): number[] {
  const years: number[] = [];
  for (let y = now.getFullYear(); y >= YEAR_LOWER_BOUND; y--) years.push(y);
  return years;
}
