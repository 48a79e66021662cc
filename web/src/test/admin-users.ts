import type { TAdminUserDetail, TAdminUserRow } from '@common/contracts/admin-users';

// The Users tab's data as the server answers it. The admin looking is the test
// session's user, u1 (dana@example.com); sam (u2) is an ordinary seller unless told.

export function userRow(id: string, change: Partial<TAdminUserRow> = {}): TAdminUserRow {
  return {
    id,
    email: `${id}@example.com`,
    username: `name_${id}`,
    role: 'user',
    created_at: '2026-03-01T10:00:00.000Z',
    suspended: false,
    deleted: false,
    ...change,
  };
}

export function userDetail(
  id: string,
  change: Partial<TAdminUserDetail['user']> = {},
  lists: Partial<Omit<TAdminUserDetail, 'user'>> = {},
): TAdminUserDetail {
  return {
    user: {
      ...userRow(id),
      email_verified: true,
      two_factor_enabled: false,
      suspend_reason: null,
      city: 'Toronto',
      state: 'ON',
      country: 'Canada',
      ...change,
    },
    posts: [],
    reports_filed: [],
    reports_against: [],
    reviews_written: [],
    reviews_received: [],
    sign_ins: [],
    ...lists,
  };
}
