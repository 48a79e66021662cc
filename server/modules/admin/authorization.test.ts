import { MESSAGES } from '@common/messages';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/accounts';
import { fileReport, insertPost, reportRow } from '../../test/reports';
import { listRoutes } from '../../test/routes';
import { createTestApp, type TTestApp } from '../../test/test-app';

// Every admin endpoint answers a visitor 401 and a signed-in non-admin 403, before it reads the
// request: a malformed query, id or body gets the same answer (never a 400 that would tell them
// anything). A suspended account's session that outlived the suspension gets 403 with the
// suspension sentence, an admin's included. An admin gets the endpoint's own answer.

let t: TTestApp;
let user: { id: string; email: string; cookie: string };
let admin: { id: string; email: string; cookie: string };
let suspended: { id: string; email: string; cookie: string };
beforeAll(async () => {
  t = await createTestApp();
  user = await createUser(t.app);
  admin = await createUser(t.app, { admin: true });
  // An admin whose suspension left a session alive (suspending ends them: this one is kept on purpose).
  suspended = await createUser(t.app, { admin: true });
  await t.app.db.execute(
    sql`UPDATE "user" SET banned = true, ban_reason = 'test' WHERE id = ${suspended.id}`,
  );
});
afterAll(() => t.close());

interface TEndpoint {
  name: string;
  request: InjectOptions;
  /** What an admin gets for the well-formed request on a fresh database. */
  admin: number;
  /** Malformed versions of it, with what an admin gets for each. */
  malformed: Array<{ request: InjectOptions; admin: number }>;
}

const json = (method: 'POST' | 'PUT', url: string, payload: object): InjectOptions => ({
  method,
  url,
  payload,
});
const raw = (
  method: 'POST' | 'PUT',
  url: string,
  payload: string,
  type = 'application/json',
): InjectOptions => ({
  method,
  url,
  payload,
  headers: { 'content-type': type },
});

const ENDPOINTS: TEndpoint[] = [
  {
    name: 'GET /api/admin/reports',
    request: { method: 'GET', url: '/api/admin/reports' },
    admin: 200,
    malformed: [
      { request: { method: 'GET', url: '/api/admin/reports?status=everything' }, admin: 400 },
      { request: { method: 'GET', url: '/api/admin/reports?page=0' }, admin: 400 },
    ],
  },
  {
    name: 'POST /api/admin/reports/:id/ignore',
    request: { method: 'POST', url: '/api/admin/reports/1/ignore' },
    admin: 404,
    malformed: [{ request: { method: 'POST', url: '/api/admin/reports/abc/ignore' }, admin: 400 }],
  },
  {
    name: 'POST /api/admin/vehicles',
    request: json('POST', '/api/admin/vehicles', { name: 'Authz - Roadster' }),
    admin: 201,
    malformed: [
      { request: json('POST', '/api/admin/vehicles', { name: 'no separator' }), admin: 400 },
      { request: json('POST', '/api/admin/vehicles', { name: 42 }), admin: 400 },
      { request: raw('POST', '/api/admin/vehicles', '{"name": '), admin: 400 },
      { request: raw('POST', '/api/admin/vehicles', '<name/>', 'application/xml'), admin: 415 },
    ],
  },
  {
    name: 'PUT /api/admin/vehicles/:id',
    request: json('PUT', '/api/admin/vehicles/1', { name: 'Authz - Renamed' }),
    admin: 200,
    malformed: [
      { request: json('PUT', '/api/admin/vehicles/abc', { name: 'Authz - Other' }), admin: 400 },
      { request: json('PUT', '/api/admin/vehicles/1', {}), admin: 400 },
      { request: raw('PUT', '/api/admin/vehicles/1', '{'), admin: 400 },
    ],
  },
  {
    name: 'POST /api/admin/parts',
    request: json('POST', '/api/admin/parts', { part_name: 'Authz Bracket', part_name_fr: 'Support' }),
    admin: 201,
    malformed: [
      { request: json('POST', '/api/admin/parts', { part_name: '   ' }), admin: 400 },
      { request: raw('POST', '/api/admin/parts', 'not json'), admin: 400 },
    ],
  },
  {
    name: 'PUT /api/admin/parts/:id',
    request: json('PUT', '/api/admin/parts/1', {
      part_name: 'Authz Bracket Renamed',
      part_name_fr: 'Support renommé',
    }),
    admin: 200,
    malformed: [
      { request: json('PUT', '/api/admin/parts/-1', { part_name: 'X' }), admin: 400 },
      { request: json('PUT', '/api/admin/parts/1', { part_name: 'x'.repeat(101) }), admin: 400 },
    ],
  },
  {
    name: 'GET /api/admin/contact-messages',
    request: { method: 'GET', url: '/api/admin/contact-messages' },
    admin: 200,
    malformed: [
      { request: { method: 'GET', url: '/api/admin/contact-messages?status=x&page=y' }, admin: 400 },
    ],
  },
  {
    name: 'POST /api/admin/contact-messages/:id/handled',
    request: { method: 'POST', url: '/api/admin/contact-messages/1/handled' },
    admin: 404,
    malformed: [{ request: { method: 'POST', url: '/api/admin/contact-messages/1.5/handled' }, admin: 400 }],
  },
  {
    name: 'GET /api/admin/flagged-messages',
    request: { method: 'GET', url: '/api/admin/flagged-messages' },
    admin: 200,
    malformed: [
      { request: { method: 'GET', url: '/api/admin/flagged-messages?status=any' }, admin: 400 },
      { request: { method: 'GET', url: '/api/admin/flagged-messages?page=0' }, admin: 400 },
    ],
  },
  {
    name: 'POST /api/admin/flagged-messages/:id/reviewed',
    request: { method: 'POST', url: '/api/admin/flagged-messages/1/reviewed' },
    admin: 404,
    malformed: [{ request: { method: 'POST', url: '/api/admin/flagged-messages/x/reviewed' }, admin: 400 }],
  },
  {
    name: 'POST /api/admin/reviews/:id/remove',
    request: json('POST', '/api/admin/reviews/1/remove', { reason: 'Insults, not a review.' }),
    admin: 404,
    malformed: [
      { request: json('POST', '/api/admin/reviews/x/remove', { reason: 'Insults' }), admin: 400 },
      { request: json('POST', '/api/admin/reviews/1/remove', {}), admin: 400 },
      { request: json('POST', '/api/admin/reviews/1/remove', { reason: 'r'.repeat(501) }), admin: 400 },
    ],
  },
  {
    name: 'GET /api/admin/audit',
    request: { method: 'GET', url: '/api/admin/audit' },
    admin: 200,
    malformed: [{ request: { method: 'GET', url: '/api/admin/audit?page=-2' }, admin: 400 }],
  },
  {
    name: 'GET /api/admin/jobs',
    request: { method: 'GET', url: '/api/admin/jobs' },
    admin: 200,
    malformed: [
      { request: { method: 'GET', url: '/api/admin/jobs?state=everything' }, admin: 400 },
      { request: { method: 'GET', url: '/api/admin/jobs?limit=0' }, admin: 400 },
      { request: { method: 'GET', url: '/api/admin/jobs?limit=abc' }, admin: 400 },
    ],
  },
  {
    name: 'POST /api/admin/jobs/:id/retry',
    request: { method: 'POST', url: '/api/admin/jobs/00000000-0000-4000-8000-000000000000/retry' },
    admin: 404,
    malformed: [{ request: { method: 'POST', url: '/api/admin/jobs/42/retry' }, admin: 400 }],
  },
  {
    name: 'PUT /api/admin/exchange-rate',
    request: json('PUT', '/api/admin/exchange-rate', { usd_cad: 1.4 }),
    admin: 200,
    malformed: [
      { request: json('PUT', '/api/admin/exchange-rate', { usd_cad: 'abc' }), admin: 400 },
      { request: json('PUT', '/api/admin/exchange-rate', { usd_cad: 9 }), admin: 400 },
      { request: raw('PUT', '/api/admin/exchange-rate', '{"usd_cad": '), admin: 400 },
    ],
  },
];

