import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage, signatureFor } from '../../adapters/storage/local';
import { mediaRoutes } from './routes';

// The media routes on a bare Fastify with only the local storage: no database, no other plugins.
const secret = 'media-test-secret-of-32-characters-at-least';
const root = mkdtempSync(path.join(os.tmpdir(), 'partsyard-media-'));
const storage = createLocalStorage(root, { publicBase: '/media', signedBase: '/media-signed', secret });
const app = Fastify();
app.decorate('storage', storage);

const PHOTO = 'posts/u1/7/abc-card.webp';
const REPORT = 'reports/3/def-full.webp';
const STAGING = 'staging/u1/9/ghi-thumb.webp';
const body = Buffer.from('RIFF\0\0\0\0WEBPVP8 fake');

beforeAll(async () => {
  await app.register(mediaRoutes);
  await app.ready();
  for (const key of [PHOTO, REPORT, STAGING]) await storage.put(key, body, 'image/webp');
});

afterAll(async () => {
  await app.close();
  rmSync(root, { recursive: true, force: true });
});

describe('GET /media/* (public post photos)', () => {
  it('serves a post photo with its type, for a year, immutable, not sniffed', async () => {
    const res = await app.inject({ url: storage.publicUrl(PHOTO) });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload).toEqual(body);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers HEAD too', async () => {
    const res = await app.inject({ method: 'HEAD', url: `/media/${PHOTO}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-length']).toBe(String(body.length));
  });

  it.each([
    ['a missing photo', '/media/posts/u1/7/missing.webp'],
    ['a report photo', `/media/${REPORT}`],
    ['an unpublished (staging) photo', `/media/${STAGING}`],
    ['a folder', '/media/posts/u1/7'],
    ['an encoded climb', `/media/posts/%2e%2e/${REPORT}`],
    ['an encoded slash climb', `/media/posts%2F..%2F${REPORT.replaceAll('/', '%2F')}`],
    ['a sidecar', `/media/${PHOTO}%23type`],
    ['nothing', '/media/'],
  ])('answers 404 JSON for %s', async (_name, url) => {
    const res = await app.inject({ url });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
    expect(res.headers['cache-control']).toBeUndefined();
  });
});

describe('GET /media-signed/* (private files by signed URL)', () => {
  it('serves a report photo with a valid signature, privately, for 5 minutes', async () => {
    const res = await app.inject({ url: await storage.signedUrl(REPORT, 300) });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload).toEqual(body);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('private, max-age=300');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('refuses a missing, tampered, reused-for-another-key or expired signature with 403', async () => {
    const url = new URL(await storage.signedUrl(REPORT, 300), 'http://x');
    const expires = url.searchParams.get('expires') ?? '';
    const sig = url.searchParams.get('sig') ?? '';
    const past = Math.floor(Date.now() / 1000) - 5;
    for (const bad of [
      `/media-signed/${REPORT}`,
      `/media-signed/${REPORT}?expires=${expires}`,
      `/media-signed/${REPORT}?sig=${sig}`,
      `/media-signed/${REPORT}?expires=${Number(expires) + 1}&sig=${sig}`,
      `/media-signed/${REPORT}?expires=${expires}&sig=${sig.slice(1)}x`,
      `/media-signed/${STAGING}?expires=${expires}&sig=${sig}`,
      `/media-signed/${REPORT}?expires=${past}&sig=${signatureFor(secret, REPORT, past)}`,
      `/media-signed/${REPORT}?expires=${expires}&sig=${signatureFor('another-secret', REPORT, Number(expires))}`,
      `/media-signed/${REPORT}?expires=${expires}&expires=${expires}&sig=${sig}`,
    ]) {
      const res = await app.inject({ url: bad });
      expect(res.statusCode, bad).toBe(403);
      expect(res.json()).toMatchObject({ statusCode: 403, code: 'FORBIDDEN' });
    }
  });

  it('answers 404 for a validly signed key with no file', async () => {
    const res = await app.inject({ url: await storage.signedUrl('reports/3/gone.webp', 300) });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});

// app.inject normalizes '..' and backslashes away (as browsers do); a raw client can send them as they are.
describe('raw paths over HTTP', () => {
  function rawGet(port: number, rawPath: string): Promise<number> {
    return new Promise((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port, path: rawPath }, (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        })
        .on('error', reject);
    });
  }

  it('never climbs out of posts/ or serves a backslashed key', async () => {
    const server = Fastify();
    server.decorate('storage', storage);
    await server.register(mediaRoutes);
    await server.listen({ port: 0, host: '127.0.0.1' });
    const { port } = server.server.address() as AddressInfo;
    try {
      expect(await rawGet(port, `/media/${PHOTO}`)).toBe(200);
      expect(await rawGet(port, `/media/posts/../${REPORT}`)).toBe(404);
      expect(await rawGet(port, `/media/posts/u1/7/../../../${REPORT}`)).toBe(404);
      expect(await rawGet(port, '/media/posts\\u1\\7\\abc-card.webp')).toBe(404);
      const signed = new URL(await storage.signedUrl(REPORT, 300), 'http://x');
      expect(await rawGet(port, `/media-signed/posts/../${REPORT}${signed.search}`)).toBe(403);
    } finally {
      await server.close();
    }
  });
});

describe('registration', () => {
  it('refuses to serve a storage that is not the local one', async () => {
    const other = Fastify();
    other.decorate('storage', { ...storage, kind: 's3' as const });
    await expect(other.register(mediaRoutes).ready()).rejects.toThrow(/only the local storage/);
    await other.close();
  });
});
