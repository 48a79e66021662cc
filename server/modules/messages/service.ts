import {
  MESSAGE_PAGE_SIZE,
  MESSAGES_PER_MINUTE,
  NEW_ACCOUNT_CONVERSATIONS,
  type TMessageReportReason,
} from '@common/constants';
import type {
  TBlockResponse,
  TBlocksResponse,
  TContactsResponse,
  TConversationResponse,
  TMessage,
  TMessagePost,
  TReadResponse,
} from '@common/contracts/messages';
import { AppError } from '@common/errors';
import { MESSAGES } from '@common/messages';
import { matchScamPatterns, NEW_ACCOUNT_HOURS } from '@common/rules/scam-patterns';
import type { FastifyInstance } from 'fastify';
import type { TStorage } from '../../adapters/storage';
import { pgCode } from '../../db/pg-code';
import type { TSessionUser } from '../../plugins/auth-session';
import { takeFromWindow } from '../../plugins/user-limiter';
import { queueMessageNotice } from './notices-job';
import { toPostSummary } from './post-summary';
import * as repo from './repository';

type TApp = Pick<FastifyInstance, 'db' | 'clock' | 'storage'>;
type TSendApp = TApp & Pick<FastifyInstance, 'events' | 'jobs' | 'config' | 'rateCounters'>;

const CONTACTS_LIMIT = 500;
const iso = (d: Date | string) => new Date(d).toISOString();

/**
 * A stored message as `viewerId` sees it: its receiver is warned when it matched a scam pattern;
 * its sender never learns that (warning is false for them).
 */
export function toMessage(storage: TStorage, row: repo.TMessageRow, viewerId: string): TMessage {
  return {
    id: Number(row.id),
    sender_id: row.sender_id,
    receiver_id: row.receiver_id,
    content: row.content,
    created_at: iso(row.created_at),
    read_at: row.read_at === null ? null : iso(row.read_at),
    post_id: row.post_id === null ? null : Number(row.post_id),
    post: toPostSummary(storage, row),
    warning: Boolean(row.flagged) && row.receiver_id === viewerId,
  };
}

/** The other party of a conversation: not the viewer, and a user with a profile. */
async function otherParty(app: TApp, me: TSessionUser, otherId: string) {
  if (otherId === me.id) throw new AppError('BAD_REQUEST', MESSAGES.messageSelf);
  const other = await repo.findProfile(app.db, otherId);
  if (!other) throw new AppError('NOT_FOUND', MESSAGES.messageUserNotFound);
  return other;
}

/** A post one of the two users sells: a message between them may be about it. */
async function postBetween(app: TApp, postId: number, a: string, b: string) {
  const seller = await repo.findPostSeller(app.db, postId);
  if (seller === undefined) throw new AppError('NOT_FOUND', MESSAGES.messagePostNotFound);
  if (seller !== a && seller !== b) throw new AppError('BAD_REQUEST', MESSAGES.messagePostNotTheirs);
}

const isMissingReference = (err: unknown) => pgCode(err) === '23503';

/**
 * Sends a message (the spec's INSERT messages): to another user with a profile, from a user with
 * one, unless either has blocked the other, at most MESSAGES_PER_MINUTE a minute; about a post
 * when `postId` names one of the two users' posts. The row, its notification and its email job
 * commit together, so every instance hears of exactly the stored messages.
 */
export async function sendMessage(
  app: TSendApp,
  me: TSessionUser,
  receiverId: string,
  content: string,
  postId?: number,
) {
  const receiver = await otherParty(app, me, receiverId);
  if (receiver.deleted) throw new AppError('FORBIDDEN', MESSAGES.messageReceiverDeleted);
  if (!(await repo.findProfile(app.db, me.id))) throw new AppError('FORBIDDEN', MESSAGES.profileRequired);
  const blocks = await repo.blocksBetween(app.db, me.id, receiverId);
  if (blocks.a_blocked_b) throw new AppError('FORBIDDEN', MESSAGES.messageReceiverBlocked);
  if (blocks.b_blocked_a) throw new AppError('FORBIDDEN', MESSAGES.messageBlockedByReceiver);
  if (postId !== undefined) await postBetween(app, postId, me.id, receiverId);
  const firstMessage = !(await repo.pairHasMessages(app.db, me.id, receiverId));
  const createdAt = await repo.accountCreatedAt(app.db, me.id);
  const newAccount =
    createdAt !== undefined && app.clock().getTime() - createdAt.getTime() < NEW_ACCOUNT_HOURS * 3_600_000;
  // A new account starts at most NEW_ACCOUNT_CONVERSATIONS conversations on its first day.
  if (
    firstMessage &&
    newAccount &&
    (await repo.conversationsStarted(app.db, me.id)) >= NEW_ACCOUNT_CONVERSATIONS
  ) {
    throw new AppError('RATE_LIMITED', MESSAGES.newAccountConversations);
  }
  const patterns = matchScamPatterns(content, { firstMessage, newAccount });
  const rate = await takeFromWindow(app.rateCounters, `msg:${me.id}`, {
    max: MESSAGES_PER_MINUTE,
    windowMs: 60_000,
  });
  if (!rate.ok) {
    throw Object.assign(new AppError('RATE_LIMITED', MESSAGES.tooManyMessages), {
      retryAfter: rate.retryAfterSeconds,
    });
  }
  const row = await app.db
    .transaction(async (tx) => {
      const inserted = await repo.insertMessage(tx, me.id, receiverId, content, app.clock(), postId ?? null);
      // Delivered all the same, but flagged: its receiver is warned and admins review it.
      if (patterns.length > 0) await repo.insertPatternFlag(tx, Number(inserted.id), patterns, app.clock());
      await repo.notify(tx, { t: 'message', id: Number(inserted.id), s: me.id, r: receiverId });
      await queueMessageNotice(app, tx);
      return inserted;
    })
    .catch((err: unknown) => {
      // The post was deleted between the check and the insert.
      if (isMissingReference(err)) throw new AppError('NOT_FOUND', MESSAGES.messagePostNotFound);
      throw err;
    });
  // Listeners (a push to the receiver's devices) run after this answer, never delaying it.
  app.events.emit('messageSent', {
    id: Number(row.id),
    senderId: me.id,
    receiverId,
    content,
    flagged: patterns.length > 0,
  });
  return toMessage(app.storage, row, me.id);
}

