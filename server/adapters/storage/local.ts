import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { constants, type Dirent } from 'node:fs';
import { access, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { assertKey, assertPrefix } from './keys';
import type { TObjectInfo, TStorage } from './types';

// Keys never contain '#' (see keys.ts), so the content-type sidecar and in-flight temporary files
// can never collide with an object, and listing skips them by that one character.
const TYPE_SUFFIX = '#type';
const TMP_MARK = '#tmp-';
const MISSING = new Set(['ENOENT', 'ENOTDIR', 'EISDIR']);

/** The signature of a signed URL: HMAC-SHA256 over a purpose label, the key and the expiry. */
export function signatureFor(secret: string, key: string, expires: number): string {
  // The label keeps these signatures apart from anything else signed with the same auth secret;
  // the newlines keep key and expiry from running into each other.
  return createHmac('sha256', secret).update(`media-signed\n${key}\n${expires}`).digest('base64url');
}

/** True when `sig` signs `key` until `expires` (unix seconds) and that time has not passed. */
export function verifySignature(
  secret: string,
  key: string,
  expires: string | number,
  sig: string,
  now = Date.now(),
): boolean {
  const text = String(expires);
  if (!/^\d{1,12}$/.test(text)) return false;
  const at = Number(text);
  if (at * 1000 <= now) return false;
  const expected = Buffer.from(signatureFor(secret, key, at));
  const given = Buffer.from(sig);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export interface TLocalStorage extends TStorage {
  kind: 'local';
  /** True when a signed URL's `expires` and `sig` sign `key` and have not expired. */
  verifySigned(key: string, expires: string, sig: string): boolean;
  /**
   * Removes what a killed process or a failed write left beside the objects, changed before
   * `before`: temporary files of unfinished writes, and content-type files without their object.
   */
  sweepLeftovers(before: Date): Promise<{ files: number; bytes: number }>;
}

/** The local storage (the only one the media routes can serve). */
export function isLocalStorage(storage: TStorage): storage is TLocalStorage {
  return storage.kind === 'local' && typeof (storage as Partial<TLocalStorage>).verifySigned === 'function';
}

/**
 * The embedded storage: objects are files under `root` (DATA_DIR/uploads) with their content type
 * in a sidecar file; public objects are served by the media routes at `publicBase`, private ones
 * through HMAC-signed URLs at `signedBase`.
 */
export function createLocalStorage(
  root: string,
  opts: { publicBase: string; secret: string; signedBase: string },
): TLocalStorage {
  const fileOf = (key: string) => path.join(root, ...assertKey(key).split('/'));

  // Written beside the target then renamed, so a reader never sees half a file.
  async function writeAtomic(file: string, data: Buffer | string) {
    const tmp = `${file}${TMP_MARK}${randomBytes(6).toString('hex')}`;
    try {
      await writeFile(tmp, data);
      await rename(tmp, file);
    } catch (err) {
      await rm(tmp, { force: true });
      throw err;
    }
  }

  /** Every file under `dir` (a missing folder has none), as paths relative to the root with '/'. */
  async function filesUnder(dir: string): Promise<string[]> {
    let entries: Dirent[];
    try {
      entries = await readdir(dir, { recursive: true, withFileTypes: true });
    } catch (err) {
      if (MISSING.has((err as NodeJS.ErrnoException).code ?? '')) return [];
      throw err;
    }
    return entries
      .filter((e) => e.isFile())
      .map((e) => path.relative(root, path.join(e.parentPath, e.name)).split(path.sep).join('/'));
  }

  async function list(prefix: string): Promise<string[]> {
    assertPrefix(prefix);
    const files = await filesUnder(path.join(root, ...prefix.split('/').slice(0, -1)));
    return files.filter((key) => !key.includes('#') && key.startsWith(prefix)).sort();
  }

  async function listDetailed(prefix: string): Promise<TObjectInfo[]> {
    const found = await Promise.all(
      (await list(prefix)).map(async (key) => {
        // A file deleted between the listing and its stat is simply no longer there.
        const s = await stat(fileOf(key)).catch(() => undefined);
        return s && { key, size: s.size, modifiedAt: s.mtime };
      }),
    );
    return found.filter((o) => o !== undefined);
  }

  async function sweepLeftovers(before: Date) {
    let files = 0;
    let bytes = 0;
    for (const name of await filesUnder(root)) {
      const at = name.indexOf('#');
      if (at < 0) continue;
      const file = path.join(root, ...name.split('/'));
      const s = await stat(file).catch(() => undefined);
      if (!s || s.mtime >= before) continue;
      const owner = path.join(root, ...name.slice(0, at).split('/'));
      // A content-type file stays while its object does; a temporary file never outlives its write.
      if (name.endsWith(TYPE_SUFFIX) && (await stat(owner).catch(() => undefined))) continue;
      await rm(file, { force: true });
      files += 1;
      bytes += s.size;
    }
    return { files, bytes };
  }

  async function remove(keys: string[]) {
    const files = keys.map(fileOf); // all checked before any is touched
    await Promise.all(
      files.flatMap((f) => [rm(f, { force: true }), rm(`${f}${TYPE_SUFFIX}`, { force: true })]),
    );
  }

  return {
    kind: 'local',
    imageOrigins: [],

    // cacheControl is not stored: the media routes set the caching of what they serve.
    async put(key, body, contentType) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeAtomic(`${file}${TYPE_SUFFIX}`, contentType);
      try {
        await writeAtomic(file, body);
      } catch (err) {
        // The object was not written (a full disk): its content type must not stay behind alone.
        const kept = await stat(file).catch(() => undefined); // an older version of it may stay
        if (!kept?.isFile()) await rm(`${file}${TYPE_SUFFIX}`, { force: true });
        throw err;
      }
    },

    async get(key) {
      const file = fileOf(key);
      let body: Buffer;
      try {
        body = await readFile(file);
      } catch (err) {
        if (MISSING.has((err as NodeJS.ErrnoException).code ?? '')) return null;
        throw err;
      }
      const contentType = await readFile(`${file}${TYPE_SUFFIX}`, 'utf8').catch(
        () => 'application/octet-stream',
      );
      return { body, contentType };
    },

    delete: remove,
    list,
    listDetailed,
    sweepLeftovers,

    async deletePrefix(prefix) {
      assertPrefix(prefix);
      // A whole folder goes at once (empty folders with it); a partial name goes key by key.
      if (prefix.endsWith('/'))
        await rm(path.join(root, ...prefix.split('/')), { recursive: true, force: true });
      else await remove(await list(prefix));
    },

    publicUrl: (key) => `${opts.publicBase}/${assertKey(key)}`,

    async signedUrl(key, seconds) {
      const expires = Math.floor(Date.now() / 1000) + Math.max(1, Math.floor(seconds));
      const sig = signatureFor(opts.secret, assertKey(key), expires);
      return `${opts.signedBase}/${key}?expires=${expires}&sig=${sig}`;
    },

    verifySigned: (key, expires, sig) => verifySignature(opts.secret, key, expires, sig),

    // The folder is there (made if missing, as the first put would) and this process may write in it.
    async check() {
      await mkdir(root, { recursive: true });
      await access(root, constants.W_OK);
    },
  };
}
