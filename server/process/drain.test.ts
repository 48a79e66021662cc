import { afterAll, describe, expect, it } from 'vitest';
import { listening, startServer, type TProc, tempDataDir } from './server-process';

// SHUTDOWN_DRAIN_SECONDS: after a SIGTERM the server goes on accepting and answering for the drain,
// with readiness at 503 'draining', so a load balancer that polls readiness (rather than one that
// retries refused connections, like the cluster test's nginx) stops sending first. Then it stops as
// without a drain, and exits 0.

const procs: TProc[] = [];
afterAll(() => {
  for (const p of procs) p.child.kill('SIGKILL');
});

describe('a drain before the listener closes (SHUTDOWN_DRAIN_SECONDS)', () => {
  it('answers readiness 503 draining and other requests 200 on new connections, then exits 0', async () => {
    const server = startServer(tempDataDir(), { SHUTDOWN_DRAIN_SECONDS: '3', SHUTDOWN_TIMEOUT: '30' });
    procs.push(server);
    const { url } = await listening(server);
    expect((await fetch(`${url}/api/health/ready`)).status).toBe(200);

    server.child.kill('SIGTERM');
    // A new connection each time (fetch with `connection: close`): the listener is still open.
    let ready: Response | undefined;
    for (;;) {
      ready = await fetch(`${url}/api/health/ready`, { headers: { connection: 'close' } });
      if (ready.status === 503) break;
    }
    expect(await ready.json()).toEqual({ status: 'draining' });
    const page = await fetch(`${url}/api/vehicles`, { headers: { connection: 'close' } });
    expect(page.status).toBe(200);
    expect(page.headers.get('connection')).toBe('close');

    expect(await server.exited).toEqual({ code: 0, signal: null });
    expect(server.out()).toMatch(/"msg":"stopped"/);
  });
});