/**
 * The post a conversation is about to ask about (the page opened from a post's Message button):
 * one of the two users' posts, as the conversation shows it.
 */
export async function conversationPost(
  app: TApp,
  me: TSessionUser,
  otherId: string,
  postId: number,
): Promise<TMessagePost> {
  await otherParty(app, me, otherId);
  const row = await repo.findPostSummary(app.db, postId);
  if (!row) throw new AppError('NOT_FOUND', MESSAGES.messagePostNotFound);
  if (row.user_id !== me.id && row.user_id !== otherId)
    throw new AppError('BAD_REQUEST', MESSAGES.messagePostNotTheirs);
  return toPostSummary(app.storage, row) as TMessagePost;
}

/** A page of the conversation with another user (the spec's get_messages_2), oldest first. */
export async function conversation(
  app: TApp,
  me: TSessionUser,
  otherId: string,
  before: number | undefined,
): Promise<TConversationResponse> {
  const other = await otherParty(app, me, otherId);
  const [rows, blocks, latest] = await Promise.all([
    repo.conversationPage(app.db, me.id, otherId, before, MESSAGE_PAGE_SIZE),
    repo.blocksBetween(app.db, me.id, otherId),
    repo.latestPost(app.db, me.id, otherId),
  ]);
  const page = rows.slice(0, MESSAGE_PAGE_SIZE).reverse();
  return {
    user: { user_id: other.user_id, username: other.username, deleted: Boolean(other.deleted) },
    messages: page.map((row) => toMessage(app.storage, row, me.id)),
    has_more: rows.length > MESSAGE_PAGE_SIZE,
    blocked: blocks.a_blocked_b,
    latest_post: latest ? toPostSummary(app.storage, latest) : null,
  };
}

export async function contacts(app: TApp, me: TSessionUser): Promise<TContactsResponse> {
  const [rows, unread] = await Promise.all([
    repo.contacts(app.db, me.id, CONTACTS_LIMIT),
    repo.unreadTotal(app.db, me.id),
  ]);
  return {
    contacts: rows.map((r) => ({
      user_id: r.user_id,
      username: r.username,
      deleted: Boolean(r.deleted),
      last_message: r.last_message,
      last_message_at: iso(r.last_message_at),
      last_from_me: Boolean(r.last_from_me),
      unread: Number(r.unread),
      latest_post: toPostSummary(app.storage, r),
    })),
    unread_total: unread,
  };
}

export async function unread(app: TApp, me: TSessionUser) {
  return { unread_total: await repo.unreadTotal(app.db, me.id) };
}

/** Marks the conversation's received messages read; the user's other tabs hear of it. */
export async function markRead(app: TApp, me: TSessionUser, otherId: string): Promise<TReadResponse> {
  await otherParty(app, me, otherId);
  const read = await app.db.transaction(async (tx) => {
    const n = await repo.markRead(tx, me.id, otherId, app.clock());
    if (n > 0) await repo.notify(tx, { t: 'read', u: me.id });
    return n;
  });
  return { read, unread_total: await repo.unreadTotal(app.db, me.id) };
}

export async function listBlocks(app: TApp, me: TSessionUser): Promise<TBlocksResponse> {
  const rows = await repo.listBlocks(app.db, me.id);
  return {
    users: rows.map((r) => ({ user_id: r.user_id, username: r.username, blocked_at: iso(r.blocked_at) })),
  };
}

/**
 * Blocks another user: their messages are refused from now on, what they sent is marked read (it
 * no longer counts as unread) and the conversation leaves the blocker's contacts.
 */
export async function block(app: TApp, me: TSessionUser, otherId: string): Promise<TBlockResponse> {
  await otherParty(app, me, otherId);
  await app.db.transaction(async (tx) => {
    await repo.addBlock(tx, me.id, otherId);
    if ((await repo.markRead(tx, me.id, otherId, app.clock())) > 0)
      await repo.notify(tx, { t: 'read', u: me.id });
  });
  return { user_id: otherId, blocked: true };
}

export async function unblock(app: TApp, me: TSessionUser, otherId: string): Promise<TBlockResponse> {
  if (otherId === me.id) throw new AppError('BAD_REQUEST', MESSAGES.messageSelf);
  await repo.removeBlock(app.db, me.id, otherId);
  return { user_id: otherId, blocked: false };
}

/**
 * A party of the conversation reports a message it received into the admins' queue;
 * reporting it again updates the reason and note of the first report.
 */
export async function reportMessage(
  app: TApp,
  me: TSessionUser,
  messageId: number,
  reason: TMessageReportReason,
  note: string,
) {
  const row = await repo.findMessage(app.db, messageId);
  if (!row || (row.sender_id !== me.id && row.receiver_id !== me.id))
    throw new AppError('NOT_FOUND', MESSAGES.messageNotFound);
  if (row.sender_id === me.id) throw new AppError('BAD_REQUEST', MESSAGES.messageReportOwn);
  const { id } = await repo.upsertMessageReport(app.db, messageId, me.id, reason, note, app.clock());
  return { id, reported: true };
}
