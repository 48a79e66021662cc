// The server is same-origin (Vite proxies /api in development), so the base is a path, not a host.
export const API_BASE = '/api';

// The catalog changes only when an admin edits it: keep it fresh for a while instead of refetching per page.
export const CATALOG_STALE_MS = 60 * 1000;

// The session is read again this often (and on window focus); each read slides its expiry on the server.
export const SESSION_REFETCH_MS = 5 * 60 * 1000;
