// A vehicle identification number (VIN): 17 characters without I, O or Q since model year 1981
// (ISO 3779 / 49 CFR 565). Both the forms (as the person types) and the server check it here.

export const VIN_LENGTH = 17;
/** The first model year with a 17-character VIN: older vehicles are picked by hand. */
export const VIN_FIRST_YEAR = 1981;

/** A check failed: a key of common/locales/en.json saying which rule the VIN breaks. */
export type TVinProblem = 'vinLength' | 'vinCharacters' | 'vinCheckDigit';

export interface TVinCheck {
  /** The VIN as checked: upper case, spaces and dashes removed. */
  vin: string;
  /** The rule it breaks (then it is refused), or null. */
  error: TVinProblem | null;
  /** A rule it breaks that is only a warning (the check digit of a vehicle built outside North America). */
  warning: 'vinCheckDigitWarning' | null;
  /** The check digit position 9 should hold, when it is wrong. */
  expectedCheckDigit: string | null;
}

const TRANSLITERATION: Record<string, number> = {
  A: 1,
  B: 2,
  C: 3,
  D: 4,
  E: 5,
  F: 6,
  G: 7,
  H: 8,
  J: 1,
  K: 2,
  L: 3,
  M: 4,
  N: 5,
  P: 7,
  R: 9,
  S: 2,
  T: 3,
  U: 4,
  V: 5,
  W: 6,
  X: 7,
  Y: 8,
  Z: 9,
};
const WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];

/** Upper case, without the spaces and dashes people type between groups. */
export function normalizeVin(input: string): string {
  return input.toUpperCase().replaceAll(/[\s-]/g, '');
}

/** The check digit (position 9, '0'-'9' or 'X') the other 16 characters give. */
export function vinCheckDigit(vin: string): string {
  let sum = 0;
  for (let i = 0; i < VIN_LENGTH; i++) {
    const c = vin[i] ?? '0';
    const value = /[0-9]/.test(c) ? Number(c) : (TRANSLITERATION[c] ?? 0);
    sum += value * (WEIGHTS[i] ?? 0);
  }
  const rest = sum % 11;
  return rest === 10 ? 'X' : String(rest);
}

/** Built for North America: the first character (the region of the maker's code) is 1 to 5. */
export function isNorthAmericanVin(vin: string): boolean {
  return /^[1-5]/.test(vin);
}

/**
 * Checks a VIN: 17 characters, letters and digits without I, O and Q; for a vehicle built for North
 * America (first character 1-5) the check digit must hold, for others a wrong one is a warning.
 */
export function checkVin(input: string): TVinCheck {
  const vin = normalizeVin(input);
  const result: TVinCheck = { vin, error: null, warning: null, expectedCheckDigit: null };
  if (vin.length !== VIN_LENGTH) return { ...result, error: 'vinLength' };
  if (!/^[A-HJ-NPR-Z0-9]{17}$/.test(vin)) return { ...result, error: 'vinCharacters' };
  const expected = vinCheckDigit(vin);
  if (vin[8] !== expected) {
    return isNorthAmericanVin(vin)
      ? { ...result, error: 'vinCheckDigit', expectedCheckDigit: expected }
      : { ...result, warning: 'vinCheckDigitWarning', expectedCheckDigit: expected };
  }
  return result;
}

const YEAR_CODES = 'ABCDEFGHJKLMNPRSTVWXY123456789';

/**
 * The model year position 10 encodes. The code repeats every 30 years; for cars, light trucks and
 * MPVs a digit in position 7 means 1980-2009 and a letter 2010-2039 (49 CFR 565.15). A year past
 * next year is taken 30 years earlier. Null when position 10 holds no year code.
 */
export function vinModelYear(vin: string, now: Date = new Date()): number | null {
  const index = YEAR_CODES.indexOf(vin[9] ?? '');
  if (index < 0) return null;
  const base = /[0-9]/.test(vin[6] ?? '') ? 1980 : 2010;
  let year = base + index;
  if (year > now.getFullYear() + 1) year -= 30;
  return year;
}
