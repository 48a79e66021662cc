import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../test/test-app';

// The installable app's files as vite-plugin-pwa builds them into web/dist.
let t: TTestApp;
let dist: string;
beforeAll(async () => {
  dist = mkdtempSync(path.join(os.tmpdir(), 'partsyard-pwa-dist-'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html lang="en-CA"><head></head></html>');
  writeFileSync(path.join(dist, 'sw.js'), "importScripts('/workbox-1a2b3c.js');");
  writeFileSync(path.join(dist, 'workbox-1a2b3c.js'), 'self.workbox = {};');
  writeFileSync(path.join(dist, 'push-sw.js'), "self.addEventListener('push', () => {});");
  writeFileSync(path.join(dist, 'manifest.webmanifest'), JSON.stringify({ name: 'PartsYard' }));
  t = await createTestApp({}, { webDist: dist });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('the service worker and the manifest', () => {
  it('serves the workers as JavaScript, never cached, so a new version is seen at once', async () => {
    for (const url of ['/sw.js', '/push-sw.js']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/^(application|text)\/javascript/);
      expect(res.headers['cache-control'], url).toBe('no-cache, no-store, must-revalidate');
    }
  });

  it('serves the manifest as application/manifest+json, never cached', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(res.headers['cache-control']).toBe('no-cache, no-store, must-revalidate');
    expect(res.json()).toEqual({ name: 'PartsYard' });
  });

  it("lets the site's own worker and manifest load under the CSP", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sw.js' });
    const csp = String(res.headers['content-security-policy']);
    // Without worker-src and manifest-src, both fall back to default-src 'self'.
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/worker-src|manifest-src/);
  });
});