const del = (url: string, payload: object): InjectOptions => ({ method: 'DELETE', url, payload });
const ENDPOINTS_USERS: TEndpoint[] = [
  {
    name: 'GET /api/admin/users',
    request: { method: 'GET', url: '/api/admin/users?q=example' },
    admin: 200,
    malformed: [
      { request: { method: 'GET', url: '/api/admin/users?page=0' }, admin: 400 },
      { request: { method: 'GET', url: `/api/admin/users?q=${'a'.repeat(101)}` }, admin: 400 },
    ],
  },
  {
    name: 'GET /api/admin/users/:id',
    request: { method: 'GET', url: '/api/admin/users/nobody' },
    admin: 404,
    malformed: [{ request: { method: 'GET', url: '/api/admin/users/%20%20' }, admin: 400 }],
  },
  {
    name: 'POST /api/admin/users/:id/suspend',
    request: json('POST', '/api/admin/users/nobody/suspend', { reason: 'Scam messages' }),
    admin: 404,
    malformed: [
      { request: json('POST', '/api/admin/users/nobody/suspend', {}), admin: 400 },
      { request: json('POST', '/api/admin/users/nobody/suspend', { reason: '  ' }), admin: 400 },
      { request: json('POST', '/api/admin/users/nobody/suspend', { reason: 'r'.repeat(501) }), admin: 400 },
    ],
  },
  {
    name: 'POST /api/admin/users/:id/restore',
    request: { method: 'POST', url: '/api/admin/users/nobody/restore' },
    admin: 404,
    malformed: [{ request: { method: 'POST', url: '/api/admin/users/%20/restore' }, admin: 400 }],
  },
  {
    name: 'POST /api/admin/users/:id/role',
    request: json('POST', '/api/admin/users/nobody/role', { admin: true }),
    admin: 404,
    malformed: [
      { request: json('POST', '/api/admin/users/nobody/role', { admin: 'yes' }), admin: 400 },
      { request: raw('POST', '/api/admin/users/nobody/role', '{"admin": '), admin: 400 },
    ],
  },
  {
    name: 'DELETE /api/admin/users/:id',
    request: del('/api/admin/users/nobody', { reason: 'Fraud' }),
    admin: 404,
    malformed: [{ request: del('/api/admin/users/nobody', {}), admin: 400 }],
  },
];
ENDPOINTS.push(...ENDPOINTS_USERS);

