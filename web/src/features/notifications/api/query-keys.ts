/** Every notices query starts with this key (the live socket's resync reads them all again). */
export const NOTICES_KEY = ['notifications'] as const;
export const NOTICES_UNREAD_KEY = [...NOTICES_KEY, 'unread'] as const;
export const noticesPageKey = (page: number) => [...NOTICES_KEY, 'page', page] as const;
