export { AppUpdates } from './components/app-updates';
export { OfflineNotice } from './components/offline-notice';
