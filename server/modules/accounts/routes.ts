import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TAuth } from './auth';

/** Mounts Better Auth's handler under /api/auth/*, turning Fastify requests into Fetch requests. */
export async function authRoutes(app: FastifyInstance, opts: { auth: TAuth }) {
  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    schema: { hide: true },
    handler: async (request: FastifyRequest, reply: FastifyReply) => {
      const url = new URL(request.url, opts.auth.options.baseURL);
      const headers = new Headers();
      for (const [key, value] of Object.entries(request.headers)) {
        if (value !== undefined) headers.append(key, Array.isArray(value) ? value.join(', ') : value);
      }
      const hasBody = request.method !== 'GET' && request.body !== undefined;
      const response = await opts.auth.handler(
        new Request(url, {
          method: request.method,
          headers,
          body: hasBody ? JSON.stringify(request.body) : undefined,
        }),
      );
      reply.status(response.status);
      response.headers.forEach((value, key) => {
        if (key !== 'set-cookie') reply.header(key, value);
      });
      for (const cookie of response.headers.getSetCookie()) reply.header('set-cookie', cookie);
      return reply.send(response.body ? await response.text() : null);
    },
  });
}
