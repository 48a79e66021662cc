import { APP_ROUTES, matchAppPath, PATHS, type TAppRouteName } from '@common/app-paths';
import type { APIRequestContext, Browser, BrowserContext, Locator, Page, Response } from '@playwright/test';
import { accentLetters, pseudoLocalize } from '../web/src/lib/pseudo-locale';
import { linkInMail, mailsTo, RESET_SUBJECT, uniqueUsername } from './support/accounts';
import {
  createAdminAs,
  createPostApi,
  createUserAs,
  idOf,
  signInAdminApi,
  type TApiUser,
  TORONTO,
} from './support/listings';
import { unpaintedOn } from './support/paint';
import { testPhoto } from './support/photos';
import { expect, test } from './support/test';

// Pseudo-locale coverage: every route of common/app-paths.ts opened with the cookie
// py_pseudo=1, which turns the app's language into 'en-XA' (web/src/lib/pseudo-locale.ts: every
// string of the translation files shows as '⟦Ŝéàŕçĥ⟧'). Whatever plain English word is still on
// screen, in an aria-label, a title, a placeholder or an alt did not come from the translation
// files: the test lists those words, route by route. The data the page shows (usernames, posts,
// vehicle names, numbers, prices, dates, addresses: everything the API or the server's data block
// sent) is taken out first. A new route fails the first test until it has a visit here.
// Each page and state is also looked at as a person looks (e2e/support/paint.ts): every visible
// control, rating, image and icon has a box of a sensible size inside the viewport's width, with
// something drawn in it. The seller has a review, so the seller's page and the post show stars, and
// the admin's conversation with the seller is about a post, so its Rate dialog is looked at too.

const P = pseudoLocalize;
const base = () => process.env.E2E_BASE_URL ?? '';

/** Words of 3+ letters that may stand outside ⟦…⟧, and why. */
const ALLOWED: Record<string, string> = {
  PartsYard: 'the brand, the same in every language',
  CAD: "a price's currency code (data, shown as the seller set it)",
  USD: "a price's currency code (data, shown as the seller set it)",
};

interface TFixture {
  admin: TApiUser;
  seller: TApiUser;
  postId: number;
  postSlug: string;
  stock: string;
  description: string;
  adminPostId: number;
  adminStock: string;
  search: string;
  unsubscribe: string;
  /** The seller's password reset link (its path and query): the form, not the invalid-link notice. */
  resetLink: string;
  /** Strings this spec put on the server, taken out of the page's text before looking. */
  data: string[];
}

type TAs = 'visitor' | 'admin';

interface TState {
  name: string;
  /** Opens the dialog, menu or tab and answers what shows once it is there. */
  open: (page: Page, f: TFixture) => Promise<Locator>;
  /** The admin's catalog editor: the part and category names it shows are the rows it edits (data). */
  catalog?: boolean;
}

interface TVisit {
  as: TAs;
  path: (f: TFixture) => string;
  /** The page's main content, visible once it has loaded. */
  ready: (page: Page, f: TFixture) => Locator;
  /** Dialogs, menus and tabs of the page, each looked at in turn (each from the page as loaded). */
  states?: TState[];
}

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });
const main = (page: Page) => page.getByRole('main');

/** Opens the header's account menu (named by the username). */
const accountMenu: TState = {
  name: 'account menu',
  open: async (page, f) => {
    await page.getByRole('banner').getByRole('button', { name: f.admin.username }).click();
    return page.getByRole('menu');
  },
};

// 'reports' is the dashboard's first tab, looked at on arrival.
const DASHBOARD_TABS = ['flagged', 'users', 'vehicles', 'parts', 'inbox', 'rate', 'audit', 'jobs'];

