import { PATHS } from '@/config/routes';

const BASE = 'http://partsyard.invalid';

/**
 * Where to go after signing in: the `redirect` parameter when it is a path on this site, else home.
 * '//evil.example' and '/\evil.example' look like paths but browsers read them as other hosts,
 * so the value is resolved against a base and must stay on it.
 */
export function safeRedirect(value: string | null | undefined): string {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return PATHS.home;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return PATHS.home;
  }
  if (url.origin !== BASE) return PATHS.home;
  // Back to the sign-in page itself would only bounce.
  if (url.pathname === PATHS.auth) return PATHS.home;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The sign-in page's address that returns to `path` afterwards ('/auth?redirect=/profile'). */
export function signInPathFor(path: string): string {
  // Slashes are legal in a query: keeping them makes the address readable.
  return `${PATHS.auth}?redirect=${encodeURIComponent(path).replaceAll('%2F', '/')}`;
}
