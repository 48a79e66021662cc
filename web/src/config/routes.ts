import { PATHS } from '@common/app-paths';

// The app's paths live in common/app-paths.ts (the server knows them too); the link builders here.
export { PATHS };

/** /view/{id}: a post's page. */
export const viewPostPath = (id: number) => `${PATHS.viewPost}/${id}`;
/** /edit/{id}: the seller's edit form. */
export const editPostPath = (id: number) => `${PATHS.editPost}/${id}`;
/** /user-profile/{user id}: a seller's posts. */
export const userProfilePath = (userId: string) => `${PATHS.userProfile}/${encodeURIComponent(userId)}`;
/** /messages/{username}: the conversation with that user; ?post={id} when it starts from a post. */
export const messagesPath = (username: string, postId?: number) =>
  `${PATHS.messages}/${encodeURIComponent(username)}${postId === undefined ? '' : `?post=${postId}`}`;
/** /report-post/{id}: the report form for a post. */
export const reportPostPath = (id: number) => `${PATHS.reportPost}/${id}`;
