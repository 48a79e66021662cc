// One error taxonomy for both sides: the server answers { statusCode, code, message, fields? };
// the browser maps the code (and field messages) to its words.

export const ERROR_STATUS = {
  VALIDATION: 400,
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  UNPROCESSABLE: 422,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
  INSUFFICIENT_STORAGE: 507,
} as const;

export type TErrorCode = keyof typeof ERROR_STATUS;

export interface TErrorBody {
  statusCode: number;
  code: TErrorCode;
  message: string;
  /** Field path -> short reason ('required', 'tooLong', 'invalidEmail', ...). */
  fields?: Record<string, string>;
}

export class AppError extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: TErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.statusCode = ERROR_STATUS[code];
  }
}
