import type { TAdminReport } from '@common/contracts/admin';
import { describe, expect, it } from 'vitest';
import { DashboardRoute } from '@/app/routes/dashboard-route';
import {
  ADMIN_EMAIL,
  adminMeRoute,
  adminReport,
  articles,
  bodiesOf,
  reportPhoto,
  requests,
} from '@/test/admin';
import { bodyText, click, getByLabel, getByRole, typeInto, waitFor } from '@/test/dom';
import { json, stubFetch } from '@/test/fetch-stub';
import { PARTS, VEHICLES } from '@/test/posts';
import { renderRoutes } from '@/test/render';
import { formatWhen } from '../format';

// The dashboard's Reports tab for a signed-in admin: open reports newest first, Ignore Report and
// Delete Post (after a confirmation), the resolved ones, paging. The fake server keeps the open
// reports and drops one once it is resolved.

const OPEN = '/api/admin/reports?status=open&page=1';
const CLOSED = '/api/admin/reports?status=closed&page=1';

function stubReports({
  open = [] as TAdminReport[],
  closed = [] as TAdminReport[],
  more = {} as Parameters<typeof stubFetch>[0],
} = {}) {
  let list = open;
  const drop = (id: number) => (list = list.filter((r) => r.id !== id));
  const fetchMock = stubFetch({
    ...adminMeRoute(),
    'GET /api/vehicles': () => json(VEHICLES),
    'GET /api/parts': () => json(PARTS),
    [`GET ${OPEN}`]: () => json({ reports: list, page: 1, has_more: false }),
    [`GET ${CLOSED}`]: () => json({ reports: closed, page: 1, has_more: false }),
    'POST /api/admin/reports/3/ignore': () => {
      drop(3);
      return json({ id: 3, resolved: true });
    },
    'POST /api/delete-post': (_url, init) => {
      const { report_id } = JSON.parse(String(init?.body)) as { report_id: number };
      drop(report_id);
      return json({ message: 'Post Deleted' });
    },
    ...more,
  });
  const reads = (url: string) => requests(fetchMock).filter((r) => r === `GET ${url}`).length;
  return { fetchMock, reads };
}

const renderDashboard = () =>
  renderRoutes(
    [
      { path: '/dashboard', element: <DashboardRoute /> },
      { path: '/', element: <h1>Home</h1> },
    ],
    '/dashboard',
  );

const card = (id: number) => {
  const found = document.querySelector<HTMLElement>(`article[aria-labelledby="report-${id}"]`);
  if (!found) throw new Error(`No report ${id}`);
  return found;
};
const buttonIn = (scope: Element, name: string) => {
  const found = [...scope.querySelectorAll('button')].find((b) => b.textContent === name);
  if (!found) throw new Error(`No button "${name}"`);
  return found;
};
const dialog = () => document.querySelector<HTMLElement>('[role="dialog"]');

const WITH_PHOTOS = adminReport(3, {
  reason: 'Scam',
  description: 'Asks for payment by gift card.\nTwice.',
  email: 'visitor@example.com',
  photos: [reportPhoto(3, 1), reportPhoto(3, 2)],
  report_count: 2,
  last_reported_at: '2026-05-02T10:00:00.000Z',
});
const SECOND = adminReport(4, {
  post_id: 12,
  post_user_id: 'u5',
  post_title: '2019 Toyota - Corolla Brake Pads BP-1',
  reason: 'Other',
  description: '',
});

