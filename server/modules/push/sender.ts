import type { Agent } from 'node:https';
import type { TPushPayload } from '@common/contracts/push';
import type { FastifyBaseLogger } from 'fastify';
import webpush, { WebPushError } from 'web-push';
import type { TDb } from '../../db/client';
import * as repo from './repository';
import type { TVapidKeys } from './vapid';

export interface TPushSenderOptions {
  db: TDb;
  log: FastifyBaseLogger;
  clock: () => Date;
  keys: TVapidKeys;
  /** VAPID subject: a mailto: or https: address push services may contact. */
  subject: string;
  /** The HTTPS agent for push services (tests trust a local endpoint's certificate with it). */
  agent?: Agent;
}

export interface TPushSender {
  readonly publicKey: string;
  /** Pushes to every device of a user; resolves to how many the push services accepted. Never throws. */
  sendToUser(userId: string, payload: TPushPayload): Promise<number>;
}

/** A notification waits at most a day for its device (a message is old news after that). */
const TTL_SECONDS = 24 * 60 * 60;
const TIMEOUT_MS = 10_000;
/** Keeps the encrypted payload well under the 4 KB push services take. */
const BODY_MAX = 240;

const shorten = (text: string) => (text.length > BODY_MAX ? `${text.slice(0, BODY_MAX - 1)}…` : text);

/** Sends Web Push notifications signed with the app's VAPID keys (messages now, alerts later). */
export function createPushSender(opts: TPushSenderOptions): TPushSender {
  const vapidDetails = { subject: opts.subject, ...opts.keys };

  async function sendOne(row: repo.TPushRow, body: string): Promise<boolean> {
    try {
      await webpush.sendNotification(
        { endpoint: row.endpoint, keys: { p256dh: row.p256dh, auth: row.auth } },
        body,
        {
          vapidDetails,
          TTL: TTL_SECONDS,
          timeout: TIMEOUT_MS,
          ...(opts.agent ? { agent: opts.agent } : {}),
        },
      );
    } catch (err) {
      // 404/410: the browser unsubscribed or the subscription expired; it will never work again.
      if (err instanceof WebPushError && (err.statusCode === 404 || err.statusCode === 410)) {
        await repo.removeById(opts.db, row.id);
        opts.log.info({ subscription: row.id, status: err.statusCode }, 'push subscription gone, removed');
      } else {
        opts.log.warn({ err, subscription: row.id }, 'push not sent');
      }
      return false;
    }
    await repo.markSuccess(opts.db, row.id, opts.clock());
    return true;
  }

  return {
    publicKey: opts.keys.publicKey,
    async sendToUser(userId, payload) {
      try {
        const rows = await repo.listForUser(opts.db, userId);
        const body = JSON.stringify({ ...payload, body: shorten(payload.body) });
        const results = await Promise.all(rows.map((row) => sendOne(row, body).catch(() => false)));
        return results.filter(Boolean).length;
      } catch (err) {
        opts.log.error({ err, userId }, 'push to user failed');
        return 0;
      }
    },
  };
}
