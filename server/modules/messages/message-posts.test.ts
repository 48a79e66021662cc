import {
  LIVE_PATH,
  type TContactsResponse,
  type TConversationResponse,
  type TLiveEvent,
  type TMessage,
  type TMessagePost,
} from '@common/contracts/messages';
import { MESSAGES } from '@common/messages';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, postImages, posts } from '../../db/schema';
import { createUser, nextIp } from '../../test/accounts';
import { insertPost } from '../../test/reports';
import { createTestApp, type TTestApp } from '../../test/test-app';

// Messages about a post: a message sent from a post's page names the post; the
// conversation, the contacts and the live event carry its public summary, and nothing private.

let t: TTestApp;
interface TUser {
  id: string;
  email: string;
  cookie: string;
}
const emails: string[] = [];
/** What sampleProfile gives everyone: none of it may show in these answers. */
const PRIVATE = ['12 Rodeo Dr', '90210', 'Robin'];

async function user(name: string): Promise<TUser> {
  const u = await createUser(t.app, { username: `${name}_${emails.length}` });
  emails.push(u.email);
  return u;
}

async function call(who: TUser, method: InjectOptions['method'], url: string, payload?: object) {
  const res = await t.app.inject({
    method,
    url,
    headers: { cookie: who.cookie },
    remoteAddress: nextIp(),
    ...(payload ? { payload } : {}),
  });
  for (const secret of [...emails, ...PRIVATE]) expect(res.body).not.toContain(secret);
  return res;
}
const send = (from: TUser, to: TUser, content: string, postId?: unknown) =>
  call(from, 'POST', '/api/messages', {
    receiver_id: to.id,
    content,
    ...(postId === undefined ? {} : { post_id: postId }),
  });
