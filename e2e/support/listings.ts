import { type APIRequestContext, expect, request } from '@playwright/test';
import { linkInMail, PASSWORD, VERIFY_SUBJECT } from './accounts';
import type { TTestPhoto } from './photos';

// Sellers and posts made through the real API (carts, photos, checkout with the launch code), so a
// search journey starts from posts whose words and prices it knows.

export interface TApiUser {
  api: APIRequestContext;
  id: string;
  email: string;
  username: string;
}

/** A signed-in API session on `baseUrl` (its own cookie jar). */
export async function signInApi(
  baseUrl: string,
  email: string,
  password: string,
): Promise<APIRequestContext> {
  const api = await request.newContext({ baseURL: baseUrl, extraHTTPHeaders: { origin: baseUrl } });
  let res = await api.post('/api/auth/sign-in/email', { data: { email, password } });
  // Every spec signs in from 127.0.0.1, which the server allows 20 sign-ins a minute: when the run's
  // workers together reach that, wait as long as the server's Retry-After says, as a client should.
  for (let retry = 0; res.status() === 429 && retry < 3; retry += 1) {
    const seconds = Number(res.headers()['retry-after'] ?? 60);
    await new Promise((resume) => setTimeout(resume, Math.min(seconds, 60) * 1000));
    res = await api.post('/api/auth/sign-in/email', { data: { email, password } });
  }
  expect(res.status(), await res.text()).toBe(200);
  return api;
}

/** The run's first admin (made by the global setup), signed in through the API. */
export function signInAdminApi(baseUrl: string): Promise<APIRequestContext> {
  return signInApi(baseUrl, process.env.E2E_ADMIN_EMAIL ?? '', process.env.E2E_ADMIN_PASSWORD ?? '');
}

export interface TPlace {
  city: string;
  state: string;
  zip: string;
  country: string;
  lat: number;
  lng: number;
}

export const TORONTO: TPlace = {
  city: 'Toronto',
  state: 'ON',
  zip: 'M5H',
  country: 'Canada',
  lat: 43.65,
  lng: -79.38,
};
export const VANCOUVER: TPlace = {
  city: 'Vancouver',
  state: 'BC',
  zip: 'V6B',
  country: 'Canada',
  lat: 49.28,
  lng: -123.12,
};

/** Saves a profile (username and city) for the signed-in API user; answers the user's id. */
export async function saveProfile(api: APIRequestContext, username: string, place: TPlace): Promise<string> {
  const res = await api.put('/api/profile', {
    data: { username, first_name: 'Pat', last_name: 'Seller', street: '1 Main St', ...place },
  });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { profile: { user_id: string } }).profile.user_id;
}

/**
 * An account made by the server's admin (password PASSWORD), verified by its owner from the mail the
 * server sends (the admin cannot mark it verified), signed in, with a profile.
 */
export async function createUserAs(
  admin: APIRequestContext,
  baseUrl: string,
  username: string,
  place: TPlace,
): Promise<TApiUser> {
  const email = `${username}@example.com`;
  const made = await admin.post('/api/auth/admin/create-user', {
    data: { email, password: PASSWORD, name: '', role: 'user' },
  });
  expect(made.status(), await made.text()).toBe(200);
  // Opened in a browser of its own: the link signs its owner in, and must not replace the admin's cookie.
  const owner = await request.newContext({ baseURL: baseUrl });
  const verified = await owner.get(await linkInMail(email, VERIFY_SUBJECT, '/verify-email', baseUrl), {
    maxRedirects: 0,
  });
  expect(verified.status(), await verified.text()).toBe(302);
  await owner.dispose();
  const api = await signInApi(baseUrl, email, PASSWORD);
  const id = await saveProfile(api, username, place);
  return { api, id, email, username };
}

/** Another admin with a profile: made as a user, then given the role the audited way (the dashboard's route). */
export async function createAdminAs(
  admin: APIRequestContext,
  baseUrl: string,
  username: string,
  place: TPlace,
): Promise<TApiUser> {
  const made = await createUserAs(admin, baseUrl, username, place);
  const granted = await admin.post(`/api/admin/users/${made.id}/role`, { data: { admin: true } });
  expect(granted.status(), await granted.text()).toBe(200);
  return made;
}

export interface TNewPost {
  year: number;
  vehicle: string;
  part: string;
  stock_number: string;
  description: string;
  price: number;
  currencytype?: 'CAD' | 'USD';
  photos?: TTestPhoto[];
  /**
   * The fitment and part-detail fields sent with the cart as they are (fitments, condition, grade,
   * warranty_days ...).
   */
  details?: Record<string, unknown>;
}

const ids = new Map<string, Map<string, number>>();
export async function idOf(
  api: APIRequestContext,
  list: 'vehicles' | 'parts',
  name: string,
): Promise<number> {
  let names = ids.get(list);
  // A name the cached list lacks may have been added by an admin since: read the list again.
  if (!names?.has(name)) {
    const rows = (await (await api.get(`/api/${list}`)).json()) as {
      id: number;
      name?: string;
      part_name?: string;
    }[];
    names = new Map(rows.map((r) => [r.name ?? r.part_name ?? '', r.id]));
    ids.set(list, names);
  }
  const id = names.get(name);
  if (!id) throw new Error(`No ${list} named ${name}`);
  return id;
}

/** Lists a part the way the create-post page does: cart, photos, checkout (the fee is waived). */
export async function createPostApi(api: APIRequestContext, post: TNewPost): Promise<number> {
  const cart = await api.post('/api/carts', {
    data: {
      year: post.year,
      vehicle_id: await idOf(api, 'vehicles', post.vehicle),
      part_id: await idOf(api, 'parts', post.part),
      stock_number: post.stock_number,
      description: post.description,
      price: post.price,
      currencytype: post.currencytype ?? 'CAD',
      ...post.details,
    },
  });
  expect(cart.status(), await cart.text()).toBe(201);
  const row = (await cart.json()) as { id: number; currencytype: string };
  for (const photo of post.photos ?? []) {
    const up = await api.post(`/api/carts/${row.id}/images`, { multipart: { photo } });
    expect(up.status(), await up.text()).toBe(201);
  }
  const checkout = await api.post('/api/create-checkout-session', {
    data: { ...row, currency: row.currencytype.toLowerCase(), discountCode: 'PARTSYARD-LAUNCH' },
  });
  expect(checkout.status(), await checkout.text()).toBe(200);
  const published = (await (await api.get(`/api/carts/${row.id}`)).json()) as { post_id: number | null };
  if (!published.post_id) throw new Error('The post was not published');
  return published.post_id;
}
