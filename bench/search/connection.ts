import pg from 'pg';

// Where the search benchmark makes its databases: the server of DATABASE_URL, else the one libpq's
// PG* variables name (pg_virtualenv sets them), as the PostgreSQL test suite connects.

/** A connection to the server's maintenance database, to create and drop the benchmark's own. */
export function adminConfig(): pg.ClientConfig {
  return process.env.DATABASE_URL ? { connectionString: process.env.DATABASE_URL } : {};
}

/** The connection string of one database on that server. */
export function databaseUrl(database: string): string {
  const base = new URL(process.env.DATABASE_URL ?? 'postgres://localhost/postgres');
  if (!process.env.DATABASE_URL) {
    const host = process.env.PGHOST;
    // A socket directory travels as the host query parameter (node-postgres reads it).
    if (host?.startsWith('/')) base.searchParams.set('host', host);
    else if (host) base.hostname = host;
    if (process.env.PGPORT) base.port = process.env.PGPORT;
    if (process.env.PGUSER) base.username = encodeURIComponent(process.env.PGUSER);
    if (process.env.PGPASSWORD) base.password = encodeURIComponent(process.env.PGPASSWORD);
  }
  base.pathname = `/${database}`;
  return base.toString();
}

/** Where the server is, for the report (never the password). */
export function serverLabel(): string {
  if (process.env.DATABASE_URL) return new URL(process.env.DATABASE_URL).host;
  return `${process.env.PGHOST ?? 'localhost'}:${process.env.PGPORT ?? '5432'} (PG* variables)`;
}

export async function withAdmin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client(adminConfig());
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}
