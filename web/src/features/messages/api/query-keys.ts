// The messages feature's cache keys: everything lives under MESSAGES_KEY, so a reconnect can
// refetch it all at once.
export const MESSAGES_KEY = ['messages'] as const;
export const CONTACTS_KEY = [...MESSAGES_KEY, 'contacts'] as const;
export const UNREAD_KEY = [...MESSAGES_KEY, 'unread'] as const;
export const BLOCKS_KEY = [...MESSAGES_KEY, 'blocks'] as const;
export const CONVERSATION_KEY = [...MESSAGES_KEY, 'conversation'] as const;
export const conversationKey = (userId: string) => [...CONVERSATION_KEY, userId] as const;
export const userByNameKey = (username: string) => [...MESSAGES_KEY, 'user', username.toLowerCase()] as const;
/** The post a conversation opened from a post's page is about. */
export const conversationPostKey = (userId: string, postId: number) =>
  [...MESSAGES_KEY, 'post', userId, postId] as const;
