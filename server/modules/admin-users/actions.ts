import type {
  TDeleteUserResponse,
  TRestoreUserResponse,
  TSuspendUserResponse,
  TUserRoleResponse,
} from '@common/contracts/admin-users';
import { AppError } from '@common/errors';
import { MESSAGES } from '@common/messages';
import type { FastifyInstance } from 'fastify';
import { deleteAccount } from '../../lib/accounts/delete-account';
import { signOutEverywhere } from '../../lib/accounts/sign-out-everywhere';
import { recordAudit } from '../../lib/audit';
import type { TSessionUser } from '../../plugins/auth-session';
import { roleValue } from '../accounts/admin-role';
import * as repo from './repository';
import { toUserRow } from './service';

// Suspend, restore and the admin role: each in one transaction with its audit entry, the user's row
// locked first. An admin never acts on their own account here, and an admin's account is neither
// suspended nor deleted until another admin has removed its role (a deliberate second step).
// Audit entries name the account by id only, as the deletion's does (an address would outlive it).

type TApp = Pick<FastifyInstance, 'db' | 'clock'>;
type TTx = Parameters<Parameters<TApp['db']['transaction']>[0]>[0];

/** The locked user, or the reason it cannot be changed. */
async function lockChangeable(tx: TTx, id: string) {
  const user = await repo.lockUser(tx, id);
  if (!user) throw new AppError('NOT_FOUND', MESSAGES.adminUserNotFound);
  if (user.deleted) throw new AppError('CONFLICT', MESSAGES.adminUserDeleted);
  return user;
}

async function rowOf(tx: TTx, id: string) {
  const row = await repo.findUserRow(tx, id);
  if (!row) throw new AppError('NOT_FOUND', MESSAGES.adminUserNotFound);
  return toUserRow(row);
}

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/**
 * Suspends an account: it can no longer sign in (Better Auth's banned flag), every session ends and
 * its open tabs are signed out on every instance, and its live posts are hidden (from search,
 * alerts, sitemaps, the seller page; their pages answer 404 to all but admins).
 */
export async function suspendUser(
  app: TApp,
  admin: TSessionUser,
  id: string,
  reason: string,
): Promise<TSuspendUserResponse> {
  if (id === admin.id) throw new AppError('FORBIDDEN', MESSAGES.adminSelfSuspend);
  return app.db.transaction(async (tx) => {
    const user = await lockChangeable(tx, id);
    if (user.role === 'admin') throw new AppError('CONFLICT', MESSAGES.adminTargetIsAdmin);
    if (user.banned) throw new AppError('CONFLICT', MESSAGES.userAlreadySuspended);
    await repo.setSuspended(tx, id, reason, app.clock());
    const hidden = await repo.hidePosts(tx, id);
    await signOutEverywhere(app, id, tx);
    await recordAudit(tx, admin, {
      action: 'user.suspend',
      targetType: 'user',
      targetId: id,
      details: `${reason} (${plural(hidden, 'post')} hidden)`,
    });
    return { user: await rowOf(tx, id), hidden_posts: hidden };
  });
}

/** Lifts a suspension: the account may sign in again, and its hidden posts are shown (or expired). */
export async function restoreUser(app: TApp, admin: TSessionUser, id: string): Promise<TRestoreUserResponse> {
  return app.db.transaction(async (tx) => {
    const user = await lockChangeable(tx, id);
    if (!user.banned) throw new AppError('CONFLICT', MESSAGES.userNotSuspended);
    const now = app.clock();
    await repo.setSuspended(tx, id, null, now);
    const restored = await repo.unhidePosts(tx, id, now);
    await recordAudit(tx, admin, {
      action: 'user.restore',
      targetType: 'user',
      targetId: id,
      details: `${plural(restored, 'post')} shown again`,
    });
    return { user: await rowOf(tx, id), restored_posts: restored };
  });
}

/** Grants or revokes the admin role (the CLI's rule); nothing changes, and nothing is logged, when it already is so. */
export async function setUserRole(
  app: TApp,
  admin: TSessionUser,
  id: string,
  makeAdmin: boolean,
): Promise<TUserRoleResponse> {
  if (id === admin.id && !makeAdmin) throw new AppError('FORBIDDEN', MESSAGES.adminSelfRole);
  return app.db.transaction(async (tx) => {
    const user = await lockChangeable(tx, id);
    const isAdmin = user.role === 'admin';
    if (isAdmin !== makeAdmin) {
      if (makeAdmin && user.banned) throw new AppError('CONFLICT', MESSAGES.adminGrantSuspended);
      await repo.setRole(tx, id, roleValue(makeAdmin), app.clock());
      await recordAudit(tx, admin, {
        action: makeAdmin ? 'user.grant-admin' : 'user.revoke-admin',
        targetType: 'user',
        targetId: id,
      });
    }
    return { user: await rowOf(tx, id) };
  });
}

/**
 * Deletes an account with all its posts and photos through the one deletion routine (its row kept
 * as a tombstone so messages stay readable under "deleted user"; audited there with the reason).
 */
export async function deleteUser(
  app: TApp & Pick<FastifyInstance, 'storage' | 'log'>,
  admin: TSessionUser,
  id: string,
  reason: string,
): Promise<TDeleteUserResponse> {
  if (id === admin.id) throw new AppError('FORBIDDEN', MESSAGES.adminSelfDelete);
  const user = await repo.findUserRow(app.db, id);
  if (!user) throw new AppError('NOT_FOUND', MESSAGES.adminUserNotFound);
  if (user.deleted) throw new AppError('CONFLICT', MESSAGES.adminUserDeleted);
  if (user.role === 'admin') throw new AppError('CONFLICT', MESSAGES.adminTargetIsAdmin);
  const { photos } = await deleteAccount(app, id, {
    kind: 'admin',
    adminId: admin.id,
    adminEmail: admin.email,
    reason,
  });
  return { id, photos };
}
