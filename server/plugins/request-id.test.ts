import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { LIVE_PATH } from '@common/contracts/messages';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { buildApp } from '../app';
import type { TDatabase } from '../db/client';
import { createUser } from '../test/accounts';
import { openTestDatabase } from '../test/test-app';
import { testConfig } from '../test/test-config';

// Every answer carries its request id in X-Request-Id (the proxy's own when it is a plain token),
// and every log line written while a request is handled carries the same id as reqId.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

let database: TDatabase;
let app: FastifyInstance;
/** Each log line as written (text) and parsed. */
const lines: Array<{ text: string; line: Record<string, unknown> }> = [];
const stream = new Writable({
  write(chunk, _enc, done) {
    for (const text of String(chunk).split('\n').filter(Boolean))
      lines.push({ text, line: JSON.parse(text) });
    done();
  },
});

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildApp({
    config: testConfig({ LOG_LEVEL: 'info' }),
    database,
    logger: { level: 'info', stream },
  });
  // A route that logs through app.log (as services, the mailer and event listeners do), from a
  // later tick of the request than the handler's first.
  app.get('/api/test-logs', async (req) => {
    await new Promise((resolve) => setTimeout(resolve, 1));
    app.log.info('through app.log');
    req.log.info('through req.log');
    return { ok: true };
  });
  app.get('/api/test-fails', async () => {
    throw new Error('boom');
  });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

describe('X-Request-Id', () => {
  it('is on every answer: success, 404, validation error, refusal', async () => {
    const answers = [
      await get('/api/health'),
      await get('/api/nothing-here'),
      await get('/api/%zz'),
      await get('/no-such-page.png'),
      await get('/api/posts/search?range_from=abc'),
      await get('/api/profile'),
      await app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: {},
        headers: { origin: 'https://evil.example' },
      }),
    ];
    expect(answers.map((r) => r.statusCode)).toEqual([200, 404, 400, 404, 400, 401, 403]);
    for (const res of answers) expect(res.headers['x-request-id']).toMatch(UUID);
    expect(new Set(answers.map((r) => r.headers['x-request-id'])).size).toBe(answers.length);
  });

  it("keeps the proxy's id when it is a plain token", async () => {
    for (const id of ['abc-123', 'f4c1e2d3.7_x', 'A'.repeat(128)]) {
      expect((await get('/api/health', { 'x-request-id': id })).headers['x-request-id']).toBe(id);
    }
  });

  it('replaces an id that is not a plain token with a new one', async () => {
    for (const id of ['', 'has space', 'a"b', 'x'.repeat(129), 'é', 'a,b']) {
      const res = await get('/api/health', { 'x-request-id': id });
      expect(res.headers['x-request-id'], JSON.stringify(id)).toMatch(UUID);
    }
  });
});

describe('log lines of a request', () => {
  it('all carry its id, once, whichever logger wrote them', async () => {
    lines.length = 0;
    const res = await get('/api/test-logs', { 'x-request-id': 'trace-42' });
    expect(res.statusCode).toBe(200);
    expect(lines.map(({ line }) => line.msg)).toEqual([
      'through app.log',
      'through req.log',
      expect.stringMatching(/^GET \/api\/test-logs 200 /),
    ]);
    for (const { text, line } of lines) {
      expect(line.reqId).toBe('trace-42');
      expect(text.match(/"reqId"/g)).toHaveLength(1);
    }
  });

  it("the error handler's lines too", async () => {
    lines.length = 0;
    const res = await get('/api/test-fails');
    expect(res.statusCode).toBe(500);
    const id = res.headers['x-request-id'];
    expect(id).toMatch(UUID);
    expect(lines.map(({ line }) => [line.msg, line.reqId])).toEqual([
      ['request failed', id],
      [expect.stringMatching(/^GET \/api\/test-fails 500 /), id],
    ]);
  });

  it('and a line written outside any request has none', async () => {
    lines.length = 0;
    app.log.info('between requests');
    expect(lines.map(({ line }) => line)).toEqual([
      expect.not.objectContaining({ reqId: expect.anything() }),
    ]);
  });
});

describe('a live socket', () => {
  it("gets the id in its upgrade's answer (101), the proxy's kept", async () => {
    const user = await createUser(app);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const headersOf = (id?: string) =>
      new Promise<Record<string, unknown>>((resolve, reject) => {
        const ws = new WebSocket(`ws://127.0.0.1:${port}${LIVE_PATH}`, {
          headers: { cookie: user.cookie, ...(id ? { 'x-request-id': id } : {}) },
        });
        ws.once('upgrade', (res) => {
          resolve(res.headers);
          ws.terminate();
        });
        ws.once('error', reject);
      });
    expect((await headersOf('ws-7'))['x-request-id']).toBe('ws-7');
    expect((await headersOf())['x-request-id']).toMatch(UUID);
  });
});

describe('a URL the router cannot read', () => {
  it('is answered 400 (414 for a parameter too long) with the one error body and the id', async () => {
    const res = await get('/api/posts/%zz');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, code: 'BAD_REQUEST' });
    expect(res.headers['x-request-id']).toMatch(UUID);
    const long = await get(`/api/users/${'x'.repeat(101)}`);
    expect(long.statusCode).toBe(414);
    expect(long.json()).toMatchObject({ statusCode: 414, code: 'BAD_REQUEST' });
    expect(long.headers['x-request-id']).toMatch(UUID);
  });
});
