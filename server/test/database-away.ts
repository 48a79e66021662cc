import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app';
import { openPostgres, type TDatabase } from '../db/client';
import { createUser, nextIp } from './accounts';
import { startTcpProxy, type TTcpProxy } from './tcp-proxy';
import { openTestDatabase } from './test-app';
import { testConfig } from './test-config';

// The database goes away under a running app. On PostgreSQL the app reaches it through a TCP proxy
// that the test cuts (as a restart looks: connections dropped, new ones refused) and restores; the
// embedded PGlite cannot restart, so there the database is closed under the app.

export interface TAwayApp {
  app: FastifyInstance;
  /** Cuts the proxy (PostgreSQL) or closes the database (PGlite). */
  goAway(): Promise<void>;
  /** PostgreSQL only: lets connections through again. */
  restore(): Promise<void>;
  send(method: string, url: string, payload?: object): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export async function startAwayApp(): Promise<TAwayApp> {
  const base = await openTestDatabase();
  let database = base;
  let proxy: TTcpProxy | undefined;
  let pool: TDatabase | undefined;
  if (base.kind === 'postgres') {
    if (!base.connectionString) throw new Error('a PostgreSQL test database has a connection string');
    proxy = await startTcpProxy(base.connectionString);
    // A short wait for a connection keeps a cut from holding requests for the default 10 s.
    pool = openPostgres(proxy.url, 4, 2000);
    database = { ...pool, connectionString: proxy.url };
  }
  const app = await buildApp({ config: testConfig(), database, logger: false });
  await app.ready();
  const { cookie } = await createUser(app);
  return {
    app,
    goAway: async () => {
      await (proxy ? proxy.cut() : base.close());
    },
    restore: async () => {
      if (!proxy) throw new Error('only a PostgreSQL database comes back');
      await proxy.restore();
    },
    send: (method, url, payload = {}) =>
      app.inject({
        method: method as 'GET',
        url,
        headers: { cookie, origin: 'http://localhost:3000' },
        remoteAddress: nextIp(),
        ...(method === 'GET' || method === 'DELETE' ? {} : { payload }),
      }),
    close: async () => {
      await app.close();
      await pool?.close();
      await proxy?.close();
      await base.close().catch(() => {}); // PGlite: closed by the test already
    },
  };
}

// Requests that pass validation and so need the database, the auth library's among them (its
// wildcard routes are missing from Fastify's route tree, so a sweep of the routes cannot find them).
export const NEEDS_DATABASE: Array<[string, string, object?]> = [
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
export async function until(check: () => Promise<boolean>, what: string, ms = 60_000) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`still not ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
