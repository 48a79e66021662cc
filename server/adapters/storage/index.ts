import path from 'node:path';
import { createLocalStorage } from './local';
import { createS3Storage, type TS3Config } from './s3';
import type { TStorage } from './types';

export { isValidKey } from './keys';
export type { TS3Config } from './s3';
export type { TStorage } from './types';

/**
 * S3 (or an S3-compatible service) when S3_BUCKET is set; otherwise files under DATA_DIR/uploads,
 * served by the media routes at /media (public) and /media-signed (signed with the auth secret).
 */
export function createStorage(cfg: { dataDir: string; authSecret: string; s3?: TS3Config }): TStorage {
  if (cfg.s3) return createS3Storage(cfg.s3);
  return createLocalStorage(path.join(cfg.dataDir, 'uploads'), {
    publicBase: '/media',
    signedBase: '/media-signed',
    secret: cfg.authSecret,
  });
}
