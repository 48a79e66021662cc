import { ZErrorBody } from './error-handler';

/** The error statuses a route answers with the one error body. */
type TErrorStatus = 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 422 | 429 | 503;

/**
 * A route's error responses, every one the shared error body: a route spreads them into its response
 * schemas (`{ 200: ZThing, ...errorResponses(400, 404) }`), so the shape is written once.
 */
export function errorResponses<const S extends TErrorStatus>(...statuses: S[]): Record<S, typeof ZErrorBody> {
  const map: Partial<Record<S, typeof ZErrorBody>> = {};
  for (const status of statuses) map[status] = ZErrorBody;
  return map as Record<S, typeof ZErrorBody>;
}
