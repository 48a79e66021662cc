import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../test/test-app';

// Strict-Transport-Security means something only on an https answer (RFC 6797 7.2: not over plain
// http); behind a proxy (TRUST_PROXY) its X-Forwarded-Proto says whether the visitor used https.
// Every answer carries a Permissions-Policy: the app asks for geolocation (distance) and nothing else.

let direct: TTestApp;
let proxied: TTestApp;
beforeAll(async () => {
  direct = await createTestApp();
  proxied = await createTestApp({ TRUST_PROXY: 'true' });
});
afterAll(async () => {
  await direct?.close();
  await proxied?.close();
});

const get = (t: TTestApp, url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('security headers', () => {
  it('sends no HSTS over plain http, even when a client claims https without a trusted proxy', async () => {
    expect((await get(direct, '/api/health')).headers['strict-transport-security']).toBeUndefined();
    const claimed = await get(direct, '/api/health', { 'x-forwarded-proto': 'https' });
    expect(claimed.headers['strict-transport-security']).toBeUndefined();
    const plain = await get(proxied, '/api/health', { 'x-forwarded-proto': 'http' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends HSTS when the trusted proxy says https, on every kind of answer', async () => {
    for (const url of ['/api/health', '/api/nothing-here', '/api/vehicles']) {
      const res = await get(proxied, url, { 'x-forwarded-proto': 'https' });
      expect(res.headers['strict-transport-security'], url).toBe('max-age=31536000; includeSubDomains');
    }
    // Several proxies: the last one (ours) is the one that counts.
    const chain = await get(proxied, '/api/health', { 'x-forwarded-proto': 'http, https' });
    expect(chain.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('keeps geolocation for the site itself and turns off camera, microphone and the like', async () => {
    for (const t of [direct, proxied]) {
      const res = await get(t, '/api/health');
      const policy = String(res.headers['permissions-policy']);
      const rules = Object.fromEntries(policy.split(', ').map((rule) => rule.split('=')));
      expect(rules).toMatchObject({
        geolocation: '(self)',
        payment: '(self)',
        camera: '()',
        microphone: '()',
        usb: '()',
      });
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(String(res.headers['content-security-policy'])).toContain("script-src 'self'");
    }
  });
});
