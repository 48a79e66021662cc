import type { TJobQueue, TJobTx } from '../adapters/jobs';

// A post went live (published, or renewed back to life): the posts module queues this job in the
// publishing transaction and the saved searches' alerts work it, so neither imports the other and
// no live post is missed by a crash between the commit and the matching.

export const POST_LIVE_QUEUE = 'post-live';

export interface TPostLiveJob {
  postId: number;
}

/** Queues the post's alerts in `tx`: the job exists only if the publishing commits. */
export async function queuePostLive(jobs: Pick<TJobQueue, 'enqueue'>, tx: TJobTx, postId: number) {
  await jobs.enqueue(POST_LIVE_QUEUE, { postId } satisfies TPostLiveJob, { transaction: tx });
}
