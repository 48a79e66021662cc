import { ZRowId } from '@common/contracts/ids';
import { ZCart, ZCheckoutRequest, ZPhotoPosition, ZPostInput } from '@common/contracts/posts';
import { AppError } from '@common/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../plugins/auth-session';
import { ZErrorBody } from '../../plugins/error-handler';
import { errorResponses } from '../../plugins/error-responses';
import { returnOriginFor } from '../../plugins/trusted-origins';
import * as service from './cart-service';
import { sessionPayment } from './payment-service';
import { withUploadedPhoto } from './upload';

const ZCartParams = z.object({ id: ZRowId('idInvalid') });
const ZImageParams = ZCartParams.extend({ position: ZPhotoPosition });
const errors = errorResponses(400, 401, 403, 404, 409);
const ZSessionParams = z.object({ ref: z.string().min(1).max(255) });
const ZSessionPayment = z.object({
  status: z.enum(['pending', 'paid', 'refunded']),
  reason: z.enum(['cart_missing', 'cart_already_paid', 'post_sold', 'post_missing']).nullable(),
  post_id: z.number().int().nullable(),
});
const ZCheckoutError = ZErrorBody.extend({ error: z.string().optional() });
const photoErrors = { ...errors, ...errorResponses(413, 415, 422) };

export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/carts',
    {
      schema: {
        tags: ['posts'],
        summary: 'Start a new post (the pending cart that checkout publishes)',
        body: ZPostInput,
        response: { 201: ZCart, ...errors },
      },
    },
    async (req, reply) => {
      const user = await requireUser(req);
      return reply.status(201).send(await service.createCart(app, user, req.body));
    },
  );

  app.get(
    '/api/carts/:id',
    { schema: { tags: ['posts'], params: ZCartParams, response: { 200: ZCart, ...errors } } },
    async (req) => service.getCart(app, await requireUser(req), req.params.id),
  );

  app.post(
    '/api/carts/:id/images',
    {
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags: ['posts'],
        summary: 'Add a photo (multipart field "photo": PNG or JPEG, 50 MB at most, 4 per post)',
        params: ZCartParams,
        response: { 201: ZCart, ...photoErrors },
      },
    },
    async (req, reply) => {
      const user = await requireUser(req);
      await service.ownCart(app, user, req.params.id);
      const cart = await withUploadedPhoto(req, (photo) =>
        service.addCartPhoto(app, user, req.params.id, photo),
      );
      return reply.status(201).send(cart);
    },
  );

  app.delete(
    '/api/carts/:id/images/:position',
    { schema: { tags: ['posts'], params: ZImageParams, response: { 200: ZCart, ...errors } } },
    async (req) => service.removeCartPhoto(app, await requireUser(req), req.params.id, req.params.position),
  );

  app.get(
    '/api/checkout-sessions/:ref',
    {
      schema: {
        tags: ['posts'],
        summary:
          "What became of the seller's checkout session: pending, paid (and the post it published), or refunded (and why)",
        params: ZSessionParams,
        response: { 200: ZSessionPayment, ...errors },
      },
    },
    async (req) => sessionPayment(app, await requireUser(req), req.params.ref),
  );

  app.post(
    '/api/create-checkout-session',
    {
      schema: {
        tags: ['posts'],
        summary:
          "Pay for a cart: {url} to go to (the provider's checkout, or when the fee is waived /success?post_id={the new post}; /my-posts for a renewal)",
        body: ZCheckoutRequest,
        response: {
          200: z.object({ url: z.string() }),
          400: ZCheckoutError,
          401: ZCheckoutError,
          403: ZCheckoutError,
          404: ZCheckoutError,
          409: ZCheckoutError,
        },
      },
    },
    async (req, reply) => {
      try {
        const user = await requireUser(req);
        return await service.startCheckout(
          app,
          user,
          req.body,
          returnOriginFor(app.config, req),
          req.language,
        );
      } catch (err) {
        // docs/PRODUCT.md §7: the answer is {url} or {error}; our error body comes along.
        if (err instanceof AppError) {
          const body = {
            statusCode: err.statusCode,
            code: err.code,
            message: err.message,
            error: err.message,
          };
          return reply.code(err.statusCode as 400).send(body);
        }
        throw err;
      }
    },
  );
};
