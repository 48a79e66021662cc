import { type DefaultedQueryObserverOptions, QueryClient } from '@tanstack/react-query';

// The server renders a page without knowing which data it shows: every useQuery of a render passes
// its options through defaultQueryOptions, so this client notes each enabled one; the renderer then
// fetches what a render asked for and renders again (as many passes as dependent queries need).

type TOptions = DefaultedQueryObserverOptions<unknown, Error, unknown, unknown, readonly unknown[]>;

export interface TQueryMeta {
  /** false: the query needs the browser (storage, geolocation): left for the browser to run. */
  ssr?: boolean;
}

export class CollectingQueryClient extends QueryClient {
  #asked = new Map<string, TOptions>();

  // biome-ignore lint/suspicious/noExplicitAny: the base method's generics are re-declared by callers
  override defaultQueryOptions(options: any): any {
    const defaulted = super.defaultQueryOptions(options) as TOptions;
    const meta = defaulted.meta as TQueryMeta | undefined;
    if (defaulted.enabled !== false && typeof defaulted.enabled !== 'function' && meta?.ssr !== false) {
      if (defaulted.queryFn && !this.#asked.has(defaulted.queryHash)) {
        this.#asked.set(defaulted.queryHash, defaulted);
      }
    }
    return defaulted;
  }

  /** The queries a render asked for that have no answer yet. */
  unanswered(): TOptions[] {
    return [...this.#asked.values()].filter((options) => {
      const state = this.getQueryState(options.queryKey);
      return !state || state.status === 'pending' || state.dataUpdatedAt === 0;
    });
  }

  /** Whether any query the renders asked for failed (the page is then left to the browser). */
  anyFailed(): boolean {
    return [...this.#asked.values()].some(
      (options) => this.getQueryState(options.queryKey)?.status === 'error',
    );
  }
}
