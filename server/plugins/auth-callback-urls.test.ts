import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextIp } from '../test/accounts';
import { createTestApp, type TTestApp } from '../test/test-app';

// The addresses Better Auth redirects to are checked in every environment (Better Auth skips its own
// check when NODE_ENV is 'test', where a callbackURL that is not a URL answered 500).

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const verify = (callbackURL: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/auth/verify-email?token=abc&callbackURL=${encodeURIComponent(callbackURL)}`,
    remoteAddress: nextIp(),
  });

describe('redirect addresses of the auth routes', () => {
  it('refuses one that is not a path here or a trusted origin with a 403', async () => {
    for (const bad of [
      'Honda - Civic',
      '@',
      'PARTSYARD-LAUNCH',
      '//evil.example',
      '/\\evil.example',
      'https://evil.example/',
    ]) {
      const res = await verify(bad);
      expect(res.statusCode, `${bad}: ${res.body}`).toBe(403);
      expect(res.json()).toMatchObject({ code: 'FORBIDDEN', fields: { callbackURL: 'invalid' } });
    }
    const post = await t.app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      payload: { email: 'a@example.com', redirectTo: 'not a url' },
      remoteAddress: nextIp(),
    });
    expect(post.statusCode, post.body).toBe(403);
  });

  it('passes a path here or the site itself on to Better Auth', async () => {
    for (const good of ['/', '/my-posts?x=1', `${t.config.publicUrl}/account`]) {
      const res = await verify(good);
      expect(res.statusCode, `${good}: ${res.body}`).toBe(302);
      expect(res.headers.location).toContain('error=INVALID_TOKEN');
    }
  });
});
