import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user } from '../../db/schema';
import { createTestApp, type TTestApp } from '../../test/test-app';
import { ensureAdminAccount } from './bootstrap-admin';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('ensureAdminAccount', () => {
  it('creates one verified admin with a random password that signs in, once', async () => {
    const created = await ensureAdminAccount(t.app.db, t.app.auth, 'owner@example.com');
    expect(created?.email).toBe('owner@example.com');
    expect(created?.password.length).toBeGreaterThanOrEqual(16);

    const [row] = await t.app.db.select().from(user).where(eq(user.email, 'owner@example.com'));
    expect(row).toMatchObject({ role: 'admin', emailVerified: true });

    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: 'owner@example.com', password: created?.password },
    });
    expect(signIn.statusCode).toBe(200);
    expect(String(signIn.headers['set-cookie'])).toMatch(/HttpOnly/i);

    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: 'owner@example.com', password: 'Wrong-password-1' },
    });
    expect(wrong.statusCode).toBe(401);

    expect(await ensureAdminAccount(t.app.db, t.app.auth, 'owner@example.com')).toBeUndefined();
  });

  it('never uses the same password twice', async () => {
    const other = await createTestApp();
    try {
      const a = await ensureAdminAccount(other.app.db, other.app.auth, 'a@example.com');
      await other.app.db.delete(user);
      const b = await ensureAdminAccount(other.app.db, other.app.auth, 'a@example.com');
      expect(a?.password).toBeDefined();
      expect(a?.password).not.toBe(b?.password);
    } finally {
      await other.close();
    }
  });
});
