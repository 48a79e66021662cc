import { z } from 'zod';
import { RESPONSE_TIME_BUCKETS } from '../rules/response-time';
import { REVIEW_REMOVE_REASON_MAX, REVIEW_TEXT_MAX } from '../rules/reviews';
import { ZInt, ZRowId } from './ids';

// Reviews between the two sides of a conversation about a post, and a user's public
// reputation. Users are named by their public user id (as GET /api/users/{id}); zod messages are
// keys of common/locales/en.json. Nothing here carries an email, street, postal code or legal name.

const ZUserId = z
  .string({ error: 'reviewUserInvalid' })
  .trim()
  .min(1, 'reviewUserInvalid')
  .max(100, 'reviewUserInvalid')
  .regex(/^[A-Za-z0-9_-]+$/, 'reviewUserInvalid');

const ZRating = z
  .number({ error: 'reviewRatingInvalid' })
  .int('reviewRatingInvalid')
  .min(1, 'reviewRatingInvalid')
  .max(5, 'reviewRatingInvalid');
const ZReviewText = z.string({ error: 'reviewTextTooLong' }).trim().max(REVIEW_TEXT_MAX, 'reviewTextTooLong');

/** A review as anyone may read it. */
export const ZReview = z.object({
  id: z.number().int(),
  rating: z.number().int(),
  text: z.string(),
  created_at: z.string(),
  /** Changed by its author after it was written. */
  edited: z.boolean(),
  /** The post the conversation was about; null once it is deleted (post_title stays). */
  post_id: z.number().int().nullable(),
  post_title: z.string(),
  /** null when the author's account was deleted (shown as 'deleted user'). */
  reviewer_id: z.string().nullable(),
  reviewer_name: z.string().nullable(),
  reviewee_id: z.string(),
  /** The rated user's one public answer. */
  answer: z.string().nullable(),
  answered_at: z.string().nullable(),
});
export type TReview = z.infer<typeof ZReview>;

// POST /api/reviews: rate the other side of a conversation about a post.
export const ZCreateReviewRequest = z.object({
  post_id: ZRowId('reviewPostInvalid'),
  /** The rated user: the post's seller for a buyer, the buyer the seller talked with for a seller. */
  reviewee_id: ZUserId,
  rating: ZRating,
  text: ZReviewText.default(''),
});
export type TCreateReviewRequest = z.input<typeof ZCreateReviewRequest>;

// PATCH /api/reviews/{id}: its author changes the rating, the text or both within 7 days.
export const ZUpdateReviewRequest = z
  .object({ rating: ZRating.optional(), text: ZReviewText.optional() })
  .refine((b) => b.rating !== undefined || b.text !== undefined, { message: 'reviewChangeEmpty' });
export type TUpdateReviewRequest = z.input<typeof ZUpdateReviewRequest>;

// POST /api/reviews/{id}/answer: the rated user's one public answer.
export const ZAnswerReviewRequest = z.object({
  text: z
    .string({ error: 'reviewAnswerRequired' })
    .trim()
    .min(1, 'reviewAnswerRequired')
    .max(REVIEW_TEXT_MAX, 'reviewAnswerTooLong'),
});

export const ZReviewIdParams = z.object({ id: ZRowId('reviewIdInvalid') });

// GET /api/reviews/eligibility?with={user id}&post_id={id}: may the viewer rate this user for this post?
export const ZEligibilityQuery = z.object({ with: ZUserId, post_id: ZRowId('reviewPostInvalid') });
export const ZReviewEligibility = z.object({
  /** The viewer may write a review now. */
  can_rate: z.boolean(),
  /** The viewer's own review of this user for this post, if written (and not removed). */
  review: ZReview.nullable(),
  /** The viewer may still change it (7 days). */
  can_edit: z.boolean(),
  /** Why not, in words, when neither. */
  reason: z.string().nullable(),
});
export type TReviewEligibility = z.infer<typeof ZReviewEligibility>;

// GET /api/users/{id}/reviews?page=N: a user's reviews, newest first.
export const ZUserReviewsQuery = z.object({ page: ZInt('pageInvalid', { min: 1, max: 10_000 }).default(1) });
export const ZUserReviewsResponse = z.object({
  reviews: z.array(ZReview),
  page: z.number().int(),
  has_more: z.boolean(),
});
export type TUserReviewsResponse = z.infer<typeof ZUserReviewsResponse>;

// GET /api/users/{id}/reputation: what a buyer reads before driving 40 km.
export const ZReputation = z.object({
  user_id: z.string(),
  /** The average rating to one decimal; null without reviews. Removed reviews do not count. */
  average: z.number().nullable(),
  count: z.number().int(),
  /** The latest 3 reviews, newest first. */
  latest: z.array(ZReview),
  /** When the account was made. */
  member_since: z.string(),
  email_verified: z.boolean(),
  /** Posts marked sold that are still kept (sold posts are deleted after a while). */
  posts_sold: z.number().int(),
  /** How fast the user usually answers messages (common/rules/response-time.ts); null when unknown. */
  response_time: z.enum(RESPONSE_TIME_BUCKETS).nullable(),
});
export type TReputation = z.infer<typeof ZReputation>;

// POST /api/admin/reviews/{id}/remove {reason}: an admin removes a review, the reason in the audit log.
export const ZRemoveReviewRequest = z.object({
  reason: z
    .string({ error: 'reviewRemoveReasonRequired' })
    .trim()
    .min(1, 'reviewRemoveReasonRequired')
    .max(REVIEW_REMOVE_REASON_MAX, 'reviewRemoveReasonTooLong'),
});
export const ZRemoveReviewResponse = z.object({ id: z.number().int(), removed: z.boolean() });
