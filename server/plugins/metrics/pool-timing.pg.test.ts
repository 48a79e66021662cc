import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDatabase } from '../../db/client';
import { openTestDatabase } from '../../test/test-app';
import { timePoolQueries } from './database';

// Every statement on the pool's connections is timed, whichever way it was sent: pool.query (a
// callback underneath), drizzle (a promise), a transaction's connection, one that fails; and an
// observer that left hears nothing more.

let database: TDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database?.close());

describe('statement timing on the PostgreSQL pool', () => {
  it('times pool.query, drizzle, transactions and failures, until stopped', async () => {
    const pool = database.pool;
    if (!pool) throw new Error('a PostgreSQL test database has a pool');
    const seen: number[] = [];
    const stop = timePoolQueries(pool, (seconds) => seen.push(seconds));
    const other: number[] = [];
    const stopOther = timePoolQueries(pool, (seconds) => other.push(seconds));

    await pool.query('SELECT pg_sleep(0.02)');
    expect(seen).toHaveLength(1);
    expect(seen[0]).toBeGreaterThanOrEqual(0.02);

    await new Promise<void>((resolve, reject) =>
      pool.query('SELECT 1', (err) => (err ? reject(err) : resolve())),
    );
    await database.db.execute(sql`SELECT 2`);
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`SELECT 3`);
    });
    await expect(pool.query('SELECT * FROM no_such_table')).rejects.toThrow(/no_such_table/);
    // pg_sleep, SELECT 1, SELECT 2, then BEGIN, SELECT 3, COMMIT, then the failure.
    expect(seen).toHaveLength(7);
    expect(other).toEqual(seen);

    stop();
    await pool.query('SELECT 4');
    expect(seen).toHaveLength(7);
    expect(other).toHaveLength(8);
    stopOther();
    await pool.query('SELECT 5');
    expect(other).toHaveLength(8);
  });
});
