import { PATHS } from '@common/app-paths';
import type { TPushSubscription } from '@common/contracts/push';
import { AppError } from '@common/errors';
import { DEFAULT_LANGUAGE, languagePath, type TLanguage } from '@common/i18n/languages';
import { MESSAGES } from '@common/messages';
import type { FastifyInstance } from 'fastify';
import { accountLanguage } from '../../lib/i18n/mail-language';
import { translate } from '../../lib/i18n/translate';
import type { TSessionUser } from '../../plugins/auth-session';
import { browserLabel } from './browser-label';
import * as repo from './repository';
import type { TPushSender } from './sender';

type TApp = Pick<FastifyInstance, 'db'>;

/** Keeps this device's subscription for the user (taking it over from whoever had it). */
export async function subscribe(app: TApp, me: TSessionUser, sub: TPushSubscription, userAgent: string) {
  await repo.upsert(app.db, {
    userId: me.id,
    endpoint: sub.endpoint,
    p256dh: sub.keys.p256dh,
    auth: sub.keys.auth,
    userAgent: browserLabel(userAgent),
  });
  return { subscribed: true };
}

/** Forgets the user's own subscription at this endpoint (another user's is left alone: 404). */
export async function unsubscribe(app: TApp, me: TSessionUser, endpoint: string) {
  if (!(await repo.removeOwn(app.db, me.id, endpoint))) {
    throw new AppError('NOT_FOUND', MESSAGES.pushSubscriptionNotFound);
  }
  return { subscribed: false };
}

/**
 * Sends a test notification to each of the user's devices; answers how many were sent. In the
 * language of the page that asked (the person is reading it).
 */
export async function sendTest(push: TPushSender, me: TSessionUser, language: TLanguage = DEFAULT_LANGUAGE) {
  const sent = await push.sendToUser(me.id, {
    title: translate(language, 'pushTestTitle'),
    body: translate(language, 'pushTestBody'),
    url: languagePath(PATHS.profile, language),
  });
  return { sent };
}

/** The notification for a new message, to its receiver's devices. */
export async function notifyMessage(
  app: TApp,
  push: TPushSender,
  msg: { senderId: string; receiverId: string; content: string; flagged?: boolean },
) {
  const sender = await repo.findUsername(app.db, msg.senderId);
  if (!sender) return 0;
  // In the receiver's language, opening their language's page.
  const language = (await accountLanguage(app.db, msg.receiverId)) ?? DEFAULT_LANGUAGE;
  return push.sendToUser(msg.receiverId, {
    title: translate(language, 'pushMessageTitle', { username: sender }),
    // A message that matched a scam pattern is read in the conversation, beside its warning.
    body: msg.flagged ? translate(language, 'pushScamWarning') : msg.content,
    url: languagePath(`${PATHS.messages}/${encodeURIComponent(sender)}`, language),
  });
}
