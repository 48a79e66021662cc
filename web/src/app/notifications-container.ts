// The toasts' container alone, as its own module: a dynamic import of '@mantine/notifications'
// itself would be the module every page already imports for notifications.show(), so the bundler
// would load the container with it.
export { Notifications } from '@mantine/notifications';
