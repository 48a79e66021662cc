import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

// A browser that has signed in to an account (or used its reset link) keeps a signed mark of it, so
// its owner is not slowed down by someone else's wrong guesses at that account. The mark proves only
// "this browser got in before": the password is still checked.

export const DEVICE_COOKIE = 'py_device';
const MAX_ACCOUNTS = 5;
const YEAR_SECONDS = 365 * 24 * 60 * 60;

const tagFor = (secret: string, email: string) =>
  createHmac('sha256', secret)
    .update(`known-device:${email.trim().toLowerCase()}`)
    .digest('base64url')
    .slice(0, 22);

const tagsIn = (req: FastifyRequest) => (req.cookies?.[DEVICE_COOKIE] ?? '').split('.').filter(Boolean);

/** Whether this browser signed in to the account before. */
export function isKnownDevice(req: FastifyRequest, secret: string, email: string): boolean {
  const expected = Buffer.from(tagFor(secret, email));
  return tagsIn(req).some((tag) => {
    const given = Buffer.from(tag);
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}

/** The Set-Cookie line that adds the account to this browser's mark (newest first, at most 5). */
export function knownDeviceCookie(req: FastifyRequest, secret: string, email: string): string {
  const tag = tagFor(secret, email);
  const tags = [tag, ...tagsIn(req).filter((t) => t !== tag)].slice(0, MAX_ACCOUNTS);
  return req.server.serializeCookie(DEVICE_COOKIE, tags.join('.'), {
    path: '/api/auth/sign-in',
    httpOnly: true,
    sameSite: 'lax',
    secure: req.server.config.publicUrl.startsWith('https:'),
    maxAge: YEAR_SECONDS,
  });
}
