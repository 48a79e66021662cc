import {
  ZAnswerReviewRequest,
  ZCreateReviewRequest,
  ZEligibilityQuery,
  ZReputation,
  ZReview,
  ZReviewEligibility,
  ZReviewIdParams,
  ZUpdateReviewRequest,
  ZUserReviewsQuery,
  ZUserReviewsResponse,
} from '@common/contracts/reviews';
import { ZUserIdParams } from '@common/contracts/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/auth-session';
import { errorResponses } from '../../plugins/error-responses';
import * as service from './service';

const errors = errorResponses(400, 401, 403, 404, 409);

// Reviews between the two sides of a conversation about a post, and a user's reputation.
export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/reviews',
    {
      schema: {
        tags: ['reviews'],
        summary:
          'Rate the other side of a conversation about a post (both wrote in it): 1-5 stars and up to 500 characters, once per post',
        body: ZCreateReviewRequest,
        response: { 201: ZReview, ...errors },
      },
    },
    async (req, reply) => {
      const review = await service.createReview(app, await requireUser(req), req.body);
      return reply.code(201).send(review);
    },
  );

  app.patch(
    '/api/reviews/:id',
    {
      schema: {
        tags: ['reviews'],
        summary: 'Change your review (rating, text or both) within 7 days of writing it',
        params: ZReviewIdParams,
        body: ZUpdateReviewRequest,
        response: { 200: ZReview, ...errors },
      },
    },
    async (req) => service.updateReview(app, await requireUser(req), req.params.id, req.body),
  );

  app.post(
    '/api/reviews/:id/answer',
    {
      schema: {
        tags: ['reviews'],
        summary: 'The rated user answers a review of them, once and in public (up to 500 characters)',
        params: ZReviewIdParams,
        body: ZAnswerReviewRequest,
        response: { 200: ZReview, ...errors },
      },
    },
    async (req) => service.answerReview(app, await requireUser(req), req.params.id, req.body.text),
  );

  app.get(
    '/api/reviews/eligibility',
    {
      schema: {
        tags: ['reviews'],
        summary:
          'May the signed-in user rate this user for this post (Rate), or change the review they wrote (Edit)?',
        querystring: ZEligibilityQuery,
        response: { 200: ZReviewEligibility, ...errors },
      },
    },
    async (req, reply) => {
      const me = await requireUser(req);
      reply.header('cache-control', 'no-store');
      return service.eligibility(app, me, req.query.with, req.query.post_id);
    },
  );

  app.get(
    '/api/users/:id/reviews',
    {
      schema: {
        tags: ['reviews'],
        summary: "A user's reviews, newest first, 10 a page (removed ones left out)",
        params: ZUserIdParams,
        querystring: ZUserReviewsQuery,
        response: { 200: ZUserReviewsResponse, ...errorResponses(400, 404) },
      },
    },
    // Public reads: the replica when there is one (the primary for a browser that wrote lately).
    async (req) => service.userReviews(app.readDb(req), req.params.id, req.query.page),
  );

  app.get(
    '/api/users/:id/reputation',
    {
      schema: {
        tags: ['reviews'],
        summary:
          "A user's reputation: average rating and count, latest 3 reviews, member since, email verified, posts sold, usual answer time",
        params: ZUserIdParams,
        response: { 200: ZReputation, ...errorResponses(400, 404) },
      },
    },
    async (req) => service.reputation(app.readDb(req), req.params.id, app.clock()),
  );
};
