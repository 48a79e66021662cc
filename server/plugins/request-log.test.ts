import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import type { TDatabase } from '../db/client';
import { openTestDatabase } from '../test/test-app';
import { testConfig } from '../test/test-config';

// One log line per request (method, path, status, ms, request id) instead of Fastify's two, so the
// start banner does not scroll away; LOG_LEVEL turns them off.

let database: TDatabase;
const lines: Array<Record<string, unknown>> = [];
const stream = new Writable({
  write(chunk, _enc, done) {
    for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
    done();
  },
});

const appAt = (level: string): Promise<FastifyInstance> =>
  buildApp({ config: testConfig({ LOG_LEVEL: level }), database, logger: { level, stream } });

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database?.close());

describe('request log', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await appAt('info');
  });
  afterAll(() => app?.close());

  it('writes exactly one line per request, with method, path, status, ms and request id', async () => {
    lines.length = 0;
    const res = await app.inject({ method: 'GET', url: '/api/health?probe=1' });
    const missing = await app.inject({ method: 'GET', url: '/api/no-such-route' });
    expect(res.statusCode).toBe(200);
    expect(lines).toHaveLength(2);
    const [ok, notFound] = lines;
    expect(ok).toMatchObject({ level: 30, method: 'GET', path: '/api/health', statusCode: 200 });
    expect(ok?.reqId).toEqual(expect.any(String));
    expect(ok?.ms).toEqual(expect.any(Number));
    expect(ok?.msg).toMatch(/^GET \/api\/health 200 [\d.]+ ms$/);
    expect(notFound).toMatchObject({ path: '/api/no-such-route', statusCode: missing.statusCode });
    expect(notFound?.reqId).not.toBe(ok?.reqId);
    // The query string is left out: it can carry tokens.
    expect(JSON.stringify(lines)).not.toContain('probe');
  });
});

describe('LOG_LEVEL=warn', () => {
  it('leaves requests out', async () => {
    const app = await appAt('warn');
    lines.length = 0;
    await app.inject({ method: 'GET', url: '/api/health' });
    await app.close();
    expect(lines).toEqual([]);
  });
});
