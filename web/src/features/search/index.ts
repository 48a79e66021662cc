// The search feature's public surface.
export { SearchForm } from './components/search-form';
export { SearchResults } from './components/search-results';
export { useSearchFilters } from './hooks/use-search-filters';
export { parseSearchFilters, toSearchParams } from './search-params';
