import { PATHS } from '@/config/routes';

// Outside a browser (server rendering, tests without a window) any origin serves as the base.
const FALLBACK_ORIGIN = 'http://partsyard.invalid';

/** The path when it starts like another host: '//evil', '/\evil', or the same with %2F or %5C. */
function looksLikeHost(pathname: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return true; // broken escapes: not a path anyone linked to
  }
  return /^[/\\]{2}/.test(pathname) || /^[/\\]{2}/.test(decoded);
}

/**
 * Where to go after signing in: the `redirect` parameter when it is a path on this site, else home.
 * The value is normalised the way the browser will read it (new URL against this origin: dot
 * segments resolved, tabs and newlines dropped, backslashes turned into slashes) and kept only
 * when it stays on this origin and its path does not begin like another host: '/.//evil.example'
 * resolves to '//evil.example', which the router would leave the site for.
 */
export function safeRedirect(value: string | null | undefined): string {
  if (!value?.startsWith('/')) return PATHS.home;
  const origin = typeof window === 'undefined' ? FALLBACK_ORIGIN : window.location.origin;
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return PATHS.home;
  }
  if (url.origin !== origin || looksLikeHost(url.pathname)) return PATHS.home;
  // Back to the sign-in page itself would only bounce.
  if (url.pathname === PATHS.auth) return PATHS.home;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The sign-in page's address that returns to `path` afterwards ('/auth?redirect=/profile'). */
export function signInPathFor(path: string): string {
  // Slashes are legal in a query: keeping them makes the address readable.
  return `${PATHS.auth}?redirect=${encodeURIComponent(path).replaceAll('%2F', '/')}`;
}
