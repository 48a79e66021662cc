// The search's URL query, shared with the server's head tags (its canonical address): common/rules/search-url.ts.
export {
  parseSearchFilters,
  parseSearchState,
  type TSearchState,
  toSearchParams,
} from '@common/rules/search-url';
