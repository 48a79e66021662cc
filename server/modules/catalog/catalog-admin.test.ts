import type { TAuditResponse } from '@common/contracts/admin';
import type { TSearchPage } from '@common/contracts/search';
import { MESSAGES } from '@common/messages';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/accounts';
import { insertPost } from '../../test/reports';
import { createTestApp, type TTestApp } from '../../test/test-app';

// Admins add and rename vehicles ('Manufacturer - Model') and part types. Names are unique without
// regard to case; every edit drops the cached lists, so GET /api/vehicles, /api/parts and the
// names in search results show it at once; each edit is in the audit log.

let t: TTestApp;
let admin: { id: string; email: string; cookie: string };
let seller: { id: string; email: string; cookie: string };
beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t.app, { admin: true });
  seller = await createUser(t.app);
});
afterAll(() => t.close());

type TKind = 'vehicles' | 'parts';
const FIELD = { vehicles: 'name', parts: 'part_name' } as const;

/** A part's French name in these tests (catalog-french.test.ts tests the French names themselves). */
const frenchOf = (name: unknown) =>
  typeof name !== 'string' ? 'Pièce' : name.length > 90 ? name : `${name} (fr)`;
const payloadOf = (kind: TKind, name: unknown) =>
  kind === 'parts' ? { part_name: name, part_name_fr: frenchOf(name) } : { name };
const add = (kind: TKind, name: unknown) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/${kind}`,
    headers: { cookie: admin.cookie },
    payload: payloadOf(kind, name),
  });
const rename = (kind: TKind, id: number | string, name: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/admin/${kind}/${id}`,
    headers: { cookie: admin.cookie },
    payload: payloadOf(kind, name),
  });
async function listOf(kind: TKind) {
  const res = await t.app.inject({ method: 'GET', url: `/api/${kind}` });
  expect(res.statusCode).toBe(200);
  const names = (res.json() as Record<string, string | number>[]).map((r) => String(r[FIELD[kind]]));
  return { names, etag: String(res.headers.etag) };
}
async function added(kind: TKind, name: string): Promise<number> {
  const res = await add(kind, name);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
}
const rowsNamed = async (kind: TKind, name: string) => {
  const column = sql.identifier(FIELD[kind]);
  const res = await t.app.db.execute(
    sql`SELECT id FROM ${sql.identifier(kind)} WHERE lower(${column}) = lower(${name})`,
  );
  return res.rows.length;
};

describe('adding a vehicle', () => {
  it('adds it (201) and GET /api/vehicles shows it at once, with a new ETag', async () => {
    const before = await listOf('vehicles');
    expect(before.names).not.toContain('Yardtest - Alpha');
    const cached = await t.app.inject({
      method: 'GET',
      url: '/api/vehicles',
      headers: { 'if-none-match': before.etag },
    });
    expect(cached.statusCode).toBe(304);

    const res = await add('vehicles', 'Yardtest - Alpha');
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ id: expect.any(Number), name: 'Yardtest - Alpha' });

    const after = await listOf('vehicles');
    expect(after.names).toContain('Yardtest - Alpha');
    expect(after.names).toHaveLength(before.names.length + 1);
    expect(after.etag).not.toBe(before.etag);
    const stale = await t.app.inject({
      method: 'GET',
      url: '/api/vehicles',
      headers: { 'if-none-match': before.etag },
    });
    expect(stale.statusCode).toBe(200);
    const fresh = await t.app.inject({
      method: 'GET',
      url: '/api/vehicles',
      headers: { 'if-none-match': after.etag },
    });
    expect(fresh.statusCode).toBe(304);
  });

  it('refuses a name that exists in any case (409)', async () => {
    for (const name of ['Honda - Civic', 'honda - civic', 'HONDA - CIVIC', '  honda   -  civic ']) {
      const res = await add('vehicles', name);
      expect(res.statusCode, name).toBe(409);
      expect(res.json().message).toBe(MESSAGES.vehicleExists);
    }
    expect(await rowsNamed('vehicles', 'Honda - Civic')).toBe(1);
  });

  it("refuses a name that is not 'Manufacturer - Model', or longer than 100 characters (400)", async () => {
    const { names } = await listOf('vehicles');
    for (const name of [
      'Honda Civic',
      'Honda-Civic',
      ' - Civic',
      'Honda - ',
      'Honda -',
      '-',
      ' - ',
      '',
      '   ',
    ]) {
      const res = await add('vehicles', name);
      expect(res.statusCode, JSON.stringify(name)).toBe(400);
      expect(res.json()).toMatchObject({
        message: MESSAGES.vehicleNameInvalid,
        fields: { name: 'vehicleNameInvalid' },
      });
    }
    for (const name of [undefined, 42, null]) {
      const res = await add('vehicles', name);
      expect(res.statusCode).toBe(400);
      expect(res.json().fields.name).toBe('vehicleNameInvalid');
    }
    const long = await add('vehicles', `Yardtest - ${'L'.repeat(90)}`);
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({
      message: MESSAGES.catalogNameTooLong,
      fields: { name: 'catalogNameTooLong' },
    });
    expect((await listOf('vehicles')).names).toEqual(names);
    // Exactly 100 characters is fine.
    const longest = `Yardtest - ${'L'.repeat(89)}`;
    expect(longest).toHaveLength(100);
    expect((await add('vehicles', longest)).statusCode).toBe(201);
  });

  it('trims the name and collapses runs of spaces', async () => {
    const res = await add('vehicles', '  Yardtest    -   Beta \t Sport  ');
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().name).toBe('Yardtest - Beta Sport');
    expect((await listOf('vehicles')).names).toContain('Yardtest - Beta Sport');
  });

  it('adds one of five concurrent adds of the same name; the others get 409', async () => {
    const answers = await Promise.all(
      [
        'Yardtest - Gamma',
        'yardtest - gamma',
        'Yardtest - Gamma',
        'YARDTEST - GAMMA',
        'Yardtest - Gamma',
      ].map((n) => add('vehicles', n)),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([201, 409, 409, 409, 409]);
    for (const a of answers) if (a.statusCode === 409) expect(a.json().code).toBe('CONFLICT');
    expect(await rowsNamed('vehicles', 'Yardtest - Gamma')).toBe(1);
  });
});

