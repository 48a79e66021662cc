import { AppError } from '@common/errors';
import { MESSAGES } from '@common/messages';
import { usernameKey } from '@common/rules/username-skeleton';
import type { FastifyInstance } from 'fastify';
import { recordAudit } from '../audit';
import { deletePhotoFiles } from '../photo-files';
import * as repo from './delete-account-repository';
import { signOutEverywhere } from './sign-out-everywhere';

type TApp = Pick<FastifyInstance, 'db' | 'storage' | 'log' | 'clock'>;

/** The address a deleted account keeps: unusable (.invalid never resolves) and unique per account. */
export const tombstoneEmail = (userId: string) => `deleted-${userId}@deleted.invalid`;
/**
 * The username a deleted account keeps, so the other side's conversation still has a name to join on;
 * a space, which no chosen username may hold, keeps it apart from every real one.
 */
export const tombstoneUsername = (userId: string) => `deleted user ${userId}`;

/** Who deletes the account: its owner (Account Settings), or an admin with a reason (audited). */
export type TDeleteActor =
  | { kind: 'self' }
  | { kind: 'admin'; adminId: string; adminEmail: string; reason: string };

export interface TDeleteResult {
  /** How many photos (each a set of stored variants) were removed. */
  photos: number;
}

/**
 * Deletes an account (PIPEDA and GDPR: docs/privacy.md). In one transaction the user
 * row is kept as a tombstone (deleted_at set, an unusable address, no name, no password, no
 * second factor) so the other side of each conversation still reads its messages under "deleted
 * user"; the profile keeps a placeholder username and nothing else; posts, carts, favourites,
 * saved searches, garage, push subscriptions, notifications, blocks, sign-ins and reviews about
 * them go; reports and Contact Us messages they sent stay without their address; every session
 * ends and their open sockets close. The photo files go after the commit (the orphan sweep takes
 * any a failure leaves). The same address can sign up again as a new account.
 */
export async function deleteAccount(app: TApp, userId: string, actor: TDeleteActor): Promise<TDeleteResult> {
  const at = app.clock();
  const keys = await app.db.transaction(async (tx) => {
    const user = await repo.lockUser(tx, userId);
    if (!user) throw new AppError('NOT_FOUND', MESSAGES.userNotFound);
    if (user.deleted_at !== null) throw new AppError('CONFLICT', MESSAGES.accountAlreadyDeleted);
    const photoKeys = await repo.photoKeysOf(tx, userId);
    await repo.resolveReportsOnPostsOf(tx, userId, actor.kind === 'admin' ? actor.adminId : null, at);
    await repo.removeOwnRows(tx, userId, user.email);
    await repo.clearContactDetails(tx, userId, user.email);
    const username = tombstoneUsername(userId);
    await repo.emptyProfile(tx, userId, { username, skeleton: usernameKey(username) }, at);
    await repo.tombstoneUser(tx, userId, tombstoneEmail(userId), at);
    if (actor.kind === 'admin') {
      // The entry names the account by id only: its address is what the deletion removes.
      await recordAudit(
        tx,
        { id: actor.adminId, email: actor.adminEmail },
        { action: 'user.delete', targetType: 'user', targetId: userId, details: actor.reason },
      );
    }
    await signOutEverywhere(app, userId, tx);
    return photoKeys;
  });
  await deletePhotoFiles(app.storage, keys, app.log);
  // Whatever else sits under their folder (a photo whose row a failed upload never wrote).
  await app.storage
    .deletePrefix(`posts/${userId}/`)
    .catch((err: unknown) => app.log.warn({ err }, 'photo folder not deleted'));
  return { photos: keys.length };
}
