import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../test/test-app';

const TEMPLATE =
  '<!doctype html><html lang="en-CA"><head><title>PartsYard</title></head><body></body></html>';
let t: TTestApp;
let dist: string;
beforeAll(async () => {
  dist = mkdtempSync(path.join(os.tmpdir(), 'partsyard-static-pages-'));
  writeFileSync(path.join(dist, 'index.html'), TEMPLATE);
  t = await createTestApp({}, { webDist: dist, publicUrl: 'https://parts.example' });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('the FAQ and Contact Us pages', () => {
  it('are app pages naming their canonical address', async () => {
    for (const page of ['/top-questions', '/contact-us']) {
      const res = await t.app.inject({ method: 'GET', url: `${page}?utm_source=mail` });
      expect(res.statusCode, page).toBe(200);
      expect(res.headers['content-type'], page).toMatch(/^text\/html/);
      expect(res.body, page).toContain(`<link rel="canonical" href="https://parts.example${page}">`);
    }
  });
});
