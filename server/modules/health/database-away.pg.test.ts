import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NEEDS_DATABASE, startAwayApp, type TAwayApp, until } from '../../test/database-away';

// PostgreSQL restarts under a running app (its connections cut through a proxy, then let through
// again): the app comes back by itself. PostgreSQL only (`npm run test:pg`): PGlite cannot restart.

let t: TAwayApp;
beforeAll(async () => {
  t = await startAwayApp();
});
afterAll(() => t?.close());

describe('when PostgreSQL returns', () => {
  it('comes back by itself: ready again, the same requests answer, without a restart', async () => {
    expect((await t.send('GET', '/api/me')).statusCode).toBe(200);
    await t.goAway();
    expect((await t.send('GET', '/api/health/ready')).statusCode).toBe(503);
    expect((await t.send('GET', '/api/health')).statusCode).toBe(200);
    expect((await t.send('GET', '/api/me')).statusCode).toBe(503);

    await t.restore();
    await until(async () => (await t.send('GET', '/api/health/ready')).statusCode === 200, 'ready');
    expect((await t.send('GET', '/api/health/ready')).json()).toEqual({
      status: 'ok',
      database: 'up',
      redis: 'off',
      storage: 'up',
    });
    for (const [method, url, payload] of NEEDS_DATABASE) {
      const res = await t.send(method, url, payload);
      expect(res.statusCode, `${method} ${url}: ${res.body.slice(0, 300)}`).toBeLessThan(500);
    }
    const me = await t.send('GET', '/api/me');
    expect(me.statusCode, me.body).toBe(200);
  });
});
