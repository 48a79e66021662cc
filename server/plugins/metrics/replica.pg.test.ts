import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { type TDatabase, withReplica } from '../../db/client';
import { sampleValue } from '../../test/metrics-text';
import { openTestDatabase } from '../../test/test-app';
import { testConfig } from '../../test/test-config';

// With DATABASE_READ_URL the replica's pool is watched beside the primary's (pool="replica"), and a
// replica read the primary had to answer is counted. PostgreSQL only; the "replica" here is a second
// pool on the test database itself, or an address where nothing listens.

const TOKEN = 'metrics-token-0123456789';
const closing: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const close of closing.splice(0).reverse()) await close();
});

async function appOn(database: TDatabase) {
  const app = await buildApp({ config: testConfig({ METRICS_TOKEN: TOKEN }), database, logger: false });
  await app.ready();
  closing.push(
    () => database.close(),
    () => app.close(),
  );
  const scrape = async () =>
    (await app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } }))
      .body;
  return { app, scrape };
}

describe('metrics of the replica', () => {
  it("times the replica's statements and reads its pool apart from the primary's", async () => {
    const primary = await openTestDatabase();
    const { app, scrape } = await appOn(withReplica(primary, primary.connectionString ?? '', 2));
    expect((await app.inject({ method: 'GET', url: '/api/posts/search' })).statusCode).toBe(200);
    const text = await scrape();
    expect(
      sampleValue(text, 'partsyard_db_query_duration_seconds_count', { pool: 'replica' }),
    ).toBeGreaterThan(0);
    expect(
      sampleValue(text, 'partsyard_db_pool_connections', { pool: 'replica', state: 'total' }),
    ).toBeGreaterThan(0);
    expect(sampleValue(text, 'partsyard_db_pool_max_connections', { pool: 'replica' })).toBe(2);
    expect(
      sampleValue(text, 'partsyard_db_pool_connections', { pool: 'primary', state: 'total' }),
    ).toBeGreaterThan(0);
    expect(sampleValue(text, 'partsyard_db_replica_fallbacks_total')).toBe(0);
  });

  it('counts a replica read the primary answered instead', async () => {
    const primary = await openTestDatabase();
    const { app, scrape } = await appOn(
      withReplica(primary, 'postgres://postgres@127.0.0.1:1/nowhere', 2, 1000),
    );
    expect((await app.inject({ method: 'GET', url: '/api/posts/search' })).statusCode).toBe(200);
    expect(sampleValue(await scrape(), 'partsyard_db_replica_fallbacks_total')).toBeGreaterThanOrEqual(1);
  });
});
