import { PATHS } from '@common/app-paths';
import { toCents } from '@common/rules/fees';
import type { FastifyInstance } from 'fastify';
import type { TDb } from '../../db/client';
import { postFacts } from '../../lib/post-notices/facts';
import { dayOf, tellReporters, tellUser, tellWatchers } from '../../lib/post-notices/tell';

// What the posts module tells people, in the transaction of the change: a watched post's
// price drop and sale, a seller's ad deleted by an admin or expired, a report acted on.

type TApp = Pick<FastifyInstance, 'jobs'>;
type TTx = Pick<TDb, 'execute'>;

/** After an edit: a lower price than before is told to the post's watchers (once per new price). */
export async function tellPriceDrop(app: TApp, tx: TTx, postId: number, oldPrice: string | number) {
  const post = await postFacts(tx, postId);
  if (post?.status !== 'active') return;
  const [before, after] = [toCents(Number(oldPrice)), toCents(Number(post.price))];
  if (after >= before) return;
  await tellWatchers(app, tx, post, {
    kind: 'price_drop',
    params: { title: post.title, old_price: before / 100, new_price: after / 100, currency: post.currency },
    dedupeKey: `price_drop:${post.id}:${after}`,
  });
}

/** After the seller marked it sold: its watchers are told. */
export async function tellSold(app: TApp, tx: TTx, postId: number) {
  const post = await postFacts(tx, postId);
  if (!post) return;
  await tellWatchers(app, tx, post, {
    kind: 'watch_sold',
    params: { title: post.title },
    dedupeKey: `watch_sold:${post.id}`,
  });
}

/**
 * Before an admin deletes someone's post (the title is read while it is there): the seller is told
 * with the admin's reason, and the senders of the reports it resolves are thanked.
 */
export async function tellDeletedByAdmin(
  app: TApp,
  tx: TTx,
  postId: number,
  admin: { id: string },
  reason: string,
  resolvedReports: number[],
) {
  const post = await postFacts(tx, postId);
  if (!post) return;
  if (post.user_id !== admin.id) {
    await tellUser(app, tx, post.user_id, {
      kind: 'post_deleted',
      params: { title: post.title, reason },
      link: PATHS.myPosts,
      dedupeKey: `post_deleted:${post.id}`,
    });
  }
  await tellReporters(app, tx, resolvedReports, post, admin.id);
}

/** The lifetime job expired these posts: each seller is told (once per end date), with the renew link. */
export async function tellExpired(app: TApp, tx: TTx, postIds: number[]) {
  for (const id of postIds) {
    const post = await postFacts(tx, id);
    if (!post) continue;
    await tellUser(app, tx, post.user_id, {
      kind: 'post_expired',
      params: { title: post.title },
      link: PATHS.myPosts,
      postId: post.id,
      dedupeKey: `post_expired:${post.id}:${dayOf(post.expires_at)}`,
    });
  }
}
