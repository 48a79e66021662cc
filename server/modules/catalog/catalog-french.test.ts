import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import frCommon from '@common/locales/fr-CA.json';
import { MESSAGES } from '@common/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/accounts';
import { insertPost } from '../../test/reports';
import { createTestApp, type TTestApp } from '../../test/test-app';

// Part types are named in English and French in the database: the admin adds and renames both,
// GET /api/parts carries both, and a French page names a part with the stored French name — so
// renaming 'Wiper Motor' to 'Windshield Wiper Motor' keeps « Moteur d'essuie-glace ».

const TEMPLATE =
  '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>PartsYard</title></head><body><div id="root"></div></body></html>';

let t: TTestApp;
let admin: { cookie: string };
let seller: { id: string; cookie: string };
beforeAll(async () => {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'partsyard-catalog-fr-'));
  writeFileSync(path.join(dist, 'index.html'), TEMPLATE);
  t = await createTestApp({}, { webDist: dist });
  admin = await createUser(t.app, { admin: true });
  seller = await createUser(t.app);
}, 120_000);
afterAll(() => t.close());

type TPartRow = { id: number; part_name: string; part_name_fr: string };
const FR = { 'accept-language': 'fr-CA,fr;q=0.9' };

const save = (
  method: 'POST' | 'PUT',
  url: string,
  payload: Record<string, unknown>,
  headers: Record<string, string> = {},
) => t.app.inject({ method, url, headers: { cookie: admin.cookie, ...headers }, payload });
async function parts(): Promise<TPartRow[]> {
  const res = await t.app.inject({ method: 'GET', url: '/api/parts' });
  expect(res.statusCode).toBe(200);
  return res.json() as TPartRow[];
}
const named = async (name: string) => (await parts()).find((p) => p.part_name === name);
const titleOf = (html: string) =>
  /<title>([^<]*)<\/title>/.exec(html)?.[1]?.replaceAll('&#39;', "'").replaceAll('&amp;', '&');