describe('dashboard: reports', () => {
  it('lists the open reports: the post linked, the reason, what was said, by whom, the photos', async () => {
    const { fetchMock } = stubReports({
      open: [WITH_PHOTOS, SECOND, adminReport(5, { post_id: null, post_user_id: null, post_exists: false })],
    });
    await renderDashboard();
    await waitFor(() => expect(articles()).toHaveLength(3));
    expect(document.title).toBe('Admin Dashboard - PartsYard');
    expect(requests(fetchMock)).toContain(`GET ${OPEN}`);

    const first = card(3);
    const link = first.querySelector<HTMLAnchorElement>('h3 a');
    expect(link?.textContent).toBe('2012 Ford - Focus Alternator ALT-42');
    expect(link?.getAttribute('href')).toBe('/view/9');
    expect(first.querySelector('.mantine-Badge-root')?.textContent).toBe('Scam');
    expect(first.textContent).toContain('Asks for payment by gift card.\nTwice.');
    expect(first.textContent).toContain(
      `Reported by visitor@example.com, ${formatWhen(WITH_PHOTOS.created_at)}`,
    );
    // Reported twice by the same person: one card, with the count.
    expect(first.textContent).toContain(
      `Reported 2 times by this person, last ${formatWhen('2026-05-02T10:00:00.000Z')}`,
    );
    const photos = [...first.querySelectorAll('img')];
    expect(photos.map((img) => [img.alt, img.getAttribute('src')])).toEqual([
      ['Photo 1 of report 3', reportPhoto(3, 1).url],
      ['Photo 2 of report 3', reportPhoto(3, 2).url],
    ]);
    // Each photo opens its full size in a new tab.
    expect(photos.map((img) => img.closest('a')?.getAttribute('href'))).toEqual([
      reportPhoto(3, 1).full_url,
      reportPhoto(3, 2).full_url,
    ]);
    expect(photos[0]?.closest('a')?.getAttribute('target')).toBe('_blank');
    expect(buttonIn(first, 'Delete Post').disabled).toBe(false);
    expect(buttonIn(first, 'Ignore Report').disabled).toBe(false);

    const second = card(4);
    expect(second.querySelector('h3 a')?.getAttribute('href')).toBe('/view/12');
    expect(second.querySelector('.mantine-Badge-root')?.textContent).toBe('Other');
    expect(second.textContent).toContain('No description given.');
    expect(second.textContent).not.toContain('times by this person');
    expect(second.querySelectorAll('img')).toHaveLength(0);

    // A report whose post is gone: no link, and nothing left to delete.
    const gone = card(5);
    expect(gone.querySelector('h3')?.textContent).toBe('2012 Ford - Focus Alternator ALT-42 (deleted)');
    expect(gone.querySelector('h3 a')).toBeNull();
    expect(buttonIn(gone, 'Delete Post').disabled).toBe(true);
    expect(buttonIn(gone, 'Ignore Report').disabled).toBe(false);
  });

  it('ignores a report: POST /api/admin/reports/{id}/ignore, then the list is read again', async () => {
    const { fetchMock, reads } = stubReports({ open: [WITH_PHOTOS] });
    await renderDashboard();
    await waitFor(() => expect(articles()).toHaveLength(1));
    expect(reads(OPEN)).toBe(1);

    await click(buttonIn(card(3), 'Ignore Report'));
    await waitFor(() => expect(bodyText()).toContain('The report was ignored.'));
    expect(requests(fetchMock).filter((r) => r.startsWith('POST'))).toEqual([
      'POST /api/admin/reports/3/ignore',
    ]);
    await waitFor(() => expect(bodyText()).toContain('No open reports.'));
    expect(reads(OPEN)).toBe(2);
    expect(articles()).toHaveLength(0);
  });

  it('deletes the post only after the confirmation: POST /api/delete-post with the post, its seller and the report', async () => {
    const { fetchMock, reads } = stubReports({ open: [WITH_PHOTOS, SECOND] });
    await renderDashboard();
    await waitFor(() => expect(articles()).toHaveLength(2));

    await click(buttonIn(card(4), 'Delete Post'));
    const asked = await waitFor(() => {
      const found = dialog();
      if (!found) throw new Error('No dialog');
      return found;
    });
    expect(asked.textContent).toContain('Delete this post?');
    expect(asked.textContent).toContain(
      '2019 Toyota - Corolla Brake Pads BP-1 and its photos are deleted for good, and its reports are resolved.',
    );
    await click(buttonIn(asked, 'Cancel'));
    await waitFor(() => expect(dialog()).toBeNull());
    expect(bodiesOf(fetchMock, 'POST /api/delete-post')).toEqual([]);

    await click(buttonIn(card(4), 'Delete Post'));
    await click(await waitFor(() => buttonIn(dialog() as HTMLElement, 'Delete Post')));
    await waitFor(() => expect(bodyText()).toContain('Post Deleted'));
    expect(bodiesOf(fetchMock, 'POST /api/delete-post')).toEqual([
      { post_id: 12, user_id: 'u5', report_id: 4 },
    ]);
    await waitFor(() => expect(articles()).toHaveLength(1));
    expect(reads(OPEN)).toBe(2);
    expect(card(3)).toBeTruthy();
    expect(dialog()).toBeNull();
  });

  it("asks for the seller's reason in the confirmation and sends it, trimmed", async () => {
    const { fetchMock } = stubReports({ open: [WITH_PHOTOS, SECOND] });
    await renderDashboard();
    await waitFor(() => expect(articles()).toHaveLength(2));

    await click(buttonIn(card(4), 'Delete Post'));
    const asked = await waitFor(() => dialog() ?? Promise.reject(new Error('No dialog')));
    expect(asked.textContent).toContain('The seller is told their ad was deleted, with this reason.');
    const field = getByLabel('Reason for the seller (optional)');
    expect(field.getAttribute('maxlength')).toBe('500');
    await typeInto(field, '  Photos taken from another ad.  ');
    await click(buttonIn(asked, 'Delete Post'));
    await waitFor(() => expect(bodyText()).toContain('Post Deleted'));
    expect(bodiesOf(fetchMock, 'POST /api/delete-post')).toEqual([
      { post_id: 12, user_id: 'u5', report_id: 4, reason: 'Photos taken from another ad.' },
    ]);
  });

  it('says why an action failed and keeps the report', async () => {
    const { reads } = stubReports({
      open: [WITH_PHOTOS],
      more: {
        'POST /api/admin/reports/3/ignore': () =>
          json({ statusCode: 404, code: 'NOT_FOUND', message: 'This report does not exist.' }, 404),
      },
    });
    await renderDashboard();
    await waitFor(() => expect(articles()).toHaveLength(1));
    await click(buttonIn(card(3), 'Ignore Report'));
    await waitFor(() => expect(bodyText()).toContain('That did not work. This report does not exist.'));
    expect(card(3)).toBeTruthy();
    expect(reads(OPEN)).toBe(1);
  });

  it('shows the resolved reports with who resolved them and how, and no actions', async () => {
    const deleted = adminReport(7, {
      post_id: null,
      post_user_id: null,
      post_exists: false,
      resolved: true,
      resolution: 'deleted',
      resolved_at: '2026-05-04T10:00:00.000Z',
      resolved_by: ADMIN_EMAIL,
    });
    const ignored = adminReport(8, {
      resolved: true,
      resolution: 'ignored',
      resolved_at: '2026-05-04T11:00:00.000Z',
      resolved_by: 'other-admin@example.com',
    });
    const { fetchMock } = stubReports({ open: [WITH_PHOTOS], closed: [deleted, ignored] });
    await renderDashboard();
    await waitFor(() => expect(articles()).toHaveLength(1));

    await click(getByLabel('Resolved'));
    await waitFor(() => expect(articles()).toHaveLength(2));
    expect(requests(fetchMock)).toContain(`GET ${CLOSED}`);
    expect(card(7).textContent).toContain(
      `Post deleted by ${ADMIN_EMAIL}, ${formatWhen('2026-05-04T10:00:00.000Z')}`,
    );
    expect(card(8).textContent).toContain(
      `Ignored by other-admin@example.com, ${formatWhen('2026-05-04T11:00:00.000Z')}`,
    );
    expect(document.querySelectorAll('article button')).toHaveLength(0);

    await click(getByLabel('Open'));
    await waitFor(() =>
      expect(articles().map((a) => a.getAttribute('aria-labelledby'))).toEqual(['report-3']),
    );
  });

  it("says 'No open reports.' and 'No resolved reports yet.' when there are none", async () => {
    stubReports();
    await renderDashboard();
    await waitFor(() => expect(bodyText()).toContain('No open reports.'));
    expect(() => getByRole('button', 'Next')).toThrow();
    await click(getByLabel('Resolved'));
    await waitFor(() => expect(bodyText()).toContain('No resolved reports yet.'));
  });

  it('pages: Next asks for page 2, Previous goes back', async () => {
    const { fetchMock } = stubReports({
      more: {
        [`GET ${OPEN}`]: () => json({ reports: [adminReport(30), adminReport(29)], page: 1, has_more: true }),
        'GET /api/admin/reports?status=open&page=2': () =>
          json({ reports: [adminReport(10)], page: 2, has_more: false }),
      },
    });
    await renderDashboard();
    await waitFor(() => expect(articles()).toHaveLength(2));
    expect(bodyText()).toContain('Page: 1');
    expect(() => getByRole('button', 'Previous')).toThrow();

    await click(getByRole('button', 'Next'));
    await waitFor(() => expect(card(10)).toBeTruthy());
    expect(articles()).toHaveLength(1);
    expect(bodyText()).toContain('Page: 2');
    expect(requests(fetchMock)).toContain('GET /api/admin/reports?status=open&page=2');
    expect(() => getByRole('button', 'Next')).toThrow();

    await click(getByRole('button', 'Previous'));
    await waitFor(() => expect(articles()).toHaveLength(2));
    expect(bodyText()).toContain('Page: 1');
  });

  it('offers to try again when the reports could not be loaded', async () => {
    let failing = true;
    stubReports({
      more: {
        [`GET ${OPEN}`]: () =>
          failing
            ? json({ statusCode: 500, code: 'INTERNAL', message: 'boom' }, 500)
            : json({ reports: [WITH_PHOTOS], page: 1, has_more: false }),
      },
    });
    await renderDashboard();
    await waitFor(() => expect(bodyText()).toContain('The reports could not be loaded.'));
    failing = false;
    await click(getByRole('button', 'Try again'));
    await waitFor(() => expect(articles()).toHaveLength(1));
  });
});
