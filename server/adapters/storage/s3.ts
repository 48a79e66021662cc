import {
  DeleteObjectsCommand,
  GetObjectCommand,
  PutObjectCommand,
  paginateListObjectsV2,
  S3Client,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { assertKey, assertPrefix } from './keys';
import type { TObjectInfo, TStorage } from './types';

export interface TS3Config {
  bucket: string;
  region: string;
  /** An S3-compatible service (MinIO, R2, ...); AWS itself when absent. */
  endpoint?: string;
  /** Both or neither: without them the SDK's default chain (environment, instance role) applies. */
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Where browsers load public objects (a CDN in front of the bucket); derived when absent. */
  publicUrl?: string;
  forcePathStyle?: boolean;
}

const DELETE_BATCH = 1000; // DeleteObjects' own maximum
const MAX_SIGNED_SECONDS = 7 * 24 * 3600; // SigV4 presigned URLs live at most a week

/** The production storage: one S3 (or S3-compatible) bucket shared by every app instance. */
export function createS3Storage(cfg: TS3Config): TStorage {
  const client = new S3Client({
    region: cfg.region,
    endpoint: cfg.endpoint,
    forcePathStyle: cfg.forcePathStyle ?? false,
    credentials:
      cfg.accessKeyId && cfg.secretAccessKey
        ? { accessKeyId: cfg.accessKeyId, secretAccessKey: cfg.secretAccessKey }
        : undefined,
    // The SDK's default CRC checksums on every upload are not understood by every S3-compatible
    // service; with a custom endpoint we send them only where S3 requires them.
    ...(cfg.endpoint
      ? { requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED' }
      : {}),
  });
  const Bucket = cfg.bucket;
  const publicBase = publicBaseOf(cfg);

  async function listDetailed(prefix: string): Promise<TObjectInfo[]> {
    const objects: TObjectInfo[] = [];
    for await (const page of paginateListObjectsV2({ client }, { Bucket, Prefix: assertPrefix(prefix) })) {
      for (const o of page.Contents ?? []) {
        if (o.Key) objects.push({ key: o.Key, size: o.Size ?? 0, modifiedAt: o.LastModified ?? new Date() });
      }
    }
    return objects;
  }
  const list = async (prefix: string) => (await listDetailed(prefix)).map((o) => o.key);

  async function remove(keys: string[]) {
    keys.forEach(assertKey);
    for (let i = 0; i < keys.length; i += DELETE_BATCH) {
      const batch = keys.slice(i, i + DELETE_BATCH);
      const out = await client.send(
        new DeleteObjectsCommand({ Bucket, Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true } }),
      );
      // S3 answers 200 even when some keys failed (missing keys are not failures).
      const failed = out.Errors ?? [];
      if (failed.length > 0) {
        throw new Error(
          `S3 could not delete ${failed.length} objects: ${failed[0]?.Code} ${failed[0]?.Message}`,
        );
      }
    }
  }

  return {
    kind: 's3',
    // Public photos come from the public base (a CDN, perhaps); signed URLs from the bucket itself.
    imageOrigins: [
      ...new Set([
        new URL(publicBase).origin,
        new URL(publicBaseOf({ ...cfg, publicUrl: undefined })).origin,
      ]),
    ],

    async put(key, body, contentType, opts) {
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: assertKey(key),
          Body: body,
          ContentType: contentType,
          CacheControl: opts?.cacheControl,
        }),
      );
    },

    async get(key) {
      try {
        const out = await client.send(new GetObjectCommand({ Bucket, Key: assertKey(key) }));
        const bytes = await out.Body?.transformToByteArray();
        return {
          body: Buffer.from(bytes ?? []),
          contentType: out.ContentType ?? 'application/octet-stream',
        };
      } catch (err) {
        if ((err as Error).name === 'NoSuchKey') return null;
        throw err;
      }
    },

    delete: remove,
    list,
    listDetailed,
    deletePrefix: async (prefix) => remove(await list(prefix)),
    publicUrl: (key) => `${publicBase}/${assertKey(key)}`,

    async signedUrl(key, seconds) {
      return getSignedUrl(client, new GetObjectCommand({ Bucket, Key: assertKey(key) }), {
        expiresIn: Math.min(MAX_SIGNED_SECONDS, Math.max(1, Math.floor(seconds))),
      });
    },
  };
}

function publicBaseOf(cfg: TS3Config): string {
  if (cfg.publicUrl) return cfg.publicUrl.replace(/\/+$/, '');
  if (cfg.endpoint) {
    const endpoint = new URL(cfg.endpoint);
    const base = endpoint.href.replace(/\/+$/, '');
    if (cfg.forcePathStyle) return `${base}/${cfg.bucket}`;
    return `${endpoint.protocol}//${cfg.bucket}.${endpoint.host}${endpoint.pathname.replace(/\/+$/, '')}`;
  }
  if (cfg.forcePathStyle) return `https://s3.${cfg.region}.amazonaws.com/${cfg.bucket}`;
  return `https://${cfg.bucket}.s3.${cfg.region}.amazonaws.com`;
}
