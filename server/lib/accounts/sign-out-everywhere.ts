import type { FastifyInstance } from 'fastify';
import type { TDb } from '../../db/client';
import { publishLive } from '../live-channel';
import { deleteSessionsOf } from './sign-out-everywhere-repository';

/** A drizzle transaction (or the database itself): anything that can delete and execute. */
export type TSignOutTx = Pick<TDb, 'delete' | 'execute'>;

/**
 * Ends every session of the user and closes their open live sockets on every instance: the
 * sessions are deleted (Better Auth reads them from the database, so the next request is a
 * visitor's), and a 'signout' notice on the live channel makes each instance's hub close the user's
 * sockets with LIVE_CLOSE_SIGNED_OUT, which signs their tabs out. Given `tx`, both happen only if
 * it commits (the notice leaves at commit).
 */
export async function signOutEverywhere(
  app: Pick<FastifyInstance, 'db'>,
  userId: string,
  tx?: TSignOutTx,
): Promise<void> {
  const run = async (t: TSignOutTx) => {
    await deleteSessionsOf(t, userId);
    await publishLive(t, { t: 'signout', u: userId });
  };
  if (tx) await run(tx);
  else await app.db.transaction(run);
}
