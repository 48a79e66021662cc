import { MESSAGE_EMAIL_EVERY_MINUTES } from '@common/constants';
import { LIVE_PATH, type TLiveEvent, type TMessage } from '@common/contracts/messages';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import { messageBlocks } from '../../db/schema';
import { escapeHtml } from '../../lib/html';
import { createUser, nextIp } from '../../test/accounts';
import { createTestApp, type TTestApp } from '../../test/test-app';
import { SCAM_EMAIL_WARNING, sendMessageNotices } from './notices';

// The offline-message email job: who gets an email about a message, when, and never twice. The
// app's clock is moved by hand; messages take their time from it.

const DELAY = 60;
let now = new Date('2031-03-01T12:00:00.000Z');
const advance = (seconds: number) => {
  now = new Date(now.getTime() + seconds * 1000);
};
let t: TTestApp;
interface TUser {
  id: string;
  email: string;
  cookie: string;
  username: string;
}
let serial = 0;

async function user(): Promise<TUser> {
  const username = `ntc_user_${serial++}`;
  return { ...(await createUser(t.app, { username })), username };
}
async function send(from: TUser, to: TUser, content: string): Promise<TMessage> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/messages',
    headers: { cookie: from.cookie },
    remoteAddress: nextIp(),
    payload: { receiver_id: to.id, content },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const post = (who: TUser, url: string, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers: { cookie: who.cookie }, ...(payload ? { payload } : {}) });
/** The message emails to this user, newest first. */
const mailsTo = async (u: TUser) =>
  (await t.app.mailer.list()).filter((m) => m.to === u.email && m.subject.startsWith('New message from'));
const run = () => sendMessageNotices(t.app, DELAY);

beforeAll(async () => {
  t = await createTestApp({}, {}, { clock: () => now });
});
// Each test starts an hour later, with everything earlier already looked at.
beforeEach(async () => {
  advance(3600);
  await run();
});
afterAll(() => t.close());

