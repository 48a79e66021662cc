import type { TAdminUserDetail } from '@common/contracts/admin-users';
import { describe, expect, it } from 'vitest';
import { DashboardRoute } from '@/app/routes/dashboard-route';
import { adminMeRoute, bodiesOf, pressKey, requests } from '@/test/admin';
import { userDetail, userRow } from '@/test/admin-users';
import { bodyText, click, getByLabel, getByRole, typeInto, waitFor } from '@/test/dom';
import { json, stubFetch } from '@/test/fetch-stub';
import { PARTS, VEHICLES } from '@/test/posts';
import { renderRoutes } from '@/test/render';
import { formatWhen } from '../format';

// The dashboard's Users tab: find accounts by email or username, open one (facts,
// posts, reports, reviews, sign-ins), and Suspend (a reason) / Restore / Make or Remove admin /
// Delete (a reason), with toasts; one's own account and another admin's are guarded in words.
// The fake server keeps each account's state, so the page shows what an action changed.

const LIST = (q = '', page = 1) => `GET /api/admin/users?q=${encodeURIComponent(q)}&page=${page}`;

function stubUsers(accounts: Record<string, TAdminUserDetail>, answers: Record<string, () => Response> = {}) {
  const state = { ...accounts };
  const rows = () => Object.values(state).map((d) => userRow(d.user.id, d.user));
  const routes: Parameters<typeof stubFetch>[0] = {
    ...adminMeRoute(),
    'GET /api/vehicles': () => json(VEHICLES),
    'GET /api/parts': () => json(PARTS),
    [LIST()]: () => json({ users: rows(), page: 1, has_more: false }),
    [LIST('sam')]: () =>
      json({ users: rows().filter((r) => r.email.includes('sam')), page: 1, has_more: false }),
  };
  for (const [id, d] of Object.entries(state)) {
    const change = (c: Partial<TAdminUserDetail['user']>) => {
      const current = state[id] as TAdminUserDetail;
      state[id] = { ...current, user: { ...current.user, ...c } };
      return userRow(id, state[id].user);
    };
    routes[`GET /api/admin/users/${id}`] = () => json(state[id]);
    routes[`POST /api/admin/users/${id}/suspend`] = (_url, init) =>
      json({
        user: change({ suspended: true, suspend_reason: JSON.parse(String(init?.body)).reason }),
        hidden_posts: d.posts.length,
      });
    routes[`POST /api/admin/users/${id}/restore`] = () =>
      json({ user: change({ suspended: false, suspend_reason: null }), restored_posts: d.posts.length });
    routes[`POST /api/admin/users/${id}/role`] = (_url, init) =>
      json({ user: change({ role: JSON.parse(String(init?.body)).admin ? 'admin' : 'user' }) });
    routes[`DELETE /api/admin/users/${id}`] = () => {
      change({ deleted: true, email: `deleted-${id}@deleted.invalid` });
      return json({ id, photos: 0 });
    };
  }
  return stubFetch({ ...routes, ...answers });
}

const SAM = userDetail(
  'u2',
  { email: 'sam@example.com', username: 'sam_parts' },
  {
    posts: [
      {
        id: 9,
        title: '2012 Ford - Focus Alternator ALT-42',
        status: 'active',
        price: 120,
        currency: 'CAD',
        created_at: '2026-04-01T10:00:00.000Z',
        expires_at: '2027-04-01T10:00:00.000Z',
      },
      {
        id: 10,
        title: '2010 Honda - Civic Radiator R-1',
        status: 'hidden',
        price: 80,
        currency: 'CAD',
        created_at: '2026-04-02T10:00:00.000Z',
        expires_at: '2027-04-02T10:00:00.000Z',
      },
    ],
    reports_against: [
      {
        id: 3,
        post_id: 9,
        post_title: '2012 Ford - Focus Alternator ALT-42',
        reason: 'Scam',
        description: 'Asked for gift cards',
        created_at: '2026-04-05T10:00:00.000Z',
        resolved: false,
        resolution: null,
        reporter: 'robin_buyer',
      },
    ],
    reviews_received: [
      {
        id: 4,
        post_title: '2012 Ford - Focus Alternator ALT-42',
        other_id: 'u3',
        other_username: 'robin_buyer',
        rating: 2,
        body: 'Never showed up',
        created_at: '2026-04-06T10:00:00.000Z',
        removed: false,
      },
    ],
    sign_ins: [
      { created_at: '2026-04-07T10:00:00.000Z', ip_address: '203.0.113.9', user_agent: 'Firefox/140' },
    ],
  },
);
const ME = userDetail('u1', { email: 'dana@example.com', role: 'admin' });

