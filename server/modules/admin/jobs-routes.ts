import { ZJobParams, ZJobRetryResponse, ZJobsQuery, ZJobsResponse } from '@common/contracts/admin-jobs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminOf, adminOnly } from '../../plugins/auth-session';
import { ZErrorBody } from '../../plugins/error-handler';
import * as service from './jobs-service';

const errors = { 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody } as const;

// The background jobs, for admins: counts per queue and state, recent jobs, retrying a failed one.
export const jobsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', adminOnly);
  app.get(
    '/api/admin/jobs',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Background jobs: each queue by state, and the most recent jobs (a failed one with its error)',
        querystring: ZJobsQuery,
        response: { 200: ZJobsResponse, ...errors },
      },
    },
    async (req) => service.listJobs(app, req.query),
  );
  app.post(
    '/api/admin/jobs/:id/retry',
    {
      schema: {
        tags: ['admin'],
        summary: 'Queue a failed job again (audited)',
        params: ZJobParams,
        response: { 200: ZJobRetryResponse, ...errors, 404: ZErrorBody, 409: ZErrorBody },
      },
    },
    async (req) => service.retryJob(app, adminOf(req), req.params.id),
  );
};
