import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../test/test-app';

// With S3 storage, post photos come from the bucket's public base (or its CDN) and report photos
// from signed bucket URLs: the page's CSP must let both load, and nothing else.
describe('CSP img-src with S3 storage', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp(
      {},
      {
        s3: {
          bucket: 'yard-photos',
          region: 'ca-central-1',
          endpoint: 'https://s3.example.net',
          publicUrl: 'https://cdn.example.com/photos',
          forcePathStyle: false,
        },
      },
    );
  });
  afterAll(async () => {
    await t?.close();
  });

  it('allows the public base and the bucket, besides our own origin and the map tiles', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    const imgSrc = String(res.headers['content-security-policy'])
      .split(';')
      .map((d) => d.trim())
      .find((d) => d.startsWith('img-src'));
    expect(imgSrc?.split(' ')).toEqual(
      expect.arrayContaining(["'self'", 'https://cdn.example.com', 'https://yard-photos.s3.example.net']),
    );
    expect(imgSrc).not.toContain('*');
  });
});

describe('CSP img-src with local storage', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('adds no storage origin: photos are served by the app itself', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    const imgSrc = String(res.headers['content-security-policy'])
      .split(';')
      .map((d) => d.trim())
      .find((d) => d.startsWith('img-src'));
    expect(imgSrc).not.toMatch(/example|amazonaws/);
  });
});
