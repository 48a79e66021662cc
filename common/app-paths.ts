// The browser app's pages (docs/PRODUCT.md §2), named once: the router builds its routes from
// APP_ROUTES, links use PATHS, and the server answers 404 for any other path and writes robots.txt
// from the same list (web/src/app/routes.test.tsx checks the router serves exactly these).

export const PATHS = {
  home: '/',
  auth: '/auth',
  signUp: '/sign-up',
  recoverPassword: '/recover-password',
  profile: '/profile',
  myPosts: '/my-posts',
  messages: '/messages',
  favorites: '/favorites',
  dashboard: '/dashboard',
  createPost: '/create-post',
  success: '/success',
  viewPost: '/view',
  editPost: '/edit',
  userProfile: '/user-profile',
  reportPost: '/report-post',
  contactUs: '/contact-us',
  faq: '/top-questions',
  garage: '/garage',
  parts: '/parts',
  notifications: '/notifications',
  unsubscribe: '/unsubscribe',
  savedSearches: '/saved-searches',
} as const;

/**
 * Where a verification link lands (Better Auth's callbackURL): registration's next step, which says
 * the email is verified. A link that failed comes back with '&error=CODE' added.
 */
export const VERIFIED_CALLBACK = `${PATHS.signUp}?verified=1`;

interface TAppRoute {
  /** A React Router pattern: ':name' stands for one path segment. */
  path: string;
  /** A page worth a search engine's visit (public and the same for everyone). */
  crawl: boolean;
}

export const APP_ROUTES = {
  home: { path: PATHS.home, crawl: true },
  faq: { path: PATHS.faq, crawl: true },
  contactUs: { path: PATHS.contactUs, crawl: true },
  viewPost: { path: `${PATHS.viewPost}/:id`, crawl: true },
  // The canonical address: '/view/{id}/{slug}' (common/rules/slug.ts); the bare id redirects to it.
  viewPostSlug: { path: `${PATHS.viewPost}/:id/:slug`, crawl: true },
  userProfile: { path: `${PATHS.userProfile}/:id`, crawl: true },
  // Landing pages by vehicle and part (common/rules/landing.ts): the makes, a make's models, a
  // model's parts, and one part of one model, each a paged list of live posts.
  partsIndex: { path: PATHS.parts, crawl: true },
  partsMake: { path: `${PATHS.parts}/:make`, crawl: true },
  partsModel: { path: `${PATHS.parts}/:make/:model`, crawl: true },
  partsPart: { path: `${PATHS.parts}/:make/:model/:part`, crawl: true },
  signUp: { path: PATHS.signUp, crawl: false },
  auth: { path: PATHS.auth, crawl: false },
  recoverPassword: { path: `${PATHS.recoverPassword}/:email`, crawl: false },
  createPost: { path: PATHS.createPost, crawl: false },
  success: { path: PATHS.success, crawl: false },
  dashboard: { path: PATHS.dashboard, crawl: false },
  reportPost: { path: `${PATHS.reportPost}/:id`, crawl: false },
  messages: { path: PATHS.messages, crawl: false },
  messagesWith: { path: `${PATHS.messages}/:name`, crawl: false },
  profile: { path: PATHS.profile, crawl: false },
  myPosts: { path: PATHS.myPosts, crawl: false },
  favorites: { path: PATHS.favorites, crawl: false },
  editPost: { path: `${PATHS.editPost}/:id`, crawl: false },
  // Each person's own vehicles (a visitor's live in their browser): nothing for a crawler.
  garage: { path: PATHS.garage, crawl: false },
  // Each person's notices (the notification centre).
  notifications: { path: PATHS.notifications, crawl: false },
  // An alert email's unsubscribe link (no sign-in: its token is the key).
  unsubscribe: { path: PATHS.unsubscribe, crawl: false },
  // Each person's own saved searches.
  savedSearches: { path: PATHS.savedSearches, crawl: false },
} as const satisfies Record<string, TAppRoute>;

export type TAppRouteName = keyof typeof APP_ROUTES;

export interface TAppPathMatch {
  route: TAppRouteName;
  params: Record<string, string>;
}

// As React Router matches: case-insensitive, trailing slashes allowed, ':name' = one non-empty segment.
const escapeRegExp = (s: string) => s.replace(/[\\.*+^${}|()[\]?]/g, '\\$&');
const MATCHERS = Object.entries(APP_ROUTES).map(([route, { path }]) => {
  const names: string[] = [];
  const source = path
    .split('/')
    .map((segment) => {
      if (!segment.startsWith(':')) return escapeRegExp(segment);
      names.push(segment.slice(1));
      return '([^/]+)';
    })
    .join('/');
  return {
    route: route as TAppRouteName,
    names,
    regexp: new RegExp(`^${source.replace(/\/$/, '')}/*$`, 'i'),
  };
});

// React Router matches the decoded path, an encoded '/' staying inside its segment.
function decodePath(pathname: string): string {
  try {
    return pathname
      .split('/')
      .map((s) => decodeURIComponent(s).replaceAll('/', '%2F'))
      .join('/');
  } catch {
    return pathname;
  }
}

/** The app page a path (without its query) opens, or null: the browser would show its not-found page. */
export function matchAppPath(pathname: string): TAppPathMatch | null {
  const decoded = decodePath(pathname);
  for (const { route, names, regexp } of MATCHERS) {
    const found = regexp.exec(decoded);
    if (!found) continue;
    const params: Record<string, string> = {};
    names.forEach((name, i) => {
      params[name] = found[i + 1] ?? '';
    });
    return { route, params };
  }
  return null;
}

/** The robots.txt rules: every page that is not for crawling, as a path prefix. */
export function robotsDisallowedPrefixes(): string[] {
  return (
    Object.values(APP_ROUTES)
      .filter((r) => !r.crawl)
      .map((r) => r.path.replace(/:[^/]+$/, ''))
      // '/messages' covers '/messages/' (and a repeat covers itself once).
      .filter((prefix, i, all) =>
        all.every((other, j) => j === i || !prefix.startsWith(other) || (other === prefix && j > i)),
      )
  );
}
