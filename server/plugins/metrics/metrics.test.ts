import type { AddressInfo } from 'node:net';
import { LIVE_PATH } from '@common/contracts/messages';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { WebSocket } from 'ws';
import { processPhoto } from '../../adapters/images/photos';
import { buildApp } from '../../app';
import { createUser, nextIp } from '../../test/accounts';
import { sampleValue } from '../../test/metrics-text';
import { makeImage } from '../../test/posts';
import { createTestApp, openTestDatabase, type TTestApp } from '../../test/test-app';
import { testConfig } from '../../test/test-config';

// GET /metrics: behind METRICS_TOKEN (401 without it or with another, 404 when none is set), open
// on METRICS_PORT's own listener; and the numbers move with what happens: requests under their
// route's pattern, mails, photos, live sockets and pushes, failed jobs, the pool on PostgreSQL.

const TOKEN = 'metrics-token-0123456789';
const WAIT = { timeout: 60_000, interval: 50 };

let t: TTestApp;
const open: WebSocket[] = [];

beforeAll(async () => {
  t = await createTestApp({ METRICS_TOKEN: TOKEN });
});
afterEach(() => {
  for (const ws of open.splice(0)) ws.terminate();
});
afterAll(() => t.close());

async function scrape(app = t.app): Promise<string> {
  const res = await app.inject({
    method: 'GET',
    url: '/metrics',
    headers: { authorization: `Bearer ${TOKEN}` },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.body;
}

const value = async (name: string, labels: Record<string, string> = {}) =>
  sampleValue(await scrape(), name, labels) ?? 0;

describe("photos (the process's metrics)", () => {
  it("times photo processing from the app's start (before any scrape), refused photos apart", async () => {
    await processPhoto(await makeImage('jpeg', 320, 240));
    await expect(processPhoto(Buffer.from('not a photo at all'))).rejects.toThrow();
    const text = await scrape();
    const count = (outcome: string) =>
      sampleValue(text, 'partsyard_photo_processing_seconds_count', { outcome });
    expect([count('processed'), count('refused')]).toEqual([1, 1]);
    // The refused one never reached a decoding slot.
    expect(sampleValue(text, 'partsyard_photo_slot_wait_seconds_count')).toBe(1);
  });
});

describe('GET /metrics', () => {
  it('answers with the token, in the Prometheus text format, with the process metrics too', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    for (const name of [
      'process_cpu_seconds_total',
      'nodejs_eventloop_lag_seconds',
      'partsyard_http_requests_total',
      'partsyard_http_request_duration_seconds',
      'partsyard_websockets_open',
      'partsyard_jobs',
      'partsyard_mails_sent_total',
      'partsyard_photo_processing_seconds',
      'partsyard_live_fanout_delay_seconds',
      'partsyard_job_failures_total',
    ]) {
      expect(res.body).toContain(`# TYPE ${name} `);
    }
  });

  it('refuses a request without the token, or with another, with 401 and a sentence', async () => {
    for (const authorization of [undefined, 'Bearer wrong-token-0123456789', TOKEN, `Basic ${TOKEN}`]) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: authorization ? { authorization } : {},
      });
      expect(res.statusCode, authorization).toBe(401);
      expect(res.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(res.json()).toMatchObject({
        code: 'UNAUTHENTICATED',
        message: 'The metrics need the metrics token: send the header Authorization: Bearer <METRICS_TOKEN>.',
      });
      expect(res.body).not.toContain('partsyard_');
    }
  });

  it('is not there without METRICS_TOKEN', async () => {
    const plain = await createTestApp();
    try {
      const res = await plain.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      // No such route: the path is the web app's like any unknown page (its 404 page once the app is
      // built; before a build the web app answers that it is not built).
      expect(plain.app.hasRoute({ method: 'GET', url: '/metrics' })).toBe(false);
      expect(res.statusCode).not.toBe(200);
      expect(res.body).not.toContain('partsyard_');
    } finally {
      await plain.close();
    }
  });
});

describe('METRICS_PORT', () => {
  it('serves /metrics without a token on its own listener, 404 elsewhere, and closes with the app', async () => {
    const other = await createTestApp({}, { metricsPort: 0 });
    const server = other.app.metricsServer;
    if (!server) throw new Error('METRICS_PORT is set: the app has its listener');
    try {
      expect(server.listening).toBe(true);
      const { port } = server.address() as AddressInfo;
      await other.app.inject({ method: 'GET', url: '/api/health' });
      const res = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
      const text = await res.text();
      expect(sampleValue(text, 'partsyard_http_requests_total', { route: '/api/health' })).toBe(1);
      expect(text).toContain('process_cpu_seconds_total');
      const elsewhere = await fetch(`http://127.0.0.1:${port}/api/health`);
      expect(elsewhere.status).toBe(404);
      expect(await elsewhere.text()).toBe('Not found: this port serves GET /metrics only.\n');
      // The app's own port has no /metrics without a token (none is set here).
      expect(other.app.hasRoute({ method: 'GET', url: '/metrics' })).toBe(false);
    } finally {
      await other.close();
    }
    expect(server.listening).toBe(false);
  });
});

