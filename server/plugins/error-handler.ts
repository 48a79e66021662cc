import { AppError, ERROR_STATUS, type TErrorBody, type TErrorCode } from '@common/errors';
import { isMessageKey, MESSAGES } from '@common/messages';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { databaseAnswers } from '../db/answers';
import { isDatabaseUnavailable } from '../db/unavailable';
import { serverText } from '../lib/i18n/server-text';
import { isStorageFull } from './dependency-errors';

export const ZErrorBody = z.object({
  statusCode: z.number().int(),
  code: z.string(),
  message: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});

/** How long a client is told to wait (Retry-After) when the database is away: a restart takes seconds. */
export const UNAVAILABLE_RETRY_SECONDS = 5;

const STATUS_CODES: Partial<Record<number, TErrorCode>> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  422: 'UNPROCESSABLE',
  429: 'RATE_LIMITED',
};

export function errorBody(code: TErrorCode, message: string, fields?: Record<string, string>): TErrorBody {
  return { statusCode: ERROR_STATUS[code], code, message, ...(fields ? { fields } : {}) };
}

/** 503 with Retry-After: the database cannot be reached (or is restarting) right now. */
export function unavailable(reply: FastifyReply) {
  reply.header('retry-after', String(UNAVAILABLE_RETRY_SECONDS));
  return reply.status(503).send(errorBody('UNAVAILABLE', MESSAGES.serviceUnavailable));
}

/** One error handler: clear 4xx answers for bad input, 5xx details logged and never sent. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler(async (err: FastifyError, req, reply) => {
    if (hasZodFastifySchemaValidationErrors(err)) {
      const fields: Record<string, string> = {};
      for (const issue of err.validation) {
        const key = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
        fields[key] ??= issue.message ?? 'invalid';
      }
      // A product rule broken (its message a key of common/locales/en.json) answers with the
      // spec's sentence; anything else names the fields and their reasons.
      const ruleKey = Object.values(fields).find(isMessageKey);
      const summary = Object.entries(fields)
        .map(([k, v]) => `${k}: ${v}`)
        .join('; ');
      const message = ruleKey ? MESSAGES[ruleKey] : `Invalid ${err.validationContext}: ${summary}`;
      return reply.status(400).send(errorBody('VALIDATION', message, fields));
    }
    if (err instanceof AppError) {
      // A dependency away (S3): the person gets our sentence, the operator its cause.
      if (err.statusCode >= 500) req.log.warn({ err }, err.message);
      const retryAfter = (err as AppError & { retryAfter?: number }).retryAfter;
      if (retryAfter) reply.header('retry-after', String(retryAfter));
      return reply.status(err.statusCode).send(errorBody(err.code, err.message, err.fields));
    }
    const status = err.statusCode ?? 500;
    const code = STATUS_CODES[status];
    if (status < 500 && code) {
      return reply.status(status).send(errorBody(code, err.message));
    }
    if (status < 500) return reply.status(status).send(errorBody('BAD_REQUEST', err.message));
    // The database away or restarting, or a full disk: the person can try again later, and nothing
    // was kept (writes are transactions; stored files are removed when their row fails).
    if (isStorageFull(err)) {
      req.log.error({ err }, 'storage full');
      return reply.status(507).send(errorBody('INSUFFICIENT_STORAGE', MESSAGES.storageFull));
    }
    // A library may wrap a lost connection in an error of its own: a database that does not answer
    // now was the cause.
    if (isDatabaseUnavailable(err) || (app.db && !(await databaseAnswers(app.db)))) {
      req.log.warn({ err }, 'database unavailable');
      return unavailable(reply);
    }
    req.log.error({ err }, 'request failed');
    return reply.status(500).send(errorBody('INTERNAL', serverText('errors.somethingWentWrong')));
  });
}
