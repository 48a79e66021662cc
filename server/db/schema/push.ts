import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A browser's Web Push subscription (one per device and browser profile). The endpoint is the push
 * service's address for that browser: unique, so subscribing again on a device updates its row.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique('push_subscriptions_endpoint_uq'),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    /** A short label of the browser that subscribed ('Chrome on Android'), shown to its owner. */
    userAgent: text('user_agent').notNull().default(''),
    createdAt: ts('created_at').notNull().defaultNow(),
    /** When a push to it was last accepted by the push service. */
    lastSuccessAt: ts('last_success_at'),
  },
  (t) => [index('push_subscriptions_user_idx').on(t.userId)],
);
