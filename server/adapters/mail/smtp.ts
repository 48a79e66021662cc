import nodemailer from 'nodemailer';
import type { TMail, TMailer } from './types';

/** The production transport: nodemailer over SMTP_URL (smtp:// or smtps://user:pass@host:port). */
export function createSmtpMailer(url: string, from: string): TMailer {
  const transport = nodemailer.createTransport(url);
  return {
    kind: 'smtp',
    async send(mail: TMail) {
      await transport.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        headers: mail.headers,
      });
    },
    async list() {
      return [];
    },
  };
}
