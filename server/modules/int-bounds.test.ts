import { MESSAGES } from '@common/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, nextIp } from '../test/accounts';
import { formData } from '../test/multipart';
import { postInput } from '../test/posts';
import { createTestApp, type TTestApp } from '../test/test-app';

// A cart id above 2^31 must not reach the database (its int4 overflows: the answer was 500). Every
// integer a route reads (path, query, JSON body, multipart field) is bounded to its column's range
// by common/contracts/ids.ts ZInt: each value below is refused with a 400 before any query runs.
// The second test keeps the table whole: every integer field the OpenAPI document lists is in it.

/** Out of int4's range, negative, infinite (1e400 in JSON is Infinity), or too many digits. */
const BAD = [
  { json: '2147483648', text: '2147483648' },
  { json: '9007199254740992', text: '9007199254740992' },
  { json: '-1', text: '-1' },
  { json: '1e400', text: '1e400' },
  { json: '"99999999999"', text: '99999999999' },
];

type TMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
interface TRow {
  method: TMethod;
  /** The OpenAPI path; other {params} take `values` or 1. */
  path: string;
  at: 'path' | 'query' | 'body' | 'multipart';
  field: string;
  values?: Record<string, string>;
  /** A valid body, so that only the field under test is wrong. */
  body?: () => Promise<Record<string, unknown>>;
}

const post = () => postInput(t.app);
const update = async () => {
  const { currencytype: _, ...rest } = await postInput(t.app);
  return rest;
};
const searchRows = (path: string): TRow[] =>
  ['search_year', 'search_make', 'search_part', 'range_from', 'range_to', 'warranty'].map((field) => ({
    method: 'GET',
    path,
    at: 'query',
    field,
  }));

