import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { posts } from './posts';

// Reputation (reviews between the two sides of a conversation about a post) and the
// sign-in history admins read on a user's page.
const ts = (name: string) => timestamp(name, { withTimezone: true });

/**
 * One side's rating of the other after a conversation about a post in which both wrote: 1-5 stars
 * and up to 500 characters, editable by its author for 7 days; the rated user answers once, in
 * public. An admin removes one with a reason (kept here and in the audit log); a removed review is
 * no longer shown nor counted. It outlives the post (post_id set null; the title is kept).
 */
export const reviews = pgTable(
  'reviews',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    postId: integer('post_id').references(() => posts.id, { onDelete: 'set null' }),
    /** The post's title when it was rated, shown with the review once the post is gone. */
    postTitle: text('post_title').notNull().default(''),
    reviewerId: text('reviewer_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    revieweeId: text('reviewee_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    body: text('body').notNull().default(''),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    /** The rated user's one public answer. */
    answer: text('answer'),
    answeredAt: ts('answered_at'),
    removedAt: ts('removed_at'),
    removedBy: text('removed_by').references(() => user.id, { onDelete: 'set null' }),
    removedReason: text('removed_reason'),
  },
  (t) => [
    check('reviews_rating_range', sql`${t.rating} BETWEEN 1 AND 5`),
    check('reviews_not_self', sql`${t.reviewerId} <> ${t.revieweeId}`),
    // Once per post, author and rated user: a seller who talked with two buyers about one post may
    // rate each (after the post is deleted, post_id is null and no new one can be written).
    unique('reviews_post_pair_uq').on(t.postId, t.reviewerId, t.revieweeId),
    // A user's reviews, newest first, and their average and count.
    index('reviews_reviewee_idx').on(t.revieweeId, t.id).where(sql`removed_at IS NULL`),
    index('reviews_reviewer_idx').on(t.reviewerId, t.id),
  ],
);

/** Each successful sign-in (an admin reads a user's recent ones); pruned with the sessions' age. */
export const signIns = pgTable(
  'sign_ins',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    createdAt: ts('created_at').notNull().defaultNow(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
  },
  (t) => [index('sign_ins_user_idx').on(t.userId, t.id), index('sign_ins_created_idx').on(t.createdAt)],
);
