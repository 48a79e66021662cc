// Limits on the routes an attacker would hammer: per address (Fastify's rate limit) and per account
// (keyed on the email in the body). With REDIS_URL both are counted in Redis for every instance;
// without it, the per-address ones in this process's memory and the per-account ones in the database.
const minutes = (n: number) => n * 60_000;

export const LIMITS = {
  signIn: {
    perIp: { max: 20, timeWindow: '1 minute' },
    // Failures of one address at one account: past `max`, one attempt per `slowMs` from there (a
    // slowdown, not a lockout); the count ends after a quiet window.
    perAccountAddress: { max: 5, windowMs: minutes(15), slowMs: 30_000 },
    // Failures at one account from anywhere: past `max`, browsers the account does not know get one
    // attempt per `slowMs` (never a lockout); the count ends after a quiet window.
    perAccount: { max: 10, windowMs: minutes(15), slowMs: 10_000 },
  },
  signUp: { perIp: { max: 10, timeWindow: '10 minutes' }, perAccount: { max: 3, windowMs: minutes(60) } },
  mailLink: { perIp: { max: 5, timeWindow: '1 minute' }, perAccount: { max: 3, windowMs: minutes(15) } },
  twoFactor: { perIp: { max: 10, timeWindow: '1 minute' } },
} as const;
