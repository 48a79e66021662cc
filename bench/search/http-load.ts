import { Worker } from 'node:worker_threads';
import type { TLoadJob, TLoadResult } from './load-worker';

/** One autocannon run in a worker thread; resolves with every response's latency. */
export function runLoad(job: TLoadJob): Promise<TLoadResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./load-worker.ts', import.meta.url), { workerData: job });
    worker.once('message', (result: TLoadResult) => {
      resolve(result);
      void worker.terminate();
    });
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code !== 0) reject(new Error(`load worker exited with ${code}`));
    });
  });
}
