// The /saved-searches page, loaded lazily by its route.
export { SavedSearchesPage } from './components/saved-searches-page';
