import type { TAdminReportsResponse } from '@common/contracts/admin';
import { MESSAGES } from '@common/messages';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, nextIp } from '../../test/accounts';
import { makeImage } from '../../test/posts';
import { adminGet, insertPost, reportRow, reportRows, sendReport } from '../../test/reports';
import { createTestApp, type TTestApp } from '../../test/test-app';

// POST /api/reports: anyone may report a post (multipart: post_id, reason, description, email and
// up to 4 photos). The report and its photos are stored together or not at all; the photos are
// private, reachable only through the admins' signed URLs.

let t: TTestApp;
let seller: { id: string; email: string; cookie: string };
let user: { id: string; email: string; cookie: string };
let admin: { id: string; email: string; cookie: string };
let post: { id: number; title: string };

beforeAll(async () => {
  t = await createTestApp();
  seller = await createUser(t.app);
  user = await createUser(t.app);
  admin = await createUser(t.app, { admin: true });
  post = await insertPost(t.app, seller.id);
});
afterAll(() => t.close());

/** A 1x1 GIF: a real image, but not one of the accepted types. */
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
const stored = () => t.app.storage.list('reports/');
const imageRows = async (reportId: number) =>
  (
    await t.app.db.execute(
      sql`SELECT position, storage_key FROM report_images WHERE report_id = ${reportId} ORDER BY position`,
    )
  ).rows;

