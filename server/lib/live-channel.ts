import type { TDb } from '../db/client';
import { notifyChannel } from './live-channel-repository';

/** The channel every instance LISTENs on for its live sockets; payloads are small JSON (ids, never content). */
export const LIVE_CHANNEL = 'partsyard_messages';

/**
 * What crosses the channel: a message stored, a conversation read, a user's notices changed, a
 * user signed out everywhere (suspended, deleted: every instance closes their sockets).
 */
export type TLiveNotice =
  | { t: 'message'; id: number; s: string; r: string }
  | { t: 'read'; u: string }
  | { t: 'notices'; u: string; n: number }
  | { t: 'signout'; u: string };

/** A notice as it crosses: `at`, when it was published (ms since 1970), times its way to the sockets. */
export type TLivePayload = TLiveNotice & { at?: number };

/** Sends a notification that leaves when the surrounding transaction commits. */
export async function publishLive(tx: Pick<TDb, 'execute'>, notice: TLiveNotice) {
  const payload: TLivePayload = { ...notice, at: Date.now() };
  await notifyChannel(tx, LIVE_CHANNEL, JSON.stringify(payload));
}
