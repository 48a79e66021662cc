import { ZAdminListQuery, ZAdminReportsResponse, ZIdParams, ZResolveResponse } from '@common/contracts/admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminOf, adminOnly } from '../../plugins/auth-session';
import { errorResponses } from '../../plugins/error-responses';
import * as service from './admin-service';

const errors = errorResponses(400, 401, 403, 404, 409);

export const reportAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', adminOnly);
  app.get(
    '/api/admin/reports',
    {
      schema: {
        tags: ['admin'],
        summary: 'Reports: open ones newest first (status=open), or resolved ones (status=closed)',
        querystring: ZAdminListQuery,
        response: { 200: ZAdminReportsResponse, ...errors },
      },
    },
    async (req) => service.listReports(app, req.query.status, req.query.page),
  );
  app.post(
    '/api/admin/reports/:id/ignore',
    {
      schema: {
        tags: ['admin'],
        summary: 'Ignore Report: resolve it and leave the post as it is',
        params: ZIdParams,
        response: { 200: ZResolveResponse, ...errors },
      },
    },
    async (req) => service.ignoreReport(app, adminOf(req), req.params.id),
  );
};
