import { MESSAGE_MAX, MESSAGE_PAGE_SIZE, MESSAGES_PER_MINUTE } from '@common/constants';
import type { TContactsResponse, TConversationResponse, TMessage } from '@common/contracts/messages';
import { MESSAGES } from '@common/messages';
import { eq, or } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../db/schema';
import { createUser, nextIp } from '../../test/accounts';
import { createTestApp, type TTestApp } from '../../test/test-app';

// The messages HTTP routes for each role: a visitor, a sender, a receiver and a third user. Every
// answer is checked for leaked email addresses (no route of these shows anyone's email).

let t: TTestApp;
interface TUser {
  id: string;
  email: string;
  cookie: string;
  username: string;
}
const emails: string[] = [];
let serial = 0;

async function user(opts: { profile?: false } = {}): Promise<TUser> {
  const username = `msg_user_${serial++}`;
  const u = await createUser(t.app, { username, ...opts });
  emails.push(u.email);
  return { ...u, username };
}

/** An API call as `who` (or a visitor); no answer may carry any user's email. */
async function call(who: TUser | null, method: InjectOptions['method'], url: string, payload?: unknown) {
  const res = await t.app.inject({
    method,
    url,
    headers: who ? { cookie: who.cookie } : {},
    remoteAddress: nextIp(),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  for (const email of emails) expect(res.body).not.toContain(email);
  return res;
}
const send = (from: TUser | null, to: unknown, content: unknown) =>
  call(from, 'POST', '/api/messages', { receiver_id: to, content });
async function sent(from: TUser, to: TUser, content: string): Promise<TMessage> {
  const res = await send(from, to.id, content);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
async function page(viewer: TUser, other: string, before?: string | number): Promise<TConversationResponse> {
  const q = before === undefined ? '' : `?before=${before}`;
  const res = await call(viewer, 'GET', `/api/messages/${other}${q}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
async function contacts(viewer: TUser): Promise<TContactsResponse> {
  const res = await call(viewer, 'GET', '/api/messages/contacts');
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const unread = async (viewer: TUser) =>
  (await call(viewer, 'GET', '/api/messages/unread')).json().unread_total as number;
/** The stored messages these users sent. */
const storedBetween = (a: TUser, b: TUser) =>
  t.app.db
    .select()
    .from(messages)
    .where(or(eq(messages.senderId, a.id), eq(messages.senderId, b.id)));
const error = (status: number, code: string, message: string) => ({ statusCode: status, code, message });

let a: TUser;
let b: TUser;
let c: TUser;
beforeAll(async () => {
  t = await createTestApp();
  [a, b, c] = [await user(), await user(), await user()];
});
afterAll(() => t.close());

describe('a visitor', () => {
  it('gets 401 on every messages route', async () => {
    const routes: Array<[InjectOptions['method'], string, unknown?]> = [
      ['GET', '/api/messages/contacts'],
      ['GET', '/api/messages/unread'],
      ['GET', '/api/messages/blocks'],
      ['POST', '/api/messages/blocks', { user_id: a.id }],
      ['DELETE', `/api/messages/blocks/${a.id}`],
      ['GET', `/api/messages/${a.id}`],
      ['POST', '/api/messages', { receiver_id: a.id, content: 'hi' }],
      ['POST', `/api/messages/${a.id}/read`],
    ];
    for (const [method, url, payload] of routes) {
      const res = await call(null, method, url, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json()).toEqual(error(401, 'UNAUTHENTICATED', MESSAGES.signInRequired));
    }
    expect(await storedBetween(a, b)).toEqual([]);
  });
});

describe('POST /api/messages', () => {
  it('sends a message: trimmed, stored and returned as the plain text given', async () => {
    const [s, r] = [await user(), await user()];
    const res = await send(s, r.id, '  Is the <b>door</b> still for sale?\n  Thanks  ');
    expect(res.statusCode, res.body).toBe(200);
    const m = res.json() as TMessage;
    expect(m).toEqual({
      id: expect.any(Number),
      sender_id: s.id,
      receiver_id: r.id,
      content: 'Is the <b>door</b> still for sale?\n  Thanks',
      created_at: expect.any(String),
      read_at: null,
      post_id: null,
      post: null,
      warning: false,
    });
    const script = await sent(s, r, '<script>alert(1)</script>');
    expect(script.content).toBe('<script>alert(1)</script>');
    const rows = await storedBetween(s, r);
    expect(rows.map((row) => row.content)).toEqual([m.content, '<script>alert(1)</script>']);
    expect((await page(r, s.id)).messages.map((x) => x.content)).toEqual([
      m.content,
      '<script>alert(1)</script>',
    ]);
  });

  it('refuses empty, whitespace-only and too long messages; exactly 2,000 characters pass', async () => {
    const [s, r] = [await user(), await user()];
    for (const content of ['', '   ', '\n\t ']) {
      const res = await send(s, r.id, content);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject(error(400, 'VALIDATION', 'Please enter a message to send!'));
      expect(res.json().message).toBe(MESSAGES.messageEmpty);
    }
    for (const content of [undefined, null, 5]) {
      expect((await send(s, r.id, content)).json().message).toBe(MESSAGES.messageEmpty);
    }
    const long = await send(s, r.id, 'x'.repeat(MESSAGE_MAX + 1));
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject(error(400, 'VALIDATION', MESSAGES.messageTooLong));
    expect(await storedBetween(s, r)).toEqual([]);
    expect((await sent(s, r, 'y'.repeat(MESSAGE_MAX))).content).toHaveLength(MESSAGE_MAX);
    // The limit counts the trimmed text.
    expect((await sent(s, r, `  ${'z'.repeat(MESSAGE_MAX)}  `)).content).toHaveLength(MESSAGE_MAX);
    expect(await storedBetween(s, r)).toHaveLength(2);
  });

  it('refuses a message to oneself, to an unknown user or to a malformed id', async () => {
    const self = await send(a, a.id, 'me');
    expect(self.statusCode).toBe(400);
    expect(self.json()).toEqual(error(400, 'BAD_REQUEST', MESSAGES.messageSelf));
    const unknown = await send(a, 'noSuchUser123', 'hello');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual(error(404, 'NOT_FOUND', MESSAGES.messageUserNotFound));
    for (const bad of ['../x', '', ' ', 123, null, ['x'], 'a b', "x' OR 1=1", 'a\0b', 'x'.repeat(101)]) {
      const res = await send(a, bad, 'hello');
      expect(res.statusCode, `receiver_id ${JSON.stringify(bad)}: ${res.body}`).toBe(400);
      expect(res.json().code).toBe('VALIDATION');
    }
    expect((await send(a, '../x', 'hello')).json().message).toBe(MESSAGES.messageUserInvalid);
    expect(await storedBetween(a, a)).toEqual([]);
  });

  it('asks a sender without a profile to complete it, and treats a receiver without one as unknown', async () => {
    const noProfile = await user({ profile: false });
    const from = await send(noProfile, a.id, 'hello');
    expect(from.statusCode).toBe(403);
    expect(from.json()).toEqual(error(403, 'FORBIDDEN', MESSAGES.profileRequired));
    const to = await send(a, noProfile.id, 'hello');
    expect(to.statusCode).toBe(404);
    expect(to.json()).toEqual(error(404, 'NOT_FOUND', MESSAGES.messageUserNotFound));
    expect((await call(a, 'GET', `/api/messages/${noProfile.id}`)).statusCode).toBe(404);
    expect(await storedBetween(noProfile, noProfile)).toEqual([]);
  });
});

describe('GET /api/messages/{user_id}', () => {
  it('shows both parties the same messages, oldest first; a third user cannot read the pair', async () => {
    const sent1 = await sent(a, b, 'first');
    const sent2 = await sent(b, a, 'second');
    const sent3 = await sent(a, b, 'third');
    const forA = await page(a, b.id);
    const forB = await page(b, a.id);
    expect(forA.messages.map((m) => m.id)).toEqual([sent1.id, sent2.id, sent3.id]);
    expect(forB.messages).toEqual(forA.messages);
    expect(forA).toMatchObject({ user: { user_id: b.id, username: b.username }, has_more: false });
    expect(forB.user).toEqual({ user_id: a.id, username: a.username, deleted: false });
    const times = forA.messages.map((m) => Date.parse(m.created_at));
    expect([...times].sort((x, y) => x - y)).toEqual(times);
    // The third user asking with either id gets their own (empty) conversation with that user.
    for (const other of [a, b]) {
      const theirs = await page(c, other.id);
      expect(theirs.messages).toEqual([]);
      expect(theirs.user).toEqual({ user_id: other.id, username: other.username, deleted: false });
    }
    // And no id names the pair: one's own id is refused, bad ids too.
    const self = await call(c, 'GET', `/api/messages/${c.id}`);
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe(MESSAGES.messageSelf);
    expect((await call(a, 'GET', `/api/messages/${a.id}`)).statusCode).toBe(400);
    for (const bad of ['..%2Fx', 'a%20b', 'a%00b', '%27x']) {
      expect((await call(c, 'GET', `/api/messages/${bad}`)).statusCode, bad).toBe(400);
    }
    expect((await call(c, 'GET', '/api/messages/unknownUser1')).statusCode).toBe(404);
  });

  it('pages back with ?before= through 65 messages: 30 at a time, no duplicates or gaps', async () => {
    const [x, y, z] = [await user(), await user(), await user()];
    // Stored directly (the send limit is 30 a minute), alternating senders, with another pair's
    // messages in between that must never show up.
    const base = Date.now() - 3_600_000;
    const ids: number[] = [];
    for (let i = 0; i < 65; i++) {
      const [row] = await t.app.db
        .insert(messages)
        .values({
          senderId: i % 2 ? y.id : x.id,
          receiverId: i % 2 ? x.id : y.id,
          content: `m${i}`,
          createdAt: new Date(base + i * 1000),
        })
        .returning({ id: messages.id });
      ids.push(row?.id as number);
      if (i % 10 === 0)
        await t.app.db.insert(messages).values({ senderId: x.id, receiverId: z.id, content: 'z' });
    }
    for (const viewer of [x, y]) {
      const other = viewer === x ? y.id : x.id;
      const seen: number[][] = [];
      let before: number | undefined;
      const more: boolean[] = [];
      do {
        const p = await page(viewer, other, before);
        seen.unshift(p.messages.map((m) => m.id));
        more.push(p.has_more);
        before = p.messages[0]?.id;
        if (!p.has_more) break;
      } while (seen.length < 5);
      expect(seen.map((s) => s.length)).toEqual([5, MESSAGE_PAGE_SIZE, MESSAGE_PAGE_SIZE]);
      expect(more).toEqual([true, true, false]);
      expect(seen.flat()).toEqual(ids);
      expect((await page(viewer, other, ids[0])).messages).toEqual([]);
    }
    expect((await page(x, y.id, ids[31])).messages.map((m) => m.content)).toEqual(
      Array.from({ length: 30 }, (_, i) => `m${i + 1}`),
    );
    // Exactly a page left before: all of it, and nothing more to fetch.
    const boundary = await page(y, x.id, ids[MESSAGE_PAGE_SIZE]);
    expect(boundary.messages.map((m) => m.id)).toEqual(ids.slice(0, MESSAGE_PAGE_SIZE));
    expect(boundary.has_more).toBe(false);
    for (const bad of ['abc', '-1', '1.5', '0', '', '1e3', '99999999999']) {
      const res = await call(x, 'GET', `/api/messages/${y.id}?before=${bad}`);
      expect(res.statusCode, `before=${bad}`).toBe(400);
      expect(res.json()).toMatchObject(error(400, 'VALIDATION', MESSAGES.messageBeforeInvalid));
    }
  });
});

describe('contacts, unread and read', () => {
  it('lists conversations newest first with the last message and unread counts', async () => {
    const [me, p, q, r] = [await user(), await user(), await user(), await user()];
    expect(await contacts(me)).toEqual({ contacts: [], unread_total: 0 });
    await sent(p, me, 'from p 1');
    await sent(p, me, 'from p 2');
    await sent(me, q, 'to q');
    await sent(r, me, 'from r');
    await sent(me, p, 'to p');
    const list = await contacts(me);
    expect(list.unread_total).toBe(3);
    expect(list.contacts).toEqual([
      {
        user_id: p.id,
        username: p.username,
        deleted: false,
        last_message: 'to p',
        last_message_at: expect.any(String),
        last_from_me: true,
        unread: 2,
        latest_post: null,
      },
      expect.objectContaining({ user_id: r.id, last_message: 'from r', last_from_me: false, unread: 1 }),
      expect.objectContaining({ user_id: q.id, username: q.username, last_from_me: true, unread: 0 }),
    ]);
    expect(await unread(me)).toBe(3);
    // The other side's view: one conversation, nothing unread that the viewer sent.
    expect(await contacts(q)).toEqual({
      contacts: [expect.objectContaining({ user_id: me.id, username: me.username, unread: 1 })],
      unread_total: 1,
    });
  });

  it("marks read only what that user sent the reader; the reader's own messages stay unread", async () => {
    const [reader, writer, other] = [await user(), await user(), await user()];
    for (const n of [1, 2, 3]) await sent(writer, reader, `w${n}`);
    await sent(other, reader, 'o1');
    await sent(reader, writer, 'r1');
    await sent(reader, writer, 'r2');
    expect(await unread(reader)).toBe(4);
    const res = await call(reader, 'POST', `/api/messages/${writer.id}/read`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ read: 3, unread_total: 1 });
    expect((await call(reader, 'POST', `/api/messages/${writer.id}/read`)).json()).toEqual({
      read: 0,
      unread_total: 1,
    });
    const conv = await page(reader, writer.id);
    for (const m of conv.messages) {
      if (m.sender_id === writer.id) expect(m.read_at, m.content).toEqual(expect.any(String));
      else expect(m.read_at, m.content).toBeNull();
    }
    expect(await unread(writer)).toBe(2);
    expect((await contacts(reader)).contacts.find((x) => x.user_id === other.id)?.unread).toBe(1);
    // The writer marking their side read reads the reader's two, and nothing of the other user's.
    expect((await call(writer, 'POST', `/api/messages/${reader.id}/read`)).json()).toEqual({
      read: 2,
      unread_total: 0,
    });
    // A third user "reading" a conversation they are not in changes nothing.
    expect((await call(other, 'POST', `/api/messages/${writer.id}/read`)).json()).toEqual({
      read: 0,
      unread_total: 0,
    });
    expect(await unread(reader)).toBe(1);
    expect((await call(reader, 'POST', `/api/messages/${reader.id}/read`)).statusCode).toBe(400);
    expect((await call(reader, 'POST', '/api/messages/unknownUser1/read')).statusCode).toBe(404);
    expect((await call(reader, 'POST', '/api/messages/a%20b/read')).statusCode).toBe(400);
  });
});

describe('sending limit', () => {
  it(`refuses message number ${MESSAGES_PER_MINUTE + 1} within a minute with 429 and Retry-After`, async () => {
    const [s, r] = [await user(), await user()];
    for (let i = 0; i < MESSAGES_PER_MINUTE; i++) await sent(s, r, `n${i}`);
    const res = await send(s, r.id, 'one too many');
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual(error(429, 'RATE_LIMITED', MESSAGES.tooManyMessages));
    const retry = Number(res.headers['retry-after']);
    expect(retry).toBeGreaterThanOrEqual(1);
    expect(retry).toBeLessThanOrEqual(60);
    expect(await storedBetween(s, r)).toHaveLength(MESSAGES_PER_MINUTE);
    // The limit is the sender's: the receiver can still answer.
    await sent(r, s, 'reply');
  });

  it('lets at most 30 of 40 concurrent sends through', async () => {
    const [s, r] = [await user(), await user()];
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => send(s, r.id, `c${i}`)));
    const codes = answers.map((x) => x.statusCode);
    const ok = codes.filter((code) => code === 200).length;
    expect(ok).toBeLessThanOrEqual(MESSAGES_PER_MINUTE);
    expect(ok).toBe(MESSAGES_PER_MINUTE);
    expect(codes.filter((code) => code === 429)).toHaveLength(40 - ok);
    expect(await storedBetween(s, r)).toHaveLength(ok);
  });
});
