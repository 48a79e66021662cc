import { MESSAGE_EMAIL_EVERY_MINUTES } from '@common/constants';
import { languagePath, type TLanguage } from '@common/i18n/languages';
import type { FastifyInstance } from 'fastify';
import type { TMail } from '../../adapters/mail';
import { serverText, type TServerKey } from '../../lib/i18n/server-text';
import { composeMail } from '../../lib/mail-template';
import * as repo from './repository';

type TApp = Pick<FastifyInstance, 'db' | 'clock' | 'log' | 'mailer' | 'config'>;

const BATCH = 1000;
const QUOTE_MAX = 300;

export interface TNoticeResult {
  checked: number;
  emailed: number;
}

/** Said in the email when one of the messages matched a scam pattern (the receiver's warning). */
export const SCAM_EMAIL_WARNING = serverText('mail.message.scamWarning');

function messageEmail(
  to: string,
  from: string,
  quote: string,
  more: number,
  url: string,
  flagged: boolean,
  language: TLanguage,
): TMail {
  const shortened = quote.length > QUOTE_MAX ? `${quote.slice(0, QUOTE_MAX)}…` : quote;
  const words = (key: TServerKey, params?: Record<string, unknown>) => serverText(key, params, language);
  return composeMail(to, words('mail.message.subject', { from }), {
    intro:
      more > 0
        ? words('mail.message.introMany', { from, number: more + 1 })
        : words('mail.message.introOne', { from }),
    quote: shortened,
    action: words('mail.message.action'),
    url,
    outro: `${flagged ? `${words('mail.message.scamWarning')}\n\n` : ''}${words('mail.message.outro', { minutes: MESSAGE_EMAIL_EVERY_MINUTES, from })}`,
  });
}

/**
 * Emails the receivers of messages that no open tab of theirs got within `delaySeconds` and that
 * they have not read: one email per conversation, at most one every 15 minutes. Safe on several
 * instances: messages are claimed with SKIP LOCKED and each conversation's slot atomically.
 */
export async function sendMessageNotices(app: TApp, delaySeconds: number): Promise<TNoticeResult> {
  const now = app.clock();
  const claimed = await repo.claimNoticeDue(app.db, new Date(now.getTime() - delaySeconds * 1000), BATCH);
  const byConversation = new Map<string, typeof claimed>();
  for (const m of claimed) {
    if (!m.unseen) continue;
    const key = `${m.receiver_id}\n${m.sender_id}`;
    byConversation.set(key, [...(byConversation.get(key) ?? []), m]);
  }
  let emailed = 0;
  const since = new Date(now.getTime() - MESSAGE_EMAIL_EVERY_MINUTES * 60_000);
  for (const list of byConversation.values()) {
    const first = list.reduce((a, b) => (Number(a.id) < Number(b.id) ? a : b));
    const [receiver, sender, blocks] = await Promise.all([
      repo.findProfile(app.db, first.receiver_id),
      repo.findProfile(app.db, first.sender_id),
      repo.blocksBetween(app.db, first.receiver_id, first.sender_id),
    ]);
    // A deleted account is emailed nothing, and its name is not put in anyone's email.
    if (!receiver || !sender || receiver.deleted || sender.deleted || blocks.a_blocked_b) continue;
    if (!(await repo.takeNoticeSlot(app.db, receiver.user_id, sender.user_id, now, since))) continue;
    // In the receiver's language, with its link to their language's page.
    const language = receiver.language;
    const url = `${app.config.publicUrl}${languagePath(`/messages/${encodeURIComponent(sender.username)}`, language)}`;
    try {
      await app.mailer.send(
        messageEmail(
          receiver.email,
          sender.username,
          first.content,
          list.length - 1,
          url,
          list.some((m) => Boolean(m.flagged)),
          language,
        ),
      );
      emailed += 1;
    } catch (err) {
      app.log.error({ err }, 'message email not sent');
    }
  }
  return { checked: claimed.length, emailed };
}
