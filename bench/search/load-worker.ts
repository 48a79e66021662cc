import { parentPort, workerData } from 'node:worker_threads';
import autocannon from 'autocannon';

// Runs autocannon on its own thread (off the server's event loop) and sends back every response's
// latency and which path it answered, so the parent can take any percentile (autocannon's own
// summary has no p95) and time each kind of search.

export interface TLoadJob {
  url: string;
  paths: string[];
  connections: number;
  duration: number;
  /** Where in the paths the first connection starts (the next run continues the cycle). */
  start?: number;
  /** Extra request headers (an Accept-Encoding, as browsers send). */
  headers?: Record<string, string>;
}

export interface TLoadResult {
  latencies: Float64Array;
  pathIndex: Int32Array;
  statuses: Record<string, number>;
  errors: number;
  timeouts: number;
  seconds: number;
  bytes: number;
  /** The first few requests answered with something other than 2xx. */
  failures: { status: number; path: string }[];
}

interface TContext {
  i?: number;
}

const job = workerData as TLoadJob;
let next = job.start ?? 0;
const latencies: number[] = [];
const pathIndex: number[] = [];
const failures: TLoadResult['failures'] = [];

// Every request takes the next path of the mix, whichever connection sends it: the load is the
// mix in its proportions from the first request on.
const instance = autocannon(
  {
    url: job.url,
    connections: job.connections,
    duration: job.duration,
    headers: job.headers,
    requests: [
      {
        method: 'GET',
        setupRequest: (req: autocannon.Request, context: TContext) => {
          const i = next++ % job.paths.length;
          context.i = i;
          return { ...req, path: job.paths[i] };
        },
      } as autocannon.Request,
    ],
  },
  (err: unknown, result: autocannon.Result) => finish(err, result),
);
instance.on('response', (client, status, _bytes, responseTime) => {
  const i = (client as unknown as { requestIterator: { context: TContext } }).requestIterator.context.i ?? -1;
  latencies.push(responseTime);
  pathIndex.push(i);
  if ((status < 200 || status > 299) && failures.length < 10)
    failures.push({ status, path: job.paths[i] ?? '?' });
});
function finish(err: unknown, result?: autocannon.Result): void {
  if (err || !result) throw err;
  const statuses: Record<string, number> = {};
  for (const [code, v] of Object.entries(result.statusCodeStats ?? {})) statuses[code] = v.count ?? 0;
  const out: TLoadResult = {
    latencies: Float64Array.from(latencies),
    pathIndex: Int32Array.from(pathIndex),
    statuses,
    errors: result.errors,
    timeouts: result.timeouts,
    seconds: result.duration,
    bytes: result.throughput.total,
    failures,
  };
  parentPort?.postMessage(out);
}
