import { ZFavoriteToggleRequest, ZFavoriteToggleResponse } from '@common/contracts/favorites';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/auth-session';
import { ZErrorBody } from '../../plugins/error-handler';
import { toggleFavorite } from './service';

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
          200: ZFavoriteToggleResponse,
          400: ZErrorBody,
          401: ZErrorBody,
          403: ZErrorBody,
          404: ZErrorBody,
        },
      },
    },
    async (req) => toggleFavorite(app, await requireUser(req), req.body.post_id),
  );
};
