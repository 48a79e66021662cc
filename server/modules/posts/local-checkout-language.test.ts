import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/accounts';
import { createPost } from '../../test/posts';
import { createTestApp, type TTestApp } from '../../test/test-app';

// The built-in test checkout (no STRIPE_SECRET_KEY) in the seller's language: a French
// seller's checkout page, its Pay and Cancel, and the pages they lead back to are French; an
// English seller's are in English.

let t: TTestApp;
let seller: { cookie: string };
beforeAll(async () => {
  // A date when fees are charged (the launch offer is over), so a checkout page is made.
  t = await createTestApp({}, {}, { clock: () => new Date('2029-01-15T10:00:00Z') });
  seller = await createUser(t.app, { username: 'localseller' });
});
afterAll(() => t.close());

async function checkoutPage(language?: 'fr') {
  const { cartId } = await createPost(t.app, seller.cookie, { discountCode: '', change: { price: 40 } });
  // createPost opened an English checkout: once it is over, the next one is asked in `language`.
  await t.app.db.execute(
    sql`UPDATE carts SET checkout_expires_at = now() - interval '1 minute' WHERE id = ${cartId}`,
  );
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/create-checkout-session',
    headers: { cookie: seller.cookie, ...(language ? { 'accept-language': 'fr-CA' } : {}) },
    payload: { id: cartId, currency: 'cad', discountCode: '' },
  });
  expect(res.statusCode, res.body).toBe(200);
  return new URL(res.json().url as string);
}

describe('the test checkout page', () => {
  it('is French for a French seller, and its Pay and Cancel lead back to French pages', async () => {
    const url = await checkoutPage('fr');
    expect(url.search).toBe('?lang=fr');
    const page = await t.app.inject({ method: 'GET', url: url.pathname + url.search });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="fr-CA">');
    expect(page.body).toContain('<h1>Paiement d&#39;essai</h1>');
    expect(page.body).toContain('Montant dû\u00a0: <strong>1,20\u00a0$ CAD</strong>');
    expect(page.body).toContain('>Payer 1,20\u00a0$ CAD</button>');
    expect(page.body).toContain('>Annuler</button>');
    const cancel = await t.app.inject({
      method: 'POST',
      url: `${url.pathname}/cancel?lang=fr`,
      headers: { cookie: seller.cookie, 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(cancel.statusCode).toBe(303);
    expect(cancel.headers.location).toBe('/fr/create-post?cancelled=true');
    const pay = await t.app.inject({
      method: 'POST',
      url: `${url.pathname}/pay?lang=fr`,
      headers: { cookie: seller.cookie, 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(pay.statusCode, pay.body).toBe(303);
    expect(pay.headers.location).toMatch(/^\/fr\/success\?session_id=local_/);
  });

  it('is English as before for an English seller', async () => {
    const url = await checkoutPage();
    expect(url.search).toBe('');
    const page = await t.app.inject({ method: 'GET', url: url.pathname });
    expect(page.body).toContain('<html lang="en-CA">');
    expect(page.body).toContain('<h1>Test checkout</h1>');
    expect(page.body).toContain('Amount due: <strong>$1.20 CAD</strong>');
    expect(page.body).toContain('>Pay $1.20 CAD</button>');
    const missing = await t.app.inject({
      method: 'GET',
      url: '/checkout/local/local_nosuchcheckout1?lang=fr',
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<h1>Paiement introuvable</h1>');
  });
});
