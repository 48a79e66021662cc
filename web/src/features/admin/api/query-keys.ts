// The admin feature's cache keys: every admin list lives under ADMIN_KEY.
export const ADMIN_KEY = ['admin'] as const;
export const REPORTS_KEY = [...ADMIN_KEY, 'reports'] as const;
export const INBOX_KEY = [...ADMIN_KEY, 'inbox'] as const;
export const FLAGGED_KEY = [...ADMIN_KEY, 'flagged'] as const;
export const AUDIT_KEY = [...ADMIN_KEY, 'audit'] as const;
export const JOBS_KEY = [...ADMIN_KEY, 'jobs'] as const;
export const USERS_KEY = [...ADMIN_KEY, 'users'] as const;
export type TListStatus = 'open' | 'closed';
