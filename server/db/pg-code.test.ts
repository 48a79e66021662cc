import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgCode } from './pg-code';

const caught = (p: Promise<unknown>) =>
  p.then(
    () => undefined,
    (err: unknown) => err,
  );

describe('pgCode', () => {
  let client: PGlite;
  beforeAll(async () => {
    client = await PGlite.create();
    await client.exec('CREATE TABLE t (id int PRIMARY KEY); INSERT INTO t VALUES (1);');
  });
  afterAll(() => client.close());

  it("reads PGlite's error", async () => {
    expect(pgCode(await caught(client.query('INSERT INTO t VALUES (1)')))).toBe('23505');
  });

  it('reads the error Drizzle wraps (its cause)', async () => {
    const err = await caught(drizzle({ client }).execute(sql`INSERT INTO t VALUES (1)`));
    expect((err as { code?: unknown }).code).toBeUndefined();
    expect(pgCode(err)).toBe('23505');
  });

  it("reads node-postgres's error, bare or wrapped", () => {
    const err = Object.assign(new pg.DatabaseError('deadlock detected', 0, 'error'), { code: '40P01' });
    expect(pgCode(err)).toBe('40P01');
    expect(pgCode(new Error('Failed query: select 1', { cause: err }))).toBe('40P01');
  });

  it('prefers the error’s own code to its cause’s', () => {
    const cause = Object.assign(new Error('x'), { code: '23503' });
    expect(pgCode(Object.assign(new Error('y', { cause }), { code: '40001' }))).toBe('40001');
  });

  it('answers undefined for anything without a code', () => {
    for (const value of [undefined, null, 0, '23505', new Error('boom'), { code: 23505 }, { cause: null }])
      expect(pgCode(value)).toBeUndefined();
    expect(pgCode(new Error('x', { cause: new Error('y') }))).toBeUndefined();
  });
});
