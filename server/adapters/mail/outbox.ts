import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { TMail, TMailer, TStoredMail } from './types';

export function linksIn(text: string): string[] {
  return [...text.matchAll(/https?:\/\/[^\s<>"')]+/g)].map((m) => m[0]);
}

/**
 * The embedded mail transport: every message is stored as a JSON file under DATA_DIR/outbox and its
 * subject and links are logged, so a developer can follow a verification link without SMTP.
 */
export function createOutboxMailer(dir: string, log: (msg: string) => void): TMailer {
  return {
    kind: 'outbox',
    async send(mail: TMail) {
      await mkdir(dir, { recursive: true });
      const createdAt = new Date().toISOString();
      const id = `${createdAt.replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}`;
      const stored: TStoredMail = { ...mail, id, createdAt, links: linksIn(mail.text) };
      // Written aside, then renamed: a reader listing the outbox meanwhile (the dev mail page, a
      // test waiting for its mail) never reads a half-written file.
      const file = path.join(dir, `${id}.json`);
      await writeFile(`${file}.tmp`, JSON.stringify(stored, null, 2));
      await rename(`${file}.tmp`, file);
      log(`mail to ${mail.to}: "${mail.subject}" ${stored.links.join(' ')}`);
    },
    async list() {
      let files: string[];
      try {
        files = (await readdir(dir)).filter((f) => f.endsWith('.json'));
      } catch {
        return [];
      }
      const mails = await Promise.all(
        files.map(async (f) => JSON.parse(await readFile(path.join(dir, f), 'utf8')) as TStoredMail),
      );
      return mails.sort((a, b) => b.id.localeCompare(a.id));
    },
  };
}
