import net from 'node:net';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openPostgres } from '../db/client';
import { isDatabaseUnavailable } from '../db/unavailable';
import { isStorageFull } from './dependency-errors';

/** A local port nobody listens on (taken, then released). */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const caught = (p: Promise<unknown>) =>
  p.then(
    () => undefined,
    (err: unknown) => err,
  );

describe('isDatabaseUnavailable', () => {
  it('recognises a refused connection through Drizzle and the pool', async () => {
    const database = openPostgres(`postgres://u:p@127.0.0.1:${await closedPort()}/x`, 1);
    const err = await caught(database.db.execute(sql`select 1`));
    await database.close();
    expect(err).toBeDefined();
    expect(isDatabaseUnavailable(err)).toBe(true);
    expect(isStorageFull(err)).toBe(false);
  });

  it('recognises a server that drops the connection, and the pool timing out on one that never answers', async () => {
    // A server that accepts and closes at once (like PostgreSQL going away mid-handshake).
    const dropper = net.createServer((socket) => socket.destroy());
    // A server that accepts and says nothing (a network black hole).
    const silent: net.Socket[] = [];
    const mute = net.createServer((socket) => silent.push(socket));
    await new Promise<void>((resolve) => dropper.listen(0, '127.0.0.1', resolve));
    await new Promise<void>((resolve) => mute.listen(0, '127.0.0.1', resolve));
    const url = (s: net.Server) => `postgres://u:p@127.0.0.1:${(s.address() as net.AddressInfo).port}/x`;
    const dropped = await caught(new pg.Pool({ connectionString: url(dropper) }).query('select 1'));
    const pool = new pg.Pool({ connectionString: url(mute), connectionTimeoutMillis: 200 });
    const timedOut = await caught(pool.query('select 1'));
    for (const s of silent) s.destroy();
    await Promise.all([pool.end(), new Promise((r) => dropper.close(r)), new Promise((r) => mute.close(r))]);
    expect(isDatabaseUnavailable(dropped)).toBe(true);
    expect(isDatabaseUnavailable(timedOut)).toBe(true);
  });

  it('recognises a closed PGlite', async () => {
    const db = await PGlite.create();
    await db.close();
    expect(isDatabaseUnavailable(await caught(db.query('select 1')))).toBe(true);
  });

  it("recognises PostgreSQL's restart, start-up and connection-exception codes, wrapped or not", () => {
    for (const code of ['57P01', '57P02', '57P03', '53300', '08006', '08001', '08P01']) {
      expect(isDatabaseUnavailable(Object.assign(new Error('x'), { code })), code).toBe(true);
      const wrapped = new Error('Failed query: select 1', { cause: Object.assign(new Error('x'), { code }) });
      expect(isDatabaseUnavailable(wrapped), `wrapped ${code}`).toBe(true);
    }
    const aggregate = new AggregateError([Object.assign(new Error('x'), { code: 'ECONNREFUSED' })]);
    expect(isDatabaseUnavailable(aggregate)).toBe(true);
  });

  it('leaves our own failures and constraint violations alone', () => {
    expect(isDatabaseUnavailable(new Error('boom'))).toBe(false);
    expect(isDatabaseUnavailable(Object.assign(new Error('dup'), { code: '23505' }))).toBe(false);
    expect(isDatabaseUnavailable(Object.assign(new Error('x'), { code: '0800' }))).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
    // A cycle of causes ends.
    const a: Error & { cause?: unknown } = new Error('a');
    a.cause = a;
    expect(isDatabaseUnavailable(a)).toBe(false);
  });
});

describe('isStorageFull', () => {
  it("recognises the disk's ENOSPC and EDQUOT and PostgreSQL's disk_full (53100), wrapped or not", () => {
    for (const code of ['ENOSPC', 'EDQUOT', '53100']) {
      expect(isStorageFull(Object.assign(new Error('x'), { code })), code).toBe(true);
      expect(isStorageFull(new Error('y', { cause: Object.assign(new Error('x'), { code }) }))).toBe(true);
    }
    expect(isStorageFull(Object.assign(new Error('x'), { code: 'ENOENT' }))).toBe(false);
    expect(isDatabaseUnavailable(Object.assign(new Error('x'), { code: 'ENOSPC' }))).toBe(false);
  });
});
