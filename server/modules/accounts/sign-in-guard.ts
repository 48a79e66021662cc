import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TRateCounters } from '../../adapters/redis/types';
import { rateLimited } from '../../plugins/account-limiter';
import { isKnownDevice, knownDeviceCookie } from './known-device';
import { LIMITS } from './limits';

// Wrong passwords are limited so that nobody can lock the owner out:
// - per (account, address): past a few failures that address is slowed down (one attempt per
//   `slowMs`), never locked for the window;
// - per account, from any address: past a threshold the account is slowed down (one attempt per
//   few seconds for browsers it does not know), never locked;
// - a browser that signed in to the account before is held back by neither (from any address,
//   the attacker's shared one included), and a reset link clears the counts.
// The per-address limit (Fastify's rate limit on the route) caps one address over all accounts.

const emailOf = (req: FastifyRequest) => {
  const email = (req.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' && email.trim() !== '' ? email.trim().toLowerCase() : undefined;
};
const accountKey = (email: string) => `signin:acct:${email}`;
const pairPrefix = (email: string) => `signin:pair:${email}|`;

/** Checks the limits before the password is; counts the failure, or forgets the failures, after. */
export function signInGuard() {
  const { perAccountAddress: pair, perAccount: account } = LIMITS.signIn;
  return {
    preHandler: async (req: FastifyRequest) => {
      const email = emailOf(req);
      if (!email) return;
      const { rateCounters: counters, config } = req.server;
      if (isKnownDevice(req, config.authSecret, email)) return;
      const now = Date.now();
      const mine = await counters.read(pairPrefix(email) + req.ip, pair.windowMs, now);
      if (mine && mine.count >= pair.max && now - mine.last < pair.slowMs)
        throw rateLimited(mine.last + pair.slowMs - now);
      const all = await counters.read(accountKey(email), account.windowMs, now);
      if (all && all.count >= account.max && now - all.last < account.slowMs) {
        req.log.warn('sign-in slowed down for an account under repeated failures');
        throw rateLimited(all.last + account.slowMs - now);
      }
    },
    onSend: async (req: FastifyRequest, reply: FastifyReply, payload: unknown) => {
      const email = emailOf(req);
      if (!email) return payload;
      const { rateCounters: counters, config } = req.server;
      if (reply.statusCode === 401) {
        await counters.bump(pairPrefix(email) + req.ip, pair.windowMs, 'sliding');
        await counters.bump(accountKey(email), account.windowMs, 'sliding');
      } else if (reply.statusCode === 200) {
        // The password was right (a second factor may still be asked): this browser is the owner's.
        await forgetFailures(counters, email, req.ip);
        reply.header('set-cookie', knownDeviceCookie(req, config.authSecret, email));
      }
      return payload;
    },
  };
}

/**
 * Forgets the account's failures, and this address's (after a right password or a reset link); other
 * addresses keep their count, so the owner's sign-in gives an attacker no fresh tries.
 */
export function forgetFailures(counters: TRateCounters, email: string, ip: string) {
  const normalised = email.trim().toLowerCase();
  return counters.clear([accountKey(normalised), pairPrefix(normalised) + ip]);
}
