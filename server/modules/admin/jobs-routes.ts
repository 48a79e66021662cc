import { ZJobParams, ZJobRetryResponse, ZJobsQuery, ZJobsResponse } from '@common/contracts/admin-jobs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminOf, adminOnly } from '../../plugins/auth-session';
import { errorResponses } from '../../plugins/error-responses';
import * as service from './jobs-service';

const errors = errorResponses(400, 401, 403);

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
        response: { 200: ZJobRetryResponse, ...errors, ...errorResponses(404, 409) },
      },
    },
    async (req) => service.retryJob(app, adminOf(req), req.params.id),
  );
};
