/**
 * The SQLSTATE of a failed statement ('23505' for a unique violation, '40P01' for a deadlock...):
 * the error's own code (PGlite's and node-postgres's errors carry it), else its cause's (Drizzle
 * wraps a failed query's error in one of its own); undefined for anything else.
 */
export function pgCode(err: unknown): string | undefined {
  const { code, cause } = (err ?? {}) as { code?: unknown; cause?: { code?: unknown } | null };
  if (typeof code === 'string') return code;
  return typeof cause?.code === 'string' ? cause.code : undefined;
}
