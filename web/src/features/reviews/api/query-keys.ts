// The reviews feature's cache keys: everything under REVIEWS_KEY, so a write refreshes every view of it.
export const REVIEWS_KEY = ['reviews'] as const;
export const reputationKey = (userId: string) => [...REVIEWS_KEY, 'reputation', userId] as const;
export const userReviewsKey = (userId: string) => [...REVIEWS_KEY, 'list', userId] as const;
/** `version`: the conversation's newest message, so a reply makes the question be asked again. */
export const eligibilityKey = (otherId: string, postId: number, version: number | null) =>
  [...REVIEWS_KEY, 'eligibility', otherId, postId, version] as const;
