import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { databaseAnswers } from '../../plugins/dependency-errors';
import { UNAVAILABLE_RETRY_SECONDS } from '../../plugins/error-handler';

const ZHealth = z.object({ status: z.enum(['ok', 'unavailable']), database: z.enum(['up', 'down']) });

/**
 * Readiness: 200 while the database answers (within 3 s), 503 with Retry-After while it is away, so
 * a load balancer sends traffic elsewhere; it turns ready again by itself once the database is back.
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  // Liveness: the process answers. A probe that restarts the server must use this one, not the
  // readiness check: restarting every instance while the database is away would help nothing.
  app.get(
    '/api/health/live',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness: the server process answers (whatever the database)',
        response: { 200: z.object({ status: z.literal('ok') }) },
      },
    },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/api/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Readiness: the server and its database answer',
        response: { 200: ZHealth, 503: ZHealth },
      },
    },
    async (req, reply) => {
      if (await databaseAnswers(app.db)) return { status: 'ok' as const, database: 'up' as const };
      req.log.warn('health check: database unreachable');
      reply.header('retry-after', String(UNAVAILABLE_RETRY_SECONDS));
      return reply.status(503).send({ status: 'unavailable', database: 'down' });
    },
  );
};
