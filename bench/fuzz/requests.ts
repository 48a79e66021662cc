import fc from 'fast-check';
import type { TOperation } from './operations';
import { fuzzed, hostile, type TJsonSchema, type TKnown, toJson, toText, valid } from './values';

// One fuzz request per draw: an operation, who sends it, its path and query values, its body in
// the operation's kind (JSON, multipart, form) or a malformed one, and the headers around it.

export const ROLES = ['visitor', 'user', 'admin'] as const;
export type TRole = (typeof ROLES)[number];

export interface TFuzzRequest {
  role: TRole;
  /** The operation as 'METHOD /path/{param}' (for the tallies). */
  operation: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

export interface TRequestContext {
  known: TKnown;
  /** The app's own origin (what a browser sends as Origin). */
  origin: string;
  /** A small real PNG, for the photo fields. */
  png: Buffer;
}

const RAW_BODIES = [
  '',
  '{',
  '{"a":1}garbage',
  '\uFEFF{}',
  '[]',
  'null',
  '"text"',
  '12',
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"isAdmin":true}}}',
  '{"a":1,"a":2}',
  `${'['.repeat(40)}${']'.repeat(40)}`,
  `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`,
  '{"email":"\\ud800","password":"\\u0000"}',
];
const CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=nothing',
  'application/json; charset=utf-16',
  'application/xml',
  'application/json;;;',
  'application/vnd.api+json',
  'application/json, text/plain',
  '',
];
/** Path values sent without percent-encoding: traversal and malformed escapes. */
const RAW_SEGMENTS = [
  '..',
  '%2e%2e',
  '%',
  '%zz',
  '%00',
  '..%2f..%2fetc%2fpasswd',
  '%C0%AE',
  '%ff%fe',
  '%ED%A0%80',
  'a;b',
  '%20',
];

