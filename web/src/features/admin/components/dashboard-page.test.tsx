import { describe, expect, it } from 'vitest';
import { DashboardRoute } from '@/app/routes/dashboard-route';
import { adminMeRoute, requests, tab } from '@/test/admin';
import { bodyText, click, getByLabel, getByRole, waitFor } from '@/test/dom';
import { json, stubFetch } from '@/test/fetch-stub';
import { PARTS, VEHICLES } from '@/test/posts';
import { renderRoutes } from '@/test/render';
import { meRoute, session } from '@/test/session';

// /dashboard: admins only (anyone else is sent home without a single admin request), nine tabs,
// the one open kept in the address (?tab=...).

const EMPTY = { page: 1, has_more: false };

function stubDashboard(me: Record<string, () => Response> = adminMeRoute()) {
  return stubFetch({
    ...me,
    'GET /api/vehicles': () => json(VEHICLES),
    'GET /api/parts': () => json(PARTS),
    'GET /api/admin/reports': () => json({ reports: [], ...EMPTY }),
    'GET /api/admin/contact-messages': () => json({ messages: [], ...EMPTY }),
    'GET /api/admin/audit': () => json({ entries: [], ...EMPTY }),
  });
}

const renderAt = (path: string) =>
  renderRoutes(
    [
      { path: '/dashboard', element: <DashboardRoute /> },
      { path: '/', element: <h1>Home</h1> },
    ],
    path,
  );

const selected = () =>
  [...document.querySelectorAll('[role="tab"][aria-selected="true"]')].map((t) => t.textContent);
const adminRequests = (fetchMock: ReturnType<typeof stubFetch>) =>
  requests(fetchMock).filter((r) => r.includes('/api/admin'));

describe('/dashboard', () => {
  it('shows an admin the dashboard with its nine tabs, Reports first', async () => {
    const fetchMock = stubDashboard();
    const { router } = await renderAt('/dashboard');
    await waitFor(() => expect(bodyText()).toContain('No open reports.'));
    expect(getByRole('heading', 'Admin Dashboard').tagName).toBe('H1');
    expect(document.title).toBe('Admin Dashboard - PartsYard');
    expect([...document.querySelectorAll('[role="tab"]')].map((t) => t.textContent)).toEqual([
      'Reports',
      'Flagged messages',
      'Users',
      'Vehicles',
      'Parts',
      'Contact messages',
      'Exchange rate',
      'Audit log',
      'Jobs',
    ]);
    expect(selected()).toEqual(['Reports']);
    expect(router.state.location.search).toBe('');
    // Only the open tab asks for its list.
    expect(adminRequests(fetchMock)).toEqual(['GET /api/admin/reports?status=open&page=1']);
  });

  it('opens the tab the address names: ?tab=parts is Parts', async () => {
    stubDashboard();
    await renderAt('/dashboard?tab=parts');
    await waitFor(() => expect(getByLabel('Search parts')).toBeTruthy());
    expect(selected()).toEqual(['Parts']);
    expect(() => getByLabel('Search vehicles')).toThrow();
  });

  it('opens Reports for a tab it does not know', async () => {
    stubDashboard();
    await renderAt('/dashboard?tab=secrets');
    await waitFor(() => expect(bodyText()).toContain('No open reports.'));
    expect(selected()).toEqual(['Reports']);
  });

  it('puts the chosen tab in the address, and Back returns to the one before', async () => {
    const fetchMock = stubDashboard();
    const { router } = await renderAt('/dashboard');
    await waitFor(() => expect(bodyText()).toContain('No open reports.'));

    await click(tab('Vehicles'));
    await waitFor(() => expect(getByLabel('Search vehicles')).toBeTruthy());
    expect(router.state.location.search).toBe('?tab=vehicles');
    expect(selected()).toEqual(['Vehicles']);

    await click(tab('Contact messages'));
    await waitFor(() => expect(bodyText()).toContain('No open messages.'));
    expect(router.state.location.search).toBe('?tab=inbox');

    await click(tab('Audit log'));
    await waitFor(() => expect(bodyText()).toContain('No admin actions yet.'));
    expect(router.state.location.search).toBe('?tab=audit');
    expect(adminRequests(fetchMock)).toContain('GET /api/admin/audit?page=1');

    await click(tab('Parts'));
    await waitFor(() => expect(getByLabel('Search parts')).toBeTruthy());
    expect(router.state.location.search).toBe('?tab=parts');

    await click(tab('Reports'));
    await waitFor(() => expect(bodyText()).toContain('No open reports.'));
    expect(router.state.location.search).toBe('');

    await router.navigate(-1);
    await waitFor(() => expect(selected()).toEqual(['Parts']));
    expect(router.state.location.search).toBe('?tab=parts');
  });

  const outsiders: [string, Record<string, () => Response>][] = [
    ['a signed-in user who is not an admin', meRoute(session({ isAdmin: false }))],
    ['a visitor', {}],
  ];
  it.each(outsiders)('sends %s to / without asking for any admin list', async (_who, me) => {
    const fetchMock = stubDashboard(me);
    const { router } = await renderAt('/dashboard?tab=audit');
    await waitFor(() => expect(getByRole('heading', 'Home')).toBeTruthy());
    expect(router.state.location.pathname).toBe('/');
    expect(bodyText()).not.toContain('Admin Dashboard');
    expect(adminRequests(fetchMock)).toEqual([]);
    expect(requests(fetchMock)).toContain('GET /api/session');
  });
});
