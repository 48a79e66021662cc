import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createUser } from '../../test/accounts';
import { completedEvent, signatureOf, startFakeStripe } from '../../test/fake-stripe';
import { createPost } from '../../test/posts';
import { createTestApp, type TTestApp } from '../../test/test-app';
import { RECEIPT_QUEUE } from './receipt-job';

// A paid posting mails its seller a receipt (the amount, its currency, the tax line, the post's
// link, the date and the payment's reference) in the seller's language, once per payment: through
// the built-in test checkout and through Stripe's webhook, replayed or not. A waived fee has none.

const now = new Date('2029-01-15T10:00:00Z');
/** The local app's business clock: the launch period's for the waived fee. */
let localNow = now;
let stripe: Awaited<ReturnType<typeof startFakeStripe>>;
let local: TTestApp;
let viaStripe: TTestApp;
beforeAll(async () => {
  stripe = await startFakeStripe();
  [local, viaStripe] = await Promise.all([
    createTestApp({ JOB_WORKERS: 'true' }, {}, { clock: () => localNow }),
    createTestApp({ JOB_WORKERS: 'true' }, {}, { clock: () => now, payments: stripe.payments }),
  ]);
}, 120_000);
afterAll(async () => {
  await local?.close();
  await viaStripe?.close();
  await stripe?.close();
});

type TApp = TTestApp['app'];
const receipts = async (app: TApp, to: string) =>
  (await app.mailer.list()).filter((m) => m.to === to && /re(ç|c)(u|eipt)/i.test(m.subject));
/** Waits until no receipt is queued or being sent. */
async function receiptsSent(app: TApp) {
  await vi.waitFor(
    async () => {
      const c = (await app.jobs.counts()).find((q) => q.queue === RECEIPT_QUEUE);
      if (c && c.queued + c.running > 0) throw new Error('receipts to go');
    },
    { timeout: 60_000, interval: 100 },
  );
}
const form = { 'content-type': 'application/x-www-form-urlencoded' };
const pay = (app: TApp, checkoutUrl: string, cookie: string) =>
  app.inject({
    method: 'POST',
    url: `${new URL(checkoutUrl).pathname}/pay`,
    headers: { cookie, ...form },
    payload: 'x=1',
  });
const refOf = (checkoutUrl: string) => new URL(checkoutUrl).pathname.split('/').at(-1) ?? '';

describe('the test checkout', () => {
  it('mails a French seller one receipt in French, however often Pay is pressed', async () => {
    const seller = await createUser(local.app, { email: 'vendeur-recu@example.com' });
    const pref = await local.app.inject({
      method: 'PUT',
      url: '/api/profile/preferences',
      headers: { cookie: seller.cookie },
      payload: { language: 'fr' },
    });
    expect(pref.statusCode, pref.body).toBe(200);
    const { checkout, cartId } = await createPost(local.app, seller.cookie, {
      discountCode: '',
      change: { price: 40 },
    });
    const url = checkout.json().url as string;
    for (let i = 0; i < 3; i++) expect((await pay(local.app, url, seller.cookie)).statusCode).toBe(303);
    await receiptsSent(local.app);
    const mails = await receipts(local.app, seller.email);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    const cart = await local.app.inject({
      method: 'GET',
      url: `/api/carts/${cartId}`,
      headers: { cookie: seller.cookie },
    });
    const postId = cart.json().post_id as number;
    expect(mail?.subject).toBe('Votre reçu PartsYard\u00a0: 1,20\u00a0$ CAD');
    expect(mail?.text).toContain('Voici votre reçu pour les frais de publication de votre annonce');
    expect(mail?.text).toContain('Montant\u00a0: 1,20\u00a0$ CAD');
    expect(mail?.text).toContain('Taxes\u00a0: aucune');
    expect(mail?.text).toContain('Date\u00a0: 15 janvier 2029 à 10 h 00 UTC');
    expect(mail?.text).toContain(`Référence du paiement\u00a0: ${refOf(url)}`);
    expect(mail?.links).toEqual([
      expect.stringMatching(new RegExp(`^http://localhost:3000/fr/view/${postId}/2012-`)),
    ]);
  });

  it('mails a receipt for a paid renewal', async () => {
    const seller = await createUser(local.app);
    const { checkout, cartId } = await createPost(local.app, seller.cookie, {
      discountCode: '',
      change: { price: 100 },
    });
    await pay(local.app, checkout.json().url, seller.cookie);
    const cart = await local.app.inject({
      method: 'GET',
      url: `/api/carts/${cartId}`,
      headers: { cookie: seller.cookie },
    });
    const renewal = await local.app.inject({
      method: 'POST',
      url: `/api/posts/${cart.json().post_id}/renew`,
      headers: { cookie: seller.cookie },
      payload: { discountCode: '' },
    });
    expect(renewal.statusCode, renewal.body).toBe(200);
    await pay(local.app, renewal.json().url, seller.cookie);
    await receiptsSent(local.app);
    const mails = await receipts(local.app, seller.email);
    expect(mails.map((m) => m.subject).sort()).toEqual([
      'Your PartsYard receipt: $1.00 CAD',
      'Your PartsYard receipt: $3.00 CAD',
    ]);
    const renewed = mails.find((m) => m.subject.endsWith('$1.00 CAD'));
    expect(renewed?.text).toContain('This is your receipt for renewing your ad for 2012 ');
    expect(renewed?.text).toContain('Amount: $1.00 CAD');
    expect(renewed?.text).toContain('Date: January 15, 2029 at 10:00\u202fa.m. UTC');
    expect(renewed?.text).toContain(`Payment reference: ${refOf(renewal.json().url)}`);
  });
});

describe("Stripe's webhook", () => {
  it('mails one receipt with the payment reference, however often the event is replayed', async () => {
    const seller = await createUser(viaStripe.app);
    const { cartId } = await createPost(viaStripe.app, seller.cookie, {
      discountCode: '',
      change: { price: 75 },
    });
    const event = completedEvent('evt_receipt_1', cartId, 'cs_receipt_1');
    for (let i = 0; i < 3; i++) {
      const res = await viaStripe.app.inject({
        method: 'POST',
        url: '/api/payments/webhook',
        payload: event,
        headers: { 'content-type': 'application/json', 'stripe-signature': signatureOf(event) },
      });
      expect(res.statusCode).toBe(200);
    }
    await receiptsSent(viaStripe.app);
    const mails = await receipts(viaStripe.app, seller.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Your PartsYard receipt: $2.25 CAD');
    expect(mails[0]?.text).toContain('Payment reference: pi_for_cs_receipt_1');
    expect(mails[0]?.text).toContain('Tax: none charged');
    expect(mails[0]?.links[0]).toMatch(/^http:\/\/localhost:3000\/view\/\d+\/2012-/);
  });
});

describe('a waived fee', () => {
  it('takes no payment and mails no receipt', async () => {
    const seller = await createUser(local.app);
    localNow = new Date('2027-06-01T12:00:00Z');
    try {
      const { checkout } = await createPost(local.app, seller.cookie, { discountCode: 'PARTSYARD-LAUNCH' });
      expect(checkout.json().url).toMatch(/^\/success\?post_id=\d+$/);
    } finally {
      localNow = now;
    }
    await receiptsSent(local.app);
    expect(await receipts(local.app, seller.email)).toEqual([]);
  });
});
