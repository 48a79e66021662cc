import { PATHS } from '@common/app-paths';
import { postPath, type TSluggedPost } from '@common/rules/slug';

// The app's paths live in common/app-paths.ts (the server knows them too); the link builders here.
export { PATHS };

/**
 * A post's page at its canonical address, /view/{id}/{slug} (common/rules/slug.ts); from a bare id
 * (a list that does not carry the names) /view/{id}, which the server redirects there.
 */
export const viewPostPath = (post: TSluggedPost | number) =>
  typeof post === 'number' ? `${PATHS.viewPost}/${post}` : postPath(post);
/** /edit/{id}: the seller's edit form. */
export const editPostPath = (id: number) => `${PATHS.editPost}/${id}`;
/** /user-profile/{user id}: a seller's posts. */
export const userProfilePath = (userId: string) => `${PATHS.userProfile}/${encodeURIComponent(userId)}`;
/** /messages/{username}: the conversation with that user; ?post={id} when it starts from a post. */
export const messagesPath = (username: string, postId?: number) =>
  `${PATHS.messages}/${encodeURIComponent(username)}${postId === undefined ? '' : `?post=${postId}`}`;
/** /report-post/{id}: the report form for a post. */
export const reportPostPath = (id: number) => `${PATHS.reportPost}/${id}`;
