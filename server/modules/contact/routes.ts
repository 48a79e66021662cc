import { ZContactRequest, ZContactResponse } from '@common/contracts/contact';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../plugins/error-responses';
import * as service from './service';

export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/contact',
    {
      // A public form: limit per address so nobody fills the inbox.
      config: { rateLimit: { max: 5, timeWindow: '1 minute' } },
      schema: {
        tags: ['contact'],
        summary: 'Send a message to the PartsYard team',
        body: ZContactRequest,
        response: { 201: ZContactResponse, ...errorResponses(400, 429) },
      },
    },
    async (req, reply) => {
      const created = await service.submitContactMessage(app.db, req.body);
      return reply.status(201).send(created);
    },
  );
};
