import { API_BASE } from '@/config/api';
import { ApiError, toApiError } from './api-error';
import { apiFetch, apiLanguageHeader } from './api-fetch';

// The browser trusts the shape of an answer: the server checks every response against its contract
// schema before sending it (routes' `response:` schemas, server/app.ts's serializer), so checking
// again here would only load zod on every page. T is the contract's type, given by the caller.

const JSON_ACCEPT = { Accept: 'application/json' };

interface TRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  signal?: AbortSignal;
}

/**
 * A 2xx answer's JSON body: undefined for no body (204, or an empty one); an ApiError
 * 'INVALID_RESPONSE' for a body that is not JSON (a proxy's HTML page, a cut-off answer).
 */
export async function readJsonBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw new ApiError(
      response.status,
      'INVALID_RESPONSE',
      'The server answered with something other than JSON.',
    );
  }
}

/** Calls the same-origin API and returns the body as T, or throws an ApiError. */
export async function apiRequest<T>(
  path: string,
  { method = 'GET', body, signal }: TRequestOptions = {},
): Promise<T> {
  let response: Response;
  try {
    response = await apiFetch(`${API_BASE}${path}`, {
      method,
      signal,
      credentials: 'same-origin',
      headers: {
        ...JSON_ACCEPT,
        // The server answers in the page's language (its messages and errors).
        'Accept-Language': apiLanguageHeader(),
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, 'NETWORK', error instanceof Error ? error.message : 'Network error');
  }
  if (!response.ok) throw await toApiError(response);
  return (await readJsonBody(response)) as T;
}
