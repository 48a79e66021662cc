import type { z } from 'zod';
import { API_BASE } from '@/config/api';
import { ApiError, toApiError } from './api-error';
import { apiFetch } from './api-fetch';

const JSON_ACCEPT = { Accept: 'application/json' };

interface TRequestOptions<S extends z.ZodType> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  /** Checks the success body, so a contract drift fails loudly here rather than deep in a component. */
  schema: S;
  signal?: AbortSignal;
}

/** Calls the same-origin API and returns the parsed body, or throws an ApiError. */
export async function apiRequest<S extends z.ZodType>(
  path: string,
  { method = 'GET', body, schema, signal }: TRequestOptions<S>,
): Promise<z.infer<S>> {
  let response: Response;
  try {
    response = await apiFetch(`${API_BASE}${path}`, {
      method,
      signal,
      credentials: 'same-origin',
      headers: body === undefined ? JSON_ACCEPT : { ...JSON_ACCEPT, 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, 'NETWORK', error instanceof Error ? error.message : 'Network error');
  }
  if (!response.ok) throw await toApiError(response);
  const json: unknown = response.status === 204 ? undefined : await response.json().catch(() => undefined);
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw new ApiError(response.status, 'INVALID_RESPONSE', parsed.error.message);
  return parsed.data;
}