const VISITS: Record<TAppRouteName, TVisit> = {
  home: {
    as: 'admin',
    path: (f) => `/?q=${f.stock}`,
    ready: (page, f) =>
      main(page)
        .getByRole('link', { name: new RegExp(`${f.stock}|Honda Civic`) })
        .first(),
    states: [
      accountMenu,
      {
        name: 'save this search dialog',
        open: async (page) => {
          await page.getByRole('button', { name: P('Save this search') }).click();
          return page.getByRole('dialog');
        },
      },
    ],
  },
  faq: { as: 'visitor', path: () => '/top-questions', ready: h1 },
  contactUs: {
    as: 'visitor',
    path: () => '/contact-us',
    ready: (page) => main(page).getByRole('textbox').first(),
  },
  viewPost: {
    as: 'visitor',
    path: (f) => `/view/${f.postId}`,
    ready: (page, f) => page.getByText(f.description),
  },
  viewPostSlug: {
    as: 'admin',
    path: (f) => `/view/${f.postId}/${f.postSlug}`,
    ready: (page, f) => page.getByText(f.description),
  },
  userProfile: {
    as: 'visitor',
    path: (f) => `/user-profile/${f.seller.id}`,
    ready: (page, f) => main(page).locator(`a[href*="/view/${f.postId}/"]`).first(),
  },
  partsIndex: {
    as: 'visitor',
    path: () => PATHS.parts,
    ready: (page) => main(page).getByRole('link', { name: 'Honda' }),
  },
  partsMake: {
    as: 'visitor',
    path: () => `${PATHS.parts}/honda`,
    ready: (page) => main(page).getByRole('link', { name: 'Civic' }).first(),
  },
  partsModel: {
    as: 'visitor',
    path: () => `${PATHS.parts}/honda/civic`,
    ready: h1,
  },
  partsPart: {
    as: 'visitor',
    // A part no other spec lists on the shared server, so this post is on the page's first screen.
    path: () => `${PATHS.parts}/honda/civic/starter-motor`,
    ready: (page, f) => main(page).locator(`a[href*="/view/${f.postId}/"]`).first(),
  },
  signUp: {
    as: 'visitor',
    path: () => '/sign-up',
    ready: (page) => main(page).getByRole('textbox').first(),
    states: [
      {
        name: 'terms dialog',
        open: async (page) => {
          // The link inside a sentence (<termsLink>) is accented; the sentence around it holds the ⟦…⟧.
          await page.getByRole('button', { name: accentLetters('terms and conditions') }).click();
          return page.getByRole('dialog');
        },
      },
    ],
  },
  auth: {
    as: 'visitor',
    path: () => '/auth',
    ready: (page) => main(page).getByRole('textbox').first(),
    states: [
      {
        name: 'forgot password',
        open: async (page) => {
          await page.getByRole('button', { name: P('Forgot password?') }).click();
          return page.getByRole('heading', { name: P('Forgot your password?') });
        },
      },
    ],
  },
  recoverPassword: {
    as: 'visitor',
    path: (f) => f.resetLink,
    ready: (page) => main(page).getByRole('textbox').first(),
  },
  createPost: {
    as: 'admin',
    path: () => '/create-post',
    ready: (page) => main(page).getByRole('textbox').first(),
  },
  success: { as: 'admin', path: () => '/success', ready: h1 },
  dashboard: {
    as: 'admin',
    path: () => '/dashboard',
    ready: (page) => page.getByRole('tabpanel'),
    states: [
      ...DASHBOARD_TABS.map(
        (tab): TState => ({
          name: `${tab} tab`,
          catalog: tab === 'parts',
          open: async (page) => {
            await page.goto(`/dashboard?tab=${tab}`);
            return page.getByRole('tabpanel');
          },
        }),
      ),
      {
        name: "a user's account and the suspend dialog",
        open: async (page, f) => {
          await page.goto(`/dashboard?tab=users&user=${f.seller.id}`);
          await expect(page.getByRole('heading', { name: f.seller.email })).toBeVisible();
          await page.getByRole('button', { name: P('Suspend'), exact: true }).click();
          return page.getByRole('dialog');
        },
      },
    ],
  },
  reportPost: {
    as: 'admin',
    path: (f) => `/report-post/${f.postId}`,
    ready: (page) => main(page).getByRole('button').last(),
  },
  messages: {
    as: 'admin',
    path: () => '/messages',
    ready: (page, f) => main(page).getByText(f.seller.username).first(),
  },
  messagesWith: {
    as: 'admin',
    path: (f) => `/messages/${f.seller.username}`,
    ready: (page) => main(page).getByText(SELLER_SAYS),
    states: [
      {
        name: 'report message dialog',
        open: async (page) => {
          await page
            .getByRole('button', { name: P('Report this message') })
            .first()
            .click();
          return page.getByRole('dialog');
        },
      },
      {
        name: 'rate dialog',
        open: async (page, f) => {
          const rate = P('Rate {{name}}').replace('{{name}}', f.seller.username);
          await page.getByRole('button', { name: rate }).click();
          return page.getByRole('dialog', { name: rate });
        },
      },
    ],
  },
  profile: {
    as: 'admin',
    path: () => '/profile',
    ready: (page, f) => page.locator(`input[value="${f.admin.username}"]`),
    states: [
      accountMenu,
      {
        name: 'delete account dialog',
        open: async (page) => {
          await page.getByRole('button', { name: P('Delete account') }).click();
          return page.getByRole('dialog');
        },
      },
    ],
  },
  myPosts: {
    as: 'admin',
    path: () => '/my-posts',
    ready: (page, f) => main(page).locator(`a[href*="/view/${f.adminPostId}/"]`).first(),
  },
  favorites: {
    as: 'admin',
    path: () => '/favorites',
    ready: (page, f) => main(page).locator(`a[href*="/view/${f.postId}/"]`).first(),
  },
  editPost: {
    as: 'admin',
    path: (f) => `/edit/${f.adminPostId}`,
    ready: (page) => main(page).getByRole('button').last(),
  },
  garage: {
    as: 'admin',
    path: () => '/garage',
    ready: (page) =>
      main(page)
        .getByText(/Honda Civic/)
        .first(),
  },
  notifications: {
    as: 'admin',
    path: () => '/notifications',
    ready: (page, f) =>
      main(page)
        .getByRole('link', { name: new RegExp(f.search) })
        .first(),
  },
  unsubscribe: {
    as: 'visitor',
    path: (f) => f.unsubscribe,
    ready: (page, f) => main(page).getByText(new RegExp(f.search)).first(),
  },
  savedSearches: {
    as: 'admin',
    path: () => '/saved-searches',
    ready: (page, f) => main(page).getByText(f.search).first(),
  },
};

