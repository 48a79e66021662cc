import { AppError } from '@common/errors';
import { MESSAGES } from '@common/messages';
import { postPath } from '@common/rules/slug';
import type { FastifyInstance } from 'fastify';
import { addNotice } from '../../lib/notices';
import { digestMail, instantAlertMail } from './alert-mails';
import * as repo from './alerts-repository';
import { matchSavedSearches, type TSearchMatch } from './matching';

type TApp = Pick<FastifyInstance, 'db' | 'clock' | 'log' | 'mailer' | 'config' | 'jobs'>;

export const ALERT_EMAIL_QUEUE = 'alert-emails';
export const DIGEST_QUEUE = 'alert-digest';
export const DIGEST_EMAIL_QUEUE = 'alert-digest-emails';

export interface TAlertEmailJob {
  searchId: number;
  postId: number;
}
export interface TDigestEmailJob {
  userId: string;
  items: { postId: number; searchId: number }[];
}

/** The dedupe key of a user's one notice about a post, whichever of their searches found it. */
const alertKey = (postId: number) => `alert:${postId}`;

/**
 * A post went live: each user whose alerting searches match it hears once. With an instant search
 * among them: an in-app notice and an email job, in one transaction (the notice's key makes a
 * retried run add nothing and queue no second email). Otherwise the post waits for their digest.
 */
export async function alertNewPost(app: TApp, postId: number): Promise<{ instant: number; daily: number }> {
  const matches = await matchSavedSearches(app, postId);
  if (matches.length === 0) return { instant: 0, daily: 0 };
  const [post] = await repo.alertPosts(app.db, [postId], app.clock());
  if (!post?.live) return { instant: 0, daily: 0 };
  const names = new Map(
    (
      await repo.alertSearches(
        app.db,
        matches.map((m) => m.id),
      )
    ).map((s) => [s.id, s]),
  );
  const byUser = new Map<string, TSearchMatch[]>();
  for (const m of matches) byUser.set(m.user_id, [...(byUser.get(m.user_id) ?? []), m]);
  let instant = 0;
  const digest: { userId: string; postId: number; searchId: number }[] = [];
  for (const [userId, list] of byUser) {
    const first = list.find((m) => m.alert === 'instant');
    if (first) {
      const search = names.get(first.id);
      const queued = await app.db.transaction(async (tx) => {
        const added = await addNotice(tx, {
          userId,
          kind: 'alert',
          params: {
            search_name: search?.name ?? '',
            // Its words are the reader's, in the notification centre: the title in English (as
            // every post notice keeps it) and the price as a value.
            title: `${post.year} ${post.vehicle_name} ${post.part_name}`,
            price: Number(post.price),
            currency: post.currency,
          },
          link: postPath(post),
          postId,
          dedupeKey: alertKey(postId),
        });
        if (added)
          await app.jobs.enqueue(ALERT_EMAIL_QUEUE, { searchId: first.id, postId } satisfies TAlertEmailJob, {
            transaction: tx,
          });
        return added;
      });
      if (queued) instant += 1;
    } else {
      const dailyMatch = list[0];
      if (dailyMatch) digest.push({ userId, postId, searchId: dailyMatch.id });
    }
  }
  // The daily searchers' rows in one statement (a retried run adds none again).
  await repo.addDigestItems(app.db, digest);
  return { instant, daily: digest.length };
}

/** Sends one instant alert email, unless the post is no longer live or the alert was turned off meanwhile. */
export async function sendAlertEmail(app: TApp, job: TAlertEmailJob): Promise<boolean> {
  const [[search], [post]] = await Promise.all([
    repo.alertSearches(app.db, [job.searchId]),
    repo.alertPosts(app.db, [job.postId], app.clock()),
  ]);
  if (search?.alert !== 'instant' || !post?.live) return false;
  await app.mailer.send(instantAlertMail(app.config.publicUrl, search, post));
  return true;
}

/** A page of users at a time: their waiting posts are taken and their emails queued in one transaction. */
const DIGEST_USERS_PER_PAGE = 500;

/**
 * The daily digest run: for every user with waiting posts, takes them (deleting them, in the same
 * transaction that queues that user's email job: a crash leaves them waiting, never half sent), a
 * page of users per transaction, their jobs queued in one statement.
 */
export async function queueDigests(app: TApp): Promise<{ users: number }> {
  let after = '';
  let users = 0;
  for (;;) {
    const page = await repo.digestUsers(app.db, after, DIGEST_USERS_PER_PAGE);
    if (page.length === 0) break;
    users += await app.db.transaction(async (tx) => {
      const byUser = await repo.takeDigestItems(tx, page);
      const jobs = [...byUser].map(
        ([userId, items]): TDigestEmailJob => ({
          userId,
          items: items.map((i) => ({ postId: Number(i.post_id), searchId: Number(i.saved_search_id) })),
        }),
      );
      await app.jobs.enqueueMany(DIGEST_EMAIL_QUEUE, jobs, { transaction: tx });
      return jobs.length;
    });
    after = page[page.length - 1] ?? after;
  }
  return { users };
}

/** Sends one user's digest: their waiting posts that are still live, from searches still on 'daily'. */
export async function sendDigestEmail(app: TApp, job: TDigestEmailJob): Promise<boolean> {
  const [posts, searches] = await Promise.all([
    repo.alertPosts(
      app.db,
      job.items.map((i) => i.postId),
      app.clock(),
    ),
    repo.alertSearches(app.db, [...new Set(job.items.map((i) => i.searchId))]),
  ]);
  const postById = new Map(posts.map((p) => [p.id, p]));
  const searchById = new Map(searches.map((s) => [s.id, s]));
  const listed = job.items.flatMap((i) => {
    const post = postById.get(i.postId);
    const search = searchById.get(i.searchId);
    return post?.live && search?.alert === 'daily' && search.user_id === job.userId ? [{ post, search }] : [];
  });
  const first = listed[0];
  if (!first) return false;
  await app.mailer.send(
    digestMail(app.config.publicUrl, first.search.email, first.search.unsubscribe_token, listed),
  );
  return true;
}

/** What an unsubscribe link names: the search's name (no sign-in: the token is the key). */
export async function describeUnsubscribe(app: Pick<TApp, 'db'>, token: string, digest: boolean) {
  const search = await repo.searchByToken(app.db, token);
  if (!search) throw new AppError('NOT_FOUND', MESSAGES.unsubscribeInvalid);
  return {
    name: search.name,
    scope: digest ? ('digest' as const) : ('search' as const),
    alert: search.alert,
  };
}

/** One click: the search's alert (or, from a digest, every daily one of its owner) is turned off. */
export async function unsubscribe(app: Pick<TApp, 'db' | 'log'>, token: string, digest: boolean) {
  const search = await repo.searchByToken(app.db, token);
  if (!search) throw new AppError('NOT_FOUND', MESSAGES.unsubscribeInvalid);
  const names = await repo.turnOffAlerts(app.db, search, digest);
  app.log.info({ savedSearch: search.id, digest, turnedOff: names.length }, 'alerts unsubscribed by link');
  return {
    name: search.name,
    scope: digest ? ('digest' as const) : ('search' as const),
    turned_off: names.length,
  };
}