describe('renaming a vehicle', () => {
  it('renames it: the list shows the new name and not the old', async () => {
    const id = await added('vehicles', 'Yardtest - Delta');
    await listOf('vehicles'); // cached with the old name
    const res = await rename('vehicles', id, 'Yardtest  - Delta  II');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ id, name: 'Yardtest - Delta II' });
    const { names } = await listOf('vehicles');
    expect(names).toContain('Yardtest - Delta II');
    expect(names).not.toContain('Yardtest - Delta');
  });

  it("refuses another vehicle's name in any case (409), but takes its own name in another case", async () => {
    const id = await added('vehicles', 'Yardtest - Epsilon');
    for (const name of ['Honda - Civic', 'honda - CIVIC']) {
      const res = await rename('vehicles', id, name);
      expect(res.statusCode, name).toBe(409);
      expect(res.json().message).toBe(MESSAGES.vehicleExists);
    }
    const own = await rename('vehicles', id, 'YARDTEST - epsilon');
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json()).toEqual({ id, name: 'YARDTEST - epsilon' });
    expect((await listOf('vehicles')).names).toContain('YARDTEST - epsilon');
  });

  it('answers 404 to an unknown id, and 400 to a bad id or name', async () => {
    const unknown = await rename('vehicles', 987_654, 'Yardtest - Zeta');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(MESSAGES.vehicleNotFound);
    for (const id of ['abc', '0', '-4', '2.5', '1e3', '0x10', '%207', '99999999999'])
      expect((await rename('vehicles', id, 'Yardtest - Zeta')).statusCode, id).toBe(400);
    const id = await added('vehicles', 'Yardtest - Eta');
    expect((await rename('vehicles', id, 'Yardtest')).statusCode).toBe(400);
    expect((await listOf('vehicles')).names).toContain('Yardtest - Eta');
  });

  it('lets only one of two renames to the same new name through', async () => {
    const a = await added('vehicles', 'Yardtest - Theta One');
    const b = await added('vehicles', 'Yardtest - Theta Two');
    const answers = await Promise.all([
      rename('vehicles', a, 'Yardtest - Theta'),
      rename('vehicles', b, 'yardtest - theta'),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await rowsNamed('vehicles', 'Yardtest - Theta')).toBe(1);
  });
});

