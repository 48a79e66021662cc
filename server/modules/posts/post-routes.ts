import { ZInt, ZRowId } from '@common/contracts/ids';
import { ZDeletePostRequest, ZPhotoPosition, ZPost, ZPostPage, ZPostUpdate } from '@common/contracts/posts';
import { MESSAGES } from '@common/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser, sessionUser } from '../../plugins/auth-session';
import { errorResponses } from '../../plugins/error-responses';
import * as service from './post-service';
import { withUploadedPhoto } from './upload';

const ZId = z.object({ id: ZRowId('postIdInvalid') });
const ZImageParams = ZId.extend({ position: ZPhotoPosition });
const errors = errorResponses(400, 401, 403, 404, 409);
const photoErrors = { ...errors, ...errorResponses(413, 415, 422) };

export const postRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/posts/:id',
    {
      schema: {
        tags: ['posts'],
        summary: 'A post (live ones for everyone)',
        params: ZId,
        response: { 200: ZPost, ...errorResponses(404, 400) },
      },
    },
    // A public read: the replica when there is one (the primary for a browser that wrote lately).
    async (req) => service.viewPost(app, req.params.id, await sessionUser(req), app.readDb(req)),
  );

  app.put(
    '/api/posts/:id',
    {
      schema: {
        tags: ['posts'],
        summary: 'Edit a post (its seller; the price may not go up)',
        params: ZId,
        body: ZPostUpdate,
        response: { 200: ZPost, ...errors },
      },
    },
    async (req) => service.editPost(app, await requireUser(req), req.params.id, req.body),
  );

  app.post(
    '/api/posts/:id/images',
    {
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags: ['posts'],
        summary: 'Add a photo to a post (multipart "photo")',
        params: ZId,
        response: { 201: ZPost, ...photoErrors },
      },
    },
    async (req, reply) => {
      const user = await requireUser(req);
      const post = await withUploadedPhoto(req, (photo) =>
        service.addPostPhoto(app, user, req.params.id, photo),
      );
      return reply.status(201).send(post);
    },
  );

  app.delete(
    '/api/posts/:id/images/:position',
    { schema: { tags: ['posts'], params: ZImageParams, response: { 200: ZPost, ...errors } } },
    async (req) => service.removePostPhoto(app, await requireUser(req), req.params.id, req.params.position),
  );

  app.post(
    '/api/delete-post',
    {
      schema: {
        tags: ['posts'],
        summary:
          "Delete a post and its photos (its seller, or an admin; report_id resolves that report; an admin's reason is told to the seller)",
        body: ZDeletePostRequest,
        response: { 200: z.object({ message: z.string() }), ...errors },
      },
    },
    async (req) => {
      const { post_id, report_id, reason } = req.body;
      await service.deletePost(app, await requireUser(req), post_id, { reportId: report_id, reason });
      return { message: MESSAGES.postDeleted };
    },
  );

  app.post(
    '/api/posts/:id/sold',
    {
      schema: {
        tags: ['posts'],
        summary: 'Mark a post sold',
        params: ZId,
        response: { 200: ZPost, ...errors },
      },
    },
    async (req) => service.markSold(app, await requireUser(req), req.params.id),
  );

  app.post(
    '/api/posts/:id/renew',
    {
      schema: {
        tags: ['posts'],
        summary: 'Renew a post for a year through checkout',
        params: ZId,
        body: z.object({ discountCode: z.string().trim().max(50).optional().default('') }),
        response: { 200: z.object({ url: z.string() }), ...errors },
      },
    },
    async (req) =>
      service.renewPost(app, await requireUser(req), req.params.id, req.body.discountCode, req.language),
  );

  app.get(
    '/api/my-posts',
    {
      schema: {
        tags: ['posts'],
        summary: "The signed-in seller's posts, every state, 10 a page",
        querystring: z.object({ page: ZInt('pageInvalid', { max: 10_000 }).default(1) }),
        response: { 200: ZPostPage, ...errors },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return service.myPosts(app, await requireUser(req), req.query.page);
    },
  );
};
