import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { TJsonSchema } from './values';

// What the fuzz calls: every operation of the OpenAPI document (/api/docs), every HTTP endpoint of
// Better Auth's router as mounted under /api/auth (hidden from the document), and the other hidden
// routes (the Stripe webhook, the local test checkout, /view, media, the dev outbox, the socket).

export type TBodyKind = 'json' | 'multipart' | 'form' | 'none';

export interface TOperation {
  /** Where it was found: 'openapi', 'auth' (Better Auth's router) or 'hidden'. */
  source: 'openapi' | 'auth' | 'hidden';
  method: string;
  /** With {name} for each path parameter. */
  path: string;
  params: Record<string, TJsonSchema>;
  query?: TJsonSchema;
  body?: TJsonSchema;
  bodyKind: TBodyKind;
  /** Multipart text fields (the file field is always 'photo'). */
  formFields?: Record<string, TJsonSchema>;
}

interface TOpenApiOperation {
  parameters?: { in: string; name: string; schema?: TJsonSchema; required?: boolean }[];
  requestBody?: { content?: Record<string, { schema?: TJsonSchema }> };
  consumes?: string[];
}

const text: TJsonSchema = { type: 'string', maxLength: 40 };
const digits: TJsonSchema = { type: 'string', pattern: '^[0-9]{1,10}$' };

/** The operations of the app's OpenAPI document. */
export function openApiOperations(app: FastifyInstance): TOperation[] {
  const doc = app.swagger() as { paths: Record<string, Record<string, TOpenApiOperation>> };
  const ops: TOperation[] = [];
  for (const [path, operations] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(operations)) {
      const params: Record<string, TJsonSchema> = {};
      const query: TJsonSchema = { type: 'object', properties: {}, required: [] };
      for (const p of op.parameters ?? []) {
        if (p.in === 'path') params[p.name] = p.schema ?? text;
        if (p.in === 'query' && query.properties) {
          query.properties[p.name] = p.schema ?? text;
          if (p.required) query.required?.push(p.name);
        }
      }
      const content = op.requestBody?.content ?? {};
      const json = content['application/json']?.schema;
      const multipart = 'multipart/form-data' in content || /images|reports/.test(path);
      const writes = method !== 'get' && method !== 'head';
      ops.push({
        source: 'openapi',
        method: method.toUpperCase(),
        path,
        params,
        query,
        body: json,
        bodyKind: json ? 'json' : multipart && writes ? 'multipart' : 'none',
        ...(path === '/api/reports' ? { formFields: REPORT_FIELDS } : {}),
      });
    }
  }
  return ops;
}

const REPORT_FIELDS: Record<string, TJsonSchema> = {
  post_id: digits,
  reason: { type: 'string', enum: ['Spam', 'Scam', 'Other', 'spam', ''] },
  description: { type: 'string', maxLength: 2100 },
  email: { type: 'string', format: 'email' },
};

interface TAuthEndpoint {
  path?: string;
  options?: {
    method?: string | string[];
    body?: unknown;
    query?: unknown;
    metadata?: { SERVER_ONLY?: boolean };
  };
}

/** A zod schema of Better Auth's as JSON schema; an open object when it cannot be written as one. */
function jsonSchemaOf(schema: unknown): TJsonSchema | undefined {
  if (!schema) return undefined;
  try {
    return z.toJSONSchema(schema as z.ZodType, { io: 'input', unrepresentable: 'any' }) as TJsonSchema;
  } catch {
    return { type: 'object' };
  }
}

/** Every endpoint of Better Auth's router that HTTP can reach, as the app mounts it (/api/auth). */
export function authOperations(app: FastifyInstance): TOperation[] {
  const ops: TOperation[] = [];
  for (const endpoint of Object.values(app.auth.api as Record<string, TAuthEndpoint>)) {
    const options = endpoint.options ?? {};
    if (!endpoint.path || options.metadata?.SERVER_ONLY) continue;
    const path = `/api/auth${endpoint.path.replaceAll(/:(\w+)/g, '{$1}')}`;
    const params = Object.fromEntries([...path.matchAll(/\{(\w+)\}/g)].map((m) => [m[1], text]));
    const methods = [options.method ?? 'GET'].flat().filter((m) => m !== '*');
    for (const method of methods) {
      const body = method === 'GET' ? undefined : (jsonSchemaOf(options.body) ?? { type: 'object' });
      ops.push({
        source: 'auth',
        method,
        path,
        params,
        query: jsonSchemaOf(options.query),
        body,
        bodyKind: body ? 'json' : 'none',
      });
    }
  }
  return ops;
}

const ref: TJsonSchema = { type: 'string', pattern: '^local_[A-Za-z0-9_-]{10,30}$' };

/** The routes the document hides (their schema: hand-written here). */
export const HIDDEN_OPERATIONS: TOperation[] = [
  {
    source: 'hidden',
    method: 'POST',
    path: '/api/payments/webhook',
    params: {},
    body: { type: 'object' },
    bodyKind: 'json',
  },
  { source: 'hidden', method: 'GET', path: '/checkout/local/{ref}', params: { ref }, bodyKind: 'none' },
  {
    source: 'hidden',
    method: 'POST',
    path: '/checkout/local/{ref}/{action}',
    params: { ref, action: { type: 'string', enum: ['pay', 'cancel', 'refund', ''] } },
    bodyKind: 'form',
  },
  { source: 'hidden', method: 'GET', path: '/view/{id}', params: { id: digits }, bodyKind: 'none' },
  { source: 'hidden', method: 'GET', path: '/media/{key}', params: { key: text }, bodyKind: 'none' },
  {
    source: 'hidden',
    method: 'GET',
    path: '/media-signed/{key}',
    params: { key: text },
    query: { type: 'object', properties: { expires: digits, sig: text } },
    bodyKind: 'none',
  },
  { source: 'hidden', method: 'GET', path: '/dev/mail', params: {}, bodyKind: 'none' },
  { source: 'hidden', method: 'GET', path: '/api/ws', params: {}, bodyKind: 'none' },
  { source: 'hidden', method: 'GET', path: '/api/docs/json', params: {}, bodyKind: 'none' },
  { source: 'hidden', method: 'GET', path: '/{page}', params: { page: text }, bodyKind: 'none' },
];

/** All of them: the document's, Better Auth's and the hidden routes (the pages once the web app is built). */
export function allOperations(app: FastifyInstance): TOperation[] {
  const built = existsSync(path.join(app.config.webDist, 'index.html'));
  const hidden = HIDDEN_OPERATIONS.filter((op) => built || !PAGES.has(op.path));
  return [...openApiOperations(app), ...authOperations(app), ...hidden];
}

/** Pages of the web app: without a build, they answer 503 'not built'. */
const PAGES = new Set(['/view/{id}', '/{page}']);
