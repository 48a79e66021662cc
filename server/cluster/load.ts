// A closed-loop load: `clients` loops in this process, each sending the next URL of the list as soon
// as its last answer has been read in full, until told to stop. Every answer that is not 2xx, and
// every request that fails (a reset connection, a refused one), is a failure.

export interface TLoadResult {
  requests: number;
  seconds: number;
  failures: Array<{ url: string; status?: number; error?: string; at: number }>;
  /** Latencies in milliseconds, by URL kind. */
  latencies: Map<string, number[]>;
}

/** Starts the load; `result` fills as it runs, `done` resolves once it has ended. */
export function startLoad(opts: {
  base: string;
  urls: Array<{ kind: string; path: string }>;
  clients: number;
  /** Resolves when the load should end. */
  until: Promise<unknown>;
}): { result: TLoadResult; done: Promise<TLoadResult> } {
  let stop = false;
  void opts.until.then(() => {
    stop = true;
  });
  const started = performance.now();
  const result: TLoadResult = { requests: 0, seconds: 0, failures: [], latencies: new Map() };
  let next = 0;
  const client = async () => {
    while (!stop) {
      const target = opts.urls[next++ % opts.urls.length];
      if (!target) return;
      const t0 = performance.now();
      try {
        const res = await fetch(`${opts.base}${target.path}`, { redirect: 'manual' });
        await res.arrayBuffer();
        if (res.status < 200 || res.status > 299) {
          result.failures.push({ url: target.path, status: res.status, at: t0 - started });
        }
      } catch (err) {
        const cause = (err as { cause?: { code?: string; message?: string } }).cause;
        result.failures.push({
          url: target.path,
          error: `${(err as Error).message}: ${cause?.code ?? ''} ${cause?.message ?? ''}`,
          at: t0 - started,
        });
      }
      const ms = performance.now() - t0;
      const list = result.latencies.get(target.kind) ?? [];
      list.push(ms);
      result.latencies.set(target.kind, list);
      result.requests += 1;
    }
  };
  const done = Promise.all(Array.from({ length: opts.clients }, client)).then(() => {
    result.seconds = (performance.now() - started) / 1000;
    return result;
  });
  return { result, done };
}

/** The p-th percentile (0-100) of the values, nearest rank. */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank] ?? Number.NaN;
}
