// The one place the API client reaches the network. In the browser it is fetch; the server's
// renderer (web/src/ssr) replaces it once with a function that answers through the server itself,
// as the requesting user, so a page's queries run the same code on both sides.

export type TApiFetch = (url: string, init: RequestInit) => Promise<Response>;

let current: TApiFetch = (url, init) => fetch(url, init);

export function apiFetch(url: string, init: RequestInit): Promise<Response> {
  return current(url, init);
}

/** Server rendering only: where API calls go instead of fetch. */
export function setApiFetch(fn: TApiFetch): void {
  current = fn;
}
