import { z } from 'zod';
import { INT4_MAX, INT4_MIN } from './int4';

export interface TIntBounds {
  /** Smallest accepted value (1 unless given: ids start at 1). */
  min?: number;
  /** Largest accepted value (int4's largest unless given). */
  max?: number;
}

/**
 * The one schema for an integer a route reads, in a path, a query string or a JSON body: a number,
 * or a string of digits (paths and queries carry only strings), within [min, max] and never outside
 * its column's int4 range, where the database would fail with a 500. Nothing else is read as one:
 * true, [5], '', ' 7', '1e3' or '0x10' are not 1, 5, 0, 7, 1000 or 16, as a plain coercion makes them.
 * `key` names the message (a key of common/locales/en.json).
 */
export function ZInt(key: string, { min = 1, max = INT4_MAX }: TIntBounds = {}) {
  if (!Number.isInteger(min) || !Number.isInteger(max) || min < INT4_MIN || max > INT4_MAX || min > max) {
    throw new Error(`ZInt(${key}): bounds ${min}..${max} are not within int4`);
  }
  const bounded = z.number({ error: key }).int(key).min(min, key).max(max, key);
  // At most 10 digits: a longer string is out of range whatever its value, and is never parsed.
  const digits = min < 0 ? /^-?\d{1,10}$/ : /^\d{1,10}$/;
  return z.union([bounded, z.string({ error: key }).regex(digits, key).transform(Number).pipe(bounded)], {
    error: key,
  });
}

/** A row id (an int4 identity column): 1 to 2,147,483,647. `key` names the message. */
export function ZRowId(key: string) {
  return ZInt(key);
}
