export interface TMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers (an alert's List-Unsubscribe and List-Unsubscribe-Post, RFC 8058). */
  headers?: Record<string, string>;
}

export interface TStoredMail extends TMail {
  id: string;
  createdAt: string;
  /** Every http(s) link in the text, so a developer (or a test) can follow them. */
  links: string[];
}

export interface TMailer {
  kind: 'outbox' | 'smtp';
  send(mail: TMail): Promise<void>;
  /** The local outbox, newest first (empty for SMTP: sent mail is not kept). */
  list(): Promise<TStoredMail[]>;
}
