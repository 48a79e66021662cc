import { z } from 'zod';
import { CURRENCIES, MESSAGE_MAX, MESSAGE_REPORT_NOTE_MAX, MESSAGE_REPORT_REASONS } from '../constants';
import { ZRowId } from './ids';

// Messages between two users (docs/PRODUCT.md §4, §5 and §7). User ids are Better Auth's
// text ids; zod messages are keys of common/locales/en.json.

const ZUserId = z
  .string({ error: 'messageUserInvalid' })
  .trim()
  .min(1, 'messageUserInvalid')
  .max(100, 'messageUserInvalid')
  .regex(/^[A-Za-z0-9_-]+$/, 'messageUserInvalid');

/**
 * The post a message asks about, as anyone in the conversation may see it: its public
 * face only, never the seller's address or anyone's email.
 */
export const ZMessagePost = z.object({
  id: z.number().int(),
  /** The post's title (docs/PRODUCT.md §2): year, vehicle name, part name, stock number. */
  title: z.string(),
  /** Its page's canonical address, /view/{id}/{slug} (common/rules/slug.ts). */
  path: z.string(),
  price: z.number(),
  currencytype: z.enum(CURRENCIES),
  /** The first photo's thumbnail URL; null when the post has none. */
  image: z.string().nullable(),
  /** Still for sale (not sold or expired). */
  live: z.boolean(),
});
export type TMessagePost = z.infer<typeof ZMessagePost>;

export const ZMessage = z.object({
  id: z.number().int(),
  sender_id: z.string(),
  receiver_id: z.string(),
  /** Plain text: the browser shows it as text, never as HTML. */
  content: z.string(),
  created_at: z.string(),
  read_at: z.string().nullable(),
  /** The post this message was sent about (from the post's page); null when none, or once it is deleted. */
  post_id: z.number().int().nullable(),
  post: ZMessagePost.nullable(),
  /**
   * The message matched a scam pattern and the viewer is its receiver (show the safety
   * warning). Always false for its sender, who is never told a rule fired.
   */
  warning: z.boolean().optional(),
});
export type TMessage = z.infer<typeof ZMessage>;

// GET /api/messages/contacts: the spec's get_users_i_spoke_with, newest conversation first.
export const ZContact = z.object({
  user_id: z.string(),
  username: z.string(),
  /** The account was deleted (show "deleted user"; it receives no messages). */
  deleted: z.boolean().optional(),
  last_message: z.string(),
  last_message_at: z.string(),
  /** Whether the viewer wrote the last message. */
  last_from_me: z.boolean(),
  unread: z.number().int(),
  /** The post most recently asked about in this conversation, if any still exists. */
  latest_post: ZMessagePost.nullable(),
});
export type TContact = z.infer<typeof ZContact>;

export const ZContactsResponse = z.object({
  contacts: z.array(ZContact),
  unread_total: z.number().int(),
});
export type TContactsResponse = z.infer<typeof ZContactsResponse>;

// GET /api/messages/unread: the header badge.
export const ZUnreadResponse = z.object({ unread_total: z.number().int() });
export type TUnreadResponse = z.infer<typeof ZUnreadResponse>;

// GET /api/messages/{user_id}?before={message id}: the spec's get_messages_2, a page of the
// conversation (oldest first within the page), older pages by `before`.
export const ZConversationParams = z.object({ user_id: ZUserId });
export const ZConversationQuery = z.object({ before: ZRowId('messageBeforeInvalid').optional() });

export const ZConversationResponse = z.object({
  /** deleted: the account was deleted; its messages stay, it receives no more. */
  user: z.object({ user_id: z.string(), username: z.string(), deleted: z.boolean().optional() }),
  messages: z.array(ZMessage),
  /** Older messages exist before the first one here. */
  has_more: z.boolean(),
  /** The viewer has blocked this user (sending is refused until unblocked). */
  blocked: z.boolean(),
  /** The post most recently asked about in the whole conversation (it may be on an older page). */
  latest_post: ZMessagePost.nullable(),
});
export type TConversationResponse = z.infer<typeof ZConversationResponse>;

// POST /api/messages: the spec's INSERT messages (content, sender_id, receiver_id).
export const ZSendMessageRequest = z.object({
  receiver_id: ZUserId,
  content: z
    .string({ error: 'messageEmpty' })
    .trim()
    .min(1, 'messageEmpty')
    .max(MESSAGE_MAX, 'messageTooLong'),
  /** The post the message asks about: one of the sender's or the receiver's posts. */
  post_id: ZRowId('messagePostInvalid').optional(),
});

// GET /api/messages/{user_id}/posts/{post_id}: the post a conversation is about to ask about (the
// page opened from a post's Message button), if it is one of the two users' posts.
export const ZConversationPostParams = z.object({ user_id: ZUserId, post_id: ZRowId('messagePostInvalid') });

// POST /api/messages/{user_id}/read: marks the conversation's received messages read.
export const ZReadResponse = z.object({ read: z.number().int(), unread_total: z.number().int() });
export type TReadResponse = z.infer<typeof ZReadResponse>;

// POST /api/messages/{id}/report: a party of the conversation reports a message; a
// second report by the same person updates the first.
export const ZMessageIdParams = z.object({ id: ZRowId('messageIdInvalid') });
export const ZMessageReportRequest = z.object({
  reason: z.enum(MESSAGE_REPORT_REASONS, { error: 'messageReportReasonInvalid' }),
  note: z
    .string({ error: 'messageReportNoteTooLong' })
    .trim()
    .max(MESSAGE_REPORT_NOTE_MAX, 'messageReportNoteTooLong')
    .default(''),
});
export type TMessageReportRequest = z.input<typeof ZMessageReportRequest>;
export const ZMessageReportResponse = z.object({ id: z.number().int(), reported: z.boolean() });
export type TMessageReportResponse = z.infer<typeof ZMessageReportResponse>;

// Blocks: GET /api/messages/blocks, POST /api/messages/blocks {user_id}, DELETE /api/messages/blocks/{user_id}.
// The one user a block names, in the body (POST) or the path (DELETE).
export const ZBlockTarget = z.object({ user_id: ZUserId });
export const ZBlockedUser = z.object({ user_id: z.string(), username: z.string(), blocked_at: z.string() });
export type TBlockedUser = z.infer<typeof ZBlockedUser>;
export const ZBlocksResponse = z.object({ users: z.array(ZBlockedUser) });
export type TBlocksResponse = z.infer<typeof ZBlocksResponse>;
export const ZBlockResponse = z.object({ user_id: z.string(), blocked: z.boolean() });
export type TBlockResponse = z.infer<typeof ZBlockResponse>;

/**
 * What /api/ws sends (server -> browser, JSON). 'hello' on connect (after a reconnect the browser
 * refetches what it missed), 'message' for each message the user sent or received (from any tab),
 * 'read' when one of the user's tabs read a conversation, 'resync' when the server itself may have
 * missed events, 'pong' answering the browser's 'ping' text (its way to notice a dead connection).
 */
export type TLiveEvent =
  | { type: 'hello'; unread_total: number }
  | { type: 'message'; message: TMessage; unread_total: number }
  | { type: 'read'; unread_total: number }
  /** The user's notification centre changed: its unread count (the bell's). */
  | { type: 'notices'; unread_total: number }
  | { type: 'resync' }
  | { type: 'pong' };

export { LIVE_CLOSE_SIGNED_OUT, LIVE_PATH } from './live';
