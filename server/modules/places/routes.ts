import { ZPlaceQuery, ZPlaceSuggestions } from '@common/contracts/accounts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../plugins/error-responses';

const SUGGESTIONS = 8;

export const placesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/places',
    {
      // Public (sign-up, a buyer typing a postal code) and called as people type (debounced):
      // generous for a person, a ceiling for a script, and a shield for an external geocoder.
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: {
        tags: ['places'],
        summary: 'Address suggestions for a street, city or postal code as typed',
        querystring: ZPlaceQuery,
        response: { 200: ZPlaceSuggestions, ...errorResponses(400, 429) },
      },
    },
    async (req, reply) => {
      const suggestions = await app.geocoder.suggest(req.query.q, SUGGESTIONS);
      // The same text gives the same places: browsers and proxies may keep the answer.
      return reply.header('cache-control', 'public, max-age=3600').send(suggestions);
    },
  );
};
