import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../test/test-app';

// The app's PostgreSQL connections (server/db/client.ts openPostgres). PostgreSQL only (`npm run test:pg`).

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("the app's PostgreSQL connections", () => {
  it('run with JIT compilation off (it cost more than the searches it compiled)', async () => {
    const res = await t.app.db.execute(sql`SHOW jit`);
    expect((res.rows[0] as { jit: string }).jit).toBe('off');
  });

  it('run without parallel workers (they took every core from the searches beside them)', async () => {
    const res = await t.app.db.execute(sql`SHOW max_parallel_workers_per_gather`);
    expect((res.rows[0] as { max_parallel_workers_per_gather: string }).max_parallel_workers_per_gather).toBe(
      '0',
    );
  });
});
