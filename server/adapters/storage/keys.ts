// Keys are built by our code ('posts/{userId}/{postId}/{uuid}-card.webp'), but they become file
// paths and URL paths, so both backends refuse anything that could climb out of its folder or
// need escaping: only letters, digits, '.', '_', '-' and '/' between non-empty segments.
const SEGMENTS = /^[A-Za-z0-9._-]+(\/[A-Za-z0-9._-]+)*$/;
const MAX_KEY_LENGTH = 1024; // S3's own limit

export function isValidKey(key: string): boolean {
  return key.length <= MAX_KEY_LENGTH && SEGMENTS.test(key) && !key.includes('..');
}

export function assertKey(key: string): string {
  if (!isValidKey(key)) throw new Error(`Invalid storage key: ${JSON.stringify(key.slice(0, 200))}`);
  return key;
}

/**
 * A listing or deletion prefix: a valid key, optionally ending in '/'. Never empty: a mistaken
 * deletePrefix('') would empty the whole bucket.
 */
export function assertPrefix(prefix: string): string {
  const bare = prefix.endsWith('/') ? prefix.slice(0, -1) : prefix;
  if (!isValidKey(bare)) throw new Error(`Invalid storage prefix: ${JSON.stringify(prefix.slice(0, 200))}`);
  return prefix;
}
