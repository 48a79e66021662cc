// PostgreSQL's integer (int4) range, without zod (ids.ts builds its schemas on it), so the browser
// can check an id without loading zod.

/** PostgreSQL's integer (int4) range: every id column, years, positions and counts are int4. */
export const INT4_MIN = -2_147_483_648;
export const INT4_MAX = 2_147_483_647;

/**
 * A positive integer within [1, max] from a number or a string of 1 to 10 digits, as ids.ts's ZInt
 * reads one; undefined for anything else (' 7', '1e3', '0x10', 1.5, true).
 */
export function toPositiveInt(value: unknown, max = INT4_MAX): number | undefined {
  const n = typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n >= 1 && n <= max ? n : undefined;
}
