import type { TProfileInput } from '@common/contracts/accounts';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect, vi } from 'vitest';

// Helpers for tests that need people: sign up through the real flow, or make a verified user fast.

export const PASSWORD = 'Str0ng!pass';
let address = 0;
/** A fresh client address, so tests do not trip each other's per-address limits. */
export const nextIp = () => `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address++ & 255}`;

/** The Cookie header that a response's Set-Cookie headers would leave in a browser. */
export function cookiesOf(res: LightMyRequestResponse, previous = ''): string {
  const jar = new Map(
    previous
      .split('; ')
      .filter(Boolean)
      .map((c) => c.split('=') as [string, string]),
  );
  const set = res.headers['set-cookie'];
  for (const line of Array.isArray(set) ? set : set ? [set] : []) {
    const [pair = ''] = line.split(';');
    const at = pair.indexOf('=');
    const name = pair.slice(0, at);
    const value = pair.slice(at + 1);
    if (value === '' || /max-age=0/i.test(line)) jar.delete(name);
    else jar.set(name, value);
  }
  return [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
}

export async function signIn(app: FastifyInstance, email: string, password = PASSWORD) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    payload: { email, password },
    remoteAddress: nextIp(),
  });
  return { res, cookie: cookiesOf(res) };
}

/** The newest mail to an address in the outbox, and its first link. */
export async function lastMailTo(app: FastifyInstance, to: string) {
  const mail = (await app.mailer.list()).find((m) => m.to === to);
  if (!mail) throw new Error(`no mail to ${to}`);
  return { mail, link: mail.links[0] ?? '' };
}

/** Waits until the outbox holds `count` mails to the address (some are sent after the answer). */
export async function waitForMailTo(app: FastifyInstance, to: string, count = 1) {
  await vi.waitFor(
    async () => {
      const n = (await app.mailer.list()).filter((m) => m.to === to).length;
      if (n < count) throw new Error(`${n} of ${count} mails to ${to}`);
    },
    { timeout: 60_000, interval: 20 },
  );
  return lastMailTo(app, to);
}

/**
 * Holds every mail at the mailer until release(): shows whether an answer waited for its mail.
 * `answeredFirst(request)` sends the request and says whether its answer came before the mailer
 * was reached (the mail then goes out once released).
 */
export function holdMailer(app: FastifyInstance) {
  const send = app.mailer.send.bind(app.mailer);
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const spy = vi.spyOn(app.mailer, 'send').mockImplementation(async (mail) => {
    await gate;
    return send(mail);
  });
  return {
    async answeredFirst(request: () => Promise<LightMyRequestResponse>) {
      let answered = false;
      const answer = request().then((res) => {
        answered = true;
        return res;
      });
      try {
        await vi.waitFor(() => expect(spy).toHaveBeenCalled(), { timeout: 60_000, interval: 20 });
        const answeredFirst = answered;
        release();
        return { answeredFirst, res: await answer };
      } finally {
        release();
        spy.mockRestore();
      }
    },
  };
}

/** Registers through POST /api/accounts/sign-up and follows the emailed link; returns the session cookie. */
export async function registerAndVerify(app: FastifyInstance, email: string, password = PASSWORD) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/accounts/sign-up',
    payload: { email, password, confirmPassword: password, terms: true },
    remoteAddress: nextIp(),
  });
  expect(res.statusCode, res.body).toBe(201);
  const { link } = await lastMailTo(app, email);
  const url = new URL(link);
  const verified = await app.inject({ method: 'GET', url: url.pathname + url.search });
  expect(verified.statusCode, verified.body).toBe(302);
  return cookiesOf(verified);
}

export const sampleProfile = (username: string): TProfileInput => ({
  username,
  first_name: 'Robin',
  last_name: 'Seller',
  street: '12 Rodeo Dr',
  city: 'Beverly Hills',
  state: 'CA',
  zip: '90210',
  country: 'United States',
});

/** A verified user with a profile (and the admin role when asked), signed in. */
export async function createUser(
  app: FastifyInstance,
  opts: { email?: string; username?: string; admin?: boolean; profile?: boolean } = {},
) {
  const n = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const email = opts.email ?? `user-${n}@example.com`;
  const created = await app.auth.api.createUser({
    body: {
      email,
      password: PASSWORD,
      name: '',
      role: opts.admin ? 'admin' : 'user',
      data: { emailVerified: true },
    },
  });
  const { cookie } = await signIn(app, email);
  if (opts.profile !== false) {
    const res = await app.inject({
      method: 'PUT',
      url: '/api/profile',
      headers: { cookie },
      payload: sampleProfile(opts.username ?? `u${n}`.slice(0, 20)),
    });
    expect(res.statusCode, res.body).toBe(200);
  }
  return { id: created.user.id, email, cookie };
}
