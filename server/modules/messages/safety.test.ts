import { NEW_ACCOUNT_CONVERSATIONS } from '@common/constants';
import type { TFlaggedMessagesResponse } from '@common/contracts/admin';
import type { TConversationResponse, TMessage } from '@common/contracts/messages';
import { MESSAGES } from '@common/messages';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, nextIp } from '../../test/accounts';
import { createTestApp, type TTestApp } from '../../test/test-app';

// Safety in messages: a message matching a scam pattern is delivered but flagged (its
// receiver alone is warned; admins see it in their queue), a party can report a message (once per
// message: a second report updates the first), and a new account starts at most 10 conversations
// on its first day.

let t: TTestApp;
interface TUser {
  id: string;
  cookie: string;
  username: string;
}
let serial = 0;
let admin: TUser;

async function user(opts: { ageHours?: number; admin?: boolean } = {}): Promise<TUser> {
  const username = `safe_user_${serial++}`;
  const u = await createUser(t.app, { username, admin: opts.admin });
  const age = opts.ageHours ?? 72;
  await t.app.db.execute(
    sql`UPDATE "user" SET created_at = now() - make_interval(hours => ${age}) WHERE id = ${u.id}`,
  );
  return { id: u.id, cookie: u.cookie, username };
}

const call = (who: TUser | null, method: InjectOptions['method'], url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: who ? { cookie: who.cookie } : {},
    remoteAddress: nextIp(),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

async function sent(from: TUser, to: TUser, content: string): Promise<TMessage> {
  const res = await call(from, 'POST', '/api/messages', { receiver_id: to.id, content });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
async function conversation(viewer: TUser, other: TUser): Promise<TConversationResponse> {
  const res = await call(viewer, 'GET', `/api/messages/${other.id}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
async function queue(status: 'open' | 'closed' = 'open'): Promise<TFlaggedMessagesResponse> {
  const res = await call(admin, 'GET', `/api/admin/flagged-messages?status=${status}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const flagsOf = async (messageId: number) =>
  (await t.app.db.execute(sql`SELECT * FROM message_flags WHERE message_id = ${messageId} ORDER BY id`)).rows;

beforeAll(async () => {
  t = await createTestApp();
  admin = await user({ admin: true });
});
afterAll(() => t?.close());

describe('a message that matches a scam pattern', () => {
  it('is delivered, warns its receiver only, and reaches the admin queue with its pattern', async () => {
    const scammer = await user();
    const buyer = await user();
    const text = 'I will pay with Western Union, my shipping agent picks it up';
    const message = await sent(scammer, buyer, text);
    // The sender is not told.
    expect(message.warning).toBe(false);
    expect((await conversation(scammer, buyer)).messages[0]).toMatchObject({ content: text, warning: false });
    expect((await conversation(buyer, scammer)).messages[0]).toMatchObject({ content: text, warning: true });

    const flag = (await queue()).flags.find((f) => f.message_id === message.id);
    expect(flag).toMatchObject({
      kind: 'pattern',
      content: text,
      sender: scammer.username,
      receiver: buyer.username,
      reporter: null,
      reviewed: false,
    });
    expect(flag?.patterns.map((p) => p.id)).toEqual(['wire-transfer', 'shipping-agent']);
    expect(flag?.patterns[0]?.label).toBe('Payment by wire transfer (Western Union, MoneyGram)');
  });

  it('is caught in French too', async () => {
    const scammer = await user();
    const buyer = await user();
    const message = await sent(scammer, buyer, 'Je paie en cartes-cadeaux, mon agent de livraison passera');
    expect((await flagsOf(message.id))[0]).toMatchObject({ kind: 'pattern' });
  });

  it('leaves ordinary messages unflagged', async () => {
    const buyer = await user();
    const seller = await user();
    const message = await sent(
      buyer,
      seller,
      'Hi! Is the alternator still available? Cash on pickup, or can you ship to Laval?',
    );
    expect(await flagsOf(message.id)).toEqual([]);
    expect((await conversation(seller, buyer)).messages[0]?.warning).toBe(false);
  });

  it('flags another app or a phone number only in a first message', async () => {
    const a = await user();
    const b = await user();
    const first = await sent(a, b, 'Add me on WhatsApp, 514-555-0199');
    expect((await flagsOf(first.id))[0]?.patterns).toEqual(['other-app', 'phone-number']);
    const reply = await sent(b, a, 'Sure, text me at 438-555-0123');
    expect(await flagsOf(reply.id)).toEqual([]);
  });

  it("flags a link in a new account's first message, not in an older account's", async () => {
    const fresh = await user({ ageHours: 2 });
    const old = await user();
    const receiver = await user();
    const a = await sent(fresh, receiver, 'Photos at https://example.com/part');
    expect((await flagsOf(a.id))[0]?.patterns).toEqual(['new-account-link']);
    const b = await sent(old, receiver, 'Photos at https://example.com/part');
    expect(await flagsOf(b.id)).toEqual([]);
  });
});

describe('POST /api/messages/{id}/report', () => {
  it('puts a received message in the admin queue once per reporter; a second report updates the note', async () => {
    const rude = await user();
    const me = await user();
    const message = await sent(rude, me, 'You are an idiot');
    const first = await call(me, 'POST', `/api/messages/${message.id}/report`, {
      reason: 'harassment',
      note: 'Insults after I asked for the price.',
    });
    expect(first.statusCode, first.body).toBe(200);
    const again = await call(me, 'POST', `/api/messages/${message.id}/report`, {
      reason: 'harassment',
      note: 'He wrote again.',
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().id).toBe(first.json().id);
    const rows = await flagsOf(message.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: 'report', reason: 'harassment', note: 'He wrote again.' });
    const listed = (await queue()).flags.filter((f) => f.message_id === message.id);
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ reporter: me.username, reason: 'harassment', sender: rude.username });
    // The receiver of a reported (not pattern-matched) message sees no scam warning.
    expect((await conversation(me, rude)).messages[0]?.warning).toBe(false);
  });

  it('is only for the receiver of the message, and refuses bad input in words', async () => {
    const a = await user();
    const b = await user();
    const stranger = await user();
    const message = await sent(a, b, 'Hello');
    const url = `/api/messages/${message.id}/report`;
    const visitor = await call(null, 'POST', url, { reason: 'spam' });
    expect(visitor.statusCode).toBe(401);
    const other = await call(stranger, 'POST', url, { reason: 'spam' });
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe(MESSAGES.messageNotFound);
    const own = await call(a, 'POST', url, { reason: 'spam' });
    expect(own.statusCode).toBe(400);
    expect(own.json().message).toBe(MESSAGES.messageReportOwn);
    const badReason = await call(b, 'POST', url, { reason: 'boring' });
    expect(badReason.statusCode).toBe(400);
    expect(badReason.json().message).toBe(MESSAGES.messageReportReasonInvalid);
    const longNote = await call(b, 'POST', url, { reason: 'spam', note: 'x'.repeat(501) });
    expect(longNote.statusCode).toBe(400);
    expect(longNote.json().message).toBe(MESSAGES.messageReportNoteTooLong);
    const missing = await call(b, 'POST', '/api/messages/999999/report', { reason: 'spam' });
    expect(missing.statusCode).toBe(404);
    const badId = await call(b, 'POST', '/api/messages/abc/report', { reason: 'spam' });
    expect(badId.statusCode).toBe(400);
    expect(badId.json().message).toBe(MESSAGES.messageIdInvalid);
    expect(await flagsOf(message.id)).toEqual([]);
    const ok = await call(b, 'POST', url, { reason: 'spam', note: 'x'.repeat(500) });
    expect(ok.statusCode, ok.body).toBe(200);
  });
});

describe('the admin queue of flagged messages', () => {
  it('is marked reviewed once, audited, and moves to the reviewed list', async () => {
    const scammer = await user();
    const buyer = await user();
    const message = await sent(scammer, buyer, 'Pay me in Bitcoin please');
    const flag = (await queue()).flags.find((f) => f.message_id === message.id);
    expect(flag).toBeDefined();
    const url = `/api/admin/flagged-messages/${flag?.id}/reviewed`;
    const done = await call(admin, 'POST', url);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ id: flag?.id, resolved: true });
    const twice = await call(admin, 'POST', url);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(MESSAGES.messageFlagReviewed);
    expect((await queue()).flags.some((f) => f.id === flag?.id)).toBe(false);
    expect((await queue('closed')).flags.find((f) => f.id === flag?.id)).toMatchObject({ reviewed: true });
    const audit = await t.app.db.execute(
      sql`SELECT action, target_type, target_id FROM audit_log WHERE action = 'message-flag.reviewed'`,
    );
    expect(audit.rows).toEqual([
      { action: 'message-flag.reviewed', target_type: 'message_flag', target_id: String(flag?.id) },
    ]);
    const missing = await call(admin, 'POST', '/api/admin/flagged-messages/999999/reviewed');
    expect(missing.statusCode).toBe(404);
    // The warning stays for the receiver after review.
    expect((await conversation(buyer, scammer)).messages[0]?.warning).toBe(true);
  });

  it('is closed to a visitor (401) and a user (403)', async () => {
    const someone = await user();
    expect((await call(null, 'GET', '/api/admin/flagged-messages')).statusCode).toBe(401);
    expect((await call(someone, 'GET', '/api/admin/flagged-messages')).statusCode).toBe(403);
    expect((await call(someone, 'POST', '/api/admin/flagged-messages/1/reviewed')).statusCode).toBe(403);
  });
});