/** Percent-encoded; a lone surrogate (which a URL cannot carry) becomes U+FFFD, as a browser sends it. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const encode = (text: string) => encodeURIComponent(text.replace(LONE_SURROGATE, '\uFFFD'));

const segment = (schema: TJsonSchema, ctx: TRequestContext, name: string) =>
  fc.oneof(
    { weight: 12, arbitrary: valid(schema, ctx.known, name).map((v) => encode(toText(v))) },
    { weight: 3, arbitrary: hostile.map((v) => encode(toText(v))) },
    { weight: 1, arbitrary: fc.constantFrom(...RAW_SEGMENTS) },
  );

function pathFor(op: TOperation, ctx: TRequestContext): fc.Arbitrary<string> {
  const names = Object.keys(op.params);
  if (!names.length) return fc.constant(op.path);
  const model = Object.fromEntries(names.map((n) => [n, segment(op.params[n] ?? {}, ctx, n)]));
  return fc
    .record(model)
    .map((values) => op.path.replaceAll(/\{(\w+)\}/g, (_m, n: string) => values[n] ?? ''));
}

function queryFor(op: TOperation, ctx: TRequestContext): fc.Arbitrary<string> {
  const values = fuzzed(op.query ?? { type: 'object', properties: {} }, ctx.known).map((q) => {
    if (q === null || typeof q !== 'object' || Array.isArray(q)) return `q=${encode(toText(q))}`;
    const search = new URLSearchParams();
    for (const [k, v] of Object.entries(q)) if (v !== undefined) search.append(k, toText(v));
    return search.toString();
  });
  const junk = fc.constantFrom('', '&&&', '=x', 'a[b]=c', 'page=1&page=2', '%', 'q=%zz', 'range_to=1e400');
  return fc
    .tuple(values, fc.oneof({ weight: 8, arbitrary: fc.constant('') }, { weight: 1, arbitrary: junk }))
    .map(([q, extra]) => [q, extra].filter(Boolean).join('&'));
}

interface TBody {
  payload?: string | Buffer;
  type?: string;
}

function jsonBody(op: TOperation, ctx: TRequestContext): fc.Arbitrary<TBody> {
  return fc.oneof(
    {
      weight: 16,
      arbitrary: fuzzed(op.body, ctx.known).map((v) => ({ payload: toJson(v), type: 'application/json' })),
    },
    {
      weight: 2,
      arbitrary: fc.constantFrom(...RAW_BODIES).map((payload) => ({ payload, type: 'application/json' })),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(valid(op.body, ctx.known), fc.constantFrom(...CONTENT_TYPES))
        .map(([v, type]) => ({ payload: toJson(v), type })),
    },
    { weight: 1, arbitrary: fc.constant({}) },
  );
}

function multipartBody(op: TOperation, ctx: TRequestContext): fc.Arbitrary<TBody> {
  const fields = op.formFields ?? {};
  const textParts = fc.record(
    Object.fromEntries(Object.entries(fields).map(([n, s]) => [n, fuzzed(s, ctx.known, n).map(toText)])),
    { requiredKeys: [] },
  );
  const file = fc.record({
    name: fc.constantFrom('photo', 'photo', 'photo', 'file', ''),
    filename: fc.constantFrom('p.png', 'p.jpg', '../../x.png', 'x\0.png', ''),
    type: fc.constantFrom('image/png', 'image/jpeg', 'text/html', 'application/octet-stream'),
    data: fc.oneof(
      fc.constant(ctx.png),
      fc.uint8Array({ maxLength: 600 }).map((a) => Buffer.from(a)),
      fc.constant(ctx.png.subarray(0, 40)),
    ),
  });
  return fc
    .tuple(textParts, fc.array(file, { maxLength: 5 }), fc.boolean())
    .map(([texts, files, truncate]) => {
      const boundary = '----partsyardfuzz';
      const chunks: Buffer[] = [];
      for (const [name, value] of Object.entries(texts)) {
        chunks.push(
          Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
        );
      }
      for (const f of files) {
        chunks.push(
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="${f.name}"; filename="${f.filename}"\r\nContent-Type: ${f.type}\r\n\r\n`,
          ),
          f.data,
          Buffer.from('\r\n'),
        );
      }
      chunks.push(Buffer.from(`--${boundary}--\r\n`));
      const payload = Buffer.concat(chunks);
      // A body cut short: the parser must answer, not wait.
      return {
        payload: truncate ? payload.subarray(0, Math.floor(payload.length / 2)) : payload,
        type: `multipart/form-data; boundary=${boundary}`,
      };
    });
}

function bodyFor(op: TOperation, ctx: TRequestContext): fc.Arbitrary<TBody> {
  if (op.bodyKind === 'json') return jsonBody(op, ctx);
  if (op.bodyKind === 'multipart')
    return fc.oneof({ weight: 4, arbitrary: multipartBody(op, ctx) }, jsonBody(op, ctx));
  if (op.bodyKind === 'form') {
    return fc.oneof(
      fc.constant({ payload: 'a=1&b=2', type: 'application/x-www-form-urlencoded' }),
      fc.string({ maxLength: 50 }).map((payload) => ({ payload, type: 'application/x-www-form-urlencoded' })),
      fc.constant({}),
    );
  }
  // A body where none is expected, now and then.
  return fc.oneof({ weight: 9, arbitrary: fc.constant({}) }, { weight: 1, arbitrary: jsonBody(op, ctx) });
}

const OTHER_METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD'];

/** One request for an operation. */
export function requestFor(op: TOperation, ctx: TRequestContext): fc.Arbitrary<TFuzzRequest> {
  return fc
    .record({
      role: fc.constantFrom(...ROLES),
      path: pathFor(op, ctx),
      query: queryFor(op, ctx),
      body: bodyFor(op, ctx),
      origin: fc.oneof(
        { weight: 17, arbitrary: fc.constant(ctx.origin) },
        { weight: 2, arbitrary: fc.constant(undefined) },
        { weight: 1, arbitrary: fc.constantFrom('https://evil.example', 'null') },
      ),
      method: fc.oneof(
        { weight: 19, arbitrary: fc.constant(op.method) },
        { weight: 1, arbitrary: fc.constantFrom(...OTHER_METHODS) },
      ),
      extra: fc.oneof(
        { weight: 12, arbitrary: fc.constant<Record<string, string>>({}) },
        {
          weight: 1,
          arbitrary: fc.constantFrom<Record<string, string>>(
            { 'content-encoding': 'gzip' },
            { 'stripe-signature': 't=1,v1=abc' },
            { 'accept-encoding': 'br' },
            { 'x-forwarded-for': '1.2.3.4' },
            { cookie: 'better-auth.session_token=forged.token' },
            { 'sec-fetch-site': 'cross-site' },
            { range: 'bytes=0-1' },
            { 'if-none-match': '*' },
          ),
        },
      ),
    })
    .map(({ role, path, query, body, origin, method, extra }) => {
      const headers: Record<string, string> = { ...extra };
      if (origin) headers.origin = origin;
      if (body.type !== undefined && body.type !== '') headers['content-type'] = body.type;
      return {
        role,
        operation: `${op.method} ${op.path}`,
        method,
        url: query ? `${path}?${query}` : path,
        headers,
        ...(body.payload !== undefined && method !== 'GET' && method !== 'HEAD'
          ? { payload: body.payload }
          : {}),
      };
    });
}

/** Requests over all operations, each operation equally likely. */
export function anyRequest(ops: TOperation[], ctx: TRequestContext): fc.Arbitrary<TFuzzRequest> {
  return fc.oneof(...ops.map((op) => requestFor(op, ctx)));
}
