import { ZLandingPage, ZLandingQuery } from '@common/contracts/landing';
import { ZSearchPage, ZSearchQuery } from '@common/contracts/search';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser, sessionUser } from '../../plugins/auth-session';
import { errorResponses } from '../../plugins/error-responses';
import { landingPage } from './landing';
import { searchPosts } from './service';

export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/posts/search',
    {
      schema: {
        tags: ['search'],
        summary: 'Live posts by year, vehicle, manufacturer, part, seller, keyword and distance, one page',
        querystring: ZSearchQuery,
        response: { 200: ZSearchPage, ...errorResponses(400) },
      },
    },
    async (req, reply) => {
      // A signed-in viewer's answer carries their favourites: it is theirs alone.
      const viewer = req.headers.cookie ? await sessionUser(req) : null;
      if (viewer) reply.header('cache-control', 'private, no-store');
      // A public read: the replica when there is one (the primary for a browser that wrote lately).
      // A seller's own list (search_user_id) is not widened: it is their posts or none.
      const widen = req.query.search_user_id === undefined;
      return searchPosts(app, req.query, { viewerId: viewer?.id, db: app.readDb(req), widen });
    },
  );

  app.get(
    '/api/posts/landing',
    {
      schema: {
        tags: ['search'],
        summary:
          'A landing page by make, model and part slugs: its names, search filters and narrower pages with live posts',
        querystring: ZLandingQuery,
        response: { 200: ZLandingPage, ...errorResponses(400, 404) },
      },
    },
    async (req, reply) => {
      // The same for everyone: counts a minute old are fine, and shared caches may keep them.
      reply.header('cache-control', 'public, max-age=60');
      return landingPage(app, req.query, app.readDb(req));
    },
  );

  app.get(
    '/api/favorites',
    {
      schema: {
        tags: ['favorites'],
        summary: "The signed-in user's favourited live posts (the search's paging, sort and location)",
        querystring: ZSearchQuery,
        response: { 200: ZSearchPage, ...errorResponses(400, 401) },
      },
    },
    async (req, reply) => {
      const user = await requireUser(req);
      reply.header('cache-control', 'private, no-store');
      // The user's own list: always the primary (a star just set must be there).
      return searchPosts(app, req.query, { viewerId: user.id, favoritedBy: user.id });
    },
  );
};
