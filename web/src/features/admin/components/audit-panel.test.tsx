import { describe, expect, it } from 'vitest';
import { DashboardRoute } from '@/app/routes/dashboard-route';
import { ADMIN_EMAIL, adminMeRoute, auditEntry, requests } from '@/test/admin';
import { bodyText, click, getByRole, waitFor } from '@/test/dom';
import { json, stubFetch } from '@/test/fetch-stub';
import { PARTS, VEHICLES } from '@/test/posts';
import { renderRoutes } from '@/test/render';
import { formatWhen } from '../format';

// The dashboard's Audit log tab for a signed-in admin: who did what, when, in a table.

const FIRST = '/api/admin/audit?page=1';

function stubAudit(routes: Parameters<typeof stubFetch>[0]) {
  return stubFetch({
    ...adminMeRoute(),
    'GET /api/vehicles': () => json(VEHICLES),
    'GET /api/parts': () => json(PARTS),
    ...routes,
  });
}

const renderAudit = () =>
  renderRoutes([{ path: '/dashboard', element: <DashboardRoute /> }], '/dashboard?tab=audit');

/** The table's body, cell texts by row. */
const cells = () =>
  [...document.querySelectorAll('tbody tr')].map((tr) =>
    [...tr.querySelectorAll('td')].map((td) => td.textContent),
  );

describe('dashboard: audit log', () => {
  it('shows every action in a table, the action in words and its details', async () => {
    const entries = [
      auditEntry(3, {
        action: 'vehicle.rename',
        target_type: 'vehicle',
        target_id: '2',
        details: 'Ford - Focus -> Ford - Focus ST',
        admin_email: 'other-admin@example.com',
      }),
      auditEntry(2),
      auditEntry(1, { action: 'report.ignore', target_type: 'report', target_id: '4', details: '' }),
      auditEntry(0, { action: 'something.new', target_type: 'thing', target_id: '1', details: 'x' }),
    ];
    const fetchMock = stubAudit({ [`GET ${FIRST}`]: () => json({ entries, page: 1, has_more: false }) });
    await renderAudit();
    await waitFor(() => expect(cells()).toHaveLength(4));
    expect(requests(fetchMock)).toContain(`GET ${FIRST}`);
    expect(document.querySelector('caption')?.textContent).toBe('Admin actions, newest first');
    expect([...document.querySelectorAll('thead th')].map((th) => th.textContent)).toEqual([
      'When',
      'Admin',
      'Action',
      'Target',
      'Details',
    ]);
    expect(cells()).toEqual([
      [
        formatWhen(entries[0]?.created_at ?? ''),
        'other-admin@example.com',
        'Renamed a vehicle',
        'vehicle #2',
        'Ford - Focus -> Ford - Focus ST',
      ],
      [
        formatWhen(entries[1]?.created_at ?? ''),
        ADMIN_EMAIL,
        'Deleted a post',
        'post #9',
        '2012 Ford - Focus Alternator ALT-42',
      ],
      [formatWhen(entries[2]?.created_at ?? ''), ADMIN_EMAIL, 'Ignored a report', 'report #4', ''],
      // An action the app has no words for shows as it is.
      [formatWhen(entries[3]?.created_at ?? ''), ADMIN_EMAIL, 'something.new', 'thing #1', 'x'],
    ]);
  });

  it('names every action the server records', async () => {
    const actions = [
      'post.delete',
      'report.ignore',
      'vehicle.add',
      'vehicle.rename',
      'part.add',
      'part.rename',
      'contact.handled',
    ];
    stubAudit({
      [`GET ${FIRST}`]: () =>
        json({
          entries: actions.map((action, i) => auditEntry(i + 1, { action })),
          page: 1,
          has_more: false,
        }),
    });
    await renderAudit();
    await waitFor(() => expect(cells()).toHaveLength(7));
    expect(cells().map((row) => row[2])).toEqual([
      'Deleted a post',
      'Ignored a report',
      'Added a vehicle',
      'Renamed a vehicle',
      'Added a part',
      'Renamed a part',
      'Handled a contact message',
    ]);
  });

  it("says 'No admin actions yet.' when there are none", async () => {
    stubAudit({ [`GET ${FIRST}`]: () => json({ entries: [], page: 1, has_more: false }) });
    await renderAudit();
    await waitFor(() => expect(bodyText()).toContain('No admin actions yet.'));
    expect(document.querySelector('table')).toBeNull();
  });

  it('pages: Next asks for page 2', async () => {
    const fetchMock = stubAudit({
      [`GET ${FIRST}`]: () => json({ entries: [auditEntry(30)], page: 1, has_more: true }),
      'GET /api/admin/audit?page=2': () =>
        json({ entries: [auditEntry(10, { details: 'Older one' })], page: 2, has_more: false }),
    });
    await renderAudit();
    await waitFor(() => expect(cells()).toHaveLength(1));
    await click(getByRole('button', 'Next'));
    await waitFor(() => expect(cells()[0]?.[4]).toBe('Older one'));
    expect(bodyText()).toContain('Page: 2');
    expect(requests(fetchMock)).toContain('GET /api/admin/audit?page=2');
  });

  it('offers to try again when the log could not be loaded', async () => {
    let failing = true;
    stubAudit({
      [`GET ${FIRST}`]: () =>
        failing
          ? json({ statusCode: 500, code: 'INTERNAL', message: 'boom' }, 500)
          : json({ entries: [auditEntry(1)], page: 1, has_more: false }),
    });
    await renderAudit();
    await waitFor(() => expect(bodyText()).toContain('The audit log could not be loaded.'));
    failing = false;
    await click(getByRole('button', 'Try again'));
    await waitFor(() => expect(cells()).toHaveLength(1));
  });
});
