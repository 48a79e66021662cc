import type { TDb } from '../../db/client';
import * as repo from './repository';

/** The role column for an admin or not: 'admin', or null (an ordinary user). The CLI and the dashboard share it. */
export const roleValue = (admin: boolean): 'admin' | null => (admin ? 'admin' : null);

/** Grants or revokes the admin role by email; returns the accounts changed (none when unknown). */
export async function setAdminRole(db: TDb, email: string, admin: boolean) {
  return repo.setRole(db, email.trim(), roleValue(admin));
}

/** Runs `admin grant|revoke EMAIL`; returns the line to print and the exit code. */
export async function runAdminCommand(db: TDb, args: string[]): Promise<{ out: string; code: number }> {
  const [verb, email] = args;
  if ((verb !== 'grant' && verb !== 'revoke') || !email) {
    return { out: 'Usage: npm run admin -- grant EMAIL | revoke EMAIL', code: 2 };
  }
  const changed = await setAdminRole(db, email, verb === 'grant');
  if (changed.length === 0) return { out: `No account has the email ${email}.`, code: 1 };
  return {
    out: `${changed[0]?.email} is ${verb === 'grant' ? 'now an admin' : 'no longer an admin'}.`,
    code: 0,
  };
}
