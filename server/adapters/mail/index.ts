import path from 'node:path';
import { createOutboxMailer } from './outbox';
import { createSmtpMailer } from './smtp';
import type { TMailer } from './types';

export type { TMail, TMailer, TStoredMail } from './types';

/** SMTP when SMTP_URL is set, otherwise the local outbox under DATA_DIR/outbox. */
export function createMailer(
  cfg: { smtpUrl?: string; mailFrom: string; dataDir: string },
  log: (msg: string) => void,
): TMailer {
  if (cfg.smtpUrl) return createSmtpMailer(cfg.smtpUrl, cfg.mailFrom);
  return createOutboxMailer(path.join(cfg.dataDir, 'outbox'), log);
}
