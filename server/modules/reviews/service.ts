import type {
  TReputation,
  TReview,
  TReviewEligibility,
  TUserReviewsResponse,
} from '@common/contracts/reviews';
import { AppError } from '@common/errors';
import { MESSAGES } from '@common/messages';
import { RESPONSE_TIME_WINDOW_DAYS, responseTimeBucket } from '@common/rules/response-time';
import {
  canEditReview,
  REVIEW_PAGE_SIZE,
  REVIEW_SUMMARY_LATEST,
  roundedAverage,
} from '@common/rules/reviews';
import type { FastifyInstance } from 'fastify';
import type { TDb } from '../../db/client';
import { recordAudit } from '../../lib/audit';
import type { TSessionUser } from '../../plugins/auth-session';
import * as repo from './repository';

type TApp = Pick<FastifyInstance, 'db' | 'clock'>;
const iso = (d: Date | string) => new Date(d).toISOString();
const DAY = 86_400_000;

/** A review row as the public reads it: no removal details, a deleted author unnamed. */
export function toReview(r: repo.TReviewRow): TReview {
  return {
    id: Number(r.id),
    rating: Number(r.rating),
    text: r.body,
    created_at: iso(r.created_at),
    edited: new Date(r.updated_at).getTime() > new Date(r.created_at).getTime(),
    post_id: r.post_id === null ? null : Number(r.post_id),
    post_title: r.post_title,
    reviewer_id: r.reviewer_deleted ? null : r.reviewer_id,
    reviewer_name: r.reviewer_deleted ? null : r.reviewer_name,
    reviewee_id: r.reviewee_id,
    answer: r.answer,
    answered_at: r.answered_at === null ? null : iso(r.answered_at),
  };
}

/** The signed-in writer: a live, unsuspended account (a suspended user's sessions are revoked too). */
async function writer(db: TDb, me: TSessionUser) {
  const state = await repo.findUser(db, me.id);
  if (!state || state.deleted) throw new AppError('UNAUTHENTICATED', MESSAGES.signInRequired);
  if (state.banned) throw new AppError('FORBIDDEN', MESSAGES.reviewSuspended);
  return state;
}

/**
 * Why `me` may not rate `otherId` for `postId` (an AppError), or the post's title when they may:
 * not themselves, a live user with a profile, an existing post of one of the two, and a conversation
 * about it in which both wrote.
 */
async function checkMayRate(db: TDb, me: TSessionUser, otherId: string, postId: number) {
  if (otherId === me.id) throw new AppError('BAD_REQUEST', MESSAGES.reviewSelf);
  const other = await repo.findUser(db, otherId);
  if (!other || other.deleted || other.username === null) {
    throw new AppError('NOT_FOUND', MESSAGES.reviewUserNotFound);
  }
  const post = await repo.findPost(db, postId);
  if (!post) throw new AppError('NOT_FOUND', MESSAGES.reviewPostNotFound);
  // The post is one of the two users' (messages only ever name such a post), and both wrote about it.
  const theirs = post.user_id === me.id || post.user_id === otherId;
  if (!theirs || !(await repo.bothWroteAbout(db, me.id, otherId, postId))) {
    throw new AppError('FORBIDDEN', MESSAGES.reviewNoConversation);
  }
  return post;
}

/** Rates the other side of a conversation about a post, once per post and rated user. */
export async function createReview(
  app: TApp,
  me: TSessionUser,
  input: { post_id: number; reviewee_id: string; rating: number; text: string },
): Promise<TReview> {
  await writer(app.db, me);
  const post = await checkMayRate(app.db, me, input.reviewee_id, input.post_id);
  const id = await repo.insertReview(app.db, {
    postId: input.post_id,
    postTitle: post.title,
    reviewerId: me.id,
    revieweeId: input.reviewee_id,
    rating: input.rating,
    body: input.text,
    now: app.clock(),
  });
  if (id === undefined) throw new AppError('CONFLICT', MESSAGES.reviewTwice);
  return toReview(await readReview(app.db, id));
}

async function readReview(db: TDb, id: number) {
  const row = await repo.findReview(db, id);
  if (!row || row.removed_at !== null) throw new AppError('NOT_FOUND', MESSAGES.reviewNotFound);
  return row;
}

/** Its author changes a review within REVIEW_EDIT_DAYS of writing it. */
export async function updateReview(
  app: TApp,
  me: TSessionUser,
  id: number,
  change: { rating?: number; text?: string },
): Promise<TReview> {
  await writer(app.db, me);
  const row = await readReview(app.db, id);
  if (row.reviewer_id !== me.id) throw new AppError('FORBIDDEN', MESSAGES.reviewNotYours);
  if (!canEditReview({ reviewer_id: row.reviewer_id, created_at: iso(row.created_at) }, me.id, app.clock())) {
    throw new AppError('FORBIDDEN', MESSAGES.reviewEditClosed);
  }
  await repo.updateReview(app.db, id, { rating: change.rating, body: change.text }, app.clock());
  return toReview(await readReview(app.db, id));
}

