import type { TAdminReport, TAdminReportsResponse, TAuditResponse } from '@common/contracts/admin';
import { ADMIN_PAGE_SIZE } from '@common/contracts/admin';
import { SEARCH_MAX_ROWS, type TSearchPage } from '@common/contracts/search';
import { MESSAGES } from '@common/messages';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/accounts';
import { createPost, makeImage } from '../../test/posts';
import { adminGet, fileReport, insertPost, reportRow } from '../../test/reports';
import { createTestApp, type TTestApp } from '../../test/test-app';

// The admins' side of reports: the open and resolved lists, Ignore Report, and Delete Post acting
// on a report (POST /api/delete-post with report_id), with their audit log entries.

let t: TTestApp;
let seller: { id: string; email: string; cookie: string };
let admin: { id: string; email: string; cookie: string };

beforeAll(async () => {
  t = await createTestApp();
  seller = await createUser(t.app);
  admin = await createUser(t.app, { admin: true });
});
afterAll(() => t.close());

const list = (query = '') =>
  adminGet<TAdminReportsResponse>(t.app, admin.cookie, `/api/admin/reports${query}`);
const audit = () => adminGet<TAuditResponse>(t.app, admin.cookie, '/api/admin/audit');
const ignore = (id: number | string, cookie = admin.cookie) =>
  t.app.inject({ method: 'POST', url: `/api/admin/reports/${id}/ignore`, headers: { cookie } });
const deletePost = (payload: object, cookie = admin.cookie) =>
  t.app.inject({ method: 'POST', url: '/api/delete-post', headers: { cookie }, payload });
const auditCount = async () =>
  Number((await t.app.db.execute(sql`SELECT count(*)::int AS n FROM audit_log`)).rows[0]?.n);
const postExists = async (id: number) =>
  (await t.app.db.execute(sql`SELECT 1 FROM posts WHERE id = ${id}`)).rows.length === 1;
const isIso = (s: string | null) => s !== null && new Date(s).toISOString() === s;

/** A live post with one real photo, made through the seller's cart and checkout. */
async function postWithPhoto() {
  const { checkout } = await createPost(t.app, seller.cookie, { photos: 1 });
  expect(checkout.statusCode, checkout.body).toBe(200);
  const mine = await t.app.inject({
    method: 'GET',
    url: '/api/my-posts',
    headers: { cookie: seller.cookie },
  });
  const id = (mine.json().posts[0] as { id: number }).id;
  const keys = (
    await t.app.db.execute(sql`SELECT storage_key FROM post_images WHERE post_id = ${id}`)
  ).rows.map((r) => String(r.storage_key));
  expect(keys).toHaveLength(1);
  return { id, keys };
}
const filesOf = async (bases: string[]) =>
  (await Promise.all(bases.map((b) => t.app.storage.list(b)))).flat();