const TABLE: TRow[] = [
  { method: 'GET', path: '/api/carts/{id}', at: 'path', field: 'id' },
  { method: 'POST', path: '/api/carts/{id}/images', at: 'path', field: 'id' },
  {
    method: 'DELETE',
    path: '/api/carts/{id}/images/{position}',
    at: 'path',
    field: 'id',
    values: { position: '0' },
  },
  { method: 'DELETE', path: '/api/carts/{id}/images/{position}', at: 'path', field: 'position' },
  ...['year', 'vehicle_id', 'part_id', 'mileage', 'warranty_days'].map(
    (field): TRow => ({ method: 'POST', path: '/api/carts', at: 'body', field, body: post }),
  ),
  {
    method: 'POST',
    path: '/api/create-checkout-session',
    at: 'body',
    field: 'id',
    body: async () => ({ id: 1, currency: 'cad' }),
  },
  { method: 'GET', path: '/api/posts/{id}', at: 'path', field: 'id' },
  { method: 'PUT', path: '/api/posts/{id}', at: 'path', field: 'id', body: update },
  ...['year', 'vehicle_id', 'part_id', 'mileage', 'warranty_days'].map(
    (field): TRow => ({ method: 'PUT', path: '/api/posts/{id}', at: 'body', field, body: update }),
  ),
  { method: 'POST', path: '/api/posts/{id}/images', at: 'path', field: 'id' },
  {
    method: 'DELETE',
    path: '/api/posts/{id}/images/{position}',
    at: 'path',
    field: 'id',
    values: { position: '0' },
  },
  { method: 'DELETE', path: '/api/posts/{id}/images/{position}', at: 'path', field: 'position' },
  { method: 'POST', path: '/api/posts/{id}/sold', at: 'path', field: 'id' },
  { method: 'POST', path: '/api/posts/{id}/renew', at: 'path', field: 'id', body: async () => ({}) },
  {
    method: 'POST',
    path: '/api/delete-post',
    at: 'body',
    field: 'post_id',
    body: async () => ({ post_id: 1 }),
  },
  {
    method: 'POST',
    path: '/api/delete-post',
    at: 'body',
    field: 'report_id',
    body: async () => ({ post_id: 1 }),
  },
  { method: 'GET', path: '/api/my-posts', at: 'query', field: 'page' },
  ...searchRows('/api/posts/search'),
  ...searchRows('/api/favorites'),
  { method: 'POST', path: '/api/favorites/toggle', at: 'body', field: 'post_id', body: async () => ({}) },
  { method: 'GET', path: '/api/favorites/{post_id}', at: 'path', field: 'post_id' },
  ...['year', 'vehicle_id'].map(
    (field): TRow => ({
      method: 'POST',
      path: '/api/garage',
      at: 'body',
      field,
      body: async () => ({ year: 2012, vehicle_id: 1 }),
    }),
  ),
  { method: 'DELETE', path: '/api/garage/{id}', at: 'path', field: 'id' },
  {
    method: 'GET',
    path: '/api/messages/{user_id}',
    at: 'query',
    field: 'before',
    values: { user_id: 'someone' },
  },
  {
    method: 'POST',
    path: '/api/messages',
    at: 'body',
    field: 'post_id',
    body: async () => ({ receiver_id: 'someone', content: 'About a post' }),
  },
  {
    method: 'GET',
    path: '/api/messages/{user_id}/posts/{post_id}',
    at: 'path',
    field: 'post_id',
    values: { user_id: 'someone' },
  },
  {
    method: 'POST',
    path: '/api/messages/{id}/report',
    at: 'path',
    field: 'id',
    body: async () => ({ reason: 'spam' }),
  },
  { method: 'POST', path: '/api/reports', at: 'multipart', field: 'post_id' },
  { method: 'GET', path: '/api/admin/reports', at: 'query', field: 'page' },
  { method: 'POST', path: '/api/admin/reports/{id}/ignore', at: 'path', field: 'id' },
  {
    method: 'PUT',
    path: '/api/admin/vehicles/{id}',
    at: 'path',
    field: 'id',
    body: async () => ({ name: 'Acme - Z' }),
  },
  {
    method: 'PUT',
    path: '/api/admin/parts/{id}',
    at: 'path',
    field: 'id',
    body: async () => ({ part_name: 'Cog', part_name_fr: 'Rouage' }),
  },
  { method: 'GET', path: '/api/admin/contact-messages', at: 'query', field: 'page' },
  { method: 'POST', path: '/api/admin/contact-messages/{id}/handled', at: 'path', field: 'id' },
  { method: 'GET', path: '/api/admin/flagged-messages', at: 'query', field: 'page' },
  { method: 'POST', path: '/api/admin/flagged-messages/{id}/reviewed', at: 'path', field: 'id' },
  { method: 'GET', path: '/api/admin/audit', at: 'query', field: 'page' },
  { method: 'GET', path: '/api/notifications', at: 'query', field: 'page' },
  { method: 'POST', path: '/api/notifications/{id}/read', at: 'path', field: 'id' },
  {
    method: 'PATCH',
    path: '/api/saved-searches/{id}',
    at: 'path',
    field: 'id',
    body: async () => ({ name: 'Renamed' }),
  },
  { method: 'DELETE', path: '/api/saved-searches/{id}', at: 'path', field: 'id' },
  { method: 'GET', path: '/api/admin/jobs', at: 'query', field: 'limit' },
  { method: 'GET', path: '/api/admin/users', at: 'query', field: 'page' },
  {
    method: 'POST',
    path: '/api/reviews',
    at: 'body',
    field: 'post_id',
    body: async () => ({ reviewee_id: 'someone', rating: 5, text: '' }),
  },
  {
    method: 'POST',
    path: '/api/reviews',
    at: 'body',
    field: 'rating',
    body: async () => ({ post_id: 1, reviewee_id: 'someone', text: '' }),
  },
  { method: 'PATCH', path: '/api/reviews/{id}', at: 'path', field: 'id', body: async () => ({ rating: 4 }) },
  { method: 'PATCH', path: '/api/reviews/{id}', at: 'body', field: 'rating', body: async () => ({}) },
  {
    method: 'POST',
    path: '/api/reviews/{id}/answer',
    at: 'path',
    field: 'id',
    body: async () => ({ text: 'Thanks' }),
  },
  {
    method: 'GET',
    path: '/api/reviews/eligibility',
    at: 'query',
    field: 'post_id',
    values: {},
  },
  { method: 'GET', path: '/api/users/{id}/reviews', at: 'query', field: 'page', values: { id: 'someone' } },
  {
    method: 'POST',
    path: '/api/admin/reviews/{id}/remove',
    at: 'path',
    field: 'id',
    body: async () => ({ reason: 'Insults' }),
  },
];

