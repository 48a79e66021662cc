import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { TDb } from './client';

const dialect = new PgDialect();

/**
 * Runs `query` as a named prepared statement on the node-postgres pool beneath `db` (Drizzle's
 * execute never names one), so each connection prepares it once and PostgreSQL may keep its plan.
 * `nameOf` names the statement from its text. Null when `db` has no such pool (PGlite): the caller
 * runs the query through `db` as usual.
 */
export async function executePrepared<TRow>(
  db: TDb,
  query: SQL,
  nameOf: (text: string) => string,
): Promise<TRow[] | null> {
  // Drizzle keeps its driver's client on the instance; the app's TDb type does not show it.
  const client = (db as TDb & { $client?: unknown }).$client;
  if (!(client instanceof pg.Pool)) return null;
  const { sql: text, params } = dialect.sqlToQuery(query);
  const res = await client.query({ name: nameOf(text), text, values: params });
  return res.rows;
}
