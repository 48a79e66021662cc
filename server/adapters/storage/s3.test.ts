import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3rver, type TS3rver } from '../../test/s3rver';
import { createStorage } from './index';
import { createS3Storage } from './s3';
import type { TStorage } from './types';

// The S3 adapter against a real S3-protocol server (test/s3rver.ts).
let s3: TS3rver;
let bucket = '';
let endpoint = '';
let storage: TStorage;

beforeAll(async () => {
  s3 = await startS3rver();
  ({ bucket, endpoint } = s3);
  storage = createStorage({
    dataDir: '/unused',
    authSecret: 'unused',
    s3: {
      bucket,
      region: 'us-east-1',
      endpoint,
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
    },
  });
});

afterAll(async () => {
  await s3.close();
});

/** Runs `fn` over `items`, `width` at a time. */
async function pool<T>(items: T[], width: number, fn: (item: T) => Promise<unknown>) {
  for (let i = 0; i < items.length; i += width) await Promise.all(items.slice(i, i + width).map(fn));
}

describe('S3 storage', () => {
  it('is chosen when S3 is configured', () => {
    expect(storage.kind).toBe('s3');
  });

  it('stores and reads objects with their content type and cache control', async () => {
    const key = 'posts/u1/7/a-card.webp';
    await storage.put(key, Buffer.from('webp bytes'), 'image/webp', {
      cacheControl: 'public, max-age=31536000, immutable',
    });
    expect(await storage.get(key)).toEqual({ body: Buffer.from('webp bytes'), contentType: 'image/webp' });
    const url = storage.publicUrl(key);
    expect(url).toBe(`${endpoint}/${bucket}/${key}`);
    const res = await fetch(url); // s3rver has no ACLs: every object is readable, as a public bucket
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-type')).toBe('image/webp');
  });

  it('answers null for a missing key', async () => {
    expect(await storage.get('posts/u1/7/missing.webp')).toBeNull();
  });

  it('lists, deletes keys (missing ones too) and deletes prefixes', async () => {
    await storage.put('posts/u1/8/b.webp', Buffer.from('b'), 'image/webp');
    await storage.put('posts/u1/8/c.webp', Buffer.from('c'), 'image/webp');
    await storage.put('posts/u1/80/d.webp', Buffer.from('d'), 'image/webp');
    expect(await storage.list('posts/u1/8/')).toEqual(['posts/u1/8/b.webp', 'posts/u1/8/c.webp']);
    await storage.delete(['posts/u1/8/b.webp', 'posts/u1/8/never.webp']);
    expect(await storage.list('posts/u1/8/')).toEqual(['posts/u1/8/c.webp']);
    await storage.deletePrefix('posts/u1/8/');
    expect(await storage.list('posts/u1/8')).toEqual(['posts/u1/80/d.webp']);
    await storage.delete([]);
  });

  it('lists and deletes more than one page / one batch (1000 keys)', async () => {
    const keys = Array.from(
      { length: 1005 },
      (_, i) => `staging/u2/cart-9/${String(i).padStart(4, '0')}.webp`,
    );
    await pool(keys, 50, (k) => storage.put(k, Buffer.from('x'), 'image/webp'));
    await storage.put('staging/u2/cart-10/keep.webp', Buffer.from('k'), 'image/webp');
    expect(await storage.list('staging/u2/cart-9/')).toEqual(keys);
    await storage.deletePrefix('staging/u2/cart-9/');
    expect(await storage.list('staging/u2/')).toEqual(['staging/u2/cart-10/keep.webp']);
  });

  it('gives signed URLs that work until they expire', async () => {
    const key = 'reports/12/a-full.webp';
    await storage.put(key, Buffer.from('private'), 'image/webp');
    const url = new URL(await storage.signedUrl(key, 300));
    expect(`${url.origin}${url.pathname}`).toBe(`${endpoint}/${bucket}/${key}`);
    expect(url.searchParams.get('X-Amz-Expires')).toBe('300');
    expect(url.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
    const ok = await fetch(url);
    expect(ok.status).toBe(200);
    expect(await ok.text()).toBe('private');
    const short = await storage.signedUrl(key, 1);
    await new Promise((r) => setTimeout(r, 2100));
    expect((await fetch(short)).status).toBe(403);
  });

  it('refuses bad keys and prefixes before calling S3', async () => {
    await expect(storage.put('../x', Buffer.from('x'), 'text/plain')).rejects.toThrow(/Invalid storage key/);
    await expect(storage.get('/posts/1')).rejects.toThrow(/Invalid storage key/);
    await expect(storage.delete(['posts//1'])).rejects.toThrow(/Invalid storage key/);
    await expect(storage.deletePrefix('')).rejects.toThrow(/Invalid storage prefix/);
    await expect(storage.signedUrl('reports\\1', 60)).rejects.toThrow(/Invalid storage key/);
  });
});

describe('S3 public URLs', () => {
  const url = (cfg: Partial<Parameters<typeof createS3Storage>[0]>) =>
    createS3Storage({ bucket: 'py', region: 'ca-central-1', ...cfg }).publicUrl('posts/1/a.webp');

  it('use S3_PUBLIC_URL (a CDN) when given', () => {
    expect(url({ publicUrl: 'https://cdn.example.com/media/' })).toBe(
      'https://cdn.example.com/media/posts/1/a.webp',
    );
  });

  it('follow the endpoint and addressing style otherwise', () => {
    expect(url({})).toBe('https://py.s3.ca-central-1.amazonaws.com/posts/1/a.webp');
    expect(url({ forcePathStyle: true })).toBe('https://s3.ca-central-1.amazonaws.com/py/posts/1/a.webp');
    expect(url({ endpoint: 'http://minio:9000', forcePathStyle: true })).toBe(
      'http://minio:9000/py/posts/1/a.webp',
    );
    expect(url({ endpoint: 'https://r2.example.com' })).toBe('https://py.r2.example.com/posts/1/a.webp');
  });
});
