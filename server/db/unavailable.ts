// A database that cannot be reached, dropped the connection or is restarting, told apart from a
// query that failed on its own: the replica's pool falls back on it, the error handler answers 503.

// Node's socket errors when the database cannot be reached or the connection breaks.
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

// PostgreSQL's SQLSTATEs for a server going away or refusing new work for now.
const UNAVAILABLE_SQLSTATES = new Set([
  '57P01', // admin_shutdown: the server is stopping or restarting
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up or in recovery
  '53300', // too_many_connections
]);

// node-postgres and PGlite say these in words only (no code).
const UNAVAILABLE_MESSAGES = [
  /^Connection terminated/i, // pool client lost mid-query, or connection timeout
  /timeout exceeded when trying to connect/i, // pool connectionTimeoutMillis
  /not queryable/i, // a client that already had a connection error
  /Cannot use a pool after calling end/i, // shutting down
  /PGlite is closed/i,
];

/** The error and every error it wraps (Drizzle's `cause`, Node's AggregateError `errors`). */
export function* errorChain(err: unknown, depth = 0): Generator<{ code?: unknown; message?: unknown }> {
  if (depth > 8 || typeof err !== 'object' || err === null) return;
  yield err as { code?: unknown; message?: unknown };
  const e = err as { cause?: unknown; errors?: unknown };
  if (e.cause !== undefined) yield* errorChain(e.cause, depth + 1);
  if (Array.isArray(e.errors)) for (const inner of e.errors) yield* errorChain(inner, depth + 1);
}

/** True when the database could not be reached, dropped the connection or is restarting. */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (const e of errorChain(err)) {
    const code = typeof e.code === 'string' ? e.code : '';
    if (NETWORK_CODES.has(code) || UNAVAILABLE_SQLSTATES.has(code) || /^08[0-9A-Z]{3}$/.test(code))
      return true;
    const message = typeof e.message === 'string' ? e.message : '';
    if (UNAVAILABLE_MESSAGES.some((re) => re.test(message))) return true;
  }
  return false;
}
