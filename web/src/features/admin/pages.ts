// The admin dashboard, a chunk of its own: the router imports this lazily.
export { DashboardPage } from './components/dashboard-page';
