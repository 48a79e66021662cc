import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../test/test-app';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('a bad verification link', () => {
  it('sends the browser back to the site with an error it can explain, and signs nobody in', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/verify-email?token=forged&callbackURL=/' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toMatch(/^\/\?error=/);
    expect(res.headers['set-cookie']).toBeUndefined();
  });
});
