import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { posts } from './posts';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A notice in a user's notification centre (the bell): a saved search's new match, a watched post's
 * price drop or sale, a seller's ad about to expire... The sentence is not stored: the app words it
 * from `kind` and `params` in the reader's language.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    /** The words' values (a post's title, a search's name, prices, an admin's reason). */
    params: jsonb('params').notNull().default({}),
    /** The site path it opens (a post, a search's results). */
    link: text('link').notNull(),
    postId: integer('post_id').references(() => posts.id, { onDelete: 'set null' }),
    /** One notice per key and user ('alert:12:345': search 12 matched post 345), never two. */
    dedupeKey: text('dedupe_key'),
    createdAt: ts('created_at').notNull().defaultNow(),
    readAt: ts('read_at'),
  },
  (t) => [
    unique('notifications_user_key_uq').on(t.userId, t.dedupeKey),
    // A user's list, newest first, and their unread count.
    index('notifications_user_id_idx').on(t.userId, t.id),
    index('notifications_unread_idx').on(t.userId).where(sql`read_at IS NULL`),
    index('notifications_post_idx').on(t.postId),
  ],
);
