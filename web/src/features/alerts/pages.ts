// The alerts feature's pages, a chunk of their own: the router imports this lazily.
export { UnsubscribePage } from './components/unsubscribe-page';
