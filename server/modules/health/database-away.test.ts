import { MESSAGES } from '@common/messages';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../../app';
import { openPostgres, type TDatabase } from '../../db/client';
import { createUser, nextIp } from '../../test/accounts';
import { listRoutes, sampleUrl } from '../../test/routes';
import { startTcpProxy, type TTcpProxy } from '../../test/tcp-proxy';
import { openTestDatabase } from '../../test/test-app';
import { testConfig } from '../../test/test-config';

// The database goes away under a running app. On PostgreSQL the app reaches it through a TCP proxy
// that the test cuts (as a restart looks: connections dropped, new ones refused) and restores; the
// embedded PGlite cannot restart, so there the database is closed under the app.

const onPostgres = inject('testDb').kind === 'pg';
let base: TDatabase;
let proxy: TTcpProxy | undefined;
let pool: TDatabase | undefined;
let app: FastifyInstance;
let cookie: string;

beforeAll(async () => {
  base = await openTestDatabase();
  let database = base;
  if (base.kind === 'postgres') {
    if (!base.connectionString) throw new Error('a PostgreSQL test database has a connection string');
    proxy = await startTcpProxy(base.connectionString);
    // A short wait for a connection keeps a cut from holding requests for the default 10 s.
    pool = openPostgres(proxy.url, 4, 2000);
    database = { ...pool, connectionString: proxy.url };
  }
  app = await buildApp({ config: testConfig(), database, logger: false });
  await app.ready();
  ({ cookie } = await createUser(app));
});
afterAll(async () => {
  await app?.close();
  await pool?.close();
  await proxy?.close();
  await base?.close().catch(() => {}); // PGlite: closed by the test already
});

const goAway = () => (proxy ? proxy.cut() : base.close());
const send = (method: string, url: string, payload: object = {}) =>
  app.inject({
    method: method as 'GET',
    url,
    headers: { cookie, origin: 'http://localhost:3000' },
    remoteAddress: nextIp(),
    ...(method === 'GET' || method === 'DELETE' ? {} : { payload }),
  });

// Requests that pass validation and so need the database, the auth library's among them (its
// wildcard routes are missing from Fastify's route tree, so the sweep below cannot find them).
const REAL: Array<[string, string, object?]> = [
  ['GET', '/api/me'],
  ['GET', '/api/posts/search'],
  ['GET', '/api/posts/1'],
  ['POST', '/api/messages', { receiver_id: 'someone', content: 'hello' }],
  ['POST', '/api/contact', { name: 'A', email: 'a@example.com', subject: 'S', message: 'M' }],
  ['POST', '/api/accounts/forgot-password', { email: 'a@example.com' }],
  ['POST', '/api/accounts/resend-verification', { email: 'a@example.com' }],
  [
    'POST',
    '/api/accounts/sign-up',
    { email: 'new@example.com', password: 'Str0ng!pass', confirmPassword: 'Str0ng!pass', terms: true },
  ],
  ['POST', '/api/auth/sign-in/email', { email: 'a@example.com', password: 'Str0ng!pass' }],
  ['GET', '/api/auth/get-session'],
  ['GET', '/api/auth/list-sessions'],
];

/** Polls until `check` holds (the app reconnects by itself; how soon depends on the machine). */
async function until(check: () => Promise<boolean>, what: string, ms = 60_000) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`still not ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('while the database is away', () => {
  it('answers 503 with Retry-After and a clear sentence where the database is needed, and no route answers 500', async () => {
    expect((await send('GET', '/api/me')).statusCode).toBe(200);
    await goAway();

    for (const [method, url, payload] of REAL) {
      const res = await send(method, url, payload);
      expect(res.statusCode, `${method} ${url}: ${res.body.slice(0, 300)}`).toBe(503);
      expect(res.headers['retry-after'], url).toBe('5');
      expect(res.json(), url).toMatchObject({ code: 'UNAVAILABLE', message: MESSAGES.serviceUnavailable });
    }
    const health = await send('GET', '/api/health');
    expect([health.statusCode, health.headers['retry-after']]).toEqual([503, '5']);
    expect(health.json()).toEqual({ status: 'unavailable', database: 'down' });
    // Alive all the same: nothing to restart.
    const live = await send('GET', '/api/health/live');
    expect([live.statusCode, live.json()]).toEqual([200, { status: 'ok' }]);

    const routes = listRoutes(app);
    expect(routes.length).toBeGreaterThan(40);
    for (const route of routes) {
      const [method = 'GET', pattern = '/'] = route.split(' ');
      const res = await send(method, sampleUrl(pattern));
      // Without `npm run build` the web app's pages answer their own 503 (not about the database).
      if (res.body.startsWith('The web app is not built')) continue;
      expect([200, 302, 400, 401, 403, 404, 415, 503], `${route}: ${res.body.slice(0, 300)}`).toContain(
        res.statusCode,
      );
      if (res.statusCode === 503) expect(res.headers['retry-after'], route).toBe('5');
    }
  });

  it.runIf(onPostgres)(
    'comes back by itself when PostgreSQL returns: ready again, the same requests answer',
    async () => {
      await proxy?.restore();
      await until(async () => (await send('GET', '/api/health')).statusCode === 200, 'ready');
      expect((await send('GET', '/api/health')).json()).toEqual({ status: 'ok', database: 'up' });
      for (const [method, url, payload] of REAL) {
        const res = await send(method, url, payload);
        expect(res.statusCode, `${method} ${url}: ${res.body.slice(0, 300)}`).toBeLessThan(500);
      }
      const me = await send('GET', '/api/me');
      expect(me.statusCode, me.body).toBe(200);
    },
  );
});
