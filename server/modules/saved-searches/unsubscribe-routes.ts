import { ZUnsubscribeDone, ZUnsubscribeInfo, ZUnsubscribeQuery } from '@common/contracts/alerts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../plugins/error-responses';
import { describeUnsubscribe, unsubscribe } from './alerts';

/**
 * The alert emails' unsubscribe link, without signing in (RFC 8058): an email client's one-click
 * POST (body 'List-Unsubscribe=One-Click', form-encoded) or the app's /unsubscribe page.
 */
export const unsubscribeRoutes: FastifyPluginAsyncZod = async (app) => {
  // Only here: the one-click body is form-encoded; its content does not matter, the token does.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  app.get(
    '/api/alerts/unsubscribe',
    {
      schema: {
        tags: ['saved searches'],
        summary: "What an alert email's unsubscribe link stops (no sign-in: the token is the key)",
        querystring: ZUnsubscribeQuery,
        response: { 200: ZUnsubscribeInfo, ...errorResponses(400, 404) },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return describeUnsubscribe(app, req.query.token, req.query.scope === 'digest');
    },
  );

  app.post(
    '/api/alerts/unsubscribe',
    {
      schema: {
        tags: ['saved searches'],
        summary: 'Stop the alerts of an email (one click, RFC 8058; no sign-in)',
        querystring: ZUnsubscribeQuery,
        response: { 200: ZUnsubscribeDone, ...errorResponses(400, 404) },
      },
    },
    async (req) => unsubscribe(app, req.query.token, req.query.scope === 'digest'),
  );
};
