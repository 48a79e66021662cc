import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { gzipSync } from 'node:zlib';
import { MESSAGES } from '@common/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, nextIp } from '../test/accounts';
import { createTestApp, type TTestApp } from '../test/test-app';
import { BODY_MAX_DEPTH } from './body-limits';

// A 5,000-deep JSON body to /api/auth/* would overflow the stack past the parser (a 500). Depth
// and size are checked as the body streams in, before any parser runs: our routes, Better Auth's
// and the raw-body webhook answer 400 (too deep) or 413 (too large).

let t: TTestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ cookie } = await createUser(t.app, { username: 'limits_user' }));
});
afterAll(() => t?.close());

const arrays = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
const objects = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
/** A JSON body whose `field` holds `value` (JSON text), the rest as the route wants it. */
const withField = (field: string, value: string) =>
  `{"email":"a@example.com","password":"x","${field}":${value}}`;

const ROUTES = [
  { method: 'POST', url: '/api/auth/sign-in/email' },
  { method: 'POST', url: '/api/auth/sign-out' },
  { method: 'POST', url: '/api/auth/request-password-reset' },
  { method: 'POST', url: '/api/accounts/sign-up' },
  { method: 'POST', url: '/api/contact' },
  { method: 'POST', url: '/api/carts', signedIn: true },
  { method: 'PUT', url: '/api/profile', signedIn: true },
  { method: 'POST', url: '/api/payments/webhook' },
] as const;

const send = (route: (typeof ROUTES)[number], payload: string | Readable, type = 'application/json') =>
  t.app.inject({
    method: route.method,
    url: route.url,
    headers: { 'content-type': type, ...('signedIn' in route ? { cookie } : {}) },
    payload,
    remoteAddress: nextIp(),
  });

describe('JSON nesting depth', () => {
  const bodies = {
    '5,000 nested arrays': arrays(5000),
    '5,000 nested objects': objects(5000),
    'arrays one level too deep, in a field': withField('extra', arrays(BODY_MAX_DEPTH)),
    'objects one level too deep': objects(BODY_MAX_DEPTH + 1),
  };
  for (const route of ROUTES) {
    it(`${route.method} ${route.url} refuses a body nested too deeply with a 400`, async () => {
      for (const [name, body] of Object.entries(bodies)) {
        const res = await send(route, body);
        expect(res.statusCode, `${name}: ${res.body.slice(0, 200)}`).toBe(400);
        expect(res.json(), name).toMatchObject({ code: 'BAD_REQUEST', message: MESSAGES.bodyTooDeep });
      }
      const json = await send(route, arrays(5000), 'application/merge-patch+json');
      expect(json.json().message).not.toBe(MESSAGES.bodyTooDeep); // 415: no parser reads it
      expect(json.statusCode).toBeLessThan(500);
    });
  }

  it('accepts 32 levels, and does not count brackets inside strings', async () => {
    const route = ROUTES[0];
    const deepest = await send(route, objects(BODY_MAX_DEPTH));
    expect(deepest.json().message).not.toBe(MESSAGES.bodyTooDeep);
    expect(deepest.statusCode).toBeLessThan(500);
    const text = `${'['.repeat(2000)}\\"${'{'.repeat(2000)}`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'Sam', email: 'sam@example.com', subject: 'Brackets', message: text }),
      remoteAddress: nextIp(),
    });
    expect(res.statusCode, res.body).toBe(201);
  });
});

describe('JSON body size', () => {
  const big = JSON.stringify({ email: 'a@example.com', password: 'x'.repeat(1024 * 1024) });
  for (const route of ROUTES) {
    it(`${route.method} ${route.url} refuses a body over 1 MB with a 413, with or without its length`, async () => {
      const sized = await send(route, big);
      expect(sized.statusCode, sized.body.slice(0, 200)).toBe(413);
      expect(sized.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', message: MESSAGES.bodyTooLarge });
      const streamed = await send(route, Readable.from([big.slice(0, 600_000), big.slice(600_000)]));
      expect(streamed.statusCode, streamed.body.slice(0, 200)).toBe(413);
      expect(streamed.json().message).toBe(MESSAGES.bodyTooLarge);
    });
  }
});

describe('over a real connection', () => {
  it('checks a gzip body once inflated, and a refused body does not stall the connection', async () => {
    const deep = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: gzipSync(arrays(5000)),
      remoteAddress: nextIp(),
    });
    expect(deep.statusCode, deep.body).toBe(400);
    expect(deep.json().message).toBe(MESSAGES.bodyTooDeep);
    // Plain bytes announced as gzip fail to inflate: a 400, not a request left waiting (the fuzz's find).
    const plain = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: '{"name":"x"}',
      remoteAddress: nextIp(),
    });
    expect(plain.statusCode, plain.body).toBe(400);

    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const request = (method: string, path: string, type?: string, body?: string) =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        const req = http.request({
          port,
          method,
          path,
          agent,
          headers: type ? { 'content-type': type } : {},
        });
        req.on('response', (res) => {
          let text = '';
          res.on('data', (c) => {
            text += c;
          });
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
        });
        req.on('error', reject);
        // Chunked, no length: the size and depth are counted as the bytes come.
        if (body) for (let i = 0; i < body.length; i += 4096) req.write(body.slice(i, i + 4096));
        req.end();
      });
    try {
      const answers = [
        await request('POST', '/api/contact', 'application/json', arrays(5000)),
        await request('POST', '/api/contact', 'application/xml', arrays(50_000)),
        await request('POST', '/api/auth/sign-in/email', 'application/json', 'x'.repeat(1_100_000)),
        await request('GET', '/api/health'),
      ];
      expect(answers.map((a) => a.status)).toEqual([400, 415, 413, 200]);
    } finally {
      agent.destroy();
    }
  });
});
