import { ZPostingTerms, ZSiteConfig } from '@common/contracts/posts';
import { MESSAGES } from '@common/messages';
import { defaultDiscountCode, feesCharged } from '@common/rules/fees';
import { pageTitle } from '@common/rules/page-title';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { escapeHtml } from '../../lib/html';
import { sessionUser } from '../../plugins/auth-session';
import { errorBody } from '../../plugins/error-handler';
import { findCartByRef } from './cart-repository';
import { applyPayment } from './payment-service';

const ZRef = z.object({ ref: z.string().regex(/^local_[A-Za-z0-9_-]{10,}$/) });

function page(title: string, body: string) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(pageTitle(title))}</title>
<style>body{font-family:system-ui,sans-serif;max-width:450px;margin:3rem auto;padding:0 1rem}button{font-size:1rem;padding:.6rem 1.2rem;margin-right:.5rem;border-radius:6px;border:1px solid #005377;cursor:pointer}.pay{background:#005377;color:#fff}.note{color:#555}</style>
</head><body><main>${body}</main></body></html>`;
}

const EXPIRED = MESSAGES.checkoutExpired;
/** Like a provider's session, a test checkout takes no payment after it expired (real time). */
const isExpired = (cart: { status: string; checkoutExpiresAt: Date | null }) =>
  cart.status === 'pending' &&
  cart.checkoutExpiresAt !== null &&
  cart.checkoutExpiresAt.getTime() <= Date.now();

/** Payment endpoints: Stripe's webhook, the built-in test checkout, and what the post form needs to know. */
export async function paymentRoutes(app: FastifyInstance) {
  // The test checkout's Pay and Cancel are plain HTML forms; their bodies carry nothing we need.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, _body, done) =>
    done(null, {}),
  );
  app.get(
    '/api/posting-terms',
    {
      schema: {
        tags: ['posts'],
        summary: 'Whether fees are charged now, and the pre-filled discount code',
        response: { 200: ZPostingTerms },
      },
    },
    async () => {
      const now = app.clock();
      return { feesCharged: feesCharged(now), discountCode: defaultDiscountCode(now) };
    },
  );

  app.get(
    '/api/site-config',
    { schema: { tags: ['posts'], summary: 'Map tiles for the post page', response: { 200: ZSiteConfig } } },
    async () => ({
      tileUrl: app.config.tileUrl,
      tileAttribution: app.config.tileAttribution,
    }),
  );

  // Stripe signs the raw body: this plugin keeps JSON bodies as bytes.
  await app.register(async (raw) => {
    raw.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) =>
      done(null, body),
    );
    raw.post(
      '/api/payments/webhook',
      { schema: { hide: true }, config: { rateLimit: false } },
      async (req, reply) => {
        if (app.payments.kind !== 'stripe')
          return reply.status(404).send(errorBody('NOT_FOUND', 'No payment webhooks here.'));
        const signature = String(req.headers['stripe-signature'] ?? '');
        let event: ReturnType<typeof app.payments.parseWebhook>;
        try {
          event = app.payments.parseWebhook(req.body as Buffer, signature);
        } catch {
          return reply.status(400).send(errorBody('BAD_REQUEST', 'The webhook signature does not verify.'));
        }
        // 2xx only once the outcome (post, renewal or refund) is committed; a failure answers 5xx
        // and Stripe delivers the event again. A replay or a refunded payment is answered 2xx.
        if (event) {
          const result = await applyPayment(app, event);
          req.log.info({ cartId: event.cartId, result }, 'payment completed');
        }
        return { received: true };
      },
    );
  });

  app.get('/checkout/local/:ref', { schema: { hide: true } }, async (req, reply) => {
    const params = ZRef.safeParse(req.params);
    const cart = params.success ? await findCartByRef(app.db, params.data.ref) : undefined;
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    if (!cart)
      return reply
        .status(404)
        .send(page('Checkout', '<h1>Checkout not found</h1><p><a href="/">Home</a></p>'));
    if (isExpired(cart))
      return reply
        .status(409)
        .send(
          page(
            'Checkout',
            `<h1>Checkout expired</h1><p>${EXPIRED}</p><p><a href="/my-posts">My Posts</a></p>`,
          ),
        );
    const ref = escapeHtml(cart.checkoutRef ?? '');
    const amount = `$${escapeHtml(cart.feeAmount ?? '0.00')} ${cart.currency}`;
    return page(
      'Test checkout',
      `<h1>Test checkout</h1><p class="note">This is PartsYard's built-in test payment page (no card is charged). Set STRIPE_SECRET_KEY to take real payments.</p>
<p>Amount due: <strong>${amount}</strong></p>
<form method="post" action="/checkout/local/${ref}/pay"><button class="pay" type="submit">Pay ${amount}</button></form>
<form method="post" action="/checkout/local/${ref}/cancel"><button type="submit">Cancel</button></form>`,
    );
  });

  app.post('/checkout/local/:ref/:action', { schema: { hide: true } }, async (req, reply) => {
    const params = ZRef.extend({ action: z.enum(['pay', 'cancel']) }).safeParse(req.params);
    const cart = params.success ? await findCartByRef(app.db, params.data.ref) : undefined;
    if (!params.success || !cart)
      return reply.status(404).send(errorBody('NOT_FOUND', MESSAGES.cartNotFound));
    const user = await sessionUser(req);
    if (!user || user.id !== cart.userId)
      return reply.status(403).send(errorBody('FORBIDDEN', MESSAGES.notYourPost));
    if (params.data.action === 'cancel') {
      return reply.redirect(
        cart.renewsPostId ? '/my-posts?cancelled=true' : '/create-post?cancelled=true',
        303,
      );
    }
    if (isExpired(cart)) return reply.status(409).send(errorBody('CONFLICT', EXPIRED));
    await applyPayment(app, {
      provider: 'local',
      eventId: `local:${params.data.ref}`,
      type: 'checkout.session.completed',
      cartId: cart.id,
      sessionRef: params.data.ref,
    });
    return reply.redirect(`/success?session_id=${params.data.ref}`, 303);
  });
}
