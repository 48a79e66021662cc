import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { vi } from 'vitest';

// An SMTP server that keeps every mail the instances send (SMTP_URL), whichever instance sent it, and
// reads each one's plain text part and its links.

export interface TCaughtMail {
  to: string[];
  subject: string;
  text: string;
  links: string[];
}

export interface TMailCatcher {
  url: string;
  mails: TCaughtMail[];
  /** Waits for a mail to `to` whose subject matches. */
  waitFor(to: string, subject: RegExp): Promise<TCaughtMail>;
  close(): Promise<void>;
}

export async function startMailCatcher(): Promise<TMailCatcher> {
  const mails: TCaughtMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
        mails.push({ to, ...readMail(Buffer.concat(chunks).toString('utf8')) });
        done();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    waitFor: (to, subject) =>
      vi.waitFor(
        () => {
          const mail = mails.find((m) => m.to.includes(to.toLowerCase()) && subject.test(m.subject));
          if (!mail) throw new Error(`no mail to ${to} matching ${subject} yet`);
          return mail;
        },
        { timeout: 60_000, interval: 50 },
      ),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The subject, the text/plain part (decoded) and its links of a raw message as nodemailer writes it. */
function readMail(raw: string): Omit<TCaughtMail, 'to'> {
  const { headers, body } = splitPart(raw);
  const subject = decodeWords(headers.subject ?? '');
  const text = textOf(headers, body);
  const links = [...text.matchAll(/https?:\/\/[^\s<>"')\]]+/g)].map((m) => m[0]);
  return { subject, text, links };
}

function splitPart(part: string): { headers: Record<string, string>; body: string } {
  const at = part.indexOf('\r\n\r\n');
  const head = at < 0 ? part : part.slice(0, at);
  const headers: Record<string, string> = {};
  // Folded header lines continue with whitespace.
  for (const line of head.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body: at < 0 ? '' : part.slice(at + 4) };
}

function textOf(headers: Record<string, string>, body: string): string {
  const type = headers['content-type'] ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    for (const part of body.split(`--${boundary}`).slice(1)) {
      const inner = splitPart(part.replace(/^\r\n/, ''));
      const text = textOf(inner.headers, inner.body);
      if (text) return text;
    }
    return '';
  }
  if (!/^text\/plain/i.test(type)) return '';
  return decodeBody(body, headers['content-transfer-encoding'] ?? '7bit');
}

function decodeBody(body: string, encoding: string): string {
  if (/base64/i.test(encoding)) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (/quoted-printable/i.test(encoding)) {
    const bytes = body
      .replace(/=\r\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

/** RFC 2047 encoded words (=?UTF-8?Q?...?= or ?B?) in a header. */
function decodeWords(value: string): string {
  return value.replace(/=\?([^?]+)\?([QB])\?([^?]*)\?=\s*/gi, (_m, _charset, kind: string, text: string) =>
    kind.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : decodeBody(text.replaceAll('_', ' '), 'quoted-printable'),
  );
}
