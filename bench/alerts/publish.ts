import { performance } from 'node:perf_hooks';
import { alertNewPost } from '../../server/modules/saved-searches/alerts';
import { latency, type TLatency } from '../search/stats';
import type { TBenchApp } from './app';
import { insertPost, random, type TCatalog } from './load';

// Publish to notices queued: a post goes live (inserted as the matching benchmark does)
// and its post-live job's work is timed: alertNewPost matches it, writes each instant searcher's
// in-app notice and queues their 'alert-emails' job (one transaction per user), and keeps it for
// each daily searcher's digest. The queue's pickup of the post-live job (its poll) is not included.

export interface TPublishResult {
  latency: TLatency;
  /** In-app notices (each with its email job) and digest rows, per post. */
  notices: number;
  digestRows: number;
}

export async function benchPublish(
  app: TBenchApp,
  catalog: TCatalog,
  posts: number,
  warmup: number,
  seed: number,
): Promise<TPublishResult> {
  const r = random(seed);
  const samples: number[] = [];
  let notices = 0;
  let digestRows = 0;
  for (let i = 0; i < warmup + posts; i++) {
    const id = await insertPost(app.db, r, catalog);
    const t0 = performance.now();
    const told = await alertNewPost(app, id);
    const took = performance.now() - t0;
    if (i < warmup) continue;
    samples.push(took);
    notices += told.instant;
    digestRows += told.daily;
  }
  const n = Math.max(1, samples.length);
  return { latency: latency(samples), notices: notices / n, digestRows: digestRows / n };
}