describe('GET /api/admin/reports', () => {
  it('pages open reports newest first, 20 a page, has_more past the 20th', async () => {
    const post = await insertPost(t.app, seller.id);
    const ids: number[] = [];
    for (let i = 0; i < ADMIN_PAGE_SIZE + 1; i++)
      ids.push(await fileReport(t.app, { post_id: post.id, description: `page report ${i}` }));
    const newest = [...ids].reverse();
    const first = await list();
    expect(first.page).toBe(1);
    expect(first.has_more).toBe(true);
    expect(first.reports.map((r) => r.id)).toEqual(newest.slice(0, ADMIN_PAGE_SIZE));
    const second = await list('?status=open&page=2');
    expect(second).toMatchObject({ page: 2, has_more: false });
    expect(second.reports.map((r) => r.id)).toEqual(newest.slice(ADMIN_PAGE_SIZE));
    expect((await list('?page=3')).reports).toEqual([]);
    const times = first.reports.map((r) => Date.parse(r.created_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it("shows each report's post, its seller, reason, words, email and photos", async () => {
    const post = await insertPost(t.app, seller.id);
    const id = await fileReport(
      t.app,
      {
        post_id: post.id,
        reason: 'Scam',
        description: 'Asks for a wire transfer.',
        email: 'eye@example.com',
      },
      { photos: [await makeImage('png'), await makeImage('jpeg')] },
    );
    const top = (await list()).reports[0] as TAdminReport;
    expect(top).toMatchObject({
      id,
      post_id: post.id,
      post_title: post.title,
      post_exists: true,
      post_user_id: seller.id,
      reason: 'Scam',
      description: 'Asks for a wire transfer.',
      email: 'eye@example.com',
      resolved: false,
      resolution: null,
      resolved_at: null,
      resolved_by: null,
    });
    expect(isIso(top.created_at)).toBe(true);
    expect(top.photos).toHaveLength(2);
    top.photos.forEach((p, i) => {
      expect(p.url).toMatch(new RegExp(`^/media-signed/reports/${id}/${i}-card\\.webp\\?expires=\\d+&sig=`));
      expect(p.full_url).toMatch(
        new RegExp(`^/media-signed/reports/${id}/${i}-full\\.webp\\?expires=\\d+&sig=`),
      );
    });
  });

  it('refuses an unknown status or a bad page', async () => {
    for (const query of ['?status=all', '?status=', '?page=0', '?page=-1', '?page=abc', '?page=1.5']) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/admin/reports${query}`,
        headers: { cookie: admin.cookie },
      });
      expect(res.statusCode, query).toBe(400);
      expect([MESSAGES.statusInvalid, MESSAGES.pageInvalid]).toContain(res.json().message);
    }
  });
});

describe('Ignore Report', () => {
  it('resolves the report as ignored, leaves the post alone, and lists it with the closed ones', async () => {
    const post = await insertPost(t.app, seller.id);
    const first = await fileReport(t.app, { post_id: post.id });
    const second = await fileReport(t.app, { post_id: post.id, reason: 'Other' });
    for (const id of [first, second]) {
      const res = await ignore(id);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ id, resolved: true });
    }
    expect(await postExists(post.id)).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: `/api/posts/${post.id}` })).statusCode).toBe(200);
    expect(await reportRow(t.app, first)).toMatchObject({
      resolved: true,
      resolution: 'ignored',
      resolved_by: admin.id,
    });

    const open = (await list()).reports.map((r) => r.id);
    expect(open).not.toContain(first);
    expect(open).not.toContain(second);
    const closed = await list('?status=closed');
    // Most recently resolved first.
    expect(closed.reports.slice(0, 2).map((r) => r.id)).toEqual([second, first]);
    const shown = closed.reports[1] as TAdminReport;
    expect(shown).toMatchObject({
      id: first,
      post_id: post.id,
      post_exists: true,
      post_title: post.title,
      resolved: true,
      resolution: 'ignored',
      resolved_by: admin.email,
    });
    expect(isIso(shown.resolved_at)).toBe(true);
  });

  it('answers 409 to a second ignore, 404 to an unknown report and 400 to a bad id', async () => {
    const post = await insertPost(t.app, seller.id);
    const id = await fileReport(t.app, { post_id: post.id });
    expect((await ignore(id)).statusCode).toBe(200);
    const entries = await auditCount();
    const again = await ignore(id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(MESSAGES.reportResolved);
    const unknown = await ignore(987_654);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(MESSAGES.reportNotFound);
    for (const bad of ['abc', '0', '-1', '1.5', '99999999999'])
      expect((await ignore(bad)).statusCode, bad).toBe(400);
    expect(await auditCount()).toBe(entries);
  });

  it('lets only one of two admins ignoring at once resolve it, with one audit entry', async () => {
    const other = await createUser(t.app, { admin: true });
    const post = await insertPost(t.app, seller.id);
    const id = await fileReport(t.app, { post_id: post.id });
    const entries = await auditCount();
    const answers = await Promise.all([ignore(id), ignore(id, other.cookie)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(await auditCount()).toBe(entries + 1);
    const winner = answers[0]?.statusCode === 200 ? admin : other;
    expect((await list('?status=closed')).reports[0]).toMatchObject({ id, resolved_by: winner.email });
  });
});

describe('Delete Post on a report', () => {
  it('deletes the post and its photo files and resolves every open report of it as deleted', async () => {
    const post = await postWithPhoto();
    const other = await insertPost(t.app, seller.id);
    const search = async () => {
      const url = `/api/posts/search?search_user_id=${seller.id}&range_to=${SEARCH_MAX_ROWS - 1}`;
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, res.body).toBe(200);
      const page = res.json() as TSearchPage;
      expect(page.hasMore).toBe(false);
      return page.posts.map((p) => p.id);
    };
    expect(await search()).toContain(post.id);
    const photoFiles = await filesOf(post.keys);
    expect(photoFiles).toHaveLength(3);

    const acted = await fileReport(
      t.app,
      { post_id: post.id, reason: 'Scam' },
      { photos: [await makeImage()] },
    );
    const alsoOpen = await fileReport(t.app, { post_id: post.id });
    const elsewhere = await fileReport(t.app, { post_id: other.id });
    const res = await deletePost({ post_id: post.id, user_id: seller.id, report_id: acted });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: MESSAGES.postDeleted });

    expect(await postExists(post.id)).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: `/api/posts/${post.id}` })).statusCode).toBe(404);
    expect(await filesOf(post.keys)).toEqual([]);
    expect(await search()).not.toContain(post.id);
    for (const id of [acted, alsoOpen])
      expect(await reportRow(t.app, id)).toMatchObject({
        post_id: null,
        resolved: true,
        resolution: 'deleted',
        resolved_by: admin.id,
      });
    expect(await reportRow(t.app, elsewhere)).toMatchObject({ post_id: other.id, resolved: false });
    expect(await postExists(other.id)).toBe(true);

    // The resolved report still says what it was about, and keeps its own photos.
    const closed = (await list('?status=closed')).reports.find((r) => r.id === acted) as TAdminReport;
    expect(closed).toMatchObject({
      post_id: null,
      post_exists: false,
      post_user_id: null,
      post_title: expect.stringMatching(/^2012 Honda - Civic /),
      resolution: 'deleted',
      resolved_by: admin.email,
    });
    expect(closed.photos).toHaveLength(1);
    const photo = await t.app.inject({ method: 'GET', url: closed.photos[0]?.url ?? '' });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/webp');
  });

  it('refuses a report of another post (404) and a resolved report (409), deleting nothing', async () => {
    const post = await postWithPhoto();
    const other = await insertPost(t.app, seller.id);
    const otherReport = await fileReport(t.app, { post_id: other.id });
    const open = await fileReport(t.app, { post_id: post.id });
    const entries = await auditCount();

    const wrong = await deletePost({ post_id: post.id, user_id: seller.id, report_id: otherReport });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().message).toBe(MESSAGES.reportNotFound);
    const unknown = await deletePost({ post_id: post.id, user_id: seller.id, report_id: 987_654 });
    expect(unknown.statusCode).toBe(404);

    const done = await fileReport(t.app, { post_id: post.id });
    expect((await ignore(done)).statusCode).toBe(200);
    const afterIgnore = await auditCount();
    expect(afterIgnore).toBe(entries + 1);
    const resolved = await deletePost({ post_id: post.id, user_id: seller.id, report_id: done });
    expect(resolved.statusCode).toBe(409);
    expect(resolved.json().message).toBe(MESSAGES.reportResolved);

    expect(await postExists(post.id)).toBe(true);
    expect(await filesOf(post.keys)).toHaveLength(3);
    expect(await reportRow(t.app, open)).toMatchObject({ post_id: post.id, resolved: false });
    expect(await reportRow(t.app, otherReport)).toMatchObject({ post_id: other.id, resolved: false });
    expect(await reportRow(t.app, done)).toMatchObject({ resolution: 'ignored' });
    expect(await auditCount()).toBe(afterIgnore);
  });
});

describe('the audit log', () => {
  it("records Ignore and Delete Post, newest first, with the admin's email and the targets", async () => {
    const post = await insertPost(t.app, seller.id);
    const ignored = await fileReport(t.app, { post_id: post.id });
    const acted = await fileReport(t.app, { post_id: post.id });
    // Ignore one report of the post, then delete the post on the other.
    expect((await ignore(ignored)).statusCode).toBe(200);
    expect((await deletePost({ post_id: post.id, report_id: acted })).statusCode).toBe(200);

    const { entries, page, has_more } = await audit();
    expect(page).toBe(1);
    expect(typeof has_more).toBe('boolean');
    const [newest, before] = entries;
    expect(newest).toMatchObject({
      admin_email: admin.email,
      action: 'post.delete',
      target_type: 'post',
      target_id: String(post.id),
      details: `resolved report #${acted}`,
    });
    expect(before).toMatchObject({
      admin_email: admin.email,
      action: 'report.ignore',
      target_type: 'report',
      target_id: String(ignored),
    });
    const ids = entries.map((e) => e.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const times = entries.map((e) => Date.parse(e.created_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(entries.every((e) => isIso(e.created_at))).toBe(true);
  });

  it('names every report a deletion resolved', async () => {
    const post = await insertPost(t.app, seller.id);
    const a = await fileReport(t.app, { post_id: post.id });
    const b = await fileReport(t.app, { post_id: post.id });
    expect((await deletePost({ post_id: post.id })).statusCode).toBe(200);
    const [newest] = (await audit()).entries;
    expect(newest).toMatchObject({ action: 'post.delete', target_id: String(post.id) });
    const named = (newest?.details.match(/#\d+/g) ?? []).sort();
    expect(named).toEqual([`#${a}`, `#${b}`].sort());
  });
});