const send = (request: InjectOptions, cookie?: string) =>
  t.app.inject({
    ...request,
    headers: { ...(request.headers as Record<string, string>), ...(cookie === undefined ? {} : { cookie }) },
  });
const count = async (table: 'audit_log' | 'vehicles' | 'parts') =>
  Number((await t.app.db.execute(sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)}`)).rows[0]?.n);

describe('the admin endpoints', () => {
  it('are all in the matrix, and the matrix names no other', () => {
    const routes = listRoutes(t.app);
    expect(routes).toContain('GET /api/posts/search');
    const adminRoutes = routes.filter((r) => r.includes(' /api/admin/')).sort();
    expect(adminRoutes).toEqual(ENDPOINTS.map((e) => e.name).sort());
  });

  it('answer a visitor 401 and a non-admin 403, malformed or not, and change nothing', async () => {
    const before = await Promise.all([count('audit_log'), count('vehicles'), count('parts')]);
    for (const e of ENDPOINTS) {
      for (const request of [e.request, ...e.malformed.map((m) => m.request)]) {
        const label = `${request.method} ${request.url} ${String(request.payload ?? '')}`;
        const visitor = await send(request);
        expect(visitor.statusCode, `visitor: ${label}`).toBe(401);
        expect(visitor.json()).toMatchObject({ code: 'UNAUTHENTICATED', message: MESSAGES.signInRequired });
        const forged = await send(request, 'better-auth.session_token=forged.token');
        expect(forged.statusCode, `forged cookie: ${label}`).toBe(401);
        const signedIn = await send(request, user.cookie);
        expect(signedIn.statusCode, `user: ${label}`).toBe(403);
        expect(signedIn.json()).toMatchObject({
          code: 'FORBIDDEN',
          message: 'Only administrators may do this.',
        });
        const suspendedAdmin = await send(request, suspended.cookie);
        expect(suspendedAdmin.statusCode, `suspended: ${label}`).toBe(403);
        expect(suspendedAdmin.json()).toMatchObject({
          code: 'FORBIDDEN',
          message: MESSAGES.accountSuspended,
        });
      }
    }
    expect(await Promise.all([count('audit_log'), count('vehicles'), count('parts')])).toEqual(before);
  });

  it("give an admin each endpoint's own answer", async () => {
    for (const e of ENDPOINTS) {
      const res = await send(e.request, admin.cookie);
      expect(res.statusCode, `${e.name}: ${res.body}`).toBe(e.admin);
      for (const m of e.malformed) {
        const bad = await send(m.request, admin.cookie);
        expect(bad.statusCode, `${m.request.method} ${m.request.url}: ${bad.body}`).toBe(m.admin);
      }
    }
    // The four catalog edits and the rate were made, each with its audit entry.
    const actions = (await t.app.db.execute(sql`SELECT action FROM audit_log ORDER BY id`)).rows.map(
      (r) => r.action,
    );
    expect(actions).toEqual([
      'vehicle.add',
      'vehicle.rename',
      'part.add',
      'part.rename',
      'exchange-rate.set',
    ]);
  });
});

describe('POST /api/delete-post for someone who is not an admin', () => {
  it("refuses a visitor (401) and another user's attempt (403), and never resolves the report", async () => {
    const seller = await createUser(t.app);
    const post = await insertPost(t.app, seller.id);
    const report = await fileReport(t.app, { post_id: post.id });
    const body = { post_id: post.id, user_id: seller.id, report_id: report };
    const visitor = await t.app.inject({ method: 'POST', url: '/api/delete-post', payload: body });
    expect(visitor.statusCode).toBe(401);
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/delete-post',
      headers: { cookie: user.cookie },
      payload: body,
    });
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe(MESSAGES.notYourPost);
    expect(await reportRow(t.app, report)).toMatchObject({
      post_id: post.id,
      resolved: false,
      resolution: null,
    });
    expect((await t.app.inject({ method: 'GET', url: `/api/posts/${post.id}` })).statusCode).toBe(200);
  });

  it('lets the seller delete their own post, but their report_id resolves nothing and is not audited', async () => {
    const seller = await createUser(t.app);
    const post = await insertPost(t.app, seller.id);
    const report = await fileReport(t.app, { post_id: post.id });
    const audit = await count('audit_log');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/delete-post',
      headers: { cookie: seller.cookie },
      payload: { post_id: post.id, user_id: seller.id, report_id: report },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/api/posts/${post.id}` })).statusCode).toBe(404);
    expect(await reportRow(t.app, report)).toMatchObject({
      post_id: null,
      resolved: false,
      resolution: null,
      resolved_by: null,
    });
    expect(await count('audit_log')).toBe(audit);
  });
});
