import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../test/test-app';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const valid = {
  name: 'Dana Buyer',
  email: 'dana@example.com',
  subject: 'Looking for a hood',
  message: 'Do you know anyone with a 2012 Civic hood?',
};
// Each test posts from its own address so the per-address rate limit does not leak between tests.
let ip = 1;
const post = (payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/contact',
    payload: payload as object,
    remoteAddress: `10.0.0.${ip++}`,
    headers,
  });
const stored = async () =>
  (await t.database.db.execute(sql`select * from contact_messages order by id`)).rows;

describe('POST /api/contact', () => {
  it('stores a message from a visitor, phone optional', async () => {
    const res = await post(valid);
    expect(res.statusCode).toBe(201);
    const { id } = res.json();
    const rows = await stored();
    expect(rows.at(-1)).toMatchObject({ id, ...valid, phone: '', handled: false });
  });

  it('stores the phone when given and trims the fields', async () => {
    const res = await post({ ...valid, name: '  Sam  ', phone: ' 555-0100 ' });
    expect(res.statusCode).toBe(201);
    expect((await stored()).at(-1)).toMatchObject({ name: 'Sam', phone: '555-0100' });
  });

  it('names every missing required field and stores nothing', async () => {
    const before = (await stored()).length;
    const res = await post({ name: ' ', email: '', subject: '', message: '' });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('VALIDATION');
    expect(Object.keys(body.fields).sort()).toEqual(['email', 'message', 'name', 'subject']);
    expect(body.fields.name).toBe('required');
    expect((await stored()).length).toBe(before);
  });

  it('refuses a malformed email and an oversized message', async () => {
    const bad = await post({ ...valid, email: 'not-an-email' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.email).toBe('invalidEmail');
    const long = await post({ ...valid, message: 'x'.repeat(5001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().fields.message).toBe('tooLong');
  });

  it('answers hostile input with a clear 4xx, never a 500', async () => {
    const notJson = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: '{"name": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json().message).toMatch(/JSON/i);
    const wrongType = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: '<name>x</name>',
      headers: { 'content-type': 'application/xml' },
    });
    expect(wrongType.statusCode).toBe(415);
    const huge = await post({ ...valid, message: 'x'.repeat(2 * 1024 * 1024) });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().code).toBe('PAYLOAD_TOO_LARGE');
    const wrongShape = await post([1, 2, 3]);
    expect(wrongShape.statusCode).toBe(400);
    const objects = await post({ ...valid, name: { $ne: 1 } });
    expect(objects.statusCode).toBe(400);
  });

  it('limits one address to 5 messages a minute', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: valid,
        remoteAddress: '10.9.9.9',
      });
      codes.push(res.statusCode);
    }
    expect(codes).toEqual([201, 201, 201, 201, 201, 429]);
  });
});
