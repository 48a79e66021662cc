// The search feature's cache keys: every list of posts lives under SEARCH_KEY, so a favourite's
// new state can be written into all of them at once.
export const SEARCH_KEY = ['search'] as const;
// Both lists' keys have one type, so a listing page can take either list's query options.
export const searchPostsKey = (query: string): readonly string[] => [...SEARCH_KEY, 'posts', query];
export const FAVORITES_KEY = [...SEARCH_KEY, 'favorites'] as const;
export const favoritesKey = (query: string): readonly string[] => [...FAVORITES_KEY, query];
export const publicUserKey = (id: string) => ['users', id] as const;
export const placeKey = (text: string) => ['search', 'place', text] as const;
export const vinKey = (vin: string) => ['vin', vin] as const;