async function page(viewer: TUser, other: TUser): Promise<TConversationResponse> {
  const res = await call(viewer, 'GET', `/api/messages/${other.id}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
async function contactOf(viewer: TUser, other: TUser) {
  const res = await call(viewer, 'GET', '/api/messages/contacts');
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as TContactsResponse).contacts.find((c) => c.user_id === other.id);
}
const error = (status: number, code: string, message: string) => ({ statusCode: status, code, message });

let seller: TUser;
let buyer: TUser;
let other: TUser;
let stranger: TUser;
/** The seller's post with two photos, and its expected summary. */
let post: { id: number; title: string };
let summary: TMessagePost;

beforeAll(async () => {
  t = await createTestApp();
  [seller, buyer, other, stranger] = [
    await user('seller'),
    await user('buyer'),
    await user('other'),
    await user('stranger'),
  ];
  post = await insertPost(t.app, seller.id, { stockNumber: 'ALT-77' });
  // Stored out of order: the summary's photo is the first by position, not by insertion.
  await t.app.db.insert(postImages).values([
    {
      postId: post.id,
      position: 1,
      storageKey: `posts/${seller.id}/${post.id}/second`,
      width: 64,
      height: 48,
    },
    {
      postId: post.id,
      position: 0,
      storageKey: `posts/${seller.id}/${post.id}/first`,
      width: 64,
      height: 48,
    },
  ]);
  summary = {
    id: post.id,
    title: post.title,
    path: expect.stringMatching(new RegExp(`^/view/${post.id}/2012-honda-civic-[a-z0-9-]+$`)),
    price: 100,
    currencytype: 'CAD',
    image: t.app.storage.publicUrl(`posts/${seller.id}/${post.id}/first-thumb.webp`),
    live: true,
  };
}, 120_000);
afterAll(() => t.close());

describe('sending a message about a post', () => {
  it("carries the seller's post: the answer, the conversation on both sides and the contacts show its summary", async () => {
    const res = await send(buyer, seller, 'Is the alternator still available?', post.id);
    expect(res.statusCode, res.body).toBe(200);
    const sent = res.json() as TMessage;
    expect(sent).toMatchObject({ post_id: post.id, post: summary });
    expect(Object.keys(sent.post ?? {}).sort()).toEqual([
      'currencytype',
      'id',
      'image',
      'live',
      'path',
      'price',
      'title',
    ]);
    // A reply without a post carries none; the conversation's latest post stays the same.
    expect((await send(seller, buyer, 'Yes, it is.')).json()).toMatchObject({ post_id: null, post: null });

    for (const [viewer, peer] of [
      [buyer, seller],
      [seller, buyer],
    ] as const) {
      const conversation = await page(viewer, peer);
      expect(conversation.messages.map((m) => m.post?.id ?? null)).toEqual([post.id, null]);
      expect(conversation.messages[0]?.post).toEqual(summary);
      expect(conversation.latest_post).toEqual(summary);
      expect((await contactOf(viewer, peer))?.latest_post).toEqual(summary);
    }
  });

  it('a post string of digits is read as its id; the receiver may answer about their own post, and the sender about theirs', async () => {
    const mine = await insertPost(t.app, other.id, { stockNumber: 'OTHER-1' });
    expect((await send(buyer, other, 'About your post', String(mine.id))).json().post_id).toBe(mine.id);
    expect((await send(other, buyer, 'About my post', mine.id)).json().post_id).toBe(mine.id);
  });

  it("refuses someone else's post between two other users (400) and a missing post (404), storing nothing", async () => {
    const before = await t.app.db.select().from(messages);
    const foreign = await send(buyer, other, 'About a third seller', post.id);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toMatchObject(error(400, 'BAD_REQUEST', MESSAGES.messagePostNotTheirs));
    const missing = await send(buyer, seller, 'About nothing', 2_000_000_000);
    expect(missing.json()).toMatchObject(error(404, 'NOT_FOUND', MESSAGES.messagePostNotFound));
    for (const bad of [0, -1, 1.5, 'abc', '1e3', true, [1], 3_000_000_000]) {
      const res = await send(buyer, seller, 'A bad post id', bad);
      expect(res.statusCode, `${JSON.stringify(bad)}: ${res.body}`).toBe(400);
      expect(res.json().code).toBe('VALIDATION');
    }
    expect(await t.app.db.select().from(messages)).toHaveLength(before.length);
  });

  it('a sold post is still shown, as no longer live', async () => {
    const sold = await insertPost(t.app, seller.id, { stockNumber: 'SOLD-1' });
    await t.app.db.update(posts).set({ status: 'sold', soldAt: t.app.clock() }).where(eq(posts.id, sold.id));
    const res = await send(stranger, seller, 'Sold already?', sold.id);
    expect(res.json().post).toEqual({
      id: sold.id,
      title: sold.title,
      path: expect.stringMatching(new RegExp(`^/view/${sold.id}/2012-honda-civic-[a-z0-9-]+$`)),
      price: 100,
      currencytype: 'CAD',
      image: null,
      live: false,
    });
  });
});

describe('the post a conversation is about to ask about', () => {
  const url = (to: TUser, id: unknown) => `/api/messages/${to.id}/posts/${id}`;

  it("is the receiver's or the viewer's own post, as the conversation shows it", async () => {
    const res = await call(buyer, 'GET', url(seller, post.id));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual(summary);
    expect((await call(seller, 'GET', url(buyer, post.id))).json()).toEqual(summary);
  });

  it('refuses a post of neither user, a missing one, a bad id and a visitor', async () => {
    expect((await call(buyer, 'GET', url(other, post.id))).json()).toMatchObject(
      error(400, 'BAD_REQUEST', MESSAGES.messagePostNotTheirs),
    );
    expect((await call(buyer, 'GET', url(seller, 2_000_000_000))).statusCode).toBe(404);
    expect((await call(buyer, 'GET', url(seller, 'abc'))).statusCode).toBe(400);
    const visitor = await t.app.inject({ method: 'GET', url: url(seller, post.id), remoteAddress: nextIp() });
    expect(visitor.statusCode).toBe(401);
  });
});

describe('deleting the post', () => {
  it('keeps the message, without the post: gone from the message, the conversation and the contacts', async () => {
    const gone = await insertPost(t.app, stranger.id, { stockNumber: 'GONE-1' });
    const sent = (await send(other, stranger, 'Still have it?', gone.id)).json() as TMessage;
    expect(sent.post?.id).toBe(gone.id);
    const del = await call(stranger, 'POST', '/api/delete-post', { post_id: gone.id });
    expect(del.statusCode, del.body).toBe(200);

    const [row] = await t.app.db.select().from(messages).where(eq(messages.id, sent.id));
    expect(row).toMatchObject({ content: 'Still have it?', postId: null });
    const conversation = await page(other, stranger);
    expect(conversation.messages.find((m) => m.id === sent.id)).toMatchObject({ post_id: null, post: null });
    expect(conversation.latest_post).toBeNull();
    expect((await contactOf(other, stranger))?.latest_post).toBeNull();
    // Asking about it now is a clear 404, never a 500.
    expect((await send(other, stranger, 'Hello?', gone.id)).statusCode).toBe(404);
  });
});

describe('the live event', () => {
  it("carries the post's id and summary to the receiver's and the sender's tabs", async () => {
    const tabs = await Promise.all([seller, buyer].map((u) => liveTab(u.cookie)));
    const sent = (await send(buyer, seller, 'Live, about the post', post.id)).json() as TMessage;
    for (const tab of tabs) {
      const event = await tab.nextMessage(sent.id);
      expect(event.message).toMatchObject({ id: sent.id, post_id: post.id, post: summary });
      for (const secret of [...emails, ...PRIVATE]) expect(JSON.stringify(event)).not.toContain(secret);
      tab.close();
    }
  });
});

/** A live socket of a user; nextMessage waits for the 'message' event of a given message. */
async function liveTab(cookie: string) {
  const events: TLiveEvent[] = [];
  const ws = await t.app.injectWS(
    LIVE_PATH,
    { headers: { cookie } },
    {
      onInit(socket) {
        socket.on('message', (data) => events.push(JSON.parse(String(data)) as TLiveEvent));
      },
    },
  );
  // The server has registered the socket once its 'hello' arrived.
  await expect.poll(() => events.some((e) => e.type === 'hello'), { timeout: 30_000 }).toBe(true);
  return {
    async nextMessage(id: number) {
      const find = () => events.find((e) => e.type === 'message' && e.message.id === id);
      await expect.poll(() => find() !== undefined, { timeout: 30_000 }).toBe(true);
      return find() as Extract<TLiveEvent, { type: 'message' }>;
    },
    close: () => ws.terminate(),
  };
}
