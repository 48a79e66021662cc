import {
  ZPushKeyResponse,
  ZPushSubscribed,
  ZPushSubscription,
  ZPushTestResponse,
  ZPushUnsubscribe,
} from '@common/contracts/push';
import { AppError } from '@common/errors';
import { MESSAGES } from '@common/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/auth-session';
import { errorResponses } from '../../plugins/error-responses';
import { takeFromWindow } from '../../plugins/user-limiter';
import type { TPushSender } from './sender';
import * as service from './service';

const errors = errorResponses(400, 401);
/** Test notifications a user may ask for per minute (each one reaches every device of theirs). */
const TESTS_PER_MINUTE = 5;

// Web Push: the public key for browsers to subscribe with, and a signed-in user's own devices.
export const pushRoutes: FastifyPluginAsyncZod<{ sender: TPushSender }> = async (app, { sender }) => {
  app.get(
    '/api/push/key',
    {
      schema: {
        tags: ['push'],
        summary:
          "The VAPID public key browsers subscribe with (PushManager.subscribe's applicationServerKey)",
        response: { 200: ZPushKeyResponse },
      },
    },
    async () => ({ public_key: sender.publicKey }),
  );

  app.post(
    '/api/push/subscriptions',
    {
      schema: {
        tags: ['push'],
        summary:
          "Keep this device's push subscription for the signed-in user (an endpoint seen before is taken over)",
        body: ZPushSubscription,
        response: { 200: ZPushSubscribed, ...errors },
      },
    },
    async (req) => service.subscribe(app, await requireUser(req), req.body, req.headers['user-agent'] ?? ''),
  );

  app.delete(
    '/api/push/subscriptions',
    {
      schema: {
        tags: ['push'],
        summary: "Forget one of the user's own push subscriptions, by endpoint",
        body: ZPushUnsubscribe,
        response: { 200: ZPushSubscribed, ...errors, ...errorResponses(404) },
      },
    },
    async (req) => service.unsubscribe(app, await requireUser(req), req.body.endpoint),
  );

  app.post(
    '/api/push/test',
    {
      schema: {
        tags: ['push'],
        summary: "Send a test notification to each of the user's devices; answers how many were sent",
        response: { 200: ZPushTestResponse, ...errorResponses(401, 429) },
      },
    },
    async (req) => {
      const me = await requireUser(req);
      const rate = await takeFromWindow(app.rateCounters, `push-test:${me.id}`, {
        max: TESTS_PER_MINUTE,
        windowMs: 60_000,
      });
      if (!rate.ok) {
        throw Object.assign(new AppError('RATE_LIMITED', MESSAGES.pushTestTooMany), {
          retryAfter: rate.retryAfterSeconds,
        });
      }
      return service.sendTest(sender, me, req.language);
    },
  );
};
