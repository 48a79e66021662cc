import { randomUUID } from 'node:crypto';
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { variantKeys } from '../../lib/photo-files';
import { uploadTempDir } from '../../lib/temp-uploads';
import { createUser } from '../../test/accounts';
import { createPost, makeImage, multipart, postInput } from '../../test/posts';
import { fileReport, insertPost } from '../../test/reports';
import { createTestApp, type TTestApp } from '../../test/test-app';
import { sweepAndLog, sweepOrphans } from './orphan-sweep';

// What a process killed between storing files and writing their rows leaves: photo files no row
// names, upload temp files, unfinished storage writes. The sweep removes them once an hour old
// (the tests move the clock two hours on rather than wait) and never what a row still names.

let t: TTestApp;
const LATER = () => new Date(Date.now() + 2 * 3600_000);
let kept: string[];
let orphans: string[];

beforeAll(async () => {
  t = await createTestApp();
  const seller = await createUser(t.app);
  // Photos with rows: a live post's, a pending cart's, a report's.
  await createPost(t.app, seller.cookie, { photos: 1 });
  const cart = await t.app.inject({
    method: 'POST',
    url: '/api/carts',
    headers: { cookie: seller.cookie },
    payload: await postInput(t.app),
  });
  const { payload, headers } = multipart(await makeImage());
  const up = await t.app.inject({
    method: 'POST',
    url: `/api/carts/${cart.json().id}/images`,
    headers: { ...headers, cookie: seller.cookie },
    payload,
  });
  expect(up.statusCode, up.body).toBe(201);
  const post = await insertPost(t.app, seller.id);
  await fileReport(t.app, { post_id: post.id }, { photos: [await makeImage()] });
  kept = [...(await t.app.storage.list('posts/')), ...(await t.app.storage.list('reports/'))];
  expect(kept).toHaveLength(3 * 3); // a published post keeps its cart's photo keys

  // Photos whose rows were never written (a kill -9 between the files and the insert).
  orphans = [
    ...variantKeys(`posts/${seller.id}/cart-999999/${randomUUID()}`),
    ...variantKeys(`posts/${seller.id}/888888/${randomUUID()}`),
    ...variantKeys('reports/777777/0'),
  ];
  for (const key of orphans) await t.app.storage.put(key, Buffer.from('orphan'), 'image/webp');
});
afterAll(() => t.close());

const stored = async () => [
  ...(await t.app.storage.list('posts/')),
  ...(await t.app.storage.list('reports/')),
];

describe('the orphan sweep', () => {
  it('leaves everything younger than an hour, orphans included', async () => {
    expect(await sweepOrphans(t.app)).toEqual({ photoFiles: 0, photoBytes: 0, tempFiles: 0, tempBytes: 0 });
    expect((await stored()).sort()).toEqual([...kept, ...orphans].sort());
  });

  it('removes old photo files no post, cart or report names, temp uploads and unfinished writes, and counts them', async () => {
    const tmp = uploadTempDir(t.config.dataDir);
    mkdirSync(tmp, { recursive: true });
    writeFileSync(path.join(tmp, 'upload-1.part'), Buffer.alloc(1000));
    const uploads = path.join(t.config.dataDir, 'uploads', 'posts');
    writeFileSync(path.join(uploads, `x-card.webp#tmp-${randomUUID().slice(0, 12)}`), Buffer.alloc(10));
    // A file of another shape under posts/ is not ours to judge: it stays.
    await t.app.storage.put('posts/notes/readme.txt', Buffer.from('keep'), 'text/plain');

    // Two instances sweeping at once: both finish, nothing named is lost.
    const [a, b] = await Promise.all([
      sweepOrphans(t.app, { now: LATER() }),
      sweepOrphans(t.app, { now: LATER() }),
    ]);
    const sum = (k: 'photoFiles' | 'tempFiles') => (a?.[k] ?? 0) + (b?.[k] ?? 0);
    expect(sum('photoFiles')).toBeGreaterThanOrEqual(orphans.length);
    expect(sum('tempFiles')).toBeGreaterThanOrEqual(2);
    expect((await stored()).sort()).toEqual([...kept, 'posts/notes/readme.txt'].sort());
    expect(readdirSync(tmp)).toEqual([]);
    expect(readdirSync(uploads).filter((n) => n.includes('#'))).toEqual([]);

    // Alone, a sweep reports what it removed: count and bytes.
    for (const key of orphans) await t.app.storage.put(key, Buffer.from('orphan'), 'image/webp');
    writeFileSync(path.join(tmp, 'upload-2.part'), Buffer.alloc(1000));
    expect(await sweepOrphans(t.app, { now: LATER() })).toEqual({
      photoFiles: 9,
      photoBytes: 9 * 6,
      tempFiles: 1,
      tempBytes: 1000,
    });
    // The photos that rows name are all still served.
    for (const key of kept) expect(await t.app.storage.get(key), key).not.toBeNull();
  });

  it('logs how much went (the run at start and each hourly job)', async () => {
    const lines: Array<{ obj: object; msg: string }> = [];
    const log = {
      info: (obj: object, msg: string) => lines.push({ obj, msg }),
      warn: (obj: object, msg: string) => lines.push({ obj, msg }),
    };
    const app = { db: t.app.db, storage: t.app.storage, config: t.config, log };
    await sweepAndLog(app as unknown as Parameters<typeof sweepAndLog>[0]);
    expect(lines).toEqual([
      {
        obj: { photoFiles: 0, photoBytes: 0, tempFiles: 0, tempBytes: 0 },
        msg: 'orphan sweep: old unreferenced files removed',
      },
    ]);
  });
});
