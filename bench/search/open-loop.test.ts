import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { runOpenLoopJob } from './open-loop-schedule';

// The open loop's generator against a server that answers no search until it has received them
// all: a closed loop would wait for its first answers and never send the rest; the open loop sends
// on schedule, and each request's time runs from its scheduled send, so the first request's time
// holds the whole stall.

let server: http.Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

describe('the open loop', () => {
  it('keeps sending on schedule while nothing is answered, and times each request from its schedule', async () => {
    const rate = 200;
    const seconds = 0.25;
    const total = rate * seconds;
    const held: http.ServerResponse[] = [];
    const seen: string[] = [];
    server = http.createServer((req, res) => {
      seen.push(req.url ?? '');
      if (req.url === '/api/health/ready') return void res.end('ok');
      held.push(res);
      // The stall ends only once every search has arrived.
      if (held.length === total) for (const r of held) r.end('{}');
    });
    await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;

    const result = await runOpenLoopJob({
      url: `http://127.0.0.1:${port}`,
      paths: ['/a', '/b', '/c'],
      rate,
      seconds,
      healthRate: 20,
      start: 1,
    });

    expect(result.latencies).toHaveLength(total);
    expect(result.statuses.every((s) => s === 200)).toBe(true);
    expect(result.health).toHaveLength(5);
    // The mix is cycled from `start` (1): 50 searches give /b and /c 17 each and /a 16. Counted, not
    // read in arrival order: requests on separate sockets may arrive in any order on a busy machine.
    const searches = seen.filter((u) => u !== '/api/health/ready');
    const times = (path: string) => searches.filter((u) => u === path).length;
    expect([times('/a'), times('/b'), times('/c')]).toEqual([16, 17, 17]);
    expect([0, 1, 2].map((i) => result.pathIndex.filter((x) => x === i).length)).toEqual([16, 17, 17]);
    // The first search was scheduled (total - 1) / rate s before the last, and answered after it.
    expect(Math.max(...result.latencies)).toBeGreaterThanOrEqual(((total - 1) * 1000) / rate);
  });
});
