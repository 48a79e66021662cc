// The search feature's public surface: finding parts (the home search), favourites and a
// seller's page, and the filters the header logo counts.
export { SearchForm } from './components/search-form';
export { SearchResults } from './components/search-results';
export { SearchSummary } from './components/search-summary';
export { useKnownLocation, useRememberSearchPoint } from './hooks/use-known-location';
export { useSearchFold } from './hooks/use-search-fold';
export { useSearchLocation } from './hooks/use-search-location';
export { useSearchFilters, useSearchState } from './hooks/use-search-state';
export { parseSearchFilters, toSearchParams } from './search-params';
export { searchSummary } from './search-summary';
export type { TListViewer } from './types';