describe('adding and renaming a part type', () => {
  it('adds a part (201), shown at once; refuses a duplicate in any case (409)', async () => {
    const before = await listOf('parts');
    const res = await add('parts', '  Flux   Capacitor ');
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({
      id: expect.any(Number),
      part_name: 'Flux Capacitor',
      part_name_fr: 'Flux Capacitor (fr)',
    });
    const after = await listOf('parts');
    expect(after.names).toContain('Flux Capacitor');
    expect(after.etag).not.toBe(before.etag);
    for (const name of ['flux capacitor', 'FLUX CAPACITOR']) {
      const dup = await add('parts', name);
      expect(dup.statusCode).toBe(409);
      expect(dup.json().message).toBe(MESSAGES.partExists);
    }
  });

  it('refuses an empty or missing name and one over 100 characters (400)', async () => {
    for (const name of ['', '   ', undefined, 7]) {
      const res = await add('parts', name);
      expect(res.statusCode, String(name)).toBe(400);
      expect(res.json()).toMatchObject({
        message: MESSAGES.partNameRequired,
        fields: { part_name: 'partNameRequired' },
      });
    }
    const long = await add('parts', 'P'.repeat(101));
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe(MESSAGES.catalogNameTooLong);
    expect((await add('parts', 'P'.repeat(100))).statusCode).toBe(201);
  });

  it('renames a part; refuses the name of another in any case; takes its own in another case', async () => {
    const id = await added('parts', 'Yardtest Widget');
    const other = await added('parts', 'Yardtest Gadget');
    await listOf('parts');
    const res = await rename('parts', id, 'Yardtest  Widget Mk2');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      id,
      part_name: 'Yardtest Widget Mk2',
      part_name_fr: 'Yardtest Widget Mk2 (fr)',
    });
    const { names } = await listOf('parts');
    expect(names).toContain('Yardtest Widget Mk2');
    expect(names).not.toContain('Yardtest Widget');
    const taken = await rename('parts', id, 'yardtest GADGET');
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(MESSAGES.partExists);
    expect((await rename('parts', other, 'YARDTEST GADGET')).json()).toEqual({
      id: other,
      part_name: 'YARDTEST GADGET',
      part_name_fr: 'YARDTEST GADGET (fr)',
    });
    const unknown = await rename('parts', 987_654, 'Anything');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(MESSAGES.partNotFound);
    expect((await rename('parts', 'abc', 'Anything')).statusCode).toBe(400);
    expect((await rename('parts', id, ' ')).statusCode).toBe(400);
  });

  it('adds one of five concurrent adds of the same part; the others get 409', async () => {
    const answers = await Promise.all(
      [1, 2, 3, 4, 5].map((i) => add('parts', i % 2 ? 'Yardtest Sprocket' : 'yardtest sprocket')),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
    expect(await rowsNamed('parts', 'Yardtest Sprocket')).toBe(1);
  });
});

describe('names in search results', () => {
  it("show a renamed vehicle's and part's new names at once", async () => {
    const vehicleId = await added('vehicles', 'Yardtest - Search');
    const partId = await added('parts', 'Yardtest Search Part');
    const post = await insertPost(t.app, seller.id, { vehicleId, partId });
    const found = async () => {
      const res = await t.app.inject({ method: 'GET', url: `/api/posts/search?search_make=${vehicleId}` });
      expect(res.statusCode, res.body).toBe(200);
      const posts = (res.json() as TSearchPage).posts;
      expect(posts.map((p) => p.id)).toEqual([post.id]);
      return posts[0];
    };
    expect(await found()).toMatchObject({
      vehicle_name: 'Yardtest - Search',
      part_name: 'Yardtest Search Part',
    });
    expect((await rename('vehicles', vehicleId, 'Yardtest - Searched')).statusCode).toBe(200);
    expect(await found()).toMatchObject({
      vehicle_name: 'Yardtest - Searched',
      part_name: 'Yardtest Search Part',
    });
    expect((await rename('parts', partId, 'Yardtest Found Part')).statusCode).toBe(200);
    expect(await found()).toMatchObject({
      vehicle_name: 'Yardtest - Searched',
      part_name: 'Yardtest Found Part',
    });
  });
});

describe('the audit log', () => {
  it('records each add and rename with the admin, the target and what changed', async () => {
    const vehicleId = await added('vehicles', 'Yardtest - Audit');
    expect((await rename('vehicles', vehicleId, 'Yardtest - Audited')).statusCode).toBe(200);
    const partId = await added('parts', 'Yardtest Audit Part');
    expect((await rename('parts', partId, 'Yardtest Audited Part')).statusCode).toBe(200);
    // Refused edits leave no entry.
    expect((await add('vehicles', 'Yardtest - Audited')).statusCode).toBe(409);
    expect((await rename('parts', 987_654, 'Nothing')).statusCode).toBe(404);

    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/audit',
      headers: { cookie: admin.cookie },
    });
    expect(res.statusCode).toBe(200);
    const entries = (res.json() as TAuditResponse).entries.slice(0, 4);
    const common = { admin_email: admin.email };
    expect(entries).toEqual([
      expect.objectContaining({
        ...common,
        action: 'part.rename',
        target_type: 'part',
        target_id: String(partId),
        details:
          'Yardtest Audit Part / Yardtest Audit Part (fr) -> Yardtest Audited Part / Yardtest Audited Part (fr)',
      }),
      expect.objectContaining({
        ...common,
        action: 'part.add',
        target_type: 'part',
        target_id: String(partId),
        details: 'Yardtest Audit Part / Yardtest Audit Part (fr)',
      }),
      expect.objectContaining({
        ...common,
        action: 'vehicle.rename',
        target_type: 'vehicle',
        target_id: String(vehicleId),
        details: 'Yardtest - Audit -> Yardtest - Audited',
      }),
      expect.objectContaining({
        ...common,
        action: 'vehicle.add',
        target_type: 'vehicle',
        target_id: String(vehicleId),
        details: 'Yardtest - Audit',
      }),
    ]);
  });
});