describe('filing a report', () => {
  it('stores a visitor report, unresolved, with the post title of the time', async () => {
    const res = await sendReport(t.app, {
      post_id: post.id,
      reason: 'Other',
      description: '  The photos are of another car.  ',
      email: ' visitor@example.com ',
    });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body).toEqual({ id: expect.any(Number), message: 'Report Submitted' });
    expect(body.message).toBe(MESSAGES.reportSubmitted);
    expect(await reportRow(t.app, body.id)).toMatchObject({
      post_id: post.id,
      user_id: null,
      reason: 'Other',
      description: 'The photos are of another car.',
      email: 'visitor@example.com',
      post_title: post.title,
      resolved: false,
      resolution: null,
      resolved_by: null,
      resolved_at: null,
    });
    expect(post.title).toMatch(/^2012 Honda - Civic .+ RPT-\d+$/);
    expect(await imageRows(body.id)).toEqual([]);
  });

  it('takes Spam when no reason is given, and Scam or Other when chosen', async () => {
    for (const [given, kept] of [
      [undefined, 'Spam'],
      ['Scam', 'Scam'],
      ['Other', 'Other'],
      ['Spam', 'Spam'],
    ] as const) {
      const fields = { post_id: post.id, email: 'v@example.com', ...(given ? { reason: given } : {}) };
      const res = await sendReport(t.app, fields);
      expect(res.statusCode, res.body).toBe(201);
      const row = await reportRow(t.app, res.json().id);
      expect(row).toMatchObject({ reason: kept, description: '' });
    }
  });

  it('asks a visitor for an email, and refuses one that is not an address, storing nothing', async () => {
    const before = (await reportRows(t.app)).length;
    const asked: Array<Record<string, string | number>> = [
      { post_id: post.id },
      { post_id: post.id, email: '  ' },
    ];
    for (const fields of asked) {
      const res = await sendReport(t.app, fields);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'VALIDATION',
        message: 'You must enter your email.',
        fields: { email: 'emailRequired' },
      });
    }
    const bad = await sendReport(t.app, { post_id: post.id, email: 'not-an-email' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: MESSAGES.invalidEmail, fields: { email: 'invalidEmail' } });
    expect((await reportRows(t.app)).length).toBe(before);
  });

  it("stores a signed-in user's account email when they give none, or the one they give", async () => {
    const own = await sendReport(t.app, { post_id: post.id, reason: 'Scam' }, { cookie: user.cookie });
    expect(own.statusCode, own.body).toBe(201);
    expect(await reportRow(t.app, own.json().id)).toMatchObject({
      user_id: user.id,
      email: user.email,
      reason: 'Scam',
    });
    const other = await sendReport(
      t.app,
      { post_id: post.id, email: 'reach-me@example.com' },
      { cookie: user.cookie },
    );
    expect(other.statusCode, other.body).toBe(201);
    expect(await reportRow(t.app, other.json().id)).toMatchObject({
      user_id: user.id,
      email: 'reach-me@example.com',
    });
  });

  it('refuses an unknown reason and a description over 2,000 characters', async () => {
    const before = (await reportRows(t.app)).length;
    for (const reason of ['Abuse', 'spam', '']) {
      const res = await sendReport(t.app, { post_id: post.id, email: 'v@example.com', reason });
      expect(res.statusCode, reason).toBe(400);
      expect(res.json()).toMatchObject({
        message: MESSAGES.reportReasonInvalid,
        fields: { reason: 'reportReasonInvalid' },
      });
    }
    const long = await sendReport(t.app, {
      post_id: post.id,
      email: 'v@example.com',
      description: 'x'.repeat(2001),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({
      message: MESSAGES.reportDescriptionTooLong,
      fields: { description: 'reportDescriptionTooLong' },
    });
    expect((await reportRows(t.app)).length).toBe(before);
    const full = await sendReport(t.app, {
      post_id: post.id,
      email: 'v@example.com',
      description: 'y'.repeat(2000),
    });
    expect(full.statusCode, full.body).toBe(201);
    expect((await reportRow(t.app, full.json().id))?.description).toHaveLength(2000);
  });

  it('refuses a post id that is not a whole number (400), an unknown post (404) and your own post (403)', async () => {
    const before = (await reportRows(t.app)).length;
    for (const post_id of ['abc', '1.5', '-3', '0', '']) {
      const res = await sendReport(t.app, { post_id, email: 'v@example.com' });
      expect(res.statusCode, post_id).toBe(400);
      expect(res.json().fields.post_id).toBe('postIdInvalid');
    }
    const missing = await sendReport(t.app, { email: 'v@example.com' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields.post_id).toBeDefined();
    const unknown = await sendReport(t.app, { post_id: 99_999, email: 'v@example.com' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(MESSAGES.postNotFound);
    const own = await sendReport(t.app, { post_id: post.id }, { cookie: seller.cookie });
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe(MESSAGES.reportOwnPost);
    expect((await reportRows(t.app)).length).toBe(before);
  });

  it('answers 415 to a report that is not multipart', async () => {
    const before = (await reportRows(t.app)).length;
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/reports',
      payload: { post_id: post.id, email: 'v@example.com' },
      remoteAddress: nextIp(),
    });
    expect(json.statusCode).toBe(415);
    const form = await t.app.inject({
      method: 'POST',
      url: '/api/reports',
      payload: `post_id=${post.id}&email=v%40example.com`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      remoteAddress: nextIp(),
    });
    expect(form.statusCode).toBe(415);
    expect((await reportRows(t.app)).length).toBe(before);
  });
});

describe('report photos', () => {
  it('stores 1 to 4 PNG or JPEG photos privately under reports/{id}/, with their rows', async () => {
    for (const count of [1, 4]) {
      const photos = await Promise.all(
        Array.from({ length: count }, (_, i) => makeImage(i % 2 ? 'jpeg' : 'png', 80 + i, 60)),
      );
      const res = await sendReport(t.app, { post_id: post.id, email: 'v@example.com' }, { photos });
      expect(res.statusCode, res.body).toBe(201);
      const id = res.json().id as number;
      const bases = Array.from({ length: count }, (_, i) => `reports/${id}/${i}`);
      expect(await t.app.storage.list(`reports/${id}/`)).toEqual(
        bases.flatMap((b) => [`${b}-card.webp`, `${b}-full.webp`, `${b}-thumb.webp`]).sort(),
      );
      expect(await imageRows(id)).toEqual(bases.map((storage_key, position) => ({ position, storage_key })));
    }
  });

  it('refuses a fifth photo and stores nothing: no report, no files', async () => {
    const rows = (await reportRows(t.app)).length;
    const files = await stored();
    const photos = await Promise.all([1, 2, 3, 4, 5].map(() => makeImage()));
    const res = await sendReport(t.app, { post_id: post.id, email: 'v@example.com' }, { photos });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MESSAGES.tooManyReportPhotos);
    expect((await reportRows(t.app)).length).toBe(rows);
    expect(await stored()).toEqual(files);
  });

  it('refuses a GIF, a text file or a broken image among good ones, leaving no row and no file', async () => {
    const rows = (await reportRows(t.app)).length;
    const images = (await t.app.db.execute(sql`SELECT count(*)::int AS n FROM report_images`)).rows[0];
    const files = await stored();
    const good = await makeImage('png');
    const broken = (await makeImage('jpeg', 300, 200)).subarray(0, 200);
    for (const [bad, status, message] of [
      [{ file: GIF, filename: 'x.gif', type: 'image/gif' }, 415, MESSAGES.photoType],
      [
        { file: Buffer.from('just some words'), filename: 'x.png', type: 'image/png' },
        415,
        MESSAGES.photoType,
      ],
      [{ file: broken, filename: 'x.jpg', type: 'image/jpeg' }, 422, MESSAGES.photoCorrupt],
    ] as const) {
      // The good photo is first, so its files are written before the bad one is refused.
      const res = await sendReport(
        t.app,
        { post_id: post.id, email: 'v@example.com' },
        { photos: [good, bad] },
      );
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().message).toBe(message);
    }
    expect((await reportRows(t.app)).length).toBe(rows);
    expect((await t.app.db.execute(sql`SELECT count(*)::int AS n FROM report_images`)).rows[0]).toEqual(
      images,
    );
    expect(await stored()).toEqual(files);
  });

  it('keeps the photos private: /media/ is 404, the admin list signed URL serves the WebP', async () => {
    const res = await sendReport(
      t.app,
      { post_id: post.id, email: 'v@example.com', description: 'photo check' },
      { photos: [await makeImage('jpeg')] },
    );
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().id as number;
    for (const variant of ['thumb', 'card', 'full']) {
      const pub = await t.app.inject({ method: 'GET', url: `/media/reports/${id}/0-${variant}.webp` });
      expect(pub.statusCode).toBe(404);
    }
    const list = await adminGet<TAdminReportsResponse>(t.app, admin.cookie, '/api/admin/reports');
    const report = list.reports.find((r) => r.id === id);
    expect(report?.photos).toHaveLength(1);
    const { url, full_url } = report?.photos[0] ?? { url: '', full_url: '' };
    expect(url).toMatch(new RegExp(`^/media-signed/reports/${id}/0-card\\.webp\\?expires=\\d+&sig=[\\w-]+$`));
    expect(full_url).toMatch(new RegExp(`^/media-signed/reports/${id}/0-full\\.webp\\?`));
    for (const signed of [url, full_url]) {
      const got = await t.app.inject({ method: 'GET', url: signed });
      expect(got.statusCode).toBe(200);
      expect(got.headers['content-type']).toBe('image/webp');
      expect(got.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');
      expect(got.headers['cache-control']).toBe('private, max-age=300');
    }
    // Valid for 60,000 seconds.
    const expires = Number(new URL(url, 'http://x').searchParams.get('expires'));
    expect(expires - Date.now() / 1000).toBeGreaterThan(59_000);
    expect(expires - Date.now() / 1000).toBeLessThanOrEqual(60_000);
    // A signature for another file, or a changed expiry, opens nothing.
    const forged = url.replace('0-card.webp', '0-full.webp');
    expect((await t.app.inject({ method: 'GET', url: forged })).statusCode).toBe(403);
    const later = url.replace(/expires=\d+/, `expires=${expires + 1}`);
    expect((await t.app.inject({ method: 'GET', url: later })).statusCode).toBe(403);
  });
});

describe('the per-address limit', () => {
  it('takes 10 reports in 10 minutes from one address, then answers 429 and stores nothing', async () => {
    const ip = nextIp();
    for (let i = 0; i < 10; i++) {
      const res = await sendReport(t.app, { post_id: post.id, email: 'busy@example.com' }, { ip });
      expect(res.statusCode, res.body).toBe(201);
    }
    const rows = (await reportRows(t.app)).length;
    const eleventh = await sendReport(t.app, { post_id: post.id, email: 'busy@example.com' }, { ip });
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json()).toMatchObject({ code: 'RATE_LIMITED', message: MESSAGES.tooManyReports });
    expect(Number(eleventh.headers['retry-after'])).toBeGreaterThan(0);
    expect((await reportRows(t.app)).length).toBe(rows);
    // Another address is not held back.
    const other = await sendReport(t.app, { post_id: post.id, email: 'calm@example.com' }, { ip: nextIp() });
    expect(other.statusCode).toBe(201);
  });
});