let t: TTestApp;
let admin: { cookie: string };
beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t.app, { admin: true, username: 'bounds_admin' });
});
afterAll(() => t?.close());

/** The request for one row with one bad value, as an admin (who may call every route). */
async function send(row: TRow, bad: (typeof BAD)[number]) {
  const values: Record<string, string> = { ...row.values };
  if (row.at === 'path') values[row.field] = bad.text;
  let url = row.path.replaceAll(/\{(\w+)\}/g, (_m, name: string) => encodeURIComponent(values[name] ?? '1'));
  if (row.at === 'query') url += `?${row.field}=${encodeURIComponent(bad.text)}`;
  const headers: Record<string, string> = { cookie: admin.cookie };
  let payload: string | Buffer | undefined;
  if (row.at === 'multipart') {
    const form = formData([
      { name: 'post_id', value: bad.text },
      { name: 'reason', value: 'Spam' },
      { name: 'description', value: 'Looks like spam.' },
    ]);
    payload = form.payload;
    Object.assign(headers, form.headers);
  } else if (row.body || row.at === 'body') {
    const body = (await row.body?.()) ?? {};
    // The bad value goes in as JSON text: 1e400 has no JavaScript value that JSON.stringify writes.
    payload = JSON.stringify(row.at === 'body' ? { ...body, [row.field]: '\u0000BAD' } : body).replace(
      '"\\u0000BAD"',
      bad.json,
    );
    headers['content-type'] = 'application/json';
  }
  return t.app.inject({ method: row.method, url, headers, payload, remoteAddress: nextIp() });
}

describe('integers out of their column range', () => {
  it.each(TABLE)('$method $path ($at $field) refuses each with a 400', async (row) => {
    for (const bad of BAD) {
      const res = await send(row, bad);
      const what = `${row.method} ${row.path} ${row.field}=${bad.json}: ${res.body.slice(0, 200)}`;
      expect(res.statusCode, what).toBe(400);
      expect(res.json().code, what).toBe('VALIDATION');
    }
  });

  it('a cart id past int4 is a clear 400, not a 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/create-checkout-session',
      headers: { cookie: admin.cookie },
      payload: { id: 2 ** 31, currency: 'cad' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MESSAGES.cartNotFound);
  });

  it('the table names every integer field of the OpenAPI document', () => {
    const listed = new Set(TABLE.map((r) => `${r.method} ${r.path} ${r.at}:${r.field}`));
    const doc = t.app.swagger() as { paths: Record<string, Record<string, TOperation>> };
    const found: string[] = [];
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(operations)) {
        const key = (at: string, name: string) => `${method.toUpperCase()} ${path} ${at}:${name}`;
        for (const p of op.parameters ?? []) if (isInteger(p.schema)) found.push(key(p.in, p.name));
        const body = op.requestBody?.content?.['application/json']?.schema;
        for (const [name, schema] of Object.entries(body?.properties ?? {})) {
          if (isInteger(schema)) found.push(key('body', name));
        }
      }
    }
    expect(found.length).toBeGreaterThan(30);
    expect(found.filter((k) => !listed.has(k))).toEqual([]);
  });
});

interface TSchema {
  type?: string;
  pattern?: string;
  anyOf?: TSchema[];
  properties?: Record<string, TSchema>;
}
interface TOperation {
  parameters?: { in: string; name: string; schema: TSchema }[];
  requestBody?: { content?: Record<string, { schema?: TSchema }> };
}

/** An integer, or a string of digits standing for one (the id schemas accept both); a decimal (a price) is not. */
function isInteger(schema: TSchema | undefined): boolean {
  if (!schema) return false;
  if (schema.anyOf) return schema.anyOf.some(isInteger);
  const pattern = schema.pattern ?? '';
  return (
    schema.type === 'integer' ||
    (schema.type === 'string' && /^\^-?\\d/.test(pattern) && !pattern.includes('\\.'))
  );
}
