import type { TAdminReportsResponse } from '@common/contracts/admin';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/accounts';
import { makeImage } from '../../test/posts';
import { adminGet, insertPost, reportRows, sendReport } from '../../test/reports';
import { createTestApp, type TTestApp } from '../../test/test-app';

// A second report of the same post by the same signed-in person, while the first is
// open, adds to the first (latest reason, description appended, photos added, count bumped)
// instead of a new report; the admins' list shows it once.

let t: TTestApp;
let seller: { id: string; cookie: string };
let admin: { cookie: string };
beforeAll(async () => {
  t = await createTestApp();
  seller = await createUser(t.app);
  admin = await createUser(t.app, { admin: true });
});
afterAll(() => t.close());

const photoRows = async (reportId: number) =>
  (
    await t.app.db.execute(
      sql`SELECT position FROM report_images WHERE report_id = ${reportId} ORDER BY position`,
    )
  ).rows.map((r) => Number(r.position));
const openList = () => adminGet<TAdminReportsResponse>(t.app, admin.cookie, '/api/admin/reports');

describe('a second report of the same post by the same person', () => {
  it('adds to the first: one report, the latest reason, both descriptions, all photos, a count of 2', async () => {
    const post = await insertPost(t.app, seller.id);
    const me = await createUser(t.app);
    const photo = await makeImage('png');
    const first = await sendReport(
      t.app,
      { post_id: post.id, reason: 'Spam', description: 'Posted five times.' },
      { cookie: me.cookie, photos: [photo] },
    );
    expect(first.statusCode, first.body).toBe(201);
    const second = await sendReport(
      t.app,
      { post_id: post.id, reason: 'Scam', description: 'He asked for a deposit by Western Union.' },
      { cookie: me.cookie, photos: [photo, photo] },
    );
    expect(second.statusCode, second.body).toBe(201);
    expect(second.json().id).toBe(first.json().id);

    const rows = (await reportRows(t.app)).filter((r) => r.post_id === post.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      reason: 'Scam',
      description: 'Posted five times.\n\nHe asked for a deposit by Western Union.',
      report_count: 2,
    });
    expect(await photoRows(first.json().id)).toEqual([0, 1, 2]);

    const listed = (await openList()).reports.filter((r) => r.post_id === post.id);
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ report_count: 2, reason: 'Scam' });
    expect(listed[0]?.photos).toHaveLength(3);
    expect(listed[0]?.last_reported_at).not.toBeNull();
  });

  it('keeps reports of other people, of visitors and of other posts apart', async () => {
    const post = await insertPost(t.app, seller.id);
    const other = await insertPost(t.app, seller.id);
    const a = await createUser(t.app);
    const b = await createUser(t.app);
    for (const cookie of [a.cookie, b.cookie]) {
      expect((await sendReport(t.app, { post_id: post.id }, { cookie })).statusCode).toBe(201);
    }
    expect((await sendReport(t.app, { post_id: other.id }, { cookie: a.cookie })).statusCode).toBe(201);
    for (let i = 0; i < 2; i++) {
      const visitor = await sendReport(t.app, { post_id: post.id, email: 'same@example.com' });
      expect(visitor.statusCode).toBe(201);
    }
    const rows = await reportRows(t.app);
    expect(rows.filter((r) => r.post_id === post.id)).toHaveLength(4);
    expect(rows.filter((r) => r.post_id === other.id)).toHaveLength(1);
  });

  it('starts a new report once the first was resolved', async () => {
    const post = await insertPost(t.app, seller.id);
    const me = await createUser(t.app);
    const first = await sendReport(t.app, { post_id: post.id }, { cookie: me.cookie });
    const ignored = await t.app.inject({
      method: 'POST',
      url: `/api/admin/reports/${first.json().id}/ignore`,
      headers: { cookie: admin.cookie },
    });
    expect(ignored.statusCode, ignored.body).toBe(200);
    const again = await sendReport(
      t.app,
      { post_id: post.id, description: 'Still there.' },
      { cookie: me.cookie },
    );
    expect(again.statusCode).toBe(201);
    expect(again.json().id).not.toBe(first.json().id);
  });

  it('counts two reports sent at the same time once', async () => {
    const post = await insertPost(t.app, seller.id);
    const me = await createUser(t.app);
    const both = await Promise.all([
      sendReport(t.app, { post_id: post.id, description: 'one' }, { cookie: me.cookie }),
      sendReport(t.app, { post_id: post.id, description: 'two' }, { cookie: me.cookie }),
    ]);
    expect(both.map((r) => r.statusCode)).toEqual([201, 201]);
    const rows = (await reportRows(t.app)).filter((r) => r.post_id === post.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ report_count: 2 });
  });
});
