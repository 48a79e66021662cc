import type { FastifyInstance } from 'fastify';
import type { TJobTx } from '../../adapters/jobs';
import { mailLanguage } from '../../lib/i18n/mail-language';
import { getFrenchPartNames } from '../catalog/service';
import { receiptFacts } from './payment-repository';
import { receiptMail } from './receipt-mail';

type TApp = Pick<FastifyInstance, 'db' | 'mailer' | 'config' | 'jobs'>;

// A paid posting's receipt goes out as a job queued in the transaction that applies the payment:
// it exists only if the payment was applied, once per payment (a replayed webhook, a second
// delivery or the test checkout's Pay pressed again applies nothing new and queues nothing), and a
// crash after the commit still sends it. A waived fee takes no payment and has no receipt.

export const RECEIPT_QUEUE = 'payment-receipts';

export interface TReceiptJob {
  paymentEventId: number;
  /** When the payment was applied (the business clock), as the receipt dates it. */
  paidAt: string;
}

/** Queues the receipt of a payment being applied in `tx`. */
export async function queueReceipt(app: Pick<TApp, 'jobs'>, tx: TJobTx, job: TReceiptJob): Promise<void> {
  await app.jobs.enqueue(RECEIPT_QUEUE, job, {
    transaction: tx,
    singletonKey: `receipt:${job.paymentEventId}`,
  });
}

/** Sends one receipt, in the seller's language; false when the payment or the account is gone. */
export async function sendReceipt(app: TApp, job: TReceiptJob): Promise<boolean> {
  const facts = await receiptFacts(app.db, job.paymentEventId);
  if (!facts) return false;
  const language = await mailLanguage(app.db, facts.userId);
  const french = language === 'fr' ? await getFrenchPartNames(app.db) : undefined;
  await app.mailer.send(receiptMail(facts, new Date(job.paidAt), app.config.publicUrl, language, french));
  return true;
}

export function registerReceiptJob(app: TApp): void {
  app.jobs.define(RECEIPT_QUEUE, { expireInSeconds: 120, retryLimit: 5, pollSeconds: 2 });
  app.jobs.work<TReceiptJob>(RECEIPT_QUEUE, (job) => sendReceipt(app, job));
}
