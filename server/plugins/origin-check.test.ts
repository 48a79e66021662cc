import { LIVE_PATH } from '@common/contracts/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookiesOf, createUser, nextIp, PASSWORD } from '../test/accounts';
import { createTestApp, type TTestApp } from '../test/test-app';
import { sameHostOrigin } from './trusted-origins';

// The origin rule: with PUBLIC_URL set only its origin may send state-changing requests; without
// it (a machine opened at 127.0.0.1 or its LAN address) also the origin the browser addressed,
// when its Origin matches its Host. Both our check and Better Auth's own must agree.

/** A sign-in as a browser at `origin` sends it (the Host it addressed, and a cookie it holds). */
const signInAt = (t: TTestApp, email: string, origin: string, host = new URL(origin).host) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    // With a cookie in the request Better Auth checks the Origin too (it skips a cookie-less one).
    headers: { host, origin, cookie: 'seen=1', 'sec-fetch-site': 'same-origin' },
    payload: { email, password: PASSWORD },
    remoteAddress: nextIp(),
  });

const refused = (res: { statusCode: number; body: string }) => {
  expect(res.statusCode, res.body).toBe(403);
  expect(res.body).toContain('Cross-site request refused.');
};

describe('without PUBLIC_URL', () => {
  let t: TTestApp;
  let email: string;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: undefined, PORT: '3000' });
    ({ email } = await createUser(t.app));
  });
  afterAll(() => t?.close());

  it('signs in from the address the browser used: loopback, a LAN address, localhost', async () => {
    expect(t.config.publicUrlSet).toBe(false);
    for (const origin of [
      'http://127.0.0.1:3000',
      'http://192.168.1.20:3000',
      'http://localhost:3000',
      'http://[::1]:3000',
    ]) {
      const res = await signInAt(t, email, origin);
      expect(res.statusCode, `${origin}: ${res.body}`).toBe(200);
      expect(cookiesOf(res)).toContain('session_token');
    }
  });

  it('refuses an Origin that is not the Host the browser addressed', async () => {
    refused(await signInAt(t, email, 'https://evil.example', '192.168.1.20:3000'));
    refused(await signInAt(t, email, 'http://192.168.1.21:3000', '192.168.1.20:3000'));
    refused(await signInAt(t, email, 'http://192.168.1.20:4000', '192.168.1.20:3000'));
    // The scheme too: the server here answers plain http.
    refused(await signInAt(t, email, 'https://192.168.1.20:3000', '192.168.1.20:3000'));
    refused(await signInAt(t, email, 'null', '192.168.1.20:3000'));
  });

  it('applies to every state-changing API route and to the live socket', async () => {
    const { cookie } = await createUser(t.app);
    const put = (origin: string, host: string) =>
      t.app.inject({ method: 'PUT', url: '/api/profile', headers: { cookie, origin, host }, payload: {} });
    // Past the origin check, an empty profile is a validation error.
    expect((await put('http://10.0.0.5:3000', '10.0.0.5:3000')).statusCode).toBe(400);
    refused(await put('http://evil.example', '10.0.0.5:3000'));

    const ws = await t.app.injectWS(LIVE_PATH, {
      headers: { cookie, origin: 'http://10.0.0.5:3000', host: '10.0.0.5:3000' },
    });
    ws.terminate();
    await expect(
      t.app.injectWS(LIVE_PATH, {
        headers: { cookie, origin: 'http://evil.example', host: '10.0.0.5:3000' },
      }),
    ).rejects.toThrow(/403/);
  });
});

describe('with PUBLIC_URL', () => {
  let t: TTestApp;
  let email: string;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: 'http://localhost:3000' });
    ({ email } = await createUser(t.app));
  });
  afterAll(() => t?.close());

  it('trusts only its origin, whatever the Host says', async () => {
    expect(t.config.publicUrlSet).toBe(true);
    const ok = await signInAt(t, email, 'http://localhost:3000');
    expect(ok.statusCode, ok.body).toBe(200);
    refused(await signInAt(t, email, 'http://127.0.0.1:3000'));
    refused(await signInAt(t, email, 'http://192.168.1.20:3000'));
  });
});

describe('sameHostOrigin', () => {
  it('is the Origin when it names the Host (host and port; the scheme when known)', () => {
    expect(sameHostOrigin('http://127.0.0.1:3000', '127.0.0.1:3000', 'http')).toBe('http://127.0.0.1:3000');
    expect(sameHostOrigin('http://parts.lan', 'parts.lan:80')).toBe('http://parts.lan');
    expect(sameHostOrigin('https://parts.lan', 'PARTS.LAN', 'https')).toBe('https://parts.lan');
    expect(sameHostOrigin('http://[::1]:3000', '[::1]:3000')).toBe('http://[::1]:3000');
  });

  it('is undefined for anything else', () => {
    expect(sameHostOrigin('https://127.0.0.1:3000', '127.0.0.1:3000', 'http')).toBeUndefined();
    expect(sameHostOrigin('http://127.0.0.1:3001', '127.0.0.1:3000')).toBeUndefined();
    expect(sameHostOrigin('http://127.0.0.1:3000/x', '127.0.0.1:3000')).toBeUndefined();
    expect(sameHostOrigin('null', '127.0.0.1:3000')).toBeUndefined();
    expect(sameHostOrigin('file://127.0.0.1:3000', '127.0.0.1:3000')).toBeUndefined();
    expect(sameHostOrigin('http://127.0.0.1:3000', 'evil.example/127.0.0.1:3000')).toBeUndefined();
    expect(sameHostOrigin(undefined, '127.0.0.1:3000')).toBeUndefined();
    expect(sameHostOrigin('http://127.0.0.1:3000', undefined)).toBeUndefined();
  });
});
