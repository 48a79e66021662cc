// The /saved-searches page, loaded lazily by its route.
export { SavedSearchesPage, type TSavedSearchesPageProps } from './components/saved-searches-page';
