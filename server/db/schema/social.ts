import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { user } from './auth';
import { posts } from './posts';

const ts = (name: string) => timestamp(name, { withTimezone: true });

export const favorites = pgTable(
  'favorites',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [unique('favorites_user_post_uq').on(t.userId, t.postId), index('favorites_post_idx').on(t.postId)],
);

export const messages = pgTable(
  'messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    senderId: text('sender_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    receiverId: text('receiver_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    readAt: ts('read_at'),
    /** When an open tab of the receiver got it live (or it was read): no email is due then. */
    deliveredAt: ts('delivered_at'),
    /** Whether the offline-email job has looked at it (each message once, on one instance). */
    noticeChecked: boolean('notice_checked').notNull().default(false),
    /** The post this message asks about, when it was sent from a post (kept null once the post is gone). */
    postId: integer('post_id').references(() => posts.id, { onDelete: 'set null' }),
  },
  (t) => [
    // A conversation's page (either direction, newest first by id) and a user's contacts.
    index('messages_pair_id_idx').on(t.senderId, t.receiverId, t.id),
    index('messages_receiver_id_idx').on(t.receiverId, t.id),
    index('messages_sender_id_idx').on(t.senderId, t.id),
    index('messages_unread_idx').on(t.receiverId, t.senderId).where(sql`read_at IS NULL`),
    index('messages_notice_due_idx').on(t.createdAt).where(sql`notice_checked = false`),
    // Deleting a post clears its messages' post_id; this keeps that from scanning every message.
    index('messages_post_idx').on(t.postId).where(sql`post_id IS NOT NULL`),
  ],
);

/**
 * The admins' queue of messages: a message that matched scam patterns (kind 'pattern',
 * no reporter; its receiver sees a warning) or one a party of the conversation reported (kind
 * 'report', one row per reporter and message: a second report updates the first).
 */
export const messageFlags = pgTable(
  'message_flags',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    messageId: integer('message_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['pattern', 'report'] }).notNull(),
    /** The ids of the scam patterns it matched (common/rules/scam-patterns.ts); empty for a report. */
    patterns: text('patterns').array().notNull().default(sql`'{}'::text[]`),
    reporterId: text('reporter_id').references(() => user.id, { onDelete: 'cascade' }),
    /** A report's reason (MESSAGE_REPORT_REASONS) and optional note. */
    reason: text('reason'),
    note: text('note').notNull().default(''),
    createdAt: ts('created_at').notNull().defaultNow(),
    reviewedBy: text('reviewed_by').references(() => user.id, { onDelete: 'set null' }),
    reviewedAt: ts('reviewed_at'),
  },
  (t) => [
    unique('message_flags_message_reporter_uq').on(t.messageId, t.reporterId),
    index('message_flags_open_idx').on(t.createdAt).where(sql`reviewed_at IS NULL`),
    index('message_flags_reviewed_idx').on(t.reviewedAt).where(sql`reviewed_at IS NOT NULL`),
  ],
);

/** blocker_id no longer takes messages from blocked_id (and the conversation leaves their list). */
export const messageBlocks = pgTable(
  'message_blocks',
  {
    blockerId: text('blocker_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    blockedId: text('blocked_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.blockerId, t.blockedId] })],
);

/** The last offline-message email per conversation (receiver, sender): at most one per 15 minutes. */
export const messageNotices = pgTable(
  'message_notices',
  {
    receiverId: text('receiver_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    senderId: text('sender_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    sentAt: ts('sent_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.receiverId, t.senderId] })],
);

export const reportReason = pgEnum('report_reason', ['Spam', 'Scam', 'Other']);
export const reportResolution = pgEnum('report_resolution', ['deleted', 'ignored']);

/** A report on a post; it outlives the post (post_id set null) so admins can look back. */
export const reports = pgTable(
  'reports',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    postId: integer('post_id').references(() => posts.id, { onDelete: 'set null' }),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    reason: reportReason('reason').notNull().default('Spam'),
    description: text('description').notNull().default(''),
    email: text('email').notNull(),
    /** The post's title when it was reported, so a report still says what it was about after the post is deleted. */
    postTitle: text('post_title').notNull().default(''),
    resolved: boolean('resolved').notNull().default(false),
    /** How an admin resolved it: the post was deleted, or the report ignored. */
    resolution: reportResolution('resolution'),
    resolvedBy: text('resolved_by').references(() => user.id, { onDelete: 'set null' }),
    resolvedAt: ts('resolved_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
    /** How many times its reporter reported the post while it was open (a second one adds to the first). */
    reportCount: integer('report_count').notNull().default(1),
    /** When the same person last added to it; null while it was reported once. */
    lastReportedAt: ts('last_reported_at'),
  },
  (t) => [index('reports_open_idx').on(t.resolved, t.createdAt)],
);

/** Every admin action: who did what to which row, when (admins read it on the dashboard). */
export const auditLog = pgTable(
  'audit_log',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    adminId: text('admin_id').references(() => user.id, { onDelete: 'set null' }),
    /** The admin's email at the time, kept when the account is gone. */
    adminEmail: text('admin_email').notNull(),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    /** What changed, in words a person reads ('Honda - Civc' -> 'Honda - Civic'). */
    details: text('details').notNull().default(''),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('audit_log_created_idx').on(t.createdAt)],
);

export const reportImages = pgTable(
  'report_images',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    reportId: integer('report_id')
      .notNull()
      .references(() => reports.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    storageKey: text('storage_key').notNull(),
  },
  (t) => [unique('report_images_position_uq').on(t.reportId, t.position)],
);

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull().default(''),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    handled: boolean('handled').notNull().default(false),
    handledBy: text('handled_by').references(() => user.id, { onDelete: 'set null' }),
    handledAt: ts('handled_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('contact_messages_created_idx').on(t.handled, t.createdAt)],
);

/** Settings an admin changes at run time (for example the USD/CAD rate), one row per key. */
export const siteSettings = pgTable('site_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
  updatedBy: text('updated_by').references(() => user.id, { onDelete: 'set null' }),
});