describe('a new account on its first day', () => {
  it(`starts at most ${NEW_ACCOUNT_CONVERSATIONS} conversations, said in words; replies and older accounts are not limited`, async () => {
    const fresh = await user({ ageHours: 1 });
    const others: TUser[] = [];
    for (let i = 0; i < NEW_ACCOUNT_CONVERSATIONS + 1; i++) others.push(await user());
    for (const other of others.slice(0, NEW_ACCOUNT_CONVERSATIONS))
      await sent(fresh, other, 'Is it available?');
    const eleventh = others[NEW_ACCOUNT_CONVERSATIONS] as TUser;
    const refused = await call(fresh, 'POST', '/api/messages', { receiver_id: eleventh.id, content: 'Hi' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(
      'New accounts can start up to 10 conversations in their first day. Please try again tomorrow.',
    );
    // Writing again in a conversation it started, or answering one, is still fine.
    await sent(fresh, others[0] as TUser, 'Still there?');
    await sent(eleventh, fresh, 'Hello new friend');
    await sent(fresh, eleventh, 'Hello!');
    // A day later the limit is gone.
    await t.app.db.execute(
      sql`UPDATE "user" SET created_at = now() - interval '25 hours' WHERE id = ${fresh.id}`,
    );
    const later = await user();
    await sent(fresh, later, 'Is it available?');
  });
});
