import { rmSync } from 'node:fs';
import http from 'node:http';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { listening, startServer, type TProc, tempDataDir } from './server-process';

// An operator's first start, as `npm start` runs it: the banner (address, the first admin's
// password) is the last thing printed at start, after the start-up jobs' lines; each request then
// writes one line (method, path, status, ms, request id). Run in development, where Better Auth's
// own origin check is on (it is off when NODE_ENV is test), without PUBLIC_URL: signing in from
// the address the browser used (127.0.0.1, a LAN address) passes both origin checks.

const dir = tempDataDir();
let server: TProc | undefined;
afterAll(async () => {
  if (server && server.child.exitCode === null) server.child.kill('SIGKILL');
  await server?.exited;
  rmSync(dir, { recursive: true, force: true });
});

const BANNER = 'PartsYard is running at';

/** A request to the server with the headers a browser at `origin` sends. */
function request(port: number, method: string, path: string, headers: Record<string, string>, body?: object) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, method, path, headers }, (res) => {
      let text = '';
      res.on('data', (d) => {
        text += String(d);
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
    });
    req.on('error', reject);
    if (body) {
      req.setHeader('content-type', 'application/json');
      req.end(JSON.stringify(body));
    } else req.end();
  });
}

describe('an operator starts the server', () => {
  it('prints the banner last, then one line per request; signs in at 127.0.0.1 and a LAN address', async () => {
    server = startServer(dir, { NODE_ENV: 'development', JOBS_INTERVAL_SECONDS: '600' });
    const p = server;
    const { port } = await listening(p);
    // The banner ends with the admin's password (printed once, on the first start).
    await vi.waitFor(
      () => {
        if (!/^ {2}password: +\S+\n\n/m.test(p.out())) throw new Error(`no banner yet:\n${p.out()}`);
      },
      // A fuse for a hung start, far above a busy machine's seconds (the start-up jobs run first).
      { timeout: 150_000, interval: 50 },
    );
    const out = p.out();
    expect(out.endsWith('\n\n'), out).toBe(true);
    const [before = '', banner = ''] = [out.slice(0, out.indexOf(BANNER)), out.slice(out.indexOf(BANNER))];
    expect(before).toContain('lifetime jobs done');
    expect(before).toContain('orphan sweep');
    expect(banner).not.toContain('{"level"');
    expect(banner).toContain(`${BANNER} http://localhost:${port}`);
    const email = /email: +(\S+)/.exec(banner)?.[1] ?? '';
    const password = /password: +(\S+)/.exec(banner)?.[1] ?? '';

    // One request, one line, right after the banner: nothing else was printed in between.
    const health = await request(port, 'GET', '/api/health?x=1', {});
    expect(health.status).toBe(200);
    await vi.waitFor(() => expect(p.out().length).toBeGreaterThan(out.length), { timeout: 30_000 });
    const after = p.out().slice(out.length).trim().split('\n');
    expect(after).toHaveLength(1);
    const line = JSON.parse(after[0] ?? '{}') as Record<string, unknown>;
    expect(line).toMatchObject({ method: 'GET', path: '/api/health', statusCode: 200 });
    expect(line.reqId).toEqual(expect.any(String));
    expect(line.ms).toEqual(expect.any(Number));

    // Signing in from the address the browser used; a cookie in the request makes Better Auth
    // check the Origin too.
    const signIn = (host: string, origin: string, more: Record<string, string> = {}) =>
      request(
        port,
        'POST',
        '/api/auth/sign-in/email',
        { host, origin, cookie: 'seen=1', ...more },
        { email, password },
      );
    for (const host of [`127.0.0.1:${port}`, `192.168.1.20:${port}`, `localhost:${port}`]) {
      const res = await signIn(host, `http://${host}`);
      expect(res.status, `${host}: ${res.body}`).toBe(200);
    }
    const mismatch = await signIn(`192.168.1.20:${port}`, `http://192.168.1.21:${port}`);
    expect(mismatch.status).toBe(403);
    expect(mismatch.body).toContain('Cross-site request refused.');
    // Better Auth's own check is on here: another site named only in the Referer is its 403.
    const noOrigin = await request(
      port,
      'POST',
      '/api/auth/sign-in/email',
      { host: `127.0.0.1:${port}`, cookie: 'seen=1', referer: 'http://evil.example/' },
      { email, password },
    );
    expect(noOrigin.status, noOrigin.body).toBe(403);
  });
});
