import { PATHS } from '@common/app-paths';
import { RENEW_NOTICE_DAYS } from '@common/rules/fees';
import type { FastifyInstance } from 'fastify';
import type { TPostFacts } from '../../lib/post-notices/facts';
import { dayOf, tellUser, tellWatchers } from '../../lib/post-notices/tell';
import * as repo from './repository';

type TApp = Pick<FastifyInstance, 'db' | 'clock' | 'jobs'>;

const DAY_MS = 86_400_000;
/** A seller hears of their ad's end this many days before it. */
export const SELLER_NOTICE_DAYS = RENEW_NOTICE_DAYS;
/** A watcher hears of a watched ad's end this many days before it. */
export const WATCHER_NOTICE_DAYS = 3;

/** Whole days left (at least 1): an ad ending in 6.2 days ends 'in 7 days'. */
const daysLeft = (post: TPostFacts, now: Date) =>
  Math.max(1, Math.ceil((new Date(post.expires_at).getTime() - now.getTime()) / DAY_MS));

export interface TExpiryNoticeResult {
  sellers: number;
  watchers: number;
}

/**
 * The daily look at ads about to end: each seller is told 7 days before (with the renew link), each
 * watcher 3 days before. Once per ad and end date (the dedupe keys), so a second run, or two
 * instances at once, tell no one twice; one transaction per ad keeps each notice with its email.
 */
export async function runExpiryNotices(app: TApp): Promise<TExpiryNoticeResult> {
  const now = app.clock();
  const posts = await repo.postsEndingBetween(
    app.db,
    now,
    new Date(now.getTime() + SELLER_NOTICE_DAYS * DAY_MS),
  );
  const result = { sellers: 0, watchers: 0 };
  for (const post of posts) {
    const days = daysLeft(post, now);
    const end = dayOf(post.expires_at);
    await app.db.transaction(async (tx) => {
      const told = await tellUser(app, tx, post.user_id, {
        kind: 'post_expiring',
        params: { title: post.title, days },
        link: PATHS.myPosts,
        postId: post.id,
        dedupeKey: `post_expiring:${post.id}:${end}`,
      });
      if (told) result.sellers += 1;
      if (days > WATCHER_NOTICE_DAYS) return;
      result.watchers += await tellWatchers(app, tx, post, {
        kind: 'watch_expiring',
        params: { title: post.title, days },
        dedupeKey: `watch_expiring:${post.id}:${end}`,
      });
    });
  }
  return result;
}
