import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { posts } from './posts';
import { savedSearches } from './saved-searches';

/**
 * A new post waiting for its user's next daily digest: one row per user and post, so a
 * post that matches two of a user's daily searches is told once. The digest job sends and deletes them.
 */
export const alertDigestItems = pgTable(
  'alert_digest_items',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    savedSearchId: integer('saved_search_id')
      .notNull()
      .references(() => savedSearches.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'alert_digest_items_pk', columns: [t.userId, t.postId] }),
    // Deleting a post or a saved search removes its rows.
    index('alert_digest_items_post_idx').on(t.postId),
    index('alert_digest_items_search_idx').on(t.savedSearchId),
  ],
);
