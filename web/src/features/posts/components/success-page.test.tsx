import { MESSAGES } from '@common/messages';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bodyText, click, getByLabel, getByRole, waitFor } from '@/test/dom';
import { json, stubFetch } from '@/test/fetch-stub';
import { post } from '@/test/posts';
import { renderRoutes } from '@/test/render';
import { SuccessPage } from './success-page';

const renderSuccess = (path: string) =>
  renderRoutes(
    [
      { path: '/success', element: <SuccessPage /> },
      { path: '/view/:id/:slug', element: <p>The post page</p> },
      { path: '/create-post', element: <p>The new post form</p> },
    ],
    path,
  );
const LIVE = 'Your post is live';
const livePost = post({ id: 7, year: 2012, vehicle_name: 'Ford - Focus', part_name: 'Alternator' });
const postRoute = { 'GET /api/posts/7': () => json(livePost) };
const paid = { status: 'paid', reason: null, post_id: 7 };

afterEach(() => vi.unstubAllGlobals());

describe('/success', () => {
  it('says the post is live once the paid session published it, and no longer that it will be', async () => {
    stubFetch({ 'GET /api/checkout-sessions/cs_paid': () => json(paid), ...postRoute });
    await renderSuccess('/success?session_id=cs_paid');
    await waitFor(() => getByRole('heading', LIVE));
    expect(bodyText()).not.toContain(MESSAGES.checkoutSuccess);
  });

  it('says only that the post will be live shortly while the paid post is not live', async () => {
    stubFetch({
      'GET /api/checkout-sessions/cs_paid': () => json(paid),
      'GET /api/posts/7': () => json({ ...livePost, status: 'hidden' }),
    });
    await renderSuccess('/success?session_id=cs_paid');
    await waitFor(() => getByRole('link', 'Go to My Posts'));
    expect(bodyText()).toContain(MESSAGES.checkoutSuccess);
    expect(bodyText()).not.toContain(LIVE);
  });

  it('says the payment went through without a session', async () => {
    stubFetch({});
    await renderSuccess('/success');
    await waitFor(() => expect(bodyText()).toContain(MESSAGES.checkoutSuccess));
  });

  it('confirms a waived-fee post is live: its link, View post, Share and Post another part', async () => {
    stubFetch(postRoute);
    await renderSuccess('/success?post_id=7');
    await waitFor(() => getByRole('heading', LIVE));
    // No payment was taken: the spec's transaction alert is not said.
    expect(bodyText()).not.toContain(MESSAGES.checkoutSuccess);
    expect(bodyText()).toContain('2012 Ford - Focus Alternator ALT-42 is listed now');
    expect(getByLabel('Link to your post').value).toBe(
      `${window.location.origin}/view/7/2012-ford-focus-alternator`,
    );
    expect(getByRole('link', 'View post').getAttribute('href')).toBe('/view/7/2012-ford-focus-alternator');
    expect(getByRole('link', 'Post another part').getAttribute('href')).toBe('/create-post');
    expect(document.title).toContain('Your post is live');
    await click(getByRole('link', 'Post another part'));
    await waitFor(() => expect(bodyText()).toContain('The new post form'));
  });

  it('shares the link through the share sheet, else copies it and says so', async () => {
    const share = vi.fn((_data: ShareData) => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, share });
    stubFetch(postRoute);
    await renderSuccess('/success?post_id=7');
    await click(await waitFor(() => getByRole('button', 'Share')));
    await waitFor(() => expect(share).toHaveBeenCalledTimes(1));
    expect(share.mock.calls[0]?.[0].url).toBe(`${window.location.origin}/view/7/2012-ford-focus-alternator`);

    const writeText = vi.fn((_text: string) => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, share: undefined, clipboard: { writeText } });
    await click(getByRole('button', 'Share'));
    await waitFor(() => expect(bodyText()).toContain('Link copied'));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/view/7/2012-ford-focus-alternator`);
  });

  it('waits while the payment is confirmed, then shows the post once it is live', async () => {
    let answer: object = { status: 'pending', reason: null, post_id: null };
    stubFetch({ 'GET /api/checkout-sessions/cs_slow': () => json(answer), ...postRoute });
    await renderSuccess('/success?session_id=cs_slow');
    await waitFor(() => expect(bodyText()).toContain('Confirming your payment.'));
    expect(bodyText()).toContain(MESSAGES.checkoutSuccess);
    expect(bodyText()).not.toContain(LIVE);
    // The provider's confirmation arrives after the browser: the page asks again while pending.
    answer = paid;
    await waitFor(() => getByRole('heading', LIVE));
    expect(bodyText()).not.toContain('Confirming your payment.');
    // One state at a time: the live post replaces 'will be live shortly'.
    expect(bodyText()).not.toContain(MESSAGES.checkoutSuccess);
  });

  it('says to try again after a cancelled checkout', async () => {
    stubFetch({});
    await renderSuccess('/success?cancelled=true');
    await waitFor(() => expect(bodyText()).toContain(MESSAGES.checkoutCancelled));
    expect(bodyText()).not.toContain(MESSAGES.checkoutSuccess);
    expect(getByRole('link', 'Try again').getAttribute('href')).toBe('/create-post');
  });

  it('says a renewal was refunded because the post was sold, once the server knows', async () => {
    let answer = { status: 'pending', reason: null as string | null, post_id: null };
    stubFetch({ 'GET /api/checkout-sessions/cs_renewal': () => json(answer) });
    await renderSuccess('/success?session_id=cs_renewal');
    await waitFor(() => expect(bodyText()).toContain(MESSAGES.checkoutSuccess));
    // The provider's confirmation arrives after the browser: the page asks again while pending.
    answer = { status: 'refunded', reason: 'post_sold', post_id: null };
    await waitFor(() => expect(bodyText()).toContain(MESSAGES.renewalRefundedSold));
    expect(bodyText()).not.toContain(MESSAGES.checkoutSuccess);
  });

  it('says a second payment for a post already paid was refunded', async () => {
    stubFetch({
      'GET /api/checkout-sessions/cs_twice': () =>
        json({ status: 'refunded', reason: 'cart_already_paid', post_id: null }),
    });
    await renderSuccess('/success?session_id=cs_twice');
    await waitFor(() => expect(bodyText()).toContain(MESSAGES.paymentRefunded));
  });
});
