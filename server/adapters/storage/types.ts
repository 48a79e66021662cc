export interface TStoredObject {
  body: Buffer;
  contentType: string;
}

/** One stored object as a listing shows it (the orphan sweep judges files by age). */
export interface TObjectInfo {
  key: string;
  size: number;
  modifiedAt: Date;
}

export interface TStorage {
  kind: 'local' | 's3';
  /** Origins other than our own that pages load images from (the bucket, its CDN), for the CSP. */
  imageOrigins: string[];
  put(key: string, body: Buffer, contentType: string, opts?: { cacheControl?: string }): Promise<void>;
  /** The object, or null when there is none under `key`. */
  get(key: string): Promise<TStoredObject | null>;
  /** Deletes the keys; missing keys are fine. */
  delete(keys: string[]): Promise<void>;
  /** Every key under a prefix (e.g. 'posts/42/'), for cleanup. */
  list(prefix: string): Promise<string[]>;
  /** Every object under a prefix with its size and last change, for the orphan sweep. */
  listDetailed(prefix: string): Promise<TObjectInfo[]>;
  deletePrefix(prefix: string): Promise<void>;
  /** The URL a browser loads a public object from (post photos). */
  publicUrl(key: string): string;
  /** A time-limited URL for a private object (report photos), valid for `seconds`. */
  signedUrl(key: string, seconds: number): Promise<string>;
  /** Readiness: resolves when objects can be stored now, else rejects with the reason (cheap, quick). */
  check(): Promise<void>;
}
