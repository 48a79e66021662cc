import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../test/accounts';
import { createTestApp, type TTestApp } from '../test/test-app';
import { NUL_MESSAGE } from './reject-nul';

let t: TTestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ cookie } = await createUser(t.app));
});
afterAll(() => t.close());

describe('NUL characters', () => {
  it.each([
    ['POST', '/api/get-user-id', { username: 'a\0b' }],
    ['POST', '/api/is-admin', { user_id: 'x\0' }],
    ['POST', '/api/contact', { name: 'n', email: 'a@b.co', subject: 's\0', message: 'm' }],
    ['PUT', '/api/profile', { username: 'nul\0user', first_name: 'a' }],
    ['POST', '/api/delete-post', { post_id: 1, user_id: '\0' }],
  ])('%s %s answers 400, never 500', async (method, url, payload) => {
    const res = await t.app.inject({ method: method as 'POST', url, payload, headers: { cookie } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, code: 'VALIDATION', message: NUL_MESSAGE });
  });

  it('in a query or a path', async () => {
    for (const url of ['/api/posts/search?q=a%00b', '/api/users/abc%00', '/api/places?q=%00']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
    }
  });

  it('leaves ordinary text alone', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/posts/search?q=brake%20pads' });
    expect(res.statusCode).toBe(200);
  });
});
