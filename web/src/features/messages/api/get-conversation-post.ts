import type { TMessagePost } from '@common/contracts/messages';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { conversationPostKey } from './query-keys';

/**
 * GET /api/messages/{user_id}/posts/{post_id}: the post a conversation opened from its page is
 * about (one of the two users' posts). A post that does not fit (deleted, someone else's) is an
 * error the page leaves unsaid: the conversation simply opens without it.
 */
export function useConversationPost(userId: string, postId: number | undefined) {
  return useQuery({
    queryKey: conversationPostKey(userId, postId ?? 0),
    queryFn: ({ signal }) =>
      apiRequest<TMessagePost>(`/messages/${encodeURIComponent(userId)}/posts/${postId}`, { signal }),
    enabled: postId !== undefined,
    retry: false,
  });
}
