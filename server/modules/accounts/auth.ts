import { PASSWORD_MIN } from '@common/constants';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { admin, twoFactor } from 'better-auth/plugins';
import type { TConfig } from '../../config';
import type { TDb } from '../../db/client';
import { account, session, twoFactor as twoFactorTable, user, verification } from '../../db/schema';

/** Better Auth on our database: email + password, DB sessions in HttpOnly cookies, admin role, TOTP. */
export function createAuth(db: TDb, cfg: TConfig) {
  const trustedOrigins = [cfg.publicUrl];
  // `npm run dev` serves the browser app from Vite's port and proxies /api here.
  if (cfg.env === 'development') trustedOrigins.push('http://localhost:5173');
  return betterAuth({
    appName: 'PartsYard',
    baseURL: cfg.publicUrl,
    basePath: '/api/auth',
    secret: cfg.authSecret,
    trustedOrigins,
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user, session, account, verification, twoFactor: twoFactorTable },
    }),
    emailAndPassword: { enabled: true, minPasswordLength: PASSWORD_MIN },
    plugins: [admin(), twoFactor({ issuer: 'PartsYard' })],
    telemetry: { enabled: false },
  });
}

export type TAuth = ReturnType<typeof createAuth>;
