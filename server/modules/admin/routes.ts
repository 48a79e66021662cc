import { ADMIN_PAGE_SIZE, ZAuditQuery, ZAuditResponse } from '@common/contracts/admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminOnly } from '../../plugins/auth-session';
import { errorResponses } from '../../plugins/error-responses';
import * as repo from './repository';

// The audit log, read by admins (every admin action writes to it in its own transaction).
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', adminOnly);
  app.get(
    '/api/admin/audit',
    {
      schema: {
        tags: ['admin'],
        summary: 'The audit log of admin actions, newest first',
        querystring: ZAuditQuery,
        response: { 200: ZAuditResponse, ...errorResponses(400, 401, 403) },
      },
    },
    async (req) => {
      const { page } = req.query;
      const rows = await repo.listAudit(app.db, (page - 1) * ADMIN_PAGE_SIZE, ADMIN_PAGE_SIZE);
      return {
        entries: rows.slice(0, ADMIN_PAGE_SIZE).map((r) => ({
          ...r,
          id: Number(r.id),
          created_at: new Date(r.created_at).toISOString(),
        })),
        page,
        has_more: rows.length > ADMIN_PAGE_SIZE,
      };
    },
  );
};
