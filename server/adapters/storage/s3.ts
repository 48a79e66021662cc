import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  PutObjectCommand,
  paginateListObjectsV2,
  S3Client,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { AppError } from '@common/errors';
import { MESSAGES } from '@common/messages';
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
  /** How long to wait for a connection, and for a silent connection to say something (ms). */
  timeouts?: { connectMs: number; idleMs: number };
}

const DELETE_BATCH = 1000; // DeleteObjects' own maximum
const MAX_SIGNED_SECONDS = 7 * 24 * 3600; // SigV4 presigned URLs live at most a week
/**
 * An S3 that is down must not hold an upload for minutes (the SDK waits forever by default): a
 * connection within 2 s, no silence longer than 5 s, one retry. Big photos still stream, since only
 * silence counts.
 */
const TIMEOUTS = { connectMs: 2000, idleMs: 5000 };
const MAX_ATTEMPTS = 2;
/** How long a client is told to wait (Retry-After) before trying an upload again. */
const RETRY_AFTER_SECONDS = 5;

// Node's socket errors when S3 cannot be reached or the connection breaks.
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * True when S3 itself is away or failing (no connection, a timeout, a 5xx after the retry), rather
 * than refusing this request (a 4xx: a wrong bucket or key is a configuration bug, answered 500).
 */
export function isS3Unavailable(err: unknown): boolean {
  const e = err as { name?: unknown; code?: unknown; $metadata?: { httpStatusCode?: number } } | null;
  if (typeof e !== 'object' || e === null) return false;
  if (e.name === 'TimeoutError' || (typeof e.code === 'string' && NETWORK_CODES.has(e.code))) return true;
  return (e.$metadata?.httpStatusCode ?? 0) >= 500;
}

/** An S3 that is away becomes a 503 in our words (the error handler logs its cause). */
async function reachS3<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    if (!isS3Unavailable(err)) throw err;
    throw Object.assign(new AppError('UNAVAILABLE', MESSAGES.storageUnavailable), {
      cause: err,
      retryAfter: RETRY_AFTER_SECONDS,
    });
  }
}

/** Readiness waits this long for the bucket to answer a HEAD. */
export const CHECK_TIMEOUT_MS = 2_000;

/** The production storage: one S3 (or S3-compatible) bucket shared by every app instance. */
export function createS3Storage(cfg: TS3Config): TStorage {
  const timeouts = cfg.timeouts ?? TIMEOUTS;
  const s3 = new S3Client({
    region: cfg.region,
    endpoint: cfg.endpoint,
    forcePathStyle: cfg.forcePathStyle ?? false,
    credentials:
      cfg.accessKeyId && cfg.secretAccessKey
        ? { accessKeyId: cfg.accessKeyId, secretAccessKey: cfg.secretAccessKey }
        : undefined,
    maxAttempts: MAX_ATTEMPTS,
    requestHandler: { connectionTimeout: timeouts.connectMs, socketTimeout: timeouts.idleMs },
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
    const pages = paginateListObjectsV2({ client: s3 }, { Bucket, Prefix: assertPrefix(prefix) });
    await reachS3(async () => {
      for await (const page of pages) {
        for (const o of page.Contents ?? []) {
          if (o.Key)
            objects.push({ key: o.Key, size: o.Size ?? 0, modifiedAt: o.LastModified ?? new Date() });
        }
      }
    });
    return objects;
  }
  const list = async (prefix: string) => (await listDetailed(prefix)).map((o) => o.key);

  async function remove(keys: string[]) {
    keys.forEach(assertKey);
    for (let i = 0; i < keys.length; i += DELETE_BATCH) {
      const batch = keys.slice(i, i + DELETE_BATCH);
      const out = await reachS3(() =>
        s3.send(
          new DeleteObjectsCommand({
            Bucket,
            Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true },
          }),
        ),
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
      const command = new PutObjectCommand({
        Bucket,
        Key: assertKey(key),
        Body: body,
        ContentType: contentType,
        CacheControl: opts?.cacheControl,
      });
      await reachS3(() => s3.send(command));
    },

    async get(key) {
      try {
        const command = new GetObjectCommand({ Bucket, Key: assertKey(key) });
        return await reachS3(async () => {
          const out = await s3.send(command);
          const bytes = await out.Body?.transformToByteArray();
          return {
            body: Buffer.from(bytes ?? []),
            contentType: out.ContentType ?? 'application/octet-stream',
          };
        });
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
      return getSignedUrl(s3, new GetObjectCommand({ Bucket, Key: assertKey(key) }), {
        expiresIn: Math.min(MAX_SIGNED_SECONDS, Math.max(1, Math.floor(seconds))),
      });
    },

    // HeadBucket: the cheapest request that proves the bucket answers with these credentials
    // (s3:ListBucket, which the orphan sweep's listing needs anyway).
    async check() {
      await s3.send(new HeadBucketCommand({ Bucket }), {
        abortSignal: AbortSignal.timeout(CHECK_TIMEOUT_MS),
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
