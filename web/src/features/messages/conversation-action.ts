import type { TMessagePost } from '@common/contracts/messages';
import type { ReactNode } from 'react';

/** What the open conversation tells the app's addition to its header (the reviews feature's Rate). */
export interface TConversationContext {
  otherId: string;
  otherName: string;
  /** The post the conversation is about (the newest one asked about), if any. */
  post: TMessagePost | null;
  /** The newest message's id: changes with each message, so an addition can ask again. */
  lastMessageId: number | null;
}

export type TConversationAction = (context: TConversationContext) => ReactNode;
