import type { TReview, TReviewEligibility } from '@common/contracts/reviews';
import { MESSAGES } from '@common/messages';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { bodyText, click, getByLabel, getByRole, typeInto, waitFor } from '@/test/dom';
import { json, stubFetch } from '@/test/fetch-stub';
import { renderRoutes } from '@/test/render';
import { RateUserButton } from './rate-user-button';

// Rate from a conversation: the button shows only when the server says the viewer may rate (or
// still edit), the dialog takes 1-5 stars (radios: the keyboard works) and up to 500 characters with
// a counter, and the server's sentence shows when it refuses.

const ELIGIBILITY = 'GET /api/reviews/eligibility';
const REVIEW: TReview = {
  id: 9,
  rating: 3,
  text: 'Slow to answer.',
  created_at: '2026-11-20T10:00:00.000Z',
  edited: false,
  post_id: 5,
  post_title: '2012 Honda - Civic Alternator A-1',
  reviewer_id: 'me',
  reviewer_name: 'buyer',
  reviewee_id: 'seller-1',
  answer: null,
  answered_at: null,
};
const eligible = (e: Partial<TReviewEligibility>) => () =>
  json({ can_rate: false, review: null, can_edit: false, reason: null, ...e });
const render = () =>
  renderRoutes(
    [
      {
        path: '/',
        element: (
          <RateUserButton
            otherId="seller-1"
            otherName="sam"
            postId={5}
            postTitle="2012 Honda - Civic Alternator A-1"
          />
        ),
      },
    ],
    '/',
  );
const dialog = () => document.querySelector('[role="dialog"]');
const star = (n: number) => {
  const input = document.querySelector<HTMLInputElement>(
    `input[type="radio"][aria-label="${n} ${n === 1 ? 'star' : 'stars'}"]`,
  );
  if (!input) throw new Error(`no radio for ${n}`);
  return input;
};

/** The star's picture (a label): what a pointer clicks. */
const starLabel = (n: number) => {
  const label = document.querySelector(`label[for="${star(n).id}"]`);
  if (!label) throw new Error(`no label for star ${n}`);
  return label;
};
async function press(element: Element, key: string) {
  await act(async () => {
    element.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
  });
}

describe('Rate from a conversation', () => {
  it('shows nothing when the server says the viewer may not rate', async () => {
    stubFetch({ [ELIGIBILITY]: eligible({ reason: MESSAGES.reviewNoConversation }) });
    await render();
    await waitFor(() => expect(document.querySelector('button')).toBeNull());
    expect(bodyText()).not.toContain('Rate');
  });

  it('rates with stars and a text, counting the characters, and says it is published', async () => {
    const bodies: unknown[] = [];
    let rated = false;
    stubFetch({
      [ELIGIBILITY]: () =>
        json({ can_rate: !rated, review: rated ? REVIEW : null, can_edit: rated, reason: null }),
      'POST /api/reviews': (_url, init) => {
        bodies.push(JSON.parse(String(init?.body)));
        rated = true;
        return json({ ...REVIEW, rating: 4, text: 'Good part.' }, 201);
      },
    });
    await render();
    await click(await waitFor(() => getByRole('button', 'Rate sam')));
    await waitFor(() => expect(dialog()?.textContent).toContain('About: 2012 Honda - Civic Alternator A-1'));
    // A radio per star, each named for screen readers and reached with the keyboard.
    for (const n of [1, 2, 3, 4, 5]) expect(star(n).name).toBe('rating');
    // Sending without stars asks for them, and sends nothing.
    await click(getByRole('button', 'Send review'));
    await waitFor(() => expect(bodyText()).toContain('Choose a rating from 1 to 5 stars.'));
    expect(bodies).toEqual([]);
    // The keyboard: Enter on the fourth star's radio picks 4, and does not send the form.
    await press(star(4), 'Enter');
    expect(star(4).checked).toBe(true);
    expect(bodies).toEqual([]);
    expect(dialog()).not.toBeNull();
    // Arrow keys move the radios' check (a change event): that picks the star too.
    await act(async () => {
      star(3).checked = true;
      star(3).dispatchEvent(new Event('click', { bubbles: true }));
    });
    expect(star(3).checked).toBe(true);
    await click(starLabel(4));
    await typeInto(getByLabel('Your review (optional)'), 'Good part.');
    expect(bodyText()).toContain('10 / 500 characters');
    expect(getByLabel('Your review (optional)').maxLength).toBe(500);
    await click(getByRole('button', 'Send review'));
    await waitFor(() => expect(bodyText()).toContain('Your review of sam is published.'));
    expect(bodies).toEqual([{ post_id: 5, reviewee_id: 'seller-1', rating: 4, text: 'Good part.' }]);
    await waitFor(() => expect(dialog()).toBeNull());
    // The eligibility is asked again: the button now edits.
    await waitFor(() => getByRole('button', 'Edit your review'));
  });

  it("shows the server's sentence when it refuses, keeping the dialog open", async () => {
    stubFetch({
      [ELIGIBILITY]: eligible({ can_rate: true }),
      'POST /api/reviews': () =>
        json({ statusCode: 409, code: 'CONFLICT', message: MESSAGES.reviewTwice }, 409),
    });
    await render();
    await click(await waitFor(() => getByRole('button', 'Rate sam')));
    await click(await waitFor(() => starLabel(5)));
    await click(getByRole('button', 'Send review'));
    await waitFor(() =>
      expect(document.querySelector('[role="alert"]')?.textContent).toBe(MESSAGES.reviewTwice),
    );
    expect(dialog()).not.toBeNull();
  });

  it('edits the review within 7 days: its stars and text filled in, saved with PATCH', async () => {
    const bodies: unknown[] = [];
    stubFetch({
      [ELIGIBILITY]: eligible({ review: REVIEW, can_edit: true }),
      'PATCH /api/reviews/9': (_url, init) => {
        bodies.push(JSON.parse(String(init?.body)));
        return json({ ...REVIEW, rating: 5, edited: true });
      },
    });
    await render();
    await click(await waitFor(() => getByRole('button', 'Edit your review')));
    const text = await waitFor(() => getByLabel('Your review (optional)'));
    expect(text.value).toBe('Slow to answer.');
    expect(star(3).checked).toBe(true);
    expect(bodyText()).toContain('You can change your review until Nov 27, 2026.');
    await click(starLabel(5));
    await typeInto(text, 'Slow to answer, but a fine part.');
    await click(getByRole('button', 'Save changes'));
    await waitFor(() => expect(bodyText()).toContain('Your review is updated.'));
    expect(bodies).toEqual([{ rating: 5, text: 'Slow to answer, but a fine part.' }]);
  });
});
