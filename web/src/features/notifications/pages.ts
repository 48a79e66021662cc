// The notification centre's page, a chunk of its own: the router imports this lazily.
export { NotificationsPage } from './components/notifications-page';
