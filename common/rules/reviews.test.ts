import { describe, expect, it } from 'vitest';
import { canAnswerReview, canEditReview, reviewEditableUntil, roundedAverage } from './reviews';

const created = '2026-03-01T10:00:00.000Z';

describe('review rules', () => {
  it('lets the author edit for 7 days, and no one else', () => {
    const review = { reviewer_id: 'a', created_at: created };
    expect(reviewEditableUntil(created).toISOString()).toBe('2026-03-08T10:00:00.000Z');
    expect(canEditReview(review, 'a', new Date('2026-03-08T09:59:59.999Z'))).toBe(true);
    expect(canEditReview(review, 'a', new Date('2026-03-08T10:00:00.000Z'))).toBe(false);
    expect(canEditReview(review, 'b', new Date(created))).toBe(false);
    expect(canEditReview(review, null, new Date(created))).toBe(false);
    // A deleted author (null) is nobody's.
    expect(canEditReview({ reviewer_id: null, created_at: created }, null, new Date(created))).toBe(false);
  });

  it('lets the rated user answer once', () => {
    expect(canAnswerReview({ reviewee_id: 'b', answer: null }, 'b')).toBe(true);
    expect(canAnswerReview({ reviewee_id: 'b', answer: 'Thanks' }, 'b')).toBe(false);
    expect(canAnswerReview({ reviewee_id: 'b', answer: null }, 'a')).toBe(false);
    expect(canAnswerReview({ reviewee_id: 'b', answer: null }, null)).toBe(false);
  });

  it('rounds an average to one decimal', () => {
    expect(roundedAverage(4.45)).toBe(4.5);
    expect(roundedAverage(4.44)).toBe(4.4);
    expect(roundedAverage(5)).toBe(5);
    expect(roundedAverage(null)).toBeNull();
    expect(roundedAverage(Number.NaN)).toBeNull();
  });
});
