import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStorage } from '../../adapters/storage';
import type { TStorage } from '../../adapters/storage/types';
import { startS3rver, type TS3rver } from '../../test/s3rver';
import { openTestDatabase } from '../../test/test-app';
import { sweepOrphans } from './orphan-sweep';

// The orphan sweep over the S3 adapter, against a real S3-protocol server (test/s3rver.ts).
const directory = mkdtempSync(path.join(os.tmpdir(), 'partsyard-s3-sweep-'));
let s3: TS3rver;
let bucket = '';
let endpoint = '';
let storage: TStorage;

beforeAll(async () => {
  s3 = await startS3rver();
  ({ bucket, endpoint } = s3);
  storage = createStorage({
    dataDir: '/unused',
    authSecret: 'unused',
    s3: {
      bucket,
      region: 'us-east-1',
      endpoint,
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
    },
  });
  // A post's photo that no row names, as the adapter's own tests leave one (s3.test.ts): the sweep
  // finds it beside the report's.
  await storage.put('posts/u1/7/a-card.webp', Buffer.from('webp bytes'), 'image/webp');
});

afterAll(async () => {
  await s3.close();
  rmSync(directory, { recursive: true, force: true });
});

describe('S3 storage', () => {
  it('lists objects with their size and last change, and the orphan sweep clears old unnamed photos by prefix', async () => {
    await storage.put('reports/31/0-card.webp', Buffer.from('12345'), 'image/webp');
    await storage.put('reports/31/notes.txt', Buffer.from('n'), 'text/plain');
    const [info] = await storage.listDetailed('reports/31/0');
    expect(info).toMatchObject({ key: 'reports/31/0-card.webp', size: 5 });
    expect(Math.abs((info?.modifiedAt.getTime() ?? 0) - Date.now())).toBeLessThan(3600_000);

    const database = await openTestDatabase();
    try {
      const app = {
        db: database.db,
        storage,
        config: { dataDir: directory },
        log: { info() {}, warn() {} },
      } as unknown as Parameters<typeof sweepOrphans>[0];
      const later = new Date(Date.now() + 2 * 3600_000);
      const swept = await sweepOrphans(app, { now: later });
      // No row names them here: every photo-shaped object under posts/ and reports/ goes.
      expect(swept.photoFiles).toBeGreaterThanOrEqual(2);
      expect(await storage.list('reports/')).toEqual(['reports/31/notes.txt']);
      expect(await storage.list('posts/')).toEqual(
        (await storage.list('posts/')).filter((k) => !/-(thumb|card|full)\.webp$/.test(k)),
      );
    } finally {
      await database.close();
    }
  });
});
