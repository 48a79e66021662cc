import { ZExchangeRate, ZExchangeRateInput } from '@common/contracts/settings';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminOf, adminOnly } from '../../plugins/auth-session';
import { errorResponses } from '../../plugins/error-responses';
import * as service from './service';

// GET the USD/CAD rate: public, as every browser converts prices with it. Sent like the catalog
// lists: browsers keep it and revalidate on each use (a 304 while unchanged), so an admin's change
// shows on the next read everywhere, from any instance (each reads the database).
export const exchangeRateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/exchange-rate',
    {
      schema: {
        tags: ['settings'],
        summary: 'The USD/CAD rate prices are compared and converted at (CAD per 1 USD)',
        response: { 200: ZExchangeRate },
      },
    },
    async (req, reply) => {
      const rate = await service.getExchangeRate(app);
      const etag = `"rate-${rate.usd_cad}-${rate.default_usd_cad}-${rate.updated_at ?? 'default'}"`;
      reply.header('cache-control', 'public, no-cache').header('etag', etag);
      // A 304 is no response the schema lists (it has no body), so it is sent untyped, as catalog's.
      if (req.headers['if-none-match'] === etag) return (reply as FastifyReply).status(304).send();
      return rate;
    },
  );
};

// PUT the rate: admins only (401 to a visitor, 403 to a user), audited.
export const exchangeRateAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', adminOnly);
  app.put(
    '/api/admin/exchange-rate',
    {
      schema: {
        tags: ['admin'],
        summary: 'Set the USD/CAD rate (0.5 to 3 CAD per USD); every USD post is repriced in CAD at once',
        body: ZExchangeRateInput,
        response: { 200: ZExchangeRate, ...errorResponses(400, 401, 403) },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return service.setExchangeRate(app, adminOf(req), req.body.usd_cad);
    },
  );
};
