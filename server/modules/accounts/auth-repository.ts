import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import type { TDb } from '../../db/client';
import * as schema from '../../db/schema';

/** Where Better Auth keeps its users, sessions, accounts and the rest: our tables, through Drizzle. */
export function authDatabase(db: TDb) {
  return drizzleAdapter(db, {
    provider: 'pg',
    schema: {
      user: schema.user,
      session: schema.session,
      account: schema.account,
      verification: schema.verification,
      twoFactor: schema.twoFactor,
      rateLimit: schema.rateLimit,
    },
  });
}
