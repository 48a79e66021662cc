import { existsSync, mkdtempSync } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { MESSAGES } from '@common/messages';
import { describe, expect, it } from 'vitest';
import { TempUploads, uploadTempDir } from './temp-uploads';

const MB = 1024 * 1024;

/** A stream of `total` bytes made one 64 KB chunk at a time, counting what was taken from it. */
function lazyStream(total: number) {
  const read = { bytes: 0 };
  const chunk = Buffer.alloc(64 * 1024, 7);
  const stream = new Readable({
    read() {
      if (read.bytes >= total) return this.push(null);
      read.bytes += chunk.length;
      this.push(chunk);
    },
  });
  return { stream, read };
}

const newDir = () => uploadTempDir(mkdtempSync(path.join(os.tmpdir(), 'partsyard-uploads-')));

describe('TempUploads', () => {
  it('streams an upload to a clearly named file under DATA_DIR/tmp and removes it afterwards', async () => {
    const dir = newDir();
    const uploads = new TempUploads(dir);
    const { stream } = lazyStream(3 * MB);
    const file = await uploads.save(stream, 50 * MB);
    expect(path.dirname(file)).toBe(dir);
    expect(path.basename(file)).toMatch(/^upload-[0-9a-f-]{36}\.part$/);
    expect((await stat(file)).size).toBe(3 * MB);
    await uploads.removeAll();
    expect(await readdir(dir)).toEqual([]);
  });

  it('refuses a stream past its limit with 413, without reading (or holding) the rest', async () => {
    const dir = newDir();
    const uploads = new TempUploads(dir);
    const { stream, read } = lazyStream(200 * MB);
    const err = await uploads.save(stream, 50 * MB).catch((e: unknown) => e);
    expect(err).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', message: MESSAGES.photoTooLarge });
    // Reading stopped right after the limit: the other 150 MB were never made.
    expect(read.bytes).toBeLessThan(51 * MB);
    const [left] = await readdir(dir);
    expect(left && (await stat(path.join(dir, left))).size).toBeLessThanOrEqual(50 * MB);
    expect(stream.destroyed).toBe(true);
    await uploads.removeAll();
    expect(await readdir(dir)).toEqual([]);
  });

  it('refuses a multipart file that busboy cut at its limit (truncated)', async () => {
    const uploads = new TempUploads(newDir());
    const stream = Object.assign(Readable.from([Buffer.alloc(1000)]), { truncated: true });
    await expect(uploads.save(stream, 1000)).rejects.toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
    await uploads.removeAll();
  });

  it('removes the files of a request whatever happened, and a second removal is harmless', async () => {
    const dir = newDir();
    const uploads = new TempUploads(dir);
    const files = [
      await uploads.save(lazyStream(MB).stream, MB),
      await uploads.save(lazyStream(2 * MB).stream, 2 * MB),
    ];
    expect(files.every((f) => existsSync(f))).toBe(true);
    await uploads.removeAll();
    await uploads.removeAll();
    expect(files.some((f) => existsSync(f))).toBe(false);
  });
});