/** The rated user's one public answer (not changed afterwards). */
export async function answerReview(app: TApp, me: TSessionUser, id: number, text: string): Promise<TReview> {
  await writer(app.db, me);
  const row = await readReview(app.db, id);
  if (row.reviewee_id !== me.id) throw new AppError('FORBIDDEN', MESSAGES.reviewAnswerNotYours);
  if (row.answer !== null || !(await repo.answerReview(app.db, id, text, app.clock()))) {
    throw new AppError('CONFLICT', MESSAGES.reviewAnswered);
  }
  return toReview(await readReview(app.db, id));
}

/** May the viewer rate `otherId` for `postId`, or change the review they wrote? */
export async function eligibility(
  app: TApp,
  me: TSessionUser,
  otherId: string,
  postId: number,
): Promise<TReviewEligibility> {
  const mine = await repo.findByAuthorAndPost(app.db, me.id, otherId, postId);
  if (mine) {
    const review = mine.removed_at === null ? toReview(mine) : null;
    const state = await repo.findUser(app.db, me.id);
    const editable = review !== null && !state?.banned && canEditReview(review, me.id, app.clock());
    return {
      can_rate: false,
      review,
      can_edit: editable,
      reason: editable ? null : review ? MESSAGES.reviewEditClosed : MESSAGES.reviewTwice,
    };
  }
  try {
    await writer(app.db, me);
    await checkMayRate(app.db, me, otherId, postId);
    return { can_rate: true, review: null, can_edit: false, reason: null };
  } catch (err) {
    if (!(err instanceof AppError) || err.statusCode >= 500) throw err;
    return { can_rate: false, review: null, can_edit: false, reason: err.message };
  }
}

/** A user with a public page: a live account with a profile (else 404, as GET /api/users/{id}). */
async function publicUser(db: TDb, userId: string) {
  const user = await repo.findUser(db, userId);
  if (!user || user.deleted || user.username === null) throw new AppError('NOT_FOUND', MESSAGES.userNotFound);
  return user;
}

/** A page of a user's reviews, newest first. */
export async function userReviews(db: TDb, userId: string, page: number): Promise<TUserReviewsResponse> {
  await publicUser(db, userId);
  const found = await repo.listForUser(db, userId, (page - 1) * REVIEW_PAGE_SIZE, REVIEW_PAGE_SIZE);
  return {
    reviews: found.slice(0, REVIEW_PAGE_SIZE).map(toReview),
    page,
    has_more: found.length > REVIEW_PAGE_SIZE,
  };
}

/** What a buyer reads of a user before meeting them: ratings, age, sales and answer time. */
export async function reputation(db: TDb, userId: string, now: Date): Promise<TReputation> {
  const user = await publicUser(db, userId);
  const since = new Date(now.getTime() - RESPONSE_TIME_WINDOW_DAYS * DAY);
  const [rating, latest, sold, delays] = await Promise.all([
    repo.ratingOf(db, userId),
    repo.listForUser(db, userId, 0, REVIEW_SUMMARY_LATEST),
    repo.postsSold(db, userId),
    repo.answerDelays(db, userId, since),
  ]);
  return {
    user_id: userId,
    average: roundedAverage(rating.average),
    count: rating.count,
    latest: latest.slice(0, REVIEW_SUMMARY_LATEST).map(toReview),
    member_since: iso(user.created_at),
    email_verified: Boolean(user.email_verified),
    posts_sold: sold,
    response_time: responseTimeBucket(
      delays.medianSeconds === null ? null : delays.medianSeconds * 1000,
      delays.samples,
    ),
  };
}

/** An admin removes a review: gone from lists and averages, the reason kept and in the audit log. */
export async function removeReview(app: TApp, admin: TSessionUser, id: number, reason: string) {
  await app.db.transaction(async (tx) => {
    const row = await repo.findReview(tx, id);
    if (!row) throw new AppError('NOT_FOUND', MESSAGES.reviewNotFound);
    if (!(await repo.removeReview(tx, id, admin.id, reason, app.clock()))) {
      throw new AppError('CONFLICT', MESSAGES.reviewAlreadyRemoved);
    }
    await recordAudit(tx, admin, {
      action: 'review.removed',
      targetType: 'review',
      targetId: id,
      details: `${row.rating}-star review of user ${row.reviewee_id} by ${row.reviewer_name ?? 'deleted user'} (post "${row.post_title}"). Reason: ${reason}`,
    });
  });
  return { id, removed: true };
}
