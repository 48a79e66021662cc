import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { databaseAnswers } from '../../db/answers';
import { UNAVAILABLE_RETRY_SECONDS } from '../../plugins/error-handler';

// Liveness and readiness apart. Liveness (/api/health, and /api/health/live as before) says the
// process answers, whatever its dependencies: a probe that restarts the server uses it, since
// restarting every instance while the database is away would help nothing. Readiness
// (/api/health/ready) says whether this instance should get traffic, and lists the database, Redis
// (when REDIS_URL is set) and the photo storage. Without the database, or once draining (SIGTERM),
// it answers 503 and a load balancer sends traffic elsewhere; it turns ready again by itself.
// Redis or the storage away is 200 'degraded': every instance shares them, so a 503 would take
// the whole site out of the balancer, while the instance still serves everything but uploads
// (limits count per instance meanwhile). Monitoring alerts on 'degraded'.

/** The storage may take this long to answer before readiness counts it down. */
const STORAGE_CHECK_MS = 3_000;

const ZLive = z.object({ status: z.literal('ok') });
const ZReady = z.object({
  status: z.enum(['ok', 'degraded', 'unavailable', 'draining']),
  database: z.enum(['up', 'down']).optional(),
  redis: z.enum(['up', 'down', 'off']).optional(),
  storage: z.enum(['up', 'down']).optional(),
});

type TUpDown = 'up' | 'down';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const live = {
    schema: {
      tags: ['health'],
      summary: 'Liveness: the server process answers (whatever the database, Redis or storage)',
      response: { 200: ZLive },
    },
  };
  const alive = async () => ({ status: 'ok' as const });
  app.get('/api/health', live, alive);
  app.get('/api/health/live', live, alive);

  /** Resolves 'up' or 'down' (logged with its reason), never throws, within `ms` when given. */
  const probe = async (name: string, check: () => Promise<unknown>, ms?: number): Promise<TUpDown> => {
    let timer: NodeJS.Timeout | undefined;
    try {
      const late = new Promise<never>((_, reject) => {
        if (ms) timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
      });
      if ((await Promise.race([check(), late])) === false) throw new Error('no answer');
      return 'up';
    } catch (err) {
      app.log.warn({ err, dependency: name }, `readiness: ${name} unavailable`);
      return 'down';
    } finally {
      clearTimeout(timer);
    }
  };

  app.get(
    '/api/health/ready',
    {
      schema: {
        tags: ['health'],
        summary:
          'Readiness: 200 while the database answers and the server is not stopping (Redis or storage away: 200 degraded); else 503',
        response: { 200: ZReady, 503: ZReady },
      },
    },
    async (_req, reply) => {
      reply.header('cache-control', 'no-store');
      // Stopping (SIGTERM): requests in flight are still answered, new traffic should go elsewhere.
      if (app.draining) {
        reply.header('retry-after', String(UNAVAILABLE_RETRY_SECONDS));
        return reply.status(503).send({ status: 'draining' });
      }
      const redis = app.redis;
      const [database, redisState, storage] = await Promise.all([
        probe('database', () => databaseAnswers(app.db)),
        redis ? probe('redis', () => redis.ping()) : ('off' as const),
        probe('storage', () => app.storage.check(), STORAGE_CHECK_MS),
      ]);
      const body = { database, redis: redisState, storage };
      if (database === 'up') {
        const degraded = redisState === 'down' || storage === 'down';
        return { status: degraded ? ('degraded' as const) : ('ok' as const), ...body };
      }
      reply.header('retry-after', String(UNAVAILABLE_RETRY_SECONDS));
      return reply.status(503).send({ status: 'unavailable', ...body });
    },
  );
};
