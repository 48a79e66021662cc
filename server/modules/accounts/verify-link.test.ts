import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../test/test-app';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('a bad verification link', () => {
  it('sends the browser back to the site with an error it can explain, and signs nobody in', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/auth/verify-email?token=forged&callbackURL=/',
    });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toMatch(/^\/\?error=/);
    expect(res.headers['set-cookie']).toBeUndefined();
  });
});

describe('/dev/mail', () => {
  it('lists the outbox with whole, clickable links and escapes the text', async () => {
    await t.app.mailer.send({
      to: 'a@example.com',
      subject: 'Check <b>',
      text: 'Go: http://localhost:3000/api/auth/verify-email?token=abc&callbackURL=%2F now',
      html: '',
    });
    const res = await t.app.inject({ method: 'GET', url: '/dev/mail' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(
      '<a href="http://localhost:3000/api/auth/verify-email?token=abc&#38;callbackURL=%2F">',
    );
    expect(res.body).toContain('Check &#60;b&#62;');
  });
});
