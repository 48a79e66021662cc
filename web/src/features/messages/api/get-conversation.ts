import type { TConversationResponse, TMessage } from '@common/contracts/messages';
import { type InfiniteData, infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { conversationKey } from './query-keys';

export type TConversationData = InfiniteData<TConversationResponse, unknown>;

/**
 * GET /api/messages/{user_id}?before=: the newest page first, older pages as the user scrolls up
 * (each page is oldest first; the next page param is the oldest message's id).
 */
export const conversationQueryOptions = (userId: string) =>
  infiniteQueryOptions({
    queryKey: conversationKey(userId),
    queryFn: ({ pageParam, signal }) =>
      apiRequest<TConversationResponse>(
        `/messages/${encodeURIComponent(userId)}${pageParam ? `?before=${pageParam}` : ''}`,
        {
          signal,
        },
      ),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => (last.has_more ? last.messages[0]?.id : undefined),
  });

export function useConversation(userId: string | undefined) {
  return useInfiniteQuery({ ...conversationQueryOptions(userId ?? ''), enabled: Boolean(userId) });
}

/** The conversation's messages in time order, whatever pages are loaded. */
export function flattenConversation(data: TConversationData | undefined): TMessage[] {
  if (!data) return [];
  return [...data.pages].reverse().flatMap((p) => p.messages);
}

/** Adds a message (sent here, or arriving live) to the newest page, once, in id order. */
export function withMessage(
  data: TConversationData | undefined,
  message: TMessage,
): TConversationData | undefined {
  const [newest, ...older] = data?.pages ?? [];
  if (!data || !newest) return data;
  if (data.pages.some((p) => p.messages.some((m) => m.id === message.id))) return data;
  const messages = [...newest.messages, message].sort((a, b) => a.id - b.id);
  return { ...data, pages: [{ ...newest, messages }, ...older] };
}

/** Marks the messages the other user sent as read, after the server did. */
export function withIncomingRead(
  data: TConversationData | undefined,
  otherId: string,
  at: string,
): TConversationData | undefined {
  if (!data) return data;
  return {
    ...data,
    pages: data.pages.map((p) => ({
      ...p,
      messages: p.messages.map((m) =>
        m.sender_id === otherId && m.read_at === null ? { ...m, read_at: at } : m,
      ),
    })),
  };
}
