import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { MESSAGES } from '@common/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadTempDir } from '../../lib/temp-uploads';
import { createUser } from '../../test/accounts';
import { pngClaiming } from '../../test/images';
import { makeImage } from '../../test/posts';
import { insertPost, reportRows, sendReport } from '../../test/reports';
import { createTestApp, type TTestApp } from '../../test/test-app';

// Report photos are streamed to temp files under DATA_DIR/tmp while the report is checked (not
// held in memory: 4 x 50 MB per anonymous request), and those files are gone once it is answered.

let t: TTestApp;
let post: { id: number };
let tmp: string;
/** The temp files that existed each time a photo variant was stored (while its report was filed). */
let seenDuringStore: string[][] = [];

beforeAll(async () => {
  t = await createTestApp();
  const seller = await createUser(t.app);
  post = await insertPost(t.app, seller.id);
  tmp = uploadTempDir(t.config.dataDir);
  const put = t.app.storage.put.bind(t.app.storage);
  t.app.storage.put = async (...args) => {
    seenDuringStore.push(existsSync(tmp) ? await readdir(tmp) : []);
    return put(...args);
  };
});
afterAll(() => t.close());

const tempFiles = async () => (existsSync(tmp) ? readdir(tmp) : []);
const visitor = { post_id: 0, email: 'v@example.com' };
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

describe('report photo uploads', () => {
  it('reads the photos from temp files under DATA_DIR/tmp and removes them once filed', async () => {
    seenDuringStore = [];
    const photos = [await makeImage('png'), await makeImage('jpeg')];
    const res = await sendReport(t.app, { ...visitor, post_id: post.id }, { photos });
    expect(res.statusCode, res.body).toBe(201);
    // While the photos were processed, both waited on disk, named as uploads.
    expect(seenDuringStore.length).toBeGreaterThan(0);
    for (const seen of seenDuringStore) {
      expect(seen).toHaveLength(2);
      for (const name of seen) expect(name).toMatch(/^upload-[0-9a-f-]{36}\.part$/);
    }
    expect(await tempFiles()).toEqual([]);
  });

  it('removes the temp files of a refused report too (bad photo, unknown post)', async () => {
    const good = await makeImage('png');
    const bad = { file: GIF, filename: 'x.gif', type: 'image/gif' };
    const refused = await sendReport(t.app, { ...visitor, post_id: post.id }, { photos: [good, good, bad] });
    expect(refused.statusCode, refused.body).toBe(415);
    expect(await tempFiles()).toEqual([]);
    const missing = await sendReport(t.app, { ...visitor, post_id: 2_000_000 }, { photos: [good] });
    expect(missing.statusCode, missing.body).toBe(404);
    expect(await tempFiles()).toEqual([]);
  });

  it('refuses a photo over 50 MB with 413 and its sentence, storing nothing and keeping no file', async () => {
    const rows = (await reportRows(t.app)).length;
    const big = Buffer.alloc(50 * 1024 * 1024 + 1, 1);
    big.set(await makeImage('png')); // a real PNG at the start, too long by its tail
    const res = await sendReport(t.app, { ...visitor, post_id: post.id }, { photos: [big] });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe(MESSAGES.photoTooLarge);
    expect((await reportRows(t.app)).length).toBe(rows);
    expect(await tempFiles()).toEqual([]);
  });

  it('refuses a photo over 50 megapixels by its header with 413 and its sentence', async () => {
    const rows = (await reportRows(t.app)).length;
    const good = await makeImage('png');
    const res = await sendReport(
      t.app,
      { ...visitor, post_id: post.id },
      { photos: [good, pngClaiming(8_001, 6_250)] },
    );
    expect(res.statusCode, res.body).toBe(413);
    expect(res.json().message).toBe(MESSAGES.photoDimensions);
    expect((await reportRows(t.app)).length).toBe(rows);
    expect(await tempFiles()).toEqual([]);
  });
});
