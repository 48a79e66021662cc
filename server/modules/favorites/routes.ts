import { ZFavoriteState, ZFavoriteStateParams, ZFavoriteToggleRequest } from '@common/contracts/favorites';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/auth-session';
import { errorResponses } from '../../plugins/error-responses';
import { favoriteState, toggleFavorite } from './service';

export const favoriteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/favorites/toggle',
    {
      schema: {
        tags: ['favorites'],
        summary:
          "Favourite another seller's live post, or stop (the row is deleted if it exists, else inserted)",
        body: ZFavoriteToggleRequest,
        response: {
          200: ZFavoriteState,
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (req) => toggleFavorite(app, await requireUser(req), req.body.post_id),
  );

  app.get(
    '/api/favorites/:post_id',
    {
      schema: {
        tags: ['favorites'],
        summary: "Whether the signed-in user has favourited this post (the post page's star)",
        params: ZFavoriteStateParams,
        response: { 200: ZFavoriteState, ...errorResponses(400, 401) },
      },
    },
    async (req, reply) => {
      const user = await requireUser(req);
      reply.header('cache-control', 'private, no-store');
      return favoriteState(app, user, req.params.post_id);
    },
  );
};
