import type { TReputation, TReview } from '@common/contracts/reviews';
import { MESSAGES } from '@common/messages';
import { describe, expect, it } from 'vitest';
import { bodyText, click, getByLabel, getByRole, typeInto, waitFor } from '@/test/dom';
import { json, stubFetch } from '@/test/fetch-stub';
import { renderRoutes } from '@/test/render';
import { ReputationSummary } from './reputation-summary';
import type { TReviewViewer } from './review-item';

// The reputation on the seller page and the post page: the average and count, member since, email
// verified, posts sold, the usual answer time, the latest reviews with their answers; Answer for the
// rated user on a review without one, Remove (with a reason) for admins, and every review on demand.

const review = (id: number, change: Partial<TReview> = {}): TReview => ({
  id,
  rating: 5,
  text: `Review ${id}`,
  created_at: '2026-11-20T10:00:00.000Z',
  edited: false,
  post_id: id,
  post_title: `2012 Honda - Civic Alternator A-${id}`,
  reviewer_id: `buyer-${id}`,
  reviewer_name: `buyer${id}`,
  reviewee_id: 'seller-1',
  answer: null,
  answered_at: null,
  ...change,
});
const REPUTATION: TReputation = {
  user_id: 'seller-1',
  average: 4.5,
  count: 12,
  latest: [
    review(12, {
      rating: 4,
      text: 'Good part, a bit late.',
      answer: 'Sorry, traffic!',
      answered_at: '2026-11-21T10:00:00.000Z',
    }),
    review(11, { reviewer_id: null, reviewer_name: null, text: 'Fine.' }),
    review(10, { edited: true }),
  ],
  member_since: '2025-03-14T10:00:00.000Z',
  email_verified: true,
  posts_sold: 3,
  response_time: 'hours',
};
const render = (viewer: TReviewViewer) =>
  renderRoutes(
    [{ path: '/', element: <ReputationSummary userId="seller-1" name="sam" viewer={viewer} /> }],
    '/',
  );
const VISITOR = { id: null, isAdmin: false };