describe('what is counted', () => {
  it('counts and times requests by method, route pattern and status, never by URL', async () => {
    const route = { method: 'GET', route: '/api/posts/:id', status: '404' };
    const before = await value('partsyard_http_requests_total', route);
    for (const id of [987654, 987655]) {
      expect((await t.app.inject({ method: 'GET', url: `/api/posts/${id}` })).statusCode).toBe(404);
    }
    await t.app.inject({ method: 'GET', url: '/api/no-such-thing/42' });
    // An app page the fallback serves (or would: 503 before `npm run build`) counts under its pattern.
    const page = await t.app.inject({ method: 'GET', url: '/my-posts' });
    const text = await scrape();
    expect(sampleValue(text, 'partsyard_http_requests_total', route)).toBe(before + 2);
    expect(sampleValue(text, 'partsyard_http_request_duration_seconds_count', route)).toBe(before + 2);
    expect(
      sampleValue(text, 'partsyard_http_request_duration_seconds_bucket', { ...route, le: '+Inf' }),
    ).toBe(before + 2);
    expect(
      sampleValue(text, 'partsyard_http_requests_total', { route: 'unmatched', status: '404' }),
    ).toBeGreaterThanOrEqual(1);
    if (page.statusCode === 200) {
      expect(sampleValue(text, 'partsyard_http_requests_total', { route: '/my-posts', status: '200' })).toBe(
        1,
      );
    }
    expect(text).not.toContain('987654');
    expect(text).not.toContain('no-such-thing');
  });

  it('counts the mails sent', async () => {
    const before = await value('partsyard_mails_sent_total');
    const user = await createUser(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/accounts/forgot-password',
      payload: { email: user.email },
      remoteAddress: nextIp(),
    });
    expect(res.statusCode, res.body).toBe(200);
    // The mail leaves after the answer.
    await vi.waitFor(async () => expect(await value('partsyard_mails_sent_total')).toBe(before + 1), WAIT);
    expect(await value('partsyard_mails_failed_total')).toBe(0);
  });

  it('gauges the open live sockets and times a message from its sending to its push', async () => {
    const [sender, receiver] = [await createUser(t.app), await createUser(t.app)];
    expect(await value('partsyard_websockets_open')).toBe(0);
    let pushed: (data: string) => void = () => {};
    const message = new Promise<string>((resolve) => {
      pushed = resolve;
    });
    let hello: () => void = () => {};
    const greeted = new Promise<void>((resolve) => {
      hello = resolve;
    });
    const ws = await t.app.injectWS(
      LIVE_PATH,
      { headers: { cookie: receiver.cookie } },
      {
        onInit(socket) {
          socket.on('message', (data) => {
            const event = JSON.parse(String(data)) as { type: string };
            if (event.type === 'hello') hello();
            if (event.type === 'message') pushed(String(data));
          });
        },
      },
    );
    open.push(ws);
    await greeted;
    expect(await value('partsyard_websockets_open')).toBe(1);

    const before = await value('partsyard_live_fanout_delay_seconds_count', { kind: 'message' });
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/messages',
      headers: { cookie: sender.cookie },
      remoteAddress: nextIp(),
      payload: { receiver_id: receiver.id, content: 'Is the alternator still for sale?' },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(await message).toContain('Is the alternator still for sale?');
    expect(await value('partsyard_live_fanout_delay_seconds_count', { kind: 'message' })).toBe(before + 1);

    ws.terminate();
    await vi.waitFor(async () => expect(await value('partsyard_websockets_open')).toBe(0), WAIT);
  });

  it('reads the pool on PostgreSQL (and has none to read on PGlite)', async () => {
    const text = await scrape();
    const total = sampleValue(text, 'partsyard_db_pool_connections', { pool: 'primary', state: 'total' });
    const queries = sampleValue(text, 'partsyard_db_query_duration_seconds_count', { pool: 'primary' });
    if (t.database.kind === 'postgres') {
      expect(total).toBeGreaterThanOrEqual(1);
      expect(sampleValue(text, 'partsyard_db_pool_max_connections', { pool: 'primary' })).toBe(
        t.database.pool?.options.max,
      );
      expect(queries).toBeGreaterThan(0);
    } else {
      expect([total, queries]).toEqual([undefined, undefined]);
    }
  });
});

describe('jobs', () => {
  it('counts a failed run by queue, and shows the queues by state', async () => {
    const database = await openTestDatabase();
    const app = await buildApp({
      config: testConfig({ METRICS_TOKEN: TOKEN, JOB_WORKERS: 'true' }),
      database,
      logger: false,
    });
    try {
      app.jobs.define('metrics-test', { expireInSeconds: 30, retryLimit: 0, pollSeconds: 0.5 });
      app.jobs.work('metrics-test', async () => {
        throw new Error('the part feed is down');
      });
      await app.ready();
      const id = await app.jobs.enqueue('metrics-test', {});
      await vi.waitFor(async () => expect((await app.jobs.find(String(id)))?.state).toBe('failed'), WAIT);
      const text = await scrape(app);
      expect(sampleValue(text, 'partsyard_job_failures_total', { queue: 'metrics-test' })).toBe(1);
      expect(sampleValue(text, 'partsyard_jobs', { queue: 'metrics-test', state: 'failed' })).toBe(1);
      expect(sampleValue(text, 'partsyard_jobs', { queue: 'metrics-test.dead', state: 'queued' })).toBe(1);
      // Every declared queue is listed, the app's own among them.
      expect(sampleValue(text, 'partsyard_jobs', { queue: 'notice-emails', state: 'queued' })).toBe(0);
    } finally {
      await app.close();
      await database.close();
    }
  });
});
