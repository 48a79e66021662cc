import { ZIdParams } from '@common/contracts/admin';
import { ZRemoveReviewRequest, ZRemoveReviewResponse } from '@common/contracts/reviews';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminOf, adminOnly } from '../../plugins/auth-session';
import { errorResponses } from '../../plugins/error-responses';
import * as service from './service';

// An admin removes a review, with a reason written in the audit log.
export const reviewAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', adminOnly);
  app.post(
    '/api/admin/reviews/:id/remove',
    {
      schema: {
        tags: ['admin'],
        summary: 'Remove a review (it leaves every list and average); the reason goes to the audit log',
        params: ZIdParams,
        body: ZRemoveReviewRequest,
        response: {
          200: ZRemoveReviewResponse,
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (req) => service.removeReview(app, adminOf(req), req.params.id, req.body.reason),
  );
};
