import {
  ADMIN_PAGE_SIZE,
  type TAuditResponse,
  type TContactMessage,
  type TContactMessagesResponse,
} from '@common/contracts/admin';
import { MESSAGES } from '@common/messages';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, nextIp } from '../../test/accounts';
import { createTestApp, type TTestApp } from '../../test/test-app';

// The admins' inbox of the contact form: open messages newest first, marking one handled (then
// listed with the handled ones, with who handled it), and the audit entry of each.

let t: TTestApp;
let admin: { id: string; email: string; cookie: string };
beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t.app, { admin: true });
});
afterAll(() => t.close());

let sent = 0;
/** A message through the public form (from its own address); its id. */
async function contact(change: Record<string, string> = {}): Promise<number> {
  sent++;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/contact',
    remoteAddress: nextIp(),
    payload: {
      name: `Writer ${sent}`,
      email: `writer${sent}@example.com`,
      subject: `Question ${sent}`,
      message: `Message number ${sent}.`,
      ...change,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
}
async function inbox(query = ''): Promise<TContactMessagesResponse> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/admin/contact-messages${query}`,
    headers: { cookie: admin.cookie },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const handle = (id: number | string, cookie = admin.cookie) =>
  t.app.inject({ method: 'POST', url: `/api/admin/contact-messages/${id}/handled`, headers: { cookie } });
const auditCount = async () =>
  Number((await t.app.db.execute(sql`SELECT count(*)::int AS n FROM audit_log`)).rows[0]?.n);
const isIso = (s: string | null) => s !== null && new Date(s).toISOString() === s;

describe('GET /api/admin/contact-messages', () => {
  it('lists open messages newest first, 20 a page, with everything the writer sent', async () => {
    const ids: number[] = [];
    ids.push(
      await contact({ phone: '555-0100', subject: 'Wrong price', message: 'The price shows in USD.' }),
    );
    for (let i = 1; i <= ADMIN_PAGE_SIZE; i++) ids.push(await contact());
    const newest = [...ids].reverse();

    const first = await inbox();
    expect(first).toMatchObject({ page: 1, has_more: true });
    expect(first.messages.map((m) => m.id)).toEqual(newest.slice(0, ADMIN_PAGE_SIZE));
    const second = await inbox('?status=open&page=2');
    expect(second).toMatchObject({ page: 2, has_more: false });
    expect(second.messages.map((m) => m.id)).toEqual(newest.slice(ADMIN_PAGE_SIZE));
    expect(second.messages[0]).toEqual({
      id: ids[0],
      name: 'Writer 1',
      email: 'writer1@example.com',
      phone: '555-0100',
      subject: 'Wrong price',
      message: 'The price shows in USD.',
      created_at: expect.any(String),
      handled: false,
      handled_at: null,
      handled_by: null,
    });
    expect(isIso(second.messages[0]?.created_at ?? null)).toBe(true);
    const times = first.messages.map((m) => Date.parse(m.created_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(first.messages.every((m) => m.phone === '')).toBe(true);
    expect((await inbox('?status=closed')).messages).toEqual([]);
  });

  it('refuses an unknown status or a bad page (400)', async () => {
    const cases: Array<[string, string]> = [
      ['?status=handled', MESSAGES.statusInvalid],
      ['?status=OPEN', MESSAGES.statusInvalid],
      ['?page=0', MESSAGES.pageInvalid],
      ['?page=two', MESSAGES.pageInvalid],
      ['?page=2.5', MESSAGES.pageInvalid],
      ['?page=10001', MESSAGES.pageInvalid],
    ];
    for (const [query, message] of cases) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/admin/contact-messages${query}`,
        headers: { cookie: admin.cookie },
      });
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION', message });
    }
  });
});

describe('marking a message handled', () => {
  it('moves it to the handled list, most recently handled first, with the admin who did it', async () => {
    const a = await contact({ subject: 'Handle me first' });
    const b = await contact({ subject: 'Handle me second' });
    for (const id of [a, b]) {
      const res = await handle(id);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ id, resolved: true });
    }
    const open = (await inbox()).messages.map((m) => m.id);
    expect(open).not.toContain(a);
    expect(open).not.toContain(b);
    const closed = await inbox('?status=closed');
    expect(closed.messages.slice(0, 2).map((m) => m.id)).toEqual([b, a]);
    const shown = closed.messages[1] as TContactMessage;
    expect(shown).toMatchObject({
      id: a,
      subject: 'Handle me first',
      handled: true,
      handled_by: admin.email,
    });
    expect(isIso(shown.handled_at)).toBe(true);
  });

  it('answers 409 the second time, 404 to an unknown message and 400 to a bad id, recording nothing', async () => {
    const id = await contact();
    expect((await handle(id)).statusCode).toBe(200);
    const entries = await auditCount();
    const again = await handle(id);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('CONFLICT');
    const unknown = await handle(987_654);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(MESSAGES.contactMessageNotFound);
    for (const bad of ['abc', '0', '-2', '3.5']) expect((await handle(bad)).statusCode, bad).toBe(400);
    expect(await auditCount()).toBe(entries);
  });

  it('lets only one of two admins handling it at once through', async () => {
    const other = await createUser(t.app, { admin: true });
    const id = await contact();
    const entries = await auditCount();
    const answers = await Promise.all([handle(id), handle(id, other.cookie)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await auditCount()).toBe(entries + 1);
    const winner = answers[0]?.statusCode === 200 ? admin : other;
    expect((await inbox('?status=closed')).messages[0]).toMatchObject({ id, handled_by: winner.email });
  });

  it("writes 'contact.handled' to the audit log with the message's subject", async () => {
    const id = await contact({ subject: 'Please call me back' });
    expect((await handle(id)).statusCode).toBe(200);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/audit',
      headers: { cookie: admin.cookie },
    });
    expect(res.statusCode).toBe(200);
    const [newest] = (res.json() as TAuditResponse).entries;
    expect(newest).toMatchObject({
      admin_email: admin.email,
      action: 'contact.handled',
      target_type: 'contact_message',
      target_id: String(id),
      details: 'Please call me back',
    });
    expect(isIso(newest?.created_at ?? null)).toBe(true);
  });
});
