// The notification centre's surface loaded with the app: the live events' effect on its queries.
// The bell (./components/notification-bell) and the page (./pages) load lazily.
export { applyNoticeEvent } from './live';