describe('part names in two languages', () => {
  it("GET /api/parts carries each part's French name (the seed's, from migration 0030 and the seed)", async () => {
    const list = await parts();
    expect(list.length).toBeGreaterThanOrEqual(222);
    expect(list.find((p) => p.part_name === 'Wiper Motor')?.part_name_fr).toBe("Moteur d'essuie-glace");
    expect(list.find((p) => p.part_name === 'Alternator')?.part_name_fr).toBe('Alternateur');
    expect(list.filter((p) => !p.part_name_fr?.trim())).toEqual([]);
  });

  it('adds a part with both names (201), listed at once with both', async () => {
    const res = await save('POST', '/api/admin/parts', {
      part_name: ' Flux   Capacitor ',
      part_name_fr: '  Condensateur   de flux ',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({
      id: expect.any(Number),
      part_name: 'Flux Capacitor',
      part_name_fr: 'Condensateur de flux',
    });
    expect(await named('Flux Capacitor')).toMatchObject({ part_name_fr: 'Condensateur de flux' });
  });

  it('refuses a missing or empty French name with a sentence, in English and in French (400)', async () => {
    for (const part_name_fr of [undefined, '', '   ', 7]) {
      const en = await save('POST', '/api/admin/parts', { part_name: 'Yardtest Gizmo', part_name_fr });
      expect(en.statusCode, String(part_name_fr)).toBe(400);
      expect(en.json()).toMatchObject({
        message: MESSAGES.partNameFrRequired,
        fields: { part_name_fr: 'partNameFrRequired' },
      });
      const fr = await save('POST', '/api/admin/parts', { part_name: 'Yardtest Gizmo', part_name_fr }, FR);
      expect(fr.statusCode).toBe(400);
      expect(fr.json().message).toBe(frCommon.partNameFrRequired);
    }
    const id = (await named('Alternator'))?.id;
    const rename = await save('PUT', `/api/admin/parts/${id}`, { part_name: 'Alternator' });
    expect(rename.statusCode).toBe(400);
    expect(rename.json().fields).toEqual({ part_name_fr: 'partNameFrRequired' });
    const long = await save('POST', '/api/admin/parts', {
      part_name: 'Yardtest Gizmo',
      part_name_fr: 'é'.repeat(101),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ fields: { part_name_fr: 'catalogNameTooLong' } });
    expect(await named('Yardtest Gizmo')).toBeUndefined();
    expect((await named('Alternator'))?.part_name_fr).toBe('Alternateur');
  });

  it('refuses a visitor (401) and a signed-in non-admin (403)', async () => {
    const body = { part_name: 'Yardtest Sneaky', part_name_fr: 'Sournois' };
    const visitor = await t.app.inject({ method: 'POST', url: '/api/admin/parts', payload: body });
    expect(visitor.statusCode).toBe(401);
    const user = await t.app.inject({
      method: 'POST',
      url: '/api/admin/parts',
      headers: { cookie: seller.cookie },
      payload: body,
    });
    expect(user.statusCode).toBe(403);
    const id = (await named('Alternator'))?.id;
    const renamed = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/parts/${id}`,
      headers: { cookie: seller.cookie },
      payload: body,
    });
    expect(renamed.statusCode).toBe(403);
    expect(await named('Yardtest Sneaky')).toBeUndefined();
  });

  it("renames 'Wiper Motor' keeping its French name, and a French page names it « Moteur d'essuie-glace »", async () => {
    const wiper = await named('Wiper Motor');
    if (!wiper) throw new Error('no Wiper Motor');
    const vehicles = (await t.app.inject({ method: 'GET', url: '/api/vehicles' })).json() as {
      id: number;
      name: string;
    }[];
    const { id: postId } = await insertPost(t.app, seller.id, {
      vehicleId: vehicles.find((v) => v.name === 'Honda - Civic')?.id,
      partId: wiper.id,
    });
    await t.app.inject({ method: 'GET', url: '/fr/parts/honda/civic/wiper-motor' }); // cached lists

    const res = await save('PUT', `/api/admin/parts/${wiper.id}`, {
      part_name: 'Windshield Wiper Motor',
      part_name_fr: wiper.part_name_fr,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      id: wiper.id,
      part_name: 'Windshield Wiper Motor',
      part_name_fr: "Moteur d'essuie-glace",
    });
    expect(await named('Windshield Wiper Motor')).toMatchObject({ part_name_fr: "Moteur d'essuie-glace" });

    const landing = await t.app.inject({
      method: 'GET',
      url: '/fr/parts/honda/civic/windshield-wiper-motor',
    });
    expect(landing.statusCode).toBe(200);
    expect(titleOf(landing.body)).toContain("Moteur d'essuie-glace d'occasion pour Honda Civic");
    const english = await t.app.inject({ method: 'GET', url: '/parts/honda/civic/windshield-wiper-motor' });
    expect(titleOf(english.body)).toContain('Windshield Wiper Motor');
    const view = await t.app.inject({
      method: 'GET',
      url: `/fr/view/${postId}/2012-honda-civic-windshield-wiper-motor`,
    });
    expect(view.statusCode).toBe(200);
    expect(titleOf(view.body)).toMatch(/^Moteur d'essuie-glace Honda Civic 2012 - /);
  });

  it('renames the French name too: the next French page shows the new one', async () => {
    const part = await named('Windshield Wiper Motor');
    const res = await save('PUT', `/api/admin/parts/${part?.id}`, {
      part_name: 'Windshield Wiper Motor',
      part_name_fr: "Moteur d'essuie-glace avant",
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await named('Windshield Wiper Motor'))?.part_name_fr).toBe("Moteur d'essuie-glace avant");
    const landing = await t.app.inject({
      method: 'GET',
      url: '/fr/parts/honda/civic/windshield-wiper-motor',
    });
    expect(titleOf(landing.body)).toContain("Moteur d'essuie-glace avant d'occasion pour Honda Civic");
  });
});