const SELLER_SAYS = 'Hello, the alternator fits a 2012 Civic.';
const ADMIN_SAYS = 'Is it still for sale?';
const RATER_SAYS = 'Does the starter come with its bolts?';
const SELLER_ANSWERS = 'Yes, all three bolts.';
const REVIEW = 'Quick answers, part as described.';

test('every route of common/app-paths.ts has a visit here, which opens that route', () => {
  const routes = Object.keys(APP_ROUTES) as TAppRouteName[];
  expect(Object.keys(VISITS).sort()).toEqual([...routes].sort());
  const fake = {
    postId: 1,
    postSlug: 'a-post',
    adminPostId: 2,
    seller: { id: 'u1', email: 'a@example.com', username: 'someone' },
    unsubscribe: '/unsubscribe?token=t',
    resetLink: '/recover-password/a%40example.com?token=t',
  } as unknown as TFixture;
  for (const route of routes) {
    expect(matchAppPath(new URL(VISITS[route].path(fake), 'http://x').pathname)?.route, route).toBe(route);
  }
});

let f: TFixture;
const apis: APIRequestContext[] = [];

test.describe('in the pseudo-locale', () => {
  test.beforeAll(async () => {
    test.setTimeout(300_000);
    const root = await signInAdminApi(base());
    apis.push(root);
    const admin = await createAdminAs(root, base(), uniqueUsername('pseudoadm'), TORONTO);
    const seller = await createUserAs(root, base(), uniqueUsername('pseudosell'), TORONTO);
    const rater = await createUserAs(root, base(), uniqueUsername('pseudorate'), TORONTO);
    apis.push(admin.api, seller.api, rater.api);
    const tag = uniqueUsername('PS').toUpperCase();
    const stock = `${tag}-S`;
    const adminStock = `${tag}-A`;
    const search = `Civic ${tag}`;
    const civic = await idOf(admin.api, 'vehicles', 'Honda - Civic');

    // An instant alert for the seller's post: a notice, and an email with an unsubscribe link.
    const saved = await admin.api.post('/api/saved-searches', {
      data: { name: search, alert: 'instant', filters: { search_make: civic, q: stock } },
    });
    expect(saved.status(), await saved.text()).toBe(201);
    const description = `Starter motor ${tag}, tested.`;
    const postId = await createPostApi(seller.api, {
      year: 2012,
      vehicle: 'Honda - Civic',
      part: 'Starter Motor',
      stock_number: stock,
      description,
      price: 120,
      photos: [await testPhoto('alternator.png', '#3366aa')],
    });
    const adminDescription = `Radiator ${tag}, no leaks.`;
    const adminPostId = await createPostApi(admin.api, {
      year: 2014,
      vehicle: 'Honda - Civic',
      part: 'Radiator',
      stock_number: adminStock,
      description: adminDescription,
      price: 80,
      currencytype: 'USD',
    });
    // Conversations about the seller's post, in which both sides wrote: each may rate the other.
    for (const [from, to, content] of [
      [admin, seller, ADMIN_SAYS],
      [seller, admin, SELLER_SAYS],
      [rater, seller, RATER_SAYS],
      [seller, rater, SELLER_ANSWERS],
    ] as const) {
      const sent = await from.api.post('/api/messages', {
        data: { receiver_id: to.id, content, post_id: postId },
      });
      expect(sent.status(), await sent.text()).toBe(200);
    }
    // The rater's review: the seller's page and the post show its stars.
    const review = await rater.api.post('/api/reviews', {
      data: { post_id: postId, reviewee_id: seller.id, rating: 4, text: REVIEW },
    });
    expect(review.status(), await review.text()).toBe(201);
    const fav = await admin.api.post('/api/favorites/toggle', { data: { post_id: postId } });
    expect(fav.status(), await fav.text()).toBe(200);
    const garage = await admin.api.post('/api/garage', { data: { year: 2012, vehicle_id: civic } });
    expect(garage.status(), await garage.text()).toBe(201);
    const [mail] = await mailsTo(admin.email, /New match/);
    const unsubscribe = mail?.links.find((l) => l.includes('/unsubscribe?token='));
    if (!unsubscribe) throw new Error('no unsubscribe link in the alert email');
    const forgot = await seller.api.post('/api/accounts/forgot-password', { data: { email: seller.email } });
    expect(forgot.status(), await forgot.text()).toBe(200);
    const reset = await linkInMail(seller.email, RESET_SUBJECT, '/recover-password/');
    const postSlug = '2012-honda-civic-starter-motor';
    f = {
      admin,
      seller,
      postId,
      postSlug,
      stock,
      description,
      adminPostId,
      adminStock,
      search,
      unsubscribe: unsubscribe.slice(new URL(unsubscribe).origin.length),
      resetLink: reset.slice(new URL(reset).origin.length),
      data: [
        admin.username,
        admin.email,
        seller.username,
        seller.email,
        stock,
        adminStock,
        description,
        adminDescription,
        search,
        SELLER_SAYS,
        ADMIN_SAYS,
        rater.username,
        REVIEW,
        ...Object.values(TORONTO).map(String),
        'Pat',
        'Seller',
        '1 Main St',
      ],
    };
  });

  test.afterAll(async () => {
    for (const api of apis.splice(0)) await api.dispose();
  });

  /** A browser in the pseudo-locale, a visitor's or the admin's (signed in by the API's session). */
  async function pseudoBrowser(browser: Browser, as: TAs): Promise<BrowserContext> {
    const storageState = as === 'admin' ? await f.admin.api.storageState() : undefined;
    const context = await browser.newContext({ baseURL: base(), storageState });
    await context.addCookies([{ name: 'py_pseudo', value: '1', url: base() }]);
    return context;
  }

  /**
   * Every string value of a JSON document but those the screen must translate: a part or category
   * name (unless `catalog`: the admin's catalog editor shows the names it edits), a sentence, or a
   * code word ('live', 'spam').
   */
  function dataStrings(
    value: unknown,
    catalog: boolean,
    key = '',
    out: string[] = [],
    inErrorBody = false,
  ): string[] {
    if (typeof value === 'string') {
      const names = /^(part_name|category|category_name)$/.test(key) && !catalog;
      // An answer's sentence must be translated; a person's 'message' (a Contact Us message in the
      // admin's inbox, which another spec may have sent) is data.
      const sentence = key === 'message' && inErrorBody;
      const translated = names || sentence || /^[a-z]+(_[a-z]+)*$/.test(value);
      if (!translated && value.trim() !== '') out.push(value);
    } else if (Array.isArray(value)) {
      for (const item of value) dataStrings(item, catalog, key, out);
    } else if (value && typeof value === 'object') {
      const errorBody = 'statusCode' in value && 'code' in value;
      for (const [k, v] of Object.entries(value)) dataStrings(v, catalog, k, out, errorBody);
    }
    return out;
  }

  /** The server's data block of a server-rendered page (what it rendered from), as JSON. */
  function serverState(html: string): unknown {
    const block = /<script[^>]*id="server-state"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1];
    try {
      return block ? JSON.parse(block) : null;
    } catch {
      return null;
    }
  }

  /**
   * Watches what a page is given to show: the API's JSON answers and each page load's server data
   * block. `read` answers its strings so far.
   */
  function watchData(page: Page): { read: (catalog: boolean) => Promise<string[]> } {
    const answers: Promise<unknown>[] = [];
    page.on('response', (response: Response) => {
      const type = response.headers()['content-type'] ?? '';
      if (response.request().resourceType() === 'document' && type.includes('text/html')) {
        answers.push(response.text().then(serverState, () => null));
      } else if (new URL(response.url()).pathname.startsWith('/api/') && type.includes('application/json')) {
        answers.push(response.json().catch(() => null));
      }
    });
    return {
      read: async (catalog) => (await Promise.all(answers)).flatMap((json) => dataStrings(json, catalog)),
    };
  }

  /** What a person reads or hears on the page now: the text, and the names, titles, hints and alts. */
  function readPage(page: Page): Promise<string[]> {
    return page.evaluate(() => {
      const out = [document.title, document.body.innerText];
      for (const el of document.body.querySelectorAll('[aria-label],[title],[placeholder],[alt]')) {
        // What nobody reads or hears: hidden from assistive technology, or not rendered.
        if (el.closest('[aria-hidden="true"]') || !el.checkVisibility()) continue;
        for (const name of ['aria-label', 'title', 'placeholder', 'alt']) {
          const value = el.getAttribute(name);
          if (value) out.push(value);
        }
      }
      return out;
    });
  }

  const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

  /** Months and weekdays as Intl writes them in English (dates are data, formatted by Intl). */
  const INTL_WORDS = (() => {
    const words = new Set<string>();
    for (let m = 0; m < 12; m += 1) {
      const day = new Date(Date.UTC(2026, m, 1 + m));
      for (const options of [
        { month: 'long' },
        { month: 'short' },
        { weekday: 'long' },
        { weekday: 'short' },
      ] as const)
        words.add(
          new Intl.DateTimeFormat('en', { ...options, timeZone: 'UTC' }).format(day).replace('.', ''),
        );
    }
    return words;
  })();

  /**
   * The words of 3+ Latin letters outside every ⟦…⟧ run, once the data is taken out, each with the
   * text around its first place ('Alternator in "…Civic Alternator PS12…"'), so a finding can be found.
   */
  function untranslatedWords(texts: string[], data: string[]): string[] {
    const found = new Map<string, string>();
    // Longest first, so a description goes before a word inside it.
    const known = [...new Set(data)].filter((d) => d.trim().length > 1).sort((a, b) => b.length - a.length);
    for (const original of texts) {
      let text = original;
      let previous = '';
      while (previous !== text) {
        previous = text;
        text = text.replace(/⟦[^⟦⟧]*⟧/g, ' ');
      }
      // Whole words only: a short value ('ion') must not cut a word in two.
      for (const d of known)
        text = text.replace(new RegExp(`(?<!\\p{L})${escapeRegExp(d)}(?!\\p{L})`, 'giu'), ' ');
      text = text
        .replace(/\S+@\S+\.\S+/g, ' ') // emails
        .replace(/https?:\/\/\S+/g, ' '); // addresses
      for (const word of text.match(/\p{L}+/gu) ?? []) {
        if (!/[A-Za-z]{3,}/.test(word)) continue; // accented (pseudo or data) or too short
        if (word in ALLOWED || INTL_WORDS.has(word) || found.has(word)) continue;
        const at = original.search(new RegExp(`(?<!\\p{L})${word}(?!\\p{L})`, 'u'));
        const around = original.slice(Math.max(0, at - 40), at + word.length + 40).replace(/\s+/g, ' ');
        found.set(word, `${word} in "${around.trim()}"`);
      }
    }
    return [...found.keys()].sort().map((word) => found.get(word) ?? word);
  }

  /** Waits until the app has switched to the pseudo-locale and the page's content is there. */
  async function settle(page: Page, ready: Locator) {
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-XA');
    await expect(ready.first()).toBeVisible();
    // A spinner still turning means something is still loading.
    await expect(page.locator('.mantine-Loader-root')).toHaveCount(0);
  }

  async function vehicleNames(): Promise<string[]> {
    const rows = (await (await f.admin.api.get('/api/vehicles')).json()) as { name: string }[];
    return rows.flatMap((r) => [r.name, ...r.name.split(' - ')]);
  }

  // Three tests, so each stays well inside its time limit on a busy machine (the dashboard's tabs alone are ten pages).
  const GROUPS = [
    { name: 'every route a visitor opens', as: 'visitor', routes: (r: string) => r !== 'dashboard' },
    {
      name: 'every route an admin opens but the dashboard',
      as: 'admin',
      routes: (r: string) => r !== 'dashboard',
    },
    { name: "the dashboard's tabs and dialogs", as: 'admin', routes: (r: string) => r === 'dashboard' },
  ] as const;
  for (const group of GROUPS) {
    test(`${group.name} shows only translated words in the pseudo-locale`, async ({ browser }) => {
      test.slow();
      const context = await pseudoBrowser(browser, group.as);
      const vehicles = await vehicleNames();
      const findings: Record<string, string[]> = {};
      const unpainted: Record<string, string[]> = {};
      try {
        const visits = Object.entries(VISITS).filter(
          ([route, v]) => v.as === group.as && group.routes(route),
        );
        for (const [route, visit] of visits) {
          await test.step(route, async () => {
            const page = await context.newPage();
            const answers = watchData(page);
            await page.goto(visit.path(f));
            await settle(page, visit.ready(page, f));
            const data = async (catalog = false) => [
              ...vehicles,
              ...f.data,
              ...(await answers.read(catalog)),
            ];
            const words = untranslatedWords(await readPage(page), await data());
            if (words.length > 0) findings[route] = words;
            const blank = await unpaintedOn(page);
            if (blank.length > 0) unpainted[route] = blank;
            for (const state of visit.states ?? []) {
              await page.goto(visit.path(f));
              await settle(page, visit.ready(page, f));
              const shown = await state.open(page, f);
              await expect(shown.first()).toBeVisible();
              await expect(page.locator('.mantine-Loader-root')).toHaveCount(0);
              const more = untranslatedWords(await readPage(page), await data(state.catalog));
              if (more.length > 0) findings[`${route}: ${state.name}`] = more;
              const blankHere = await unpaintedOn(page);
              if (blankHere.length > 0) unpainted[`${route}: ${state.name}`] = blankHere;
            }
            await page.close();
          });
        }
      } finally {
        await context.close();
      }
      expect.soft(findings, 'words not from the translation files, by route').toEqual({});
      expect(unpainted, 'controls, ratings, images and icons not drawn as they should be, by route').toEqual(
        {},
      );
    });
  }
});
