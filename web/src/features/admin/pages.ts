// The admin dashboard, a chunk of its own: the router imports this lazily.
export { DashboardPage, type TCatalogSource } from './components/dashboard-page';
