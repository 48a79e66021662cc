// Saved searches. The home page imports only the button (its dialog loads on first use);
// the /saved-searches page is loaded through pages.ts.
export { SaveSearchButton } from './components/save-search-button';
