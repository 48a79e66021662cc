import { vi } from 'vitest';

type THandler = (url: string, init?: RequestInit) => Response | Promise<Response>;

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** The session of a visitor: every rendered page asks for it (the header does). */
const VISITOR: Record<string, THandler> = {
  'GET /api/me': () =>
    json({ statusCode: 401, code: 'UNAUTHENTICATED', message: 'Please sign in first.' }, 401),
};

/**
 * Replaces fetch with a handler keyed by 'METHOD /path?query', or by 'METHOD /path' for any query
 * (a visitor's /api/me unless given); anything unexpected answers 404.
 */
export function stubFetch(routes: Record<string, THandler>) {
  const all: Record<string, THandler> = { ...VISITOR, ...routes };
  // The app reads the session at /api/session, which answers as /api/me does but a visitor's 401
  // as null: tests keep describing the session as /api/me.
  all['GET /api/session'] ??= async (url, init) => {
    const me = await (all['GET /api/me'] as THandler)(url, init);
    return me.status === 401 ? json(null) : me;
  };
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = init?.method ?? 'GET';
    const handler = all[`${method} ${url}`] ?? all[`${method} ${url.split('?')[0]}`];
    return handler
      ? handler(url, init)
      : json({ statusCode: 404, code: 'NOT_FOUND', message: 'Not found' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
