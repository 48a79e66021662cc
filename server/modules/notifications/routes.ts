import {
  ZNoticeParamsPath,
  ZNoticesPage,
  ZNoticesQuery,
  ZUnreadNotices,
} from '@common/contracts/notifications';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/auth-session';
import { errorResponses } from '../../plugins/error-responses';
import { listNotices, markAllNoticesRead, markNoticeRead, unreadCount } from './service';

/** The notification centre: the signed-in user's notices and the bell's count. */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/notifications',
    {
      schema: {
        tags: ['notifications'],
        summary: "The signed-in user's notices, newest first, 20 a page",
        querystring: ZNoticesQuery,
        response: { 200: ZNoticesPage, ...errorResponses(400, 401) },
      },
    },
    async (req, reply) => {
      const user = await requireUser(req);
      reply.header('cache-control', 'private, no-store');
      return listNotices(app, user, req.query.page ?? 1);
    },
  );

  app.get(
    '/api/notifications/unread',
    {
      schema: {
        tags: ['notifications'],
        summary: "How many of the signed-in user's notices are unread (the bell's count)",
        response: { 200: ZUnreadNotices, ...errorResponses(401) },
      },
    },
    async (req, reply) => {
      const user = await requireUser(req);
      reply.header('cache-control', 'private, no-store');
      return unreadCount(app, user);
    },
  );

  app.post(
    '/api/notifications/:id/read',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Mark one of my notices read',
        params: ZNoticeParamsPath,
        response: { 200: ZUnreadNotices, ...errorResponses(400, 401, 404) },
      },
    },
    async (req) => markNoticeRead(app, await requireUser(req), req.params.id),
  );

  app.post(
    '/api/notifications/read-all',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Mark all my notices read',
        response: { 200: ZUnreadNotices, ...errorResponses(401) },
      },
    },
    async (req) => markAllNoticesRead(app, await requireUser(req)),
  );
};
