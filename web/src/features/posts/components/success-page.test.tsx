import { MESSAGES } from '@common/messages';
import { describe, expect, it } from 'vitest';
import { bodyText, waitFor } from '@/test/dom';
import { json, stubFetch } from '@/test/fetch-stub';
import { renderRoutes } from '@/test/render';
import { SuccessPage } from './success-page';

const renderSuccess = (path: string) => renderRoutes([{ path: '/success', element: <SuccessPage /> }], path);

describe('/success', () => {
  it('says the payment went through when the session was paid, or without a session', async () => {
    stubFetch({ 'GET /api/checkout-sessions/cs_paid': () => json({ status: 'paid', reason: null }) });
    await renderSuccess('/success?session_id=cs_paid');
    await waitFor(() => expect(bodyText()).toContain(MESSAGES.checkoutSuccess));
    stubFetch({});
    await renderSuccess('/success');
    await waitFor(() => expect(bodyText()).toContain(MESSAGES.checkoutSuccess));
  });

  it('says a renewal was refunded because the post was sold, once the server knows', async () => {
    let answer = { status: 'pending', reason: null as string | null };
    stubFetch({ 'GET /api/checkout-sessions/cs_renewal': () => json(answer) });
    await renderSuccess('/success?session_id=cs_renewal');
    await waitFor(() => expect(bodyText()).toContain(MESSAGES.checkoutSuccess));
    // The provider's confirmation arrives after the browser: the page asks again while pending.
    answer = { status: 'refunded', reason: 'post_sold' };
    await waitFor(() => expect(bodyText()).toContain(MESSAGES.renewalRefundedSold));
    expect(bodyText()).not.toContain(MESSAGES.checkoutSuccess);
  });

  it('says a second payment for a post already paid was refunded', async () => {
    stubFetch({
      'GET /api/checkout-sessions/cs_twice': () => json({ status: 'refunded', reason: 'cart_already_paid' }),
    });
    await renderSuccess('/success?session_id=cs_twice');
    await waitFor(() => expect(bodyText()).toContain(MESSAGES.paymentRefunded));
  });
});
