import type { VitePWAOptions } from 'vite-plugin-pwa';
import { COLORS, PWA_PAGES_CACHE } from './common/constants';

// The installable app: the web app manifest and the service worker Workbox generates (generateSW).
// The app registers the worker itself (web/src/features/pwa), and only in a production build: the
// dev server has none. The precache holds the app shell only (built JS, CSS, index.html, icons);
// photos and the API are cached at run time, network first, so fresh data wins when online.

const DAY = 24 * 60 * 60;

/**
 * Offline (the network failed or timed out), a plain page address the server would move to French
 * (a `py_lang=fr` cookie; with no cookie, a browser whose first language we speak is French: see
 * server/plugins/language-redirect.ts) is moved the same way, so the French page as last seen
 * answers rather than the English one. Workbox writes this function into sw.js as text: it may use
 * only the worker's globals, hence the literal 'py_lang' and '/fr' (common/i18n/languages.ts). Without
 * the Cookie Store API in the worker (Firefox), the address answers as it is.
 */
export const offlineLanguagePlugin = {
  cachedResponseWillBeUsed: async ({
    request,
    cachedResponse,
  }: {
    request: Request;
    cachedResponse?: Response;
  }) => {
    const url = new URL(request.url);
    const store = (
      self as unknown as { cookieStore?: { get(name: string): Promise<{ value: string } | null> } }
    ).cookieStore;
    if (!store || url.pathname === '/fr' || url.pathname.startsWith('/fr/')) return cachedResponse;
    const cookie = (await store.get('py_lang'))?.value;
    let language = cookie === 'fr' || cookie === 'en' ? cookie : null;
    if (!language) {
      for (const tag of navigator.languages ?? []) {
        const primary = tag.toLowerCase().split(/[-_]/, 1)[0];
        if (primary === 'fr' || primary === 'en') {
          language = primary;
          break;
        }
      }
    }
    if (language !== 'fr') return cachedResponse;
    return Response.redirect(`${url.origin}/fr${url.pathname}${url.search}`, 302);
  },
};

export const pwaOptions: Partial<VitePWAOptions> = {
  registerType: 'prompt',
  injectRegister: false,
  includeAssets: ['logo/*.svg', 'apple-touch-icon-180x180.png'],
  manifest: {
    id: '/',
    name: 'PartsYard',
    short_name: 'PartsYard',
    description: 'Buy and sell used vehicle parts by year, vehicle and part.',
    lang: 'en',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: COLORS.primary,
    background_color: '#ffffff',
    icons: [
      { src: '/pwa-192x192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/pwa-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/maskable-icon-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  workbox: {
    globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
    // Web Push's handlers (helper file in web/public) run in the same worker.
    importScripts: ['/push-sw.js'],
    cleanupOutdatedCaches: true,
    // A new version waits until the person chooses Reload (the update toast), so an open tab never
    // mixes an old page with new files; the first install controls the page at once.
    skipWaiting: false,
    clientsClaim: true,
    // Navigations go to the network first (server-rendered pages stay fresh, in the language the
    // server picks from the py_lang cookie); offline, the page as last seen, else the precached
    // shell. The precache never answers a navigation: by default it would answer '/' with its
    // index.html (the English shell), whatever language the person chose (docs/decisions.md).
    navigateFallback: null,
    directoryIndex: null,
    runtimeCaching: [
      {
        urlPattern: ({ request, url }) =>
          request.mode === 'navigate' &&
          !url.pathname.startsWith('/api/') &&
          !url.pathname.startsWith('/media/'),
        handler: 'NetworkFirst',
        options: {
          cacheName: PWA_PAGES_CACHE,
          networkTimeoutSeconds: 10,
          expiration: { maxEntries: 50, maxAgeSeconds: 7 * DAY },
          cacheableResponse: { statuses: [200] },
          precacheFallback: { fallbackURL: 'index.html' },
          plugins: [offlineLanguagePlugin],
        },
      },
      {
        // A post as last seen (GET /api/posts/{id} only: not lists, searches or anything private).
        urlPattern: ({ url, sameOrigin }) => sameOrigin && /^\/api\/posts\/\d+$/.test(url.pathname),
        method: 'GET',
        handler: 'NetworkFirst',
        options: {
          cacheName: 'posts',
          networkTimeoutSeconds: 10,
          expiration: { maxEntries: 50, maxAgeSeconds: 7 * DAY },
          cacheableResponse: { statuses: [200] },
        },
      },
      {
        // The photos of the posts seen.
        urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/media/posts/'),
        method: 'GET',
        handler: 'NetworkFirst',
        options: {
          cacheName: 'post-photos',
          networkTimeoutSeconds: 10,
          expiration: { maxEntries: 200, maxAgeSeconds: 7 * DAY, purgeOnQuotaError: true },
          // Only what the server calls public: a staged photo its seller sees (private, no-store) is
          // never kept.
          cacheableResponse: {
            statuses: [200],
            headers: { 'cache-control': 'public, max-age=31536000, immutable' },
          },
        },
      },
    ],
  },
  devOptions: { enabled: false },
};
