// The messages feature's pages (a chunk of their own) and the Account Settings section it adds.
export { BlockedUsers } from './components/blocked-users';
export { MessagesPage } from './components/messages-page';
export type { TConversationAction } from './conversation-action';
