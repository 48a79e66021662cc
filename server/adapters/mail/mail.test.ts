import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from './index';

const mail = {
  to: 'buyer@example.com',
  subject: 'Verify your PartsYard account',
  text: 'Verify my email: http://localhost:3000/api/auth/verify-email?token=abc',
  html: '<p>Verify</p>',
};

describe('outbox mailer (embedded default)', () => {
  it('keeps each message with its links, newest first, and logs them', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'partsyard-mail-'));
    const logged: string[] = [];
    const mailer = createMailer({ dataDir, mailFrom: 'x <x@x.test>' }, (m) => logged.push(m));
    expect(mailer.kind).toBe('outbox');
    expect(await mailer.list()).toEqual([]);
    await mailer.send(mail);
    await mailer.send({ ...mail, subject: 'Second' });
    const list = await mailer.list();
    expect(list.map((m) => m.subject)).toEqual(['Second', 'Verify your PartsYard account']);
    expect(list[1]?.links).toEqual(['http://localhost:3000/api/auth/verify-email?token=abc']);
    expect(logged[0]).toContain('http://localhost:3000/api/auth/verify-email?token=abc');
  });

  it('never lists a mail still being written (it is written aside, then renamed)', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'partsyard-mail-'));
    const mailer = createMailer({ dataDir, mailFrom: 'x <x@x.test>' }, () => {});
    await mailer.send(mail);
    const outbox = path.join(dataDir, 'outbox');
    expect(readdirSync(outbox).filter((f) => !f.endsWith('.json'))).toEqual([]);
    // A send under way: its half-written file.
    writeFileSync(path.join(outbox, 'zzz-under-way.json.tmp'), '{"to": "buy');
    expect((await mailer.list()).map((m) => m.subject)).toEqual(['Verify your PartsYard account']);
  });
});

describe('SMTP mailer (production)', () => {
  const received: string[] = [];
  let server: SMTPServer;
  let port = 0;
  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, done) {
        let data = '';
        stream.on('data', (chunk: Buffer) => {
          data += chunk.toString();
        });
        stream.on('end', () => {
          received.push(data);
          done();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('delivers through a real SMTP server, from MAIL_FROM', async () => {
    const mailer = createMailer(
      {
        smtpUrl: `smtp://127.0.0.1:${port}`,
        mailFrom: 'PartsYard <no-reply@partsyard.test>',
        dataDir: '/unused',
      },
      () => {},
    );
    expect(mailer.kind).toBe('smtp');
    await mailer.send(mail);
    expect(received).toHaveLength(1);
    expect(received[0]).toContain('Subject: Verify your PartsYard account');
    expect(received[0]).toContain('From: PartsYard <no-reply@partsyard.test>');
    expect(received[0]).toContain('To: buyer@example.com');
    expect(await mailer.list()).toEqual([]);
  });

  it("sends a mail's own headers (an alert's one-click unsubscribe, RFC 8058)", async () => {
    const mailer = createMailer(
      { smtpUrl: `smtp://127.0.0.1:${port}`, mailFrom: 'no-reply@partsyard.test', dataDir: '/unused' },
      () => {},
    );
    const before = received.length;
    await mailer.send({
      ...mail,
      headers: {
        'List-Unsubscribe': '<https://partsyard.test/api/alerts/unsubscribe?token=abc>',
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    });
    expect(received).toHaveLength(before + 1);
    expect(received.at(-1)).toContain(
      'List-Unsubscribe: <https://partsyard.test/api/alerts/unsubscribe?token=abc>',
    );
    expect(received.at(-1)).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
  });
});
