import { Readable } from 'node:stream';
import { DEFAULT_LANGUAGE, type TLanguage } from '@common/i18n/languages';
import type { FastifyInstance } from 'fastify';
import { strToU8, Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import { serverText } from '../../lib/i18n/server-text';
import * as repo from './data-export-repository';

type TApp = Pick<FastifyInstance, 'db' | 'storage' | 'log' | 'clock'>;

/** A zip member's name for a photo: the 'full' variant of a stored base key. */
const photoFile = (folder: string, id: unknown, n: number) => `${folder}/${String(id)}/${n}.webp`;

/** A safe file name part: letters, digits, '-' and '_' ('user' when nothing is left). */
export function fileNamePart(s: string): string {
  const clean = s.replace(/[^A-Za-z0-9_-]+/g, '').slice(0, 40);
  return clean || 'user';
}

/** partsyard-data-<username>-<YYYY-MM-DD>.zip */
export const exportFileName = (username: string, at: Date) =>
  `partsyard-data-${fileNamePart(username)}-${at.toISOString().slice(0, 10)}.zip`;

/**
 * The user's data, read now in one read-only snapshot (the photos are read as the archive
 * streams). One connection, one query after another: an export never takes the pool's others.
 */
function collect(app: TApp, userId: string) {
  return app.db.transaction(
    async (tx) => ({
      account: await repo.account(tx, userId),
      devices: await repo.pushDevices(tx, userId),
      signIns: await repo.signIns(tx, userId),
      posts: await repo.posts(tx, userId),
      carts: await repo.carts(tx, userId),
      messages: await repo.messages(tx, userId),
      favourites: await repo.favourites(tx, userId),
      searches: await repo.savedSearches(tx, userId),
      garage: await repo.garage(tx, userId),
      reviews: await repo.reviews(tx, userId),
      notices: await repo.notifications(tx, userId),
      blocked: await repo.blocked(tx, userId),
      reports: await repo.reports(tx, userId),
    }),
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

const keysOf = (row: Record<string, unknown>): string[] => {
  const v = row.photo_keys;
  if (Array.isArray(v)) return v.map(String);
  // A text array read as its literal ('{a,b}').
  if (typeof v === 'string' && v.length > 2) return v.slice(1, -1).split(',');
  return [];
};

/** Conversations grouped by the other side, each oldest message first. */
function conversations(rows: Array<Record<string, unknown>>) {
  const byOther = new Map<string, { with: string; messages: unknown[] }>();
  for (const m of rows) {
    const key = String(m.other_id);
    const conv = byOther.get(key) ?? { with: String(m.other ?? ''), messages: [] };
    conv.messages.push({
      from: m.from_me ? 'me' : conv.with,
      content: m.content,
      sent_at: m.created_at,
      read_at: m.read_at,
      post_id: m.post_id,
    });
    byOther.set(key, conv);
  }
  return [...byOther.values()];
}

/**
 * The archive of the user's data as a stream (GDPR article 20, PIPEDA principle 4.9):
 * JSON files of their own rows, their posts' photos as stored, and a README.txt saying what each
 * file is. The JSON is read first; photos are read one at a time as the stream is consumed.
 */
export async function exportArchive(
  app: TApp,
  userId: string,
  language: TLanguage = DEFAULT_LANGUAGE,
): Promise<{ fileName: string; stream: Readable }> {
  const at = app.clock();
  const data = await collect(app, userId);
  const account = data.account ?? {};
  const { email, email_verified, created_at, two_factor_enabled, ...profile } = account;
  const posts = data.posts.map((row) => {
    const { photo_keys: _keys, ...post } = row;
    return { ...post, photos: keysOf(row).map((_key, n) => photoFile('posts', row.id, n + 1)) };
  });
  const carts = data.carts.map((row) => {
    const { photo_keys: _keys, ...cart } = row;
    return { ...cart, photos: keysOf(row).map((_key, n) => photoFile('carts', row.id, n + 1)) };
  });
  const json: Array<[string, unknown]> = [
    [
      'profile.json',
      {
        account: { email, email_verified, created_at, two_factor_enabled },
        profile: account.username == null ? null : profile,
        notification_devices: data.devices,
        sign_ins: data.signIns,
      },
    ],
    ['posts.json', posts],
    ['carts.json', carts],
    ['messages.json', conversations(data.messages)],
    ['favourites.json', data.favourites],
    ['saved-searches.json', data.searches],
    ['garage.json', data.garage],
    [
      'reviews.json',
      {
        written: data.reviews.filter((r) => r.written).map(({ written: _w, ...r }) => r),
        received: data.reviews.filter((r) => !r.written).map(({ written: _w, ...r }) => r),
      },
    ],
    ['notifications.json', data.notices],
    ['blocked-users.json', data.blocked],
    ['reports.json', data.reports],
  ];
  const photos: Array<[string, string]> = [
    ...data.posts.flatMap((p) =>
      keysOf(p).map((key, n) => [photoFile('posts', p.id, n + 1), `${key}-full.webp`] as [string, string]),
    ),
    ...data.carts.flatMap((c) =>
      keysOf(c).map((key, n) => [photoFile('carts', c.id, n + 1), `${key}-full.webp`] as [string, string]),
    ),
  ];
  // What each file of the archive holds, in the language of the page that asked for it.
  const readme = serverText('dataExport.readme', { date: at.toISOString() }, language);
  const username = typeof account.username === 'string' ? account.username : 'user';
  return {
    fileName: exportFileName(username, at),
    stream: Readable.from(archive(app, at, readme, json, photos)),
  };
}

/** The zip's bytes as they are made: small JSON deflated, photos (already compressed) stored. */
async function* archive(
  app: TApp,
  at: Date,
  readme: string,
  json: Array<[string, unknown]>,
  photos: Array<[string, string]>,
): AsyncGenerator<Uint8Array> {
  const out: Uint8Array[] = [];
  let failure: Error | null = null;
  const zip = new Zip((err, chunk) => {
    if (err) failure = err;
    else out.push(chunk);
  });
  const add = (name: string, bytes: Uint8Array, compress: boolean) => {
    const file = compress ? new ZipDeflate(name, { level: 6 }) : new ZipPassThrough(name);
    file.mtime = at;
    zip.add(file);
    file.push(bytes, true);
  };
  function* flush() {
    if (failure) throw failure;
    yield* out.splice(0);
  }
  add('README.txt', strToU8(readme), true);
  for (const [name, value] of json) add(name, strToU8(`${JSON.stringify(value, null, 2)}\n`), true);
  yield* flush();
  for (const [name, key] of photos) {
    const stored = await app.storage.get(key);
    if (!stored) {
      app.log.warn({ key }, 'export: a photo file is missing');
      continue;
    }
    add(name, new Uint8Array(stored.body.buffer, stored.body.byteOffset, stored.body.byteLength), false);
    yield* flush();
  }
  zip.end();
  yield* flush();
}
