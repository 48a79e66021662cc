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
    /**
     * The code as the answer spelled it. Better Auth (under /api/auth) has codes of its own, such as
     * 'EMAIL_NOT_VERIFIED' or 'INVALID_EMAIL_OR_PASSWORD'; `code` then holds the status's code.
     */
    readonly sourceCode?: string,
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
  if (status === 507) return 'INSUFFICIENT_STORAGE';
  return 'INTERNAL';
}

const KNOWN_CODES: ReadonlySet<string> = new Set<TErrorCode>([
  'VALIDATION',
  'BAD_REQUEST',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'INTERNAL',
  'UNAVAILABLE',
  'INSUFFICIENT_STORAGE',
]);

// Two shapes arrive: ours {statusCode, code, message, fields?} and Better Auth's {code?, message}.
type TAnyErrorBody = Pick<TErrorBody, 'message'> & { code?: string; fields?: unknown };

function isErrorBody(value: unknown): value is TAnyErrorBody {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.message === 'string' && (v.code === undefined || typeof v.code === 'string');
}

function stringFields(value: unknown): Record<string, string> | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const entries = Object.entries(value).filter((e): e is [string, string] => typeof e[1] === 'string');
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
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
    const code =
      body.code && KNOWN_CODES.has(body.code) ? (body.code as TErrorCode) : codeForStatus(response.status);
    return new ApiError(response.status, code, body.message, stringFields(body.fields), body.code);
  }
  // No sentence of ours: a proxy's page or status text ('Request Entity Too Large') is English and
  // not meant for people, so screens say their own words (serverMessage's generic ones for '').
  return new ApiError(response.status, codeForStatus(response.status), '');
}