describe('sendMessageNotices', () => {
  it('emails an offline receiver after the delay, naming the sender by username and linking the conversation', async () => {
    const [from, to] = [await user(), await user()];
    const m = await send(from, to, 'Is the <b>hood</b> still for sale?');
    expect(Date.parse(m.created_at)).toBe(now.getTime());
    advance(DELAY - 1);
    expect(await run()).toEqual({ checked: 0, emailed: 0 });
    expect(await mailsTo(to)).toEqual([]);
    advance(1);
    expect(await run()).toEqual({ checked: 1, emailed: 1 });
    const [mail, ...more] = await mailsTo(to);
    expect(more).toEqual([]);
    expect(mail?.subject).toBe(`New message from ${from.username} on PartsYard`);
    expect(mail?.links).toEqual([`${t.config.publicUrl}/messages/${from.username}`]);
    expect(mail?.text).toContain(`${from.username} sent you a message`);
    expect(mail?.text).toContain('> Is the <b>hood</b> still for sale?');
    expect(mail?.html).toContain(
      `<blockquote>${escapeHtml('Is the <b>hood</b> still for sale?')}</blockquote>`,
    );
    expect(mail?.html).not.toContain('<b>');
    // Nobody's email but the receiver's own address (as the recipient) is in it.
    expect(`${mail?.text}${mail?.html}${mail?.subject}`).not.toContain(from.email);
    expect(await mailsTo(from)).toEqual([]);
    // Looked at once: running again sends nothing.
    advance(DELAY);
    expect(await run()).toEqual({ checked: 0, emailed: 0 });
  });

  it('warns in the email when a message matched a scam pattern, and only then (issue 19)', async () => {
    const [from, to, other] = [await user(), await user(), await user()];
    await send(from, to, 'I pay by Western Union, my shipping agent picks it up');
    await send(from, other, 'Is the hood still for sale?');
    advance(DELAY);
    expect(await run()).toEqual({ checked: 2, emailed: 2 });
    expect((await mailsTo(to))[0]?.text).toContain(SCAM_EMAIL_WARNING);
    expect((await mailsTo(other))[0]?.text).not.toContain('Be careful');
  });

  it(`sends one email per conversation at most every ${MESSAGE_EMAIL_EVERY_MINUTES} minutes`, async () => {
    const [from, to] = [await user(), await user()];
    for (const n of [1, 2, 3]) await send(from, to, `part ${n}`);
    advance(DELAY);
    expect(await run()).toEqual({ checked: 3, emailed: 1 });
    expect((await mailsTo(to))[0]?.text).toContain(`${from.username} sent you 3 messages`);
    expect((await mailsTo(to))[0]?.text).toContain('> part 1');
    // Five minutes on, another message: still within the 15 minutes, no second email.
    advance(5 * 60 - DELAY);
    await send(from, to, 'hello?');
    advance(DELAY);
    expect(await run()).toEqual({ checked: 1, emailed: 0 });
    expect(await mailsTo(to)).toHaveLength(1);
    // Past the 15 minutes, a new message is emailed again.
    advance(MESSAGE_EMAIL_EVERY_MINUTES * 60);
    await send(from, to, 'anyone there?');
    advance(DELAY);
    expect(await run()).toEqual({ checked: 1, emailed: 1 });
    const mails = await mailsTo(to);
    expect(mails).toHaveLength(2);
    expect(mails[0]?.text).toContain('> anyone there?');
  });

  it('sends nothing about a message that reached an open tab of the receiver', async () => {
    const [from, to] = [await user(), await user()];
    const events: TLiveEvent[] = [];
    let got: (e: TLiveEvent) => void = () => {};
    const ws: WebSocket = await t.app.injectWS(
      LIVE_PATH,
      { headers: { cookie: to.cookie } },
      {
        onInit(socket) {
          socket.on('message', (data) => {
            events.push(JSON.parse(String(data)));
            got(events.at(-1) as TLiveEvent);
          });
        },
      },
    );
    try {
      const arrival = (type: string) =>
        new Promise<TLiveEvent>((resolve, reject) => {
          const seen = events.find((e) => e.type === type);
          if (seen) return resolve(seen);
          const timer = setTimeout(() => reject(new Error(`no '${type}' within 30 s`)), 30_000);
          got = (e) => {
            if (e.type !== type) return;
            clearTimeout(timer);
            resolve(e);
          };
        });
      await arrival('hello');
      const m = await send(from, to, 'you are online');
      expect(await arrival('message')).toMatchObject({ type: 'message', message: { id: m.id } });
      advance(DELAY);
      expect(await run()).toEqual({ checked: 1, emailed: 0 });
      expect(await mailsTo(to)).toEqual([]);
    } finally {
      ws.terminate();
    }
  });

  it('sends nothing about a message read in time', async () => {
    const [from, to] = [await user(), await user()];
    await send(from, to, 'read me');
    advance(DELAY / 2);
    expect((await post(to, `/api/messages/${from.id}/read`)).json()).toMatchObject({ read: 1 });
    advance(DELAY);
    expect(await run()).toEqual({ checked: 1, emailed: 0 });
    expect(await mailsTo(to)).toEqual([]);
  });

  it('sends one email per sender to a receiver that two users wrote to', async () => {
    const [first, second, to] = [await user(), await user(), await user()];
    await send(first, to, 'from the first');
    await send(second, to, 'from the second');
    // The receiver's own message to someone offline is that person's email, not theirs.
    await send(to, first, 'and mine');
    advance(DELAY);
    expect(await run()).toEqual({ checked: 3, emailed: 3 });
    const subjects = (await mailsTo(to)).map((m) => m.subject).sort();
    expect(subjects).toEqual(
      [first, second].map((u) => `New message from ${u.username} on PartsYard`).sort(),
    );
    expect((await mailsTo(first)).map((m) => m.subject)).toEqual([
      `New message from ${to.username} on PartsYard`,
    ]);
    for (const mail of [...(await mailsTo(to)), ...(await mailsTo(first))]) {
      for (const u of [first, second, to].filter((x) => x.email !== mail.to)) {
        expect(`${mail.subject}${mail.text}${mail.html}`).not.toContain(u.email);
      }
    }
  });

  it('never emails about a message twice, even when the job runs twice at once', async () => {
    const [from, to, other] = [await user(), await user(), await user()];
    await send(from, to, 'just once');
    await send(other, to, 'me too, once');
    advance(DELAY);
    const results = await Promise.all([run(), run(), run()]);
    expect(results.reduce((n, r) => n + r.emailed, 0)).toBe(2);
    expect(results.reduce((n, r) => n + r.checked, 0)).toBe(2);
    expect(await run()).toEqual({ checked: 0, emailed: 0 });
    advance(MESSAGE_EMAIL_EVERY_MINUTES * 60);
    expect(await run()).toEqual({ checked: 0, emailed: 0 });
    expect(await mailsTo(to)).toHaveLength(2);
  });

  it('sends nothing about a message from a user the receiver blocked after it was sent', async () => {
    const [from, to] = [await user(), await user()];
    await send(from, to, 'buy my stuff');
    expect((await post(to, '/api/messages/blocks', { user_id: from.id })).statusCode).toBe(200);
    advance(DELAY);
    expect((await run()).emailed).toBe(0);
    expect(await mailsTo(to)).toEqual([]);
  });

  it('sends nothing about an unseen message whose sender is blocked when the job runs', async () => {
    // Blocking through the API also marks the messages read; a block stored directly (as one
    // that lands between the job's claim and its check would be) is still honoured by the job.
    const [from, to] = [await user(), await user()];
    await send(from, to, 'buy my stuff');
    await t.app.db.insert(messageBlocks).values({ blockerId: to.id, blockedId: from.id });
    advance(DELAY);
    expect(await run()).toEqual({ checked: 1, emailed: 0 });
    expect(await mailsTo(to)).toEqual([]);
  });
});
