import { PATHS } from '@common/app-paths';
import type { TNoticeParams } from '@common/contracts/notifications';
import type { FastifyInstance } from 'fastify';
import type { TDb } from '../../db/client';
import { addNotice, type TNewNotice } from '../notices';
import { queueNoticeEmail } from './email-queue';
import type { TPostFacts } from './facts';
import { reportersOf, watchersOf } from './facts-repository';

// The doors through which the posts module (an edit, a sale, an admin's delete, the lifetime job)
// and the daily notice job tell people about a post, in the caller's transaction: the notice and
// its email's job commit with the change, or neither does. Dedupe keys make each event told once.

type TApp = Pick<FastifyInstance, 'jobs'>;
type TTx = Pick<TDb, 'execute'>;

export const postPath = (id: number) => `${PATHS.viewPost}/${id}`;
/** 'YYYY-MM-DD' of an end date: an ad renewed and ending again is told again. */
export const dayOf = (d: Date | string) => new Date(d).toISOString().slice(0, 10);

/**
 * Tells a post's watchers (its favouriters, never its seller; none whose setting is off) in the app,
 * and by email those who chose email too. The number told.
 */
export async function tellWatchers(
  app: TApp,
  tx: TTx,
  post: Pick<TPostFacts, 'id' | 'user_id'>,
  notice: { kind: 'price_drop' | 'watch_sold' | 'watch_expiring'; params: TNoticeParams; dedupeKey: string },
): Promise<number> {
  let told = 0;
  for (const w of await watchersOf(tx, post)) {
    const added = await tellUser(app, tx, w.user_id, {
      ...notice,
      link: postPath(post.id),
      postId: post.id,
      email: w.watch_notices === 'email',
    });
    if (added) told += 1;
  }
  return told;
}

/** A notice in the user's centre and, unless `email` is false, its email; false when already told. */
export async function tellUser(
  app: TApp,
  tx: TTx,
  userId: string,
  notice: Omit<TNewNotice, 'userId'> & { email?: boolean },
): Promise<boolean> {
  const { email = true, ...rest } = notice;
  const added = await addNotice(tx, { ...rest, userId });
  if (added && email) {
    await queueNoticeEmail(app, tx, { kind: rest.kind, params: rest.params, link: rest.link, userId });
  }
  return added;
}

/**
 * Tells the senders of reports an admin acted on (their post deleted): a signed-in one in the app
 * and by email, one signed out by email to the address they gave; each person once per post, and
 * never the admin who acted.
 */
export async function tellReporters(
  app: TApp,
  tx: TTx,
  reportIds: number[],
  post: Pick<TPostFacts, 'id' | 'title'>,
  adminId: string,
): Promise<void> {
  const params = { title: post.title };
  const seen = new Set<string>([adminId]);
  for (const r of await reportersOf(tx, reportIds)) {
    const who = r.user_id ?? `email:${r.email.toLowerCase()}`;
    if (seen.has(who)) continue;
    seen.add(who);
    if (r.user_id) {
      await tellUser(app, tx, r.user_id, {
        kind: 'report_resolved',
        params,
        link: PATHS.home,
        dedupeKey: `report_resolved:${post.id}`,
      });
    } else {
      await queueNoticeEmail(app, tx, { kind: 'report_resolved', params, link: PATHS.home, to: r.email });
    }
  }
}
