import {
  ZAdminListQuery,
  ZContactMessagesResponse,
  ZIdParams,
  ZResolveResponse,
} from '@common/contracts/admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminOf, adminOnly } from '../../plugins/auth-session';
import { errorResponses } from '../../plugins/error-responses';
import * as service from './admin-service';

const errors = errorResponses(400, 401, 403, 404, 409);

// The admins' inbox of the contact form.
export const contactAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', adminOnly);
  app.get(
    '/api/admin/contact-messages',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Contact form messages: open ones newest first (status=open), or handled ones (status=closed)',
        querystring: ZAdminListQuery,
        response: { 200: ZContactMessagesResponse, ...errors },
      },
    },
    async (req) => service.listInbox(app, req.query.status, req.query.page),
  );
  app.post(
    '/api/admin/contact-messages/:id/handled',
    {
      schema: {
        tags: ['admin'],
        summary: 'Mark a contact message handled',
        params: ZIdParams,
        response: { 200: ZResolveResponse, ...errors },
      },
    },
    async (req) => service.markHandled(app, adminOf(req), req.params.id),
  );
};
