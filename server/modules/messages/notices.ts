import { MESSAGE_EMAIL_EVERY_MINUTES } from '@common/constants';
import type { FastifyInstance } from 'fastify';
import type { TMail } from '../../adapters/mail';
import { composeMail } from '../../lib/mail-template';
import * as repo from './repository';

type TApp = Pick<FastifyInstance, 'db' | 'clock' | 'log' | 'mailer' | 'config'>;

const BATCH = 1000;
const QUOTE_MAX = 300;

export interface TNoticeResult {
  checked: number;
  emailed: number;
}

/** Issue 19: said in the email when one of the messages matched a scam pattern (the receiver's warning). */
export const SCAM_EMAIL_WARNING =
  'Be careful: a message in this conversation looks like messages that scammers send (payment with gift cards, wire transfers or crypto, a "shipping agent", or moving to another app). Keep talking on PartsYard, meet in a public place, and never pay before you have seen the part.';

function messageEmail(
  to: string,
  from: string,
  quote: string,
  more: number,
  url: string,
  flagged: boolean,
): TMail {
  const shortened = quote.length > QUOTE_MAX ? `${quote.slice(0, QUOTE_MAX)}…` : quote;
  return composeMail(to, `New message from ${from} on PartsYard`, {
    intro:
      more > 0
        ? `${from} sent you ${more + 1} messages on PartsYard while you were away. The first one:`
        : `${from} sent you a message on PartsYard while you were away:`,
    quote: shortened,
    action: 'Open the conversation',
    url,
    outro: `${flagged ? `${SCAM_EMAIL_WARNING}\n\n` : ''}We send at most one email about a conversation every ${MESSAGE_EMAIL_EVERY_MINUTES} minutes. Reply on PartsYard: replying to this email does not reach ${from}.`,
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
    const url = `${app.config.publicUrl}/messages/${encodeURIComponent(sender.username)}`;
    try {
      await app.mailer.send(
        messageEmail(
          receiver.email,
          sender.username,
          first.content,
          list.length - 1,
          url,
          list.some((m) => Boolean(m.flagged)),
        ),
      );
      emailed += 1;
    } catch (err) {
      app.log.error({ err }, 'message email not sent');
    }
  }
  return { checked: claimed.length, emailed };
}
