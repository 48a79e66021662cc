import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createStorage } from './index';
import { createLocalStorage, signatureFor, verifySignature } from './local';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'partsyard-storage-'));
const secret = 'test-secret-of-at-least-32-characters!!';
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const BAD_KEYS = [
  '',
  '/posts/1/a.webp',
  'posts/../reports/1/a.webp',
  'posts/..',
  'posts//a.webp',
  'posts/1/',
  'posts\\1\\a.webp',
  'posts/1/a b.webp',
  'posts/1/a#type',
  'posts/1/%2e%2e',
  'posts/1/\0.webp',
];

describe('local storage', () => {
  const storage = createStorage({ dataDir, authSecret: secret });
  const root = path.join(dataDir, 'uploads');

  it('is the default, under DATA_DIR/uploads', () => {
    expect(storage.kind).toBe('local');
  });

  it('stores, reads and overwrites objects with their content type', async () => {
    await storage.put('posts/u1/7/a-card.webp', Buffer.from('first'), 'image/webp');
    await storage.put('posts/u1/7/a-card.webp', Buffer.from('second'), 'image/webp');
    expect(await storage.get('posts/u1/7/a-card.webp')).toEqual({
      body: Buffer.from('second'),
      contentType: 'image/webp',
    });
    expect(readdirSync(path.join(root, 'posts/u1/7')).sort()).toEqual(['a-card.webp', 'a-card.webp#type']);
  });

  it('answers null for a missing key, a folder, or a path through a file', async () => {
    expect(await storage.get('posts/u1/7/missing.webp')).toBeNull();
    expect(await storage.get('posts/u1/7')).toBeNull();
    expect(await storage.get('posts/u1/7/a-card.webp/x')).toBeNull();
  });

  it('lists every key under a prefix (not the sidecars), sorted', async () => {
    await storage.put('posts/u1/8/b-thumb.webp', Buffer.from('b'), 'image/webp');
    await storage.put('posts/u1/8/c-thumb.webp', Buffer.from('c'), 'image/webp');
    await storage.put('posts/u1/80/d-thumb.webp', Buffer.from('d'), 'image/webp');
    await storage.put('reports/3/e.webp', Buffer.from('e'), 'image/webp');
    expect(await storage.list('posts/u1/8/')).toEqual(['posts/u1/8/b-thumb.webp', 'posts/u1/8/c-thumb.webp']);
    expect(await storage.list('posts/u1/8')).toEqual([
      'posts/u1/8/b-thumb.webp',
      'posts/u1/8/c-thumb.webp',
      'posts/u1/80/d-thumb.webp',
    ]);
    expect(await storage.list('posts/')).toHaveLength(4);
    expect(await storage.list('nothing/here/')).toEqual([]);
  });

  it('deletes keys, missing ones included, sidecars with them', async () => {
    await storage.delete(['posts/u1/8/b-thumb.webp', 'posts/u1/8/never.webp']);
    expect(await storage.get('posts/u1/8/b-thumb.webp')).toBeNull();
    expect(readdirSync(path.join(root, 'posts/u1/8'))).toEqual(['c-thumb.webp', 'c-thumb.webp#type']);
    await storage.delete([]);
  });

  it('deletes a whole prefix, and only it', async () => {
    await storage.deletePrefix('posts/u1/8/');
    expect(await storage.list('posts/u1/8/')).toEqual([]);
    expect(await storage.list('posts/u1/80/')).toEqual(['posts/u1/80/d-thumb.webp']);
    await storage.deletePrefix('posts/u1/8'); // a partial name: 'posts/u1/80/' goes too
    expect(await storage.list('posts/u1/')).toEqual(['posts/u1/7/a-card.webp']);
    await storage.deletePrefix('never/was/');
  });

  it.each(BAD_KEYS)('refuses the key %j everywhere', async (key) => {
    await expect(storage.put(key, Buffer.from('x'), 'text/plain')).rejects.toThrow(/Invalid storage key/);
    await expect(storage.get(key)).rejects.toThrow(/Invalid storage key/);
    await expect(storage.delete(['posts/u1/7/a-card.webp', key])).rejects.toThrow(/Invalid storage key/);
    expect(() => storage.publicUrl(key)).toThrow(/Invalid storage key/);
    await expect(storage.signedUrl(key, 60)).rejects.toThrow(/Invalid storage key/);
    // A refused batch deletes nothing.
    expect(await storage.get('posts/u1/7/a-card.webp')).not.toBeNull();
  });

  it('refuses an empty or climbing prefix', async () => {
    for (const prefix of ['', '/', '../', 'posts/../', '/posts/']) {
      await expect(storage.list(prefix)).rejects.toThrow(/Invalid storage prefix/);
      await expect(storage.deletePrefix(prefix)).rejects.toThrow(/Invalid storage prefix/);
    }
  });

  it('lists objects with their size and last change', async () => {
    const before = Date.now() - 1000;
    await storage.put('posts/u9/1/s-card.webp', Buffer.from('12345'), 'image/webp');
    const [info, ...rest] = await storage.listDetailed('posts/u9/');
    expect(rest).toEqual([]);
    expect(info).toMatchObject({ key: 'posts/u9/1/s-card.webp', size: 5 });
    expect(info?.modifiedAt.getTime()).toBeGreaterThan(before);
  });

  it('leaves no content-type file behind when the object itself cannot be written', async () => {
    // A folder where the object's file should go makes its write fail (as a full disk would).
    mkdirSync(path.join(root, 'posts/u9/2/blocked.webp'), { recursive: true });
    await expect(storage.put('posts/u9/2/blocked.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow();
    expect(readdirSync(path.join(root, 'posts/u9/2'))).toEqual(['blocked.webp']);
  });

  it("sweeps an unfinished write's temporary file and a content type without its object, once old", async () => {
    const local = createLocalStorage(path.join(dataDir, 'leftovers'), {
      publicBase: '/media',
      signedBase: '/media-signed',
      secret,
    });
    await local.put('posts/u1/1/kept-card.webp', Buffer.from('kept'), 'image/webp');
    const dir = path.join(dataDir, 'leftovers/posts/u1/1');
    writeFileSync(path.join(dir, 'cut-card.webp#tmp-0a1b2c'), 'half a file'); // killed mid-write
    writeFileSync(path.join(dir, 'gone-card.webp#type'), 'image/webp'); // its object never written
    const names = () => readdirSync(dir).sort();
    const all = names();
    expect(await local.sweepLeftovers(new Date(Date.now() - 3600_000))).toEqual({ files: 0, bytes: 0 });
    expect(names()).toEqual(all);
    expect(await local.sweepLeftovers(new Date(Date.now() + 3600_000))).toEqual({ files: 2, bytes: 21 });
    expect(names()).toEqual(['kept-card.webp', 'kept-card.webp#type']);
  });

  it('gives public URLs under /media', () => {
    expect(storage.publicUrl('posts/u1/7/a-card.webp')).toBe('/media/posts/u1/7/a-card.webp');
  });
});

describe('signed URLs', () => {
  const storage = createLocalStorage('/unused', {
    publicBase: '/media',
    signedBase: '/media-signed',
    secret,
  });
  const key = 'reports/12/a-full.webp';

  async function parts(seconds: number) {
    const url = new URL(await storage.signedUrl(key, seconds), 'http://x');
    return {
      path: url.pathname,
      expires: url.searchParams.get('expires') ?? '',
      sig: url.searchParams.get('sig') ?? '',
    };
  }

  it('carries the key, an expiry and a signature that verifies', async () => {
    const before = Math.floor(Date.now() / 1000);
    const { path: p, expires, sig } = await parts(300);
    expect(p).toBe(`/media-signed/${key}`);
    expect(Number(expires) - before).toBeGreaterThanOrEqual(300);
    expect(Number(expires) - before).toBeLessThanOrEqual(301);
    expect(sig).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(verifySignature(secret, key, expires, sig)).toBe(true);
    expect(storage.verifySigned(key, expires, sig)).toBe(true);
  });

  it('refuses a tampered key, expiry or signature, or another secret', async () => {
    const { expires, sig } = await parts(300);
    expect(verifySignature(secret, 'reports/13/a-full.webp', expires, sig)).toBe(false);
    expect(verifySignature(secret, key, String(Number(expires) + 3600), sig)).toBe(false);
    expect(verifySignature(secret, key, expires, `${sig.slice(0, -1)}${sig.endsWith('A') ? 'B' : 'A'}`)).toBe(
      false,
    );
    expect(verifySignature(secret, key, expires, sig.slice(0, 10))).toBe(false);
    expect(verifySignature(secret, key, expires, '')).toBe(false);
    expect(verifySignature(`${secret}x`, key, expires, sig)).toBe(false);
    expect(verifySignature(secret, key, `${expires}.0`, sig)).toBe(false);
    expect(verifySignature(secret, key, 'soon', sig)).toBe(false);
  });

  it('refuses an expired link, even with its own valid signature', async () => {
    const { expires, sig } = await parts(300);
    expect(verifySignature(secret, key, expires, sig, Number(expires) * 1000 - 1)).toBe(true);
    expect(verifySignature(secret, key, expires, sig, Number(expires) * 1000)).toBe(false);
    const past = Math.floor(Date.now() / 1000) - 1;
    expect(verifySignature(secret, key, past, signatureFor(secret, key, past))).toBe(false);
  });
});
