import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { until } from '../../test/database-away';
import { startRedisServer } from '../../test/redis-server';
import { startS3rver } from '../../test/s3rver';
import { createTestApp, type TTestApp } from '../../test/test-app';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/health (liveness) and GET /api/health/ready (readiness)', () => {
  it('are both ok when everything answers; readiness lists what it checked (no Redis configured)', async () => {
    for (const url of ['/api/health', '/api/health/live']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect([res.statusCode, res.json()], url).toEqual([200, { status: 'ok' }]);
    }
    const ready = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok', database: 'up', redis: 'off', storage: 'up' });
    expect(ready.headers['cache-control']).toBe('no-store');
  });

  it('sends the security headers, with a Content-Security-Policy that allows only our own scripts', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    // Over plain http no HSTS (security-headers.test.ts: https only).
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('answers unknown API routes with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('serves the OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toEqual(expect.arrayContaining(['/api/vehicles', '/api/contact']));
  });

  it('readiness answers 503 when the database is gone; liveness still 200', async () => {
    const other = await createTestApp();
    await other.database.close();
    const res = await other.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect([res.statusCode, res.headers['retry-after']]).toEqual([503, '5']);
    expect(res.json()).toEqual({ status: 'unavailable', database: 'down', redis: 'off', storage: 'up' });
    expect((await other.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    await other.app.close();
    await other.database.close().catch(() => {});
  });

  it('readiness says degraded (200: the instance serves all but uploads) while the storage cannot be written, ok again once it can', async () => {
    const uploads = path.join(t.config.dataDir, 'uploads');
    rmSync(uploads, { recursive: true, force: true });
    // A file where the folder should be: nothing can be stored.
    writeFileSync(uploads, 'not a folder');
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'degraded', database: 'up', redis: 'off', storage: 'down' });
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      rmSync(uploads, { force: true });
    }
    const back = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect([back.statusCode, back.json().status, back.json().storage]).toEqual([200, 'ok', 'up']);
  });

  it('a draining instance (SIGTERM) is not ready, while it still answers requests', async () => {
    t.app.draining = true;
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
      expect([res.statusCode, res.headers['retry-after']]).toEqual([503, '5']);
      expect(res.json()).toEqual({ status: 'draining' });
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      expect((await t.app.inject({ method: 'GET', url: '/api/vehicles' })).statusCode).toBe(200);
    } finally {
      t.app.draining = false;
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/health/ready' })).statusCode).toBe(200);
  });
});

describe('readiness with S3 storage', () => {
  it('asks the bucket (HeadBucket): degraded while S3 is away, ok again once it is back', async () => {
    const s3 = await startS3rver();
    const withS3 = await createTestApp(s3.env);
    const ready = () => withS3.app.inject({ method: 'GET', url: '/api/health/ready' });
    try {
      expect(withS3.app.storage.kind).toBe('s3');
      expect((await ready()).json()).toEqual({ status: 'ok', database: 'up', redis: 'off', storage: 'up' });
      await s3.stop();
      const down = await ready();
      expect(down.statusCode).toBe(200);
      expect(down.json()).toEqual({ status: 'degraded', database: 'up', redis: 'off', storage: 'down' });
      await s3.start();
      await until(async () => (await ready()).json().status === 'ok', 'ok again');
    } finally {
      await withS3.close();
      await s3.close();
    }
  });
});

describe('readiness with Redis (REDIS_URL)', () => {
  it('lists Redis: degraded (200: limits count per instance) while Redis is down, ok again once it is back', async () => {
    const redis = await startRedisServer();
    const withRedis = await createTestApp({ REDIS_URL: redis.url });
    const ready = () => withRedis.app.inject({ method: 'GET', url: '/api/health/ready' });
    try {
      await until(async () => (await ready()).json().status === 'ok', 'ready with Redis');
      expect((await ready()).json()).toEqual({ status: 'ok', database: 'up', redis: 'up', storage: 'up' });
      await redis.stop();
      const down = await ready();
      expect(down.statusCode).toBe(200);
      expect(down.json()).toEqual({ status: 'degraded', database: 'up', redis: 'down', storage: 'up' });
      expect((await withRedis.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      await redis.start();
      await until(async () => (await ready()).json().status === 'ok', 'ok again');
    } finally {
      await withRedis.close();
      await redis.close();
    }
  });
});

describe('map tiles under the Content-Security-Policy', () => {
  it('allows images from the configured tile server, with {s} subdomains', async () => {
    const { tileOrigin } = await import('../../app');
    expect(tileOrigin('https://tile.openstreetmap.org/{z}/{x}/{y}.png')).toBe(
      'https://tile.openstreetmap.org',
    );
    expect(tileOrigin('https://{s}.tiles.example.com/{z}/{x}/{y}.png')).toBe('https://*.tiles.example.com');
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(String(res.headers['content-security-policy'])).toMatch(
      /img-src[^;]*https:\/\/tile\.openstreetmap\.org/,
    );
  });
});
