import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { LOCALE_TAGS, type TLanguage } from '@common/i18n/languages';
import { isMobileDevice } from '@common/rules/device';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { RENDER_CALL_HEADER, RENDER_CALL_TOKEN } from './render-calls';
import { REQUEST_ID_HEADER } from './request-id';

// Server rendering of the app's public pages: the renderer `npm run build` makes from
// web/src/ssr/entry-server.tsx (web/dist-ssr, beside web/dist) renders a page with its content; its
// API calls are answered by this server's own routes, as the requesting user (their cookie, their
// address for the rate limits), so the markup shows exactly what the app would fetch.

/** A render that takes longer than this is dropped: the browser renders the page as before. */
export const RENDER_TIMEOUT_MS = 3_000;

/** Request headers a page's API calls carry over from the page request. */
const FORWARDED = ['cookie', 'user-agent'] as const;

interface TRenderer {
  render(input: {
    /** The page's path and query as requested, '/fr' included (the router's basename in French). */
    url: string;
    /** The page's language (its address's). */
    language: TLanguage;
    api: (url: string, init: RequestInit) => Promise<Response>;
    timeoutMs: number;
    languages: readonly string[];
    mobile: boolean;
  }): Promise<{ html: string; state: string } | null>;
}

export interface TRenderedPage {
  html: string;
  state: string;
}

/**
 * The renderer module, imported once it exists (null before a build). Once: its chunks import the
 * entry back by its plain name, so a second copy (a cache-busting query) would split its state. A
 * rebuild takes a restart; until then a page hydrates over the old markup and React redraws it.
 */
function rendererLoader(webDist: string): () => Promise<TRenderer | null> {
  const file = path.join(path.dirname(webDist), 'dist-ssr', 'entry-server.js');
  let loaded: Promise<TRenderer> | null = null;
  return async () => {
    if (!loaded) {
      if (!existsSync(file)) return null;
      loaded = import(pathToFileURL(file).href) as Promise<TRenderer>;
    }
    return loaded;
  };
}

const headerText = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** An Accept-Language header's tags, most preferred first ('*' and refused ones left out). */
export function acceptedLanguages(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, order) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), order };
    })
    .filter(
      ({ tag, q }) => tag !== '' && tag !== '*' && q > 0 && /^[A-Za-z]{1,8}(-[A-Za-z0-9]{1,8})*$/.test(tag),
    )
    .sort((a, b) => b.q - a.q || a.order - b.order)
    .slice(0, 10)
    .map(({ tag }) => tag);
}

/**
 * The page's API calls, answered in-process by the app's own routes as the page's requester, in
 * the page's language (as the browser app asks: Accept-Language its current language's tag).
 */
function apiFor(app: FastifyInstance, req: FastifyRequest) {
  const headers: Record<string, string> = { 'accept-language': LOCALE_TAGS[req.language] };
  for (const name of FORWARDED) {
    const value = req.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  return async (url: string, init: RequestInit): Promise<Response> => {
    const extra = new Headers(init.headers);
    const res = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url,
      headers: {
        ...headers,
        accept: extra.get('accept') ?? 'application/json',
        [RENDER_CALL_HEADER]: RENDER_CALL_TOKEN,
        // The page's own id: the log lines of its API calls carry it too.
        [REQUEST_ID_HEADER]: req.id,
      },
      remoteAddress: req.ip,
    });
    const out = new Headers();
    for (const [name, value] of Object.entries(res.headers)) {
      if (typeof value === 'string') out.set(name, value);
      else if (typeof value === 'number') out.set(name, String(value));
    }
    const empty = res.statusCode === 204 || res.statusCode === 304;
    return new Response(empty ? null : new Uint8Array(res.rawPayload), {
      status: res.statusCode,
      headers: out,
    });
  };
}

/**
 * `renderPage(req)`: the page at req.url rendered on the server, or null (not built, a render that
 * failed, timed out or met an API error: the browser then renders it, as without a renderer).
 */
export function pageRenderer(app: FastifyInstance) {
  const load = rendererLoader(app.config.webDist);
  return async (req: FastifyRequest): Promise<TRenderedPage | null> => {
    const renderer = await load();
    if (!renderer) return null;
    try {
      return await renderer.render({
        url: req.url,
        language: req.language,
        api: apiFor(app, req),
        timeoutMs: RENDER_TIMEOUT_MS,
        languages: acceptedLanguages(req.headers['accept-language']),
        mobile: isMobileDevice(headerText(req.headers['sec-ch-ua-mobile']), req.headers['user-agent']),
      });
    } catch (err) {
      req.log.warn({ err }, 'server render failed; the browser renders the page');
      return null;
    }
  };
}
