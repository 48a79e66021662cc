import type { TConfig } from '../config';

// Which page origins may send state-changing requests with a person's cookies. With PUBLIC_URL set
// (production) only that origin is. Without it (the default http://localhost:PORT) the site is
// opened at whatever address the machine has (127.0.0.1, a LAN address): there a browser's request
// is trusted when its Origin names the very scheme, host and port the browser addressed (its Host).
// Another site's page cannot make that so: its Origin is its own, and a page served from our host
// name under another name (DNS rebinding) carries none of our cookies.

type THeaders = Record<string, string | string[] | undefined>;

/** PUBLIC_URL (or its default), and in development Vite's dev server, which proxies /api here. */
export function fixedOrigins(config: Pick<TConfig, 'publicUrl' | 'env'>): string[] {
  const origins = [config.publicUrl];
  if (config.env === 'development') origins.push('http://localhost:5173');
  return origins;
}

/**
 * The Origin a browser sent when it is the one it addressed: same host and port as its Host header
 * and, when the request's protocol is known, the same scheme. Undefined otherwise.
 */
export function sameHostOrigin(
  origin: string | null | undefined,
  host: string | null | undefined,
  protocol?: string,
): string | undefined {
  if (!origin || !host || !URL.canParse(origin)) return undefined;
  const url = new URL(origin);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  if (protocol !== undefined && url.protocol !== `${protocol}:`) return undefined;
  // The Host header as a URL would read it (lower case, a default port dropped).
  const addressed = `${url.protocol}//${host}`;
  if (!URL.canParse(addressed) || new URL(addressed).host !== url.host) return undefined;
  return url.origin === origin ? origin : undefined;
}

const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

/**
 * The address to send this browser back to (a checkout's pages): PUBLIC_URL when it is set, else
 * the origin the browser used when it is its own (see above), so a person on 127.0.0.1 or a LAN
 * address is not sent to 'localhost', which on their phone is the phone.
 */
export function returnOriginFor(
  config: Pick<TConfig, 'publicUrl' | 'publicUrlSet'>,
  req: { headers: THeaders; protocol?: string },
): string {
  if (config.publicUrlSet) return config.publicUrl;
  return sameHostOrigin(one(req.headers.origin), one(req.headers.host), req.protocol) ?? config.publicUrl;
}

/** The origins a request to this server may come from (see above). */
export function trustedOriginsFor(
  config: Pick<TConfig, 'publicUrl' | 'publicUrlSet' | 'env'>,
  req: { headers: THeaders; protocol?: string },
): Set<string> {
  const trusted = new Set(fixedOrigins(config));
  if (!config.publicUrlSet) {
    const own = sameHostOrigin(one(req.headers.origin), one(req.headers.host), req.protocol);
    if (own) trusted.add(own);
  }
  return trusted;
}
