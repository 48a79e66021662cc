import http from 'node:http';

// The open loop's load generator, a child process of its own (off the server's process and its
// cores' event loop): sends the mix's requests at a fixed rate whatever the answers do, and times
// each from the moment it was SCHEDULED to go, so a stall of the server (or of this process) shows
// as latency instead of as fewer requests sent (coordinated omission). /api/health/ready is probed on a
// schedule of its own alongside.

export interface TOpenLoopJob {
  url: string;
  paths: string[];
  /** Searches a second. */
  rate: number;
  seconds: number;
  /** Health probes a second. */
  healthRate: number;
  /** Where in the paths to start (the next run continues the cycle). */
  start: number;
  headers?: Record<string, string>;
}

export interface TOpenLoopResult {
  /** ms from the scheduled send to the last byte, per search; its mix index; its status (0: error). */
  latencies: number[];
  pathIndex: number[];
  statuses: number[];
  /** ms from the scheduled send to the last byte, per health probe. */
  health: number[];
  /** ms each request left after its schedule (the generator's own lag). */
  sendLag: number[];
  seconds: number;
}

const REQUEST_TIMEOUT_MS = 10_000;

export function runOpenLoopJob(job: TOpenLoopJob): Promise<TOpenLoopResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY });
  const base = new URL(job.url);
  const out: TOpenLoopResult = {
    latencies: [],
    pathIndex: [],
    statuses: [],
    health: [],
    sendLag: [],
    seconds: job.seconds,
  };
  const total = Math.round(job.rate * job.seconds);
  const totalHealth = Math.round(job.healthRate * job.seconds);
  let inFlight = 0;
  let sent = 0;
  let sentHealth = 0;
  let finished: () => void = () => {};
  const done = new Promise<void>((resolve) => {
    finished = resolve;
  });
  const t0 = performance.now() + 20;

  const send = (path: string, scheduled: number, record: (ms: number, status: number) => void) => {
    inFlight++;
    out.sendLag.push(performance.now() - scheduled);
    const req = http.request(
      {
        host: base.hostname,
        port: base.port,
        path,
        agent,
        headers: job.headers,
        timeout: REQUEST_TIMEOUT_MS,
      },
      (res) => {
        res.on('data', () => {});
        res.on('end', () => end(res.statusCode ?? 0));
        res.on('error', () => end(0));
      },
    );
    let ended = false;
    const end = (status: number) => {
      if (ended) return;
      ended = true;
      record(performance.now() - scheduled, status);
      inFlight--;
      if (sent === total && sentHealth === totalHealth && inFlight === 0) finished();
    };
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', () => end(0));
    req.end();
  };

  const tick = () => {
    const now = performance.now();
    // Everything whose time has come goes now (a late tick sends its backlog at once).
    while (sent < total && t0 + (sent * 1000) / job.rate <= now) {
      const scheduled = t0 + (sent * 1000) / job.rate;
      const i = (job.start + sent) % job.paths.length;
      sent++;
      send(job.paths[i] as string, scheduled, (ms, status) => {
        out.latencies.push(ms);
        out.pathIndex.push(i);
        out.statuses.push(status);
      });
    }
    while (sentHealth < totalHealth && t0 + (sentHealth * 1000) / job.healthRate <= now) {
      const scheduled = t0 + (sentHealth * 1000) / job.healthRate;
      sentHealth++;
      send('/api/health/ready', scheduled, (ms) => out.health.push(ms));
    }
    if (sent < total || sentHealth < totalHealth) {
      const next = Math.min(
        sent < total ? t0 + (sent * 1000) / job.rate : Number.POSITIVE_INFINITY,
        sentHealth < totalHealth ? t0 + (sentHealth * 1000) / job.healthRate : Number.POSITIVE_INFINITY,
      );
      setTimeout(tick, Math.max(0, next - performance.now()));
    } else if (inFlight === 0) finished();
  };
  setTimeout(tick, 20);
  return done.then(() => {
    agent.destroy();
    return out;
  });
}