describe('the reputation summary', () => {
  it('shows the average, the count, the facts and the latest reviews with their answers', async () => {
    stubFetch({ 'GET /api/users/seller-1/reputation': () => json(REPUTATION) });
    await render(VISITOR);
    await waitFor(() => expect(bodyText()).toContain('4.5 (12 reviews)'));
    const text = bodyText();
    for (const words of [
      'Member since March 2025',
      'Email verified',
      '3 posts sold',
      'Usually answers within a few hours',
      'Good part, a bit late.',
      'Answer from sam',
      'Sorry, traffic!',
      'By deleted user',
      'For 2012 Honda - Civic Alternator A-12',
      'edited',
    ]) {
      expect(text).toContain(words);
    }
    expect(document.querySelector('[role="img"][aria-label="4.5 out of 5 stars"]')).not.toBeNull();
    expect(getByRole('link', 'buyer12').getAttribute('href')).toBe('/user-profile/buyer-12');
    // A visitor answers nothing and removes nothing.
    expect(() => getByRole('button', 'Answer')).toThrow();
    expect(() => getByRole('button', 'Remove')).toThrow();
  });

  it('says so when there are no reviews, and leaves out what is unknown', async () => {
    stubFetch({
      'GET /api/users/seller-1/reputation': () =>
        json({
          ...REPUTATION,
          average: null,
          count: 0,
          latest: [],
          posts_sold: 0,
          response_time: null,
          email_verified: false,
        }),
    });
    await render(VISITOR);
    await waitFor(() => expect(bodyText()).toContain('No reviews yet'));
    expect(bodyText()).not.toMatch(/Email verified|posts? sold|Usually answers/);
  });

  it('one review reads "1 review"', async () => {
    stubFetch({
      'GET /api/users/seller-1/reputation': () =>
        json({ ...REPUTATION, average: 5, count: 1, latest: [review(1)] }),
    });
    await render(VISITOR);
    await waitFor(() => expect(bodyText()).toContain('5.0 (1 review)'));
  });

  it('lets the rated user answer a review without an answer, once', async () => {
    const bodies: unknown[] = [];
    stubFetch({
      'GET /api/users/seller-1/reputation': () => json(REPUTATION),
      'POST /api/reviews/11/answer': (_url, init) => {
        bodies.push(JSON.parse(String(init?.body)));
        return json({ ...review(11), answer: 'Thank you!' });
      },
      'POST /api/reviews/10/answer': () =>
        json({ statusCode: 409, code: 'CONFLICT', message: MESSAGES.reviewAnswered }, 409),
    });
    await render({ id: 'seller-1', isAdmin: false });
    await waitFor(() => expect(bodyText()).toContain('Review 10'));
    // Reviews 11 and 10 have no answer; 12 has one.
    const answers = [...document.querySelectorAll('button')].filter((b) => b.textContent === 'Answer');
    expect(answers).toHaveLength(2);
    await click(answers[0] as HTMLElement);
    await typeInto(await waitFor(() => getByLabel('Your public answer')), 'Thank you!');
    expect(bodyText()).toContain('Your answer is public and cannot be changed once sent.');
    await click(getByRole('button', 'Send answer'));
    await waitFor(() => expect(bodyText()).toContain('Your answer is published.'));
    expect(bodies).toEqual([{ text: 'Thank you!' }]);
    // The server's sentence when it refuses.
    const left = [...document.querySelectorAll('button')].filter((b) => b.textContent === 'Answer');
    await click(left.at(-1) as HTMLElement);
    await typeInto(await waitFor(() => getByLabel('Your public answer')), 'Again');
    await click(getByRole('button', 'Send answer'));
    await waitFor(() =>
      expect(document.querySelector('[role="alert"]')?.textContent).toBe(MESSAGES.reviewAnswered),
    );
  });

  it('lets an admin remove a review with a reason', async () => {
    const bodies: unknown[] = [];
    stubFetch({
      'GET /api/users/seller-1/reputation': () => json(REPUTATION),
      'POST /api/admin/reviews/12/remove': (_url, init) => {
        bodies.push(JSON.parse(String(init?.body)));
        return json({ id: 12, removed: true });
      },
    });
    await render({ id: 'admin-1', isAdmin: true });
    await waitFor(() => expect(bodyText()).toContain('Review 10'));
    const removes = [...document.querySelectorAll('button')].filter((b) => b.textContent === 'Remove');
    expect(removes).toHaveLength(3);
    await click(removes[0] as HTMLElement);
    await click(await waitFor(() => getByRole('button', 'Remove review')));
    await waitFor(() => expect(bodyText()).toContain(MESSAGES.reviewRemoveReasonRequired));
    expect(bodies).toEqual([]);
    await typeInto(getByLabel('Reason (kept in the audit log)'), 'Insults, not a review.');
    await click(getByRole('button', 'Remove review'));
    await waitFor(() => expect(bodyText()).toContain('The review was removed.'));
    expect(bodies).toEqual([{ reason: 'Insults, not a review.' }]);
  });

  it('shows every review on demand, page by page', async () => {
    const page = (n: number) =>
      json({
        reviews: n === 1 ? Array.from({ length: 10 }, (_, i) => review(12 - i)) : [review(2), review(1)],
        page: n,
        has_more: n === 1,
      });
    stubFetch({
      'GET /api/users/seller-1/reputation': () => json(REPUTATION),
      'GET /api/users/seller-1/reviews?page=1': () => page(1),
      'GET /api/users/seller-1/reviews?page=2': () => page(2),
    });
    await render(VISITOR);
    await click(await waitFor(() => getByRole('button', 'Show all reviews')));
    await waitFor(() => expect(document.querySelectorAll('article')).toHaveLength(10));
    await click(getByRole('button', 'More reviews'));
    await waitFor(() => expect(document.querySelectorAll('article')).toHaveLength(12));
    expect(bodyText()).toContain('Review 2');
    expect(() => getByRole('button', 'More reviews')).toThrow();
  });
});
