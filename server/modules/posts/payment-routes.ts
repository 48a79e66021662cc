import { ZPostingTerms, ZSiteConfig } from '@common/contracts/posts';
import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  LOCALE_TAGS,
  languagePath,
  type TLanguage,
} from '@common/i18n/languages';
import { MESSAGES } from '@common/messages';
import { defaultDiscountCode, feesCharged } from '@common/rules/fees';
import { formatPrice } from '@common/rules/money';
import { pageTitle } from '@common/rules/page-title';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { escapeHtml } from '../../lib/html';
import { serverText, type TServerKey } from '../../lib/i18n/server-text';
import { translate } from '../../lib/i18n/translate';
import { sessionUser } from '../../plugins/auth-session';
import { errorBody } from '../../plugins/error-handler';
import { isCrossSite } from '../../plugins/origin-check';
import { applyPayment, localCheckoutCart } from './payment-service';

const ZRef = z.object({ ref: z.string().regex(/^local_[A-Za-z0-9_-]{10,}$/) });

// The test checkout speaks the seller's language: the checkout's address carries ?lang=fr for a
// French seller (the local adapter adds it), and its forms and redirects keep it.
const ZLang = z.object({ lang: z.enum(LANGUAGES).catch(DEFAULT_LANGUAGE).default(DEFAULT_LANGUAGE) });
const langOf = (query: unknown): TLanguage => ZLang.parse(query ?? {}).lang;
const langQuery = (language: TLanguage) => (language === DEFAULT_LANGUAGE ? '' : `?lang=${language}`);

// The site's no-referrer policy makes a browser send 'Origin: null' with a form post, which the
// origin rule refuses: this page's own Pay and Cancel name their origin (same-origin policy).
function page(title: string, body: string, language: TLanguage) {
  return `<!doctype html><html lang="${LOCALE_TAGS[language]}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="same-origin">
<title>${escapeHtml(pageTitle(title))}</title>
<style>body{font-family:system-ui,sans-serif;max-width:450px;margin:3rem auto;padding:0 1rem}button{font-size:1rem;padding:.6rem 1.2rem;margin-right:.5rem;border-radius:6px;border:1px solid #005377;cursor:pointer}.pay{background:#005377;color:#fff}.note{color:#555}</style>
</head><body><main>${body}</main></body></html>`;
}

const EXPIRED = MESSAGES.checkoutExpired;
const words = (key: TServerKey, language: TLanguage, params?: Record<string, unknown>) =>
  serverText(`checkout.page.${key}` as TServerKey, params, language);
/** '$1.20 CAD', in French '1,20 $ CAD': as every price reads. */
const amountIn = (fee: string, currency: string, language: TLanguage) =>
  formatPrice(Number(fee), currency, language);
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
    const cart = params.success ? await localCheckoutCart(app, params.data.ref) : undefined;
    const language = langOf(req.query);
    const w = (key: string, values?: Record<string, unknown>) => words(key as TServerKey, language, values);
    const link = (path: string) => escapeHtml(languagePath(path, language));
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    if (!cart)
      return reply
        .status(404)
        .send(
          page(
            w('errorTitle'),
            `<h1>${escapeHtml(w('notFound'))}</h1><p><a href="${link('/')}">${escapeHtml(w('home'))}</a></p>`,
            language,
          ),
        );
    if (isExpired(cart))
      return reply
        .status(409)
        .send(
          page(
            w('errorTitle'),
            `<h1>${escapeHtml(w('expired'))}</h1><p>${escapeHtml(translate(language, 'checkoutExpired'))}</p><p><a href="${link('/my-posts')}">${escapeHtml(w('myPosts'))}</a></p>`,
            language,
          ),
        );
    const ref = escapeHtml(cart.checkoutRef ?? '');
    const amount = escapeHtml(amountIn(cart.feeAmount ?? '0.00', cart.currency, language));
    const query = langQuery(language);
    return page(
      w('title'),
      `<h1>${escapeHtml(w('title'))}</h1><p class="note">${escapeHtml(w('note'))}</p>
<p>${escapeHtml(w('amountDue'))} <strong>${amount}</strong></p>
<form method="post" action="/checkout/local/${ref}/pay${query}"><button class="pay" type="submit">${escapeHtml(w('pay', { amount: amountIn(cart.feeAmount ?? '0.00', cart.currency, language) }))}</button></form>
<form method="post" action="/checkout/local/${ref}/cancel${query}"><button type="submit">${escapeHtml(w('cancel'))}</button></form>`,
      language,
    );
  });

  app.post('/checkout/local/:ref/:action', { schema: { hide: true } }, async (req, reply) => {
    // Pay and Cancel carry the seller's cookie: another site's form must not pay (the API's rule).
    if (isCrossSite(app.config, req)) {
      const language = langOf(req.query);
      const title = words('crossSiteTitle' as TServerKey, language);
      return reply
        .status(403)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(
          page(
            title,
            `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(words('crossSite' as TServerKey, language))}</p>`,
            language,
          ),
        );
    }
    const params = ZRef.extend({ action: z.enum(['pay', 'cancel']) }).safeParse(req.params);
    const cart = params.success ? await localCheckoutCart(app, params.data.ref) : undefined;
    if (!params.success || !cart)
      return reply.status(404).send(errorBody('NOT_FOUND', MESSAGES.cartNotFound));
    const user = await sessionUser(req);
    if (!user || user.id !== cart.userId)
      return reply.status(403).send(errorBody('FORBIDDEN', MESSAGES.notYourPost));
    const language = langOf(req.query);
    if (params.data.action === 'cancel') {
      return reply.redirect(
        `${languagePath(cart.renewsPostId ? '/my-posts' : '/create-post', language)}?cancelled=true`,
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
    return reply.redirect(`${languagePath('/success', language)}?session_id=${params.data.ref}`, 303);
  });
}
