// The posts feature's cache keys, in one place so a change can invalidate every view of a post.
export const POSTS_KEY = ['posts'] as const;
export const postKey = (id: number) => [...POSTS_KEY, 'detail', id] as const;
export const myPostsKey = (page?: number) =>
  page === undefined ? ([...POSTS_KEY, 'mine'] as const) : ([...POSTS_KEY, 'mine', page] as const);
