import type { TErrorBody, TErrorCode } from '@common/errors';

/** Server codes plus the two failures only the browser sees. */
export type TClientErrorCode = TErrorCode | 'NETWORK' | 'INVALID_RESPONSE';

/** A failed API call, carrying the server's code and per-field reasons so screens can choose their words. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: TClientErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

// Proxies and crashes can answer with HTML or nothing: fall back to a code derived from the status.
function codeForStatus(status: number): TErrorCode {
  if (status === 400) return 'BAD_REQUEST';
  if (status === 401) return 'UNAUTHENTICATED';
  if (status === 403) return 'FORBIDDEN';
  if (status === 404) return 'NOT_FOUND';
  if (status === 409) return 'CONFLICT';
  if (status === 413) return 'PAYLOAD_TOO_LARGE';
  if (status === 415) return 'UNSUPPORTED_MEDIA_TYPE';
  if (status === 429) return 'RATE_LIMITED';
  if (status === 503) return 'UNAVAILABLE';
  return 'INTERNAL';
}

function isErrorBody(value: unknown): value is TErrorBody {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.code === 'string' && typeof v.message === 'string';
}

/** Turns a non-2xx response (and its body, when JSON) into an ApiError. */
export async function toApiError(response: Response): Promise<ApiError> {
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = undefined;
  }
  if (isErrorBody(body)) {
    const fields = body.fields && typeof body.fields === 'object' ? body.fields : undefined;
    return new ApiError(response.status, body.code, body.message, fields);
  }
  return new ApiError(
    response.status,
    codeForStatus(response.status),
    response.statusText || 'Request failed',
  );
}