const renderUsers = (query = '') =>
  renderRoutes([{ path: '/dashboard', element: <DashboardRoute /> }], `/dashboard?tab=users${query}`);
/** The value beside a label in the account's facts. */
const fact = (label: string) =>
  [...document.querySelectorAll('th')].find((th) => th.textContent === label)?.nextElementSibling
    ?.textContent;
const button = (name: string) => getByRole('button', name) as HTMLButtonElement;
const dialog = () => document.querySelector<HTMLElement>('[role="dialog"]');
/** The open dialog's button with this text (waited for: the dialog opens through a transition). */
const inDialog = (name: string) =>
  waitFor(() => {
    const found = [...(dialog()?.querySelectorAll('button') ?? [])].find((b) => b.textContent === name);
    if (!found) throw new Error(`No ${name} in a dialog`);
    return found;
  });

describe('dashboard: users', () => {
  it('lists accounts, and finds them by email or username', async () => {
    const fetchMock = stubUsers({ u2: SAM, u1: ME, u4: userDetail('u4', { suspended: true }) });
    await renderUsers();
    await waitFor(() => expect(bodyText()).toContain('sam@example.com'));
    expect(requests(fetchMock)).toContain(LIST());
    expect(bodyText()).toContain('dana@example.com');
    expect(bodyText()).toContain('Suspended');
    expect(bodyText()).toContain(formatWhen('2026-03-01T10:00:00.000Z'));
    const search = getByLabel('Email or username');
    await typeInto(search, 'sam');
    await pressKey(search, 'Enter');
    await waitFor(() => expect(bodyText()).not.toContain('dana@example.com'));
    expect(requests(fetchMock)).toContain(LIST('sam'));
    expect(bodyText()).toContain('sam_parts');
  });

  it('says when nothing matches, and when the list cannot be read', async () => {
    stubUsers({}, { [LIST()]: () => json({ statusCode: 503, code: 'UNAVAILABLE', message: 'x' }, 503) });
    await renderUsers();
    await waitFor(() => expect(bodyText()).toContain('The accounts could not be loaded.'));
    stubUsers({});
    await renderUsers();
    await waitFor(() => expect(bodyText()).toContain('No account matches.'));
  });

  it('opens an account: its facts, posts with their state, reports, reviews and sign-ins; Back returns', async () => {
    stubUsers({ u2: SAM });
    await renderUsers();
    await click(await waitFor(() => getByRole('link', 'sam@example.com')));
    await waitFor(() => expect(getByRole('heading', 'sam@example.com')).toBeTruthy());
    const text = bodyText();
    expect(fact('Email verified')).toBe('Yes');
    expect(fact('Two-step sign-in')).toBe('No');
    expect(fact('Username')).toBe('sam_parts');
    expect(text).toContain('Toronto, ON, Canada');
    expect(text).toContain('Posts (2)');
    expect(getByRole('link', '2012 Ford - Focus Alternator ALT-42').getAttribute('href')).toMatch(
      /^\/view\/9/,
    );
    expect(text).toContain('Hidden: seller suspended');
    expect(text).toContain('Reports against their posts (1)');
    expect(text).toContain('by robin_buyer — Asked for gift cards');
    expect(text).toContain('Reports they filed (0)');
    expect(text).toContain('2 of 5 stars');
    expect(text).toContain('from robin_buyer');
    expect(text).toContain('Never showed up');
    expect(text).toContain('203.0.113.9');
    expect(text).toContain('Firefox/140');
    await click(getByRole('link', 'Back to the results'));
    await waitFor(() => expect(getByLabel('Email or username')).toBeTruthy());
  });

  it('suspends with a reason (required), shows the toast, then offers Restore', async () => {
    const fetchMock = stubUsers({ u2: SAM });
    await renderUsers('&user=u2');
    await click(await waitFor(() => button('Suspend')));
    await waitFor(() => expect(dialog()?.textContent).toContain('Suspend sam@example.com?'));
    await click(await inDialog('Suspend'));
    await waitFor(() =>
      expect(dialog()?.textContent).toContain('Give the reason: it is kept in the audit log.'),
    );
    expect(requests(fetchMock)).not.toContain('POST /api/admin/users/u2/suspend');
    await typeInto(getByLabel('Reason (kept in the audit log)'), 'Gift card scam');
    await click(await inDialog('Suspend'));
    await waitFor(() => expect(bodyText()).toContain('sam@example.com is suspended; 2 live posts hidden.'));
    expect(bodiesOf(fetchMock, 'POST /api/admin/users/u2/suspend')).toEqual([{ reason: 'Gift card scam' }]);
    await waitFor(() => expect(bodyText()).toContain('Suspended: Gift card scam'));
    expect(dialog()).toBeNull();
    // Restore, after a confirmation.
    await click(button('Restore'));
    await click(await inDialog('Restore'));
    await waitFor(() => expect(bodyText()).toContain('sam@example.com is restored; 2 posts shown again.'));
    await waitFor(() => expect(button('Suspend')).toBeTruthy());
  });

  it("shows the server's refusal in a toast", async () => {
    stubUsers(
      { u2: SAM },
      {
        'POST /api/admin/users/u2/suspend': () =>
          json({ statusCode: 409, code: 'CONFLICT', message: 'This account is already suspended.' }, 409),
      },
    );
    await renderUsers('&user=u2');
    await click(await waitFor(() => button('Suspend')));
    await typeInto(await waitFor(() => getByLabel('Reason (kept in the audit log)')), 'Spam');
    await click(await inDialog('Suspend'));
    await waitFor(() => expect(bodyText()).toContain('This account is already suspended.'));
  });

  it("guards the admin's own account: no Suspend, Delete or Remove admin, and says why", async () => {
    stubUsers({ u1: ME });
    await renderUsers('&user=u1');
    await waitFor(() => expect(getByRole('heading', 'dana@example.com')).toBeTruthy());
    expect(button('Suspend').disabled).toBe(true);
    expect(button('Delete account').disabled).toBe(true);
    expect(button('Remove admin').disabled).toBe(true);
    expect(bodyText()).toContain(
      'This is your own account: you cannot suspend or delete it, nor remove your admin role.',
    );
    expect(bodyText()).toContain('You');
  });

  it("makes an admin, then removes the role; another admin's account cannot be suspended or deleted", async () => {
    const fetchMock = stubUsers({ u2: SAM });
    await renderUsers('&user=u2');
    await click(await waitFor(() => button('Make admin')));
    await waitFor(() => expect(dialog()?.textContent).toContain('Make sam@example.com an admin?'));
    await click(await inDialog('Make admin'));
    await waitFor(() => expect(bodyText()).toContain('sam@example.com is now an admin.'));
    await waitFor(() => expect(button('Suspend').disabled).toBe(true));
    expect(button('Delete account').disabled).toBe(true);
    expect(bodyText()).toContain(
      'This account is an admin: remove the admin role before suspending or deleting it.',
    );
    await click(button('Remove admin'));
    await click(await inDialog('Remove admin'));
    await waitFor(() => expect(bodyText()).toContain('sam@example.com is no longer an admin.'));
    expect(bodiesOf(fetchMock, 'POST /api/admin/users/u2/role')).toEqual([{ admin: true }, { admin: false }]);
    await waitFor(() => expect(button('Suspend').disabled).toBe(false));
  });

  it('deletes an account after a reason; the page then says it was deleted', async () => {
    const fetchMock = stubUsers({ u2: SAM });
    await renderUsers('&user=u2');
    await click(await waitFor(() => button('Delete account')));
    await waitFor(() => expect(dialog()?.textContent).toContain('deleted for good'));
    await typeInto(getByLabel('Reason (kept in the audit log)'), 'Fraudulent listings');
    await click(await inDialog('Delete account'));
    await waitFor(() => expect(bodyText()).toContain('The account was deleted.'));
    expect(bodiesOf(fetchMock, 'DELETE /api/admin/users/u2')).toEqual([{ reason: 'Fraudulent listings' }]);
    await waitFor(() =>
      expect(bodyText()).toContain('This account was deleted: its posts and photos are gone'),
    );
  });
});
