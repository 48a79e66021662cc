// The messages feature's public surface loaded with the app: the header's unread count and the
// live socket. Its pages are in ./pages, which the router loads lazily.
export { useUnreadTotal } from './api/get-unread';
export { useLiveMessages } from './live/use-live-messages';
