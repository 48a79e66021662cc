import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../test/test-app';

// Phones pay for every byte: the build writes .br and .gz files next to each asset and
// the server sends those as they are; the app's HTML pages are compressed on the fly like the API.

const SCRIPT = `console.log(${JSON.stringify('partsyard '.repeat(600))})`;
// A real index.html lists ~40 preloads: well over the 1 KB below which nothing is compressed.
const TEMPLATE = `<!doctype html><html lang="en-CA"><head><title>PartsYard</title>${'<link rel="modulepreload" href="/assets/x.js">'.repeat(40)}</head><body><div id="root"></div></body></html>`;
let t: TTestApp;
let dist: string;

beforeAll(async () => {
  dist = mkdtempSync(path.join(os.tmpdir(), 'partsyard-compress-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), TEMPLATE);
  const asset = path.join(dist, 'assets', 'app-3f2a1b.js');
  writeFileSync(asset, SCRIPT);
  // Marked copies: the answer must be these files, not the plugin compressing the script again.
  writeFileSync(`${asset}.br`, zlib.brotliCompressSync(`${SCRIPT}//prebuilt-br`));
  writeFileSync(`${asset}.gz`, zlib.gzipSync(`${SCRIPT}//prebuilt-gz`));
  writeFileSync(path.join(dist, 'sw.js'), SCRIPT);
  writeFileSync(path.join(dist, 'sw.js.br'), zlib.brotliCompressSync(SCRIPT));
  t = await createTestApp({}, { webDist: dist });
}, 120_000);
afterAll(async () => {
  await t?.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, encoding: string) =>
  t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': encoding } });

describe('compressed answers', () => {
  it('sends the prebuilt brotli or gzip file of an asset, with its own type and caching', async () => {
    const br = await get('/assets/app-3f2a1b.js', 'gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(`${SCRIPT}//prebuilt-br`);

    const gz = await get('/assets/app-3f2a1b.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(`${SCRIPT}//prebuilt-gz`);

    const plain = await get('/assets/app-3f2a1b.js', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('keeps a never-cached file never cached when its compressed copy is sent', async () => {
    const res = await get('/sw.js', 'br');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('no-cache, no-store, must-revalidate');
  });

  it("compresses the app's HTML: home, a search URL, another page and the not-found page", async () => {
    for (const [url, status] of [
      ['/', 200],
      ['/?vehicle=1&part=2', 200],
      ['/top-questions', 200],
      ['/no/such/page', 404],
    ] as const) {
      const res = await get(url, 'gzip, deflate, br');
      expect(res.statusCode, url).toBe(status);
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(zlib.brotliDecompressSync(res.rawPayload).toString(), url).toContain('<div id="root">');
    }
  });

  it('follows Accept-Encoding for the HTML: gzip when brotli is refused, none when nothing is offered', async () => {
    const gz = await get('/top-questions', 'br;q=0, gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toContain('<div id="root">');
    const plain = await get('/top-questions', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('<div id="root">');
  });
});
