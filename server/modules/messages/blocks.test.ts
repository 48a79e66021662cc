import type { TBlocksResponse, TContactsResponse, TConversationResponse } from '@common/contracts/messages';
import { MESSAGES } from '@common/messages';
import { and, eq, isNull } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../db/schema';
import { createUser, nextIp } from '../../test/accounts';
import { createTestApp, type TTestApp } from '../../test/test-app';

// Blocking in messages: GET/POST /api/messages/blocks and DELETE /api/messages/blocks/{user_id},
// what a block does to sending, contacts, unread counts and the conversation's `blocked` flag.
// As everywhere in messages, no answer carries anyone's email.

let t: TTestApp;
interface TUser {
  id: string;
  email: string;
  cookie: string;
  username: string;
}
const emails: string[] = [];
let serial = 0;

async function user(): Promise<TUser> {
  const username = `blk_user_${serial++}`;
  const u = await createUser(t.app, { username });
  emails.push(u.email);
  return { ...u, username };
}

async function call(who: TUser | null, method: InjectOptions['method'], url: string, payload?: object) {
  const res = await t.app.inject({
    method,
    url,
    headers: who ? { cookie: who.cookie } : {},
    remoteAddress: nextIp(),
    ...(payload ? { payload } : {}),
  });
  for (const email of emails) expect(res.body).not.toContain(email);
  return res;
}
const send = (from: TUser, to: TUser, content: string) =>
  call(from, 'POST', '/api/messages', { receiver_id: to.id, content });
const block = (who: TUser, id: unknown) => call(who, 'POST', '/api/messages/blocks', { user_id: id });
const unblock = (who: TUser, id: string) => call(who, 'DELETE', `/api/messages/blocks/${id}`);
const blocks = async (who: TUser) =>
  ((await call(who, 'GET', '/api/messages/blocks')).json() as TBlocksResponse).users;
const contactIds = async (who: TUser) =>
  ((await call(who, 'GET', '/api/messages/contacts')).json() as TContactsResponse).contacts.map(
    (c) => c.user_id,
  );
const unread = async (who: TUser) =>
  (await call(who, 'GET', '/api/messages/unread')).json().unread_total as number;
const conversation = async (who: TUser, other: TUser) =>
  (await call(who, 'GET', `/api/messages/${other.id}`)).json() as TConversationResponse;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('blocking a user', () => {
  it('refuses messages both ways, hides the conversation from the blocker only, and clears their unread', async () => {
    const [me, pest, friend] = [await user(), await user(), await user()];
    expect((await send(me, pest, 'hello')).statusCode).toBe(200);
    for (const n of [1, 2]) expect((await send(pest, me, `buy now ${n}`)).statusCode).toBe(200);
    expect((await send(friend, me, 'hi friend')).statusCode).toBe(200);
    expect(await unread(me)).toBe(3);
    expect(await contactIds(me)).toEqual([friend.id, pest.id]);

    const res = await block(me, pest.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ user_id: pest.id, blocked: true });

    // The pest's unread messages are read for the blocker; the friend's stay unread.
    expect(await unread(me)).toBe(1);
    const stillUnread = await t.app.db
      .select({ id: messages.id })
      .from(messages)
      .where(and(eq(messages.senderId, pest.id), isNull(messages.readAt)));
    expect(stillUnread).toEqual([]);
    // The conversation leaves the blocker's contacts, not the blocked user's.
    expect(await contactIds(me)).toEqual([friend.id]);
    expect(await contactIds(pest)).toEqual([me.id]);
    // The conversation still opens, with the flag for the blocker only.
    const mine = await conversation(me, pest);
    expect(mine.blocked).toBe(true);
    expect(mine.messages.map((m) => m.content)).toEqual(['hello', 'buy now 1', 'buy now 2']);
    expect((await conversation(pest, me)).blocked).toBe(false);
    expect((await conversation(me, friend)).blocked).toBe(false);

    const fromPest = await send(pest, me, 'let me in');
    expect(fromPest.statusCode).toBe(403);
    expect(fromPest.json()).toEqual({
      statusCode: 403,
      code: 'FORBIDDEN',
      message: MESSAGES.messageBlockedByReceiver,
    });
    const toPest = await send(me, pest, 'one more thing');
    expect(toPest.statusCode).toBe(403);
    expect(toPest.json()).toEqual({
      statusCode: 403,
      code: 'FORBIDDEN',
      message: MESSAGES.messageReceiverBlocked,
    });
    expect(await t.app.db.select().from(messages).where(eq(messages.content, 'let me in'))).toEqual([]);
    expect(await t.app.db.select().from(messages).where(eq(messages.content, 'one more thing'))).toEqual([]);
    // Others are not affected.
    expect((await send(friend, me, 'still here')).statusCode).toBe(200);
    expect((await send(pest, friend, 'hi other')).statusCode).toBe(200);
  });

  it('lists the blocked users with their usernames; blocking twice keeps one entry', async () => {
    const [me, x, y] = [await user(), await user(), await user()];
    expect(await blocks(me)).toEqual([]);
    await block(me, y.id);
    await block(me, x.id);
    expect((await block(me, x.id)).json()).toEqual({ user_id: x.id, blocked: true });
    const list = await blocks(me);
    expect(list).toEqual(
      [x, y]
        .map((u) => ({ user_id: u.id, username: u.username, blocked_at: expect.any(String) }))
        .sort((p, q) => p.username.localeCompare(q.username)),
    );
    // Each user sees only their own list.
    expect(await blocks(x)).toEqual([]);
  });

  it('unblocking lets messages through again and brings the conversation back', async () => {
    const [me, other] = [await user(), await user()];
    expect((await send(other, me, 'before')).statusCode).toBe(200);
    await block(me, other.id);
    expect((await send(other, me, 'during')).statusCode).toBe(403);
    const res = await unblock(me, other.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ user_id: other.id, blocked: false });
    expect(await blocks(me)).toEqual([]);
    expect((await conversation(me, other)).blocked).toBe(false);
    expect(await contactIds(me)).toEqual([other.id]);
    expect((await send(other, me, 'after')).statusCode).toBe(200);
    expect((await send(me, other, 'welcome back')).statusCode).toBe(200);
    expect(await unread(me)).toBe(1);
    // Unblocking someone not blocked is harmless.
    expect((await unblock(me, other.id)).json()).toEqual({ user_id: other.id, blocked: false });
  });

  it('refuses blocking oneself, an unknown user or a malformed id', async () => {
    const me = await user();
    const self = await block(me, me.id);
    expect(self.statusCode).toBe(400);
    expect(self.json()).toEqual({ statusCode: 400, code: 'BAD_REQUEST', message: MESSAGES.messageSelf });
    expect((await unblock(me, me.id)).statusCode).toBe(400);
    const unknown = await block(me, 'noSuchUser123');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(MESSAGES.messageUserNotFound);
    for (const bad of ['', '../x', 42, null, 'a\0b']) {
      const res = await block(me, bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect((await unblock(me, 'a%20b')).statusCode).toBe(400);
    expect(await blocks(me)).toEqual([]);
  });
});
