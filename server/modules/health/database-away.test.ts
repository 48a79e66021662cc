import { MESSAGES } from '@common/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NEEDS_DATABASE, startAwayApp, type TAwayApp } from '../../test/database-away';
import { listRoutes, sampleUrl } from '../../test/routes';

// The database goes away under a running app (PostgreSQL: its connections cut; PGlite: closed).
// Coming back is PostgreSQL's alone: database-away.pg.test.ts.

let t: TAwayApp;
beforeAll(async () => {
  t = await startAwayApp();
});
afterAll(() => t?.close());

describe('while the database is away', () => {
  it('answers 503 with Retry-After and a clear sentence where the database is needed, and no route answers 500', async () => {
    expect((await t.send('GET', '/api/me')).statusCode).toBe(200);
    await t.goAway();

    for (const [method, url, payload] of NEEDS_DATABASE) {
      const res = await t.send(method, url, payload);
      expect(res.statusCode, `${method} ${url}: ${res.body.slice(0, 300)}`).toBe(503);
      expect(res.headers['retry-after'], url).toBe('5');
      expect(res.json(), url).toMatchObject({ code: 'UNAVAILABLE', message: MESSAGES.serviceUnavailable });
    }
    const ready = await t.send('GET', '/api/health/ready');
    expect([ready.statusCode, ready.headers['retry-after']]).toEqual([503, '5']);
    expect(ready.json()).toEqual({ status: 'unavailable', database: 'down', redis: 'off', storage: 'up' });
    // Alive all the same: nothing to restart.
    for (const url of ['/api/health', '/api/health/live']) {
      const live = await t.send('GET', url);
      expect([live.statusCode, live.json()], url).toEqual([200, { status: 'ok' }]);
    }

    const routes = listRoutes(t.app);
    expect(routes.length).toBeGreaterThan(40);
    for (const route of routes) {
      const [method = 'GET', pattern = '/'] = route.split(' ');
      const res = await t.send(method, sampleUrl(pattern));
      // Without `npm run build` the web app's pages answer their own 503 (not about the database).
      if (res.body.startsWith('The web app is not built')) continue;
      // 301: a page's address spelled otherwise (a landing page's trailing slash) moves to its one
      // spelling without asking the database.
      expect([200, 301, 302, 400, 401, 403, 404, 415, 503], `${route}: ${res.body.slice(0, 300)}`).toContain(
        res.statusCode,
      );
      if (res.statusCode === 503) expect(res.headers['retry-after'], route).toBe('5');
    }
  });
});
