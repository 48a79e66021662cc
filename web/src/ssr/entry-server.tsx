// The server's renderer (built by `vite build --ssr` into web/dist-ssr, loaded by
// server/plugins/page-render.ts): a public page rendered with its real content, and the query cache
// it was rendered from, which the browser hydrates (web/src/main.tsx).
import '@/lib/i18n';
import { AsyncLocalStorage } from 'node:async_hooks';
import { dehydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders } from '@/app/providers';
import { routes } from '@/app/routes';
import { setApiFetch, type TApiFetch } from '@/lib/api-fetch';
import { CollectingQueryClient } from './collecting-query-client';
import { renderHtml } from './render-html';

export type { TApiFetch };

/** Renders again while a render asks for data the last one lacked (a query needing another's answer). */
const MAX_PASSES = 4;

const requestApi = new AsyncLocalStorage<TApiFetch>();
setApiFetch((url, init) => {
  const api = requestApi.getStore();
  if (!api) return Promise.reject(new Error('An API call outside a server render'));
  return api(url, init);
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
}

export interface TRenderOutput {
  /** The markup inside #root. */
  html: string;
  /** The query cache the markup shows (TanStack Query's dehydrated state), as JSON. */
  state: string;
}

const { query, dataRoutes } = createStaticHandler(routes);

/** The page's markup and data, or null when it cannot be rendered whole here (the browser renders it). */
export async function render({
  url,
  api,
  timeoutMs,
  languages,
  mobile,
}: TRenderInput): Promise<TRenderOutput | null> {
  const context = await query(new Request(new URL(url, 'http://localhost')));
  if (context instanceof Response) return null;
  const router = createStaticRouter(dataRoutes, context);
  const queryClient = new CollectingQueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
  });
  const deadline = Date.now() + timeoutMs;
  return requestApi.run(api, async () => {
    for (let pass = 0; pass < MAX_PASSES; pass += 1) {
      const html = await renderHtml(
        <StrictMode>
          <AppProviders queryClient={queryClient} languages={languages} mobile={mobile}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </AppProviders>
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
