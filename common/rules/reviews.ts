// The reputation rules both sides apply. The server enforces them; the browser uses the
// same functions to show or hide Edit and Answer.

/** A review's text and its answer: at most this many characters (an empty review text is allowed). */
export const REVIEW_TEXT_MAX = 500;
/** An admin's reason for removing a review. */
export const REVIEW_REMOVE_REASON_MAX = 500;
/** Its author may change a review this many days after writing it. */
export const REVIEW_EDIT_DAYS = 7;
/** The latest reviews a reputation summary carries. */
export const REVIEW_SUMMARY_LATEST = 3;
/** A page of a user's reviews. */
export const REVIEW_PAGE_SIZE = 10;

const DAY = 86_400_000;

/** When a review written at `createdAt` stops being editable. */
export function reviewEditableUntil(createdAt: Date | string): Date {
  return new Date(new Date(createdAt).getTime() + REVIEW_EDIT_DAYS * DAY);
}

/** Its author may still change it: their own review, less than REVIEW_EDIT_DAYS old. */
export function canEditReview(
  review: { reviewer_id: string | null; created_at: string },
  viewerId: string | null,
  now: Date,
): boolean {
  return (
    viewerId !== null &&
    review.reviewer_id === viewerId &&
    now.getTime() < reviewEditableUntil(review.created_at).getTime()
  );
}

/** The rated user may answer once, in public. */
export function canAnswerReview(
  review: { reviewee_id: string; answer: string | null },
  viewerId: string | null,
): boolean {
  return viewerId !== null && review.reviewee_id === viewerId && review.answer === null;
}

/** An average rating to one decimal (4.45 -> 4.5); null when there is none. */
export function roundedAverage(average: number | null): number | null {
  if (average === null || !Number.isFinite(average)) return null;
  return Math.round(average * 10) / 10;
}
