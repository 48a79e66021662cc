// The server's renderer (built by `vite build --ssr` into web/dist-ssr, loaded by
// server/plugins/page-render.ts): a public page rendered with its real content, and the query cache
// it was rendered from, which the browser hydrates (web/src/main.tsx).
import { AsyncLocalStorage } from 'node:async_hooks';
import {
  FRENCH_PREFIX,
  LOCALE_TAGS,
  languagePath,
  splitLanguagePath,
  type TLanguage,
} from '@common/i18n/languages';
import { dehydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders } from '@/app/providers';
import { routes } from '@/app/routes';
import { setApiFetch, type TApiFetch } from '@/lib/api-fetch';
import { i18nFor, registerFrench } from '@/lib/i18n';
import * as french from '@/lib/i18n-french';
import { CollectingQueryClient } from './collecting-query-client';
import { renderHtml } from './render-html';

export type { TApiFetch };

/** Renders again while a render asks for data the last one lacked (a query needing another's answer). */
const MAX_PASSES = 4;

// Each render's API and language: renders of different pages (and languages) run at the same time.
const requestApi = new AsyncLocalStorage<{ api: TApiFetch; language: TLanguage }>();
setApiFetch((url, init) => {
  const store = requestApi.getStore();
  if (!store) return Promise.reject(new Error('An API call outside a server render'));
  // The page's language, as the browser's calls send theirs (the API client's default is the
  // browser instance's language, which a server render does not use).
  const headers = new Headers(init.headers);
  headers.set('Accept-Language', LOCALE_TAGS[store.language]);
  return store.api(url, { ...init, headers });
});

export interface TRenderInput {
  /** The page's path and query. */
  url: string;
  /** Answers the page's API calls as the requesting user (the server's own routes). */
  api: TApiFetch;
  /** A render (all passes) longer than this gives up. */
  timeoutMs: number;
  /** The requester's languages, most preferred first (their Accept-Language). */
  languages: readonly string[];
  /** Whether the requester is on a phone (common/rules/device.ts). */
  mobile: boolean;
  /** The page's language (its address's: '/fr/...' is French); when not given, the URL's. */
  language?: TLanguage;
}

export interface TRenderOutput {
  /** The markup inside #root. */
  html: string;
  /** The query cache the markup shows (TanStack Query's dehydrated state), as JSON. */
  state: string;
}

// The server renders both languages: French is loaded outright.
registerFrench(french);

// French pages live under /fr: their router's basename, so every link renders under /fr too.
const handlers: Record<TLanguage, ReturnType<typeof createStaticHandler>> = {
  en: createStaticHandler(routes),
  fr: createStaticHandler(routes, { basename: FRENCH_PREFIX }),
};

/** The page's markup and data, or null when it cannot be rendered whole here (the browser renders it). */
export async function render({
  url,
  api,
  timeoutMs,
  languages,
  mobile,
  language: given,
}: TRenderInput): Promise<TRenderOutput | null> {
  const address = new URL(url, 'http://localhost');
  const language = given ?? splitLanguagePath(address.pathname).language;
  const { query, dataRoutes } = handlers[language];
  // A French page's URL is its /fr one; a plain path given for it is put under /fr.
  if (splitLanguagePath(address.pathname).language !== language) {
    if (language === 'en') return null;
    address.pathname = languagePath(address.pathname, language);
  }
  const context = await query(new Request(address));
  if (context instanceof Response) return null;
  const router = createStaticRouter(dataRoutes, context);
  const i18n = i18nFor(language);
  const queryClient = new CollectingQueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
  });
  const deadline = Date.now() + timeoutMs;
  return requestApi.run({ api, language }, async () => {
    for (let pass = 0; pass < MAX_PASSES; pass += 1) {
      const html = await renderHtml(
        <StrictMode>
          <I18nextProvider i18n={i18n}>
            <AppProviders queryClient={queryClient} languages={languages} mobile={mobile}>
              <StaticRouterProvider router={router} context={context} hydrate={false} />
            </AppProviders>
          </I18nextProvider>
        </StrictMode>,
        Math.max(1, deadline - Date.now()),
      );
      const missing = queryClient.unanswered();
      if (missing.length === 0) {
        return { html, state: JSON.stringify(dehydrate(queryClient)) };
      }
      await Promise.all(missing.map((options) => queryClient.prefetchQuery(options)));
      if (queryClient.anyFailed()) return null;
    }
    return null;
  });
}
