import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

// The API calls a server render makes for a page (server/plugins/page-render.ts) carry this
// process's secret token, so the rate limit counts the page request once rather than each of its
// queries again. Never sent to a browser; a new one each start.

export const RENDER_CALL_HEADER = 'x-partsyard-render';
export const RENDER_CALL_TOKEN = randomBytes(24).toString('base64url');

/** Whether the request is one of this process's own render calls. */
export function isRenderCall(req: FastifyRequest): boolean {
  return req.headers[RENDER_CALL_HEADER] === RENDER_CALL_TOKEN;
}
