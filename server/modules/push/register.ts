import type { Agent } from 'node:https';
import type { FastifyInstance } from 'fastify';
import { pushRoutes } from './routes';
import { createPushSender, type TPushSender } from './sender';
import { notifyMessage } from './service';
import { loadVapidKeys } from './vapid';

declare module 'fastify' {
  interface FastifyInstance {
    /** Web Push to a user's devices (messages now; alerts can reuse it). */
    push: TPushSender;
  }
}

/** Web Push: the sender (keys from the environment or DATA_DIR), its routes, and a push per new message. */
export async function registerPush(app: FastifyInstance, opts: { agent?: Agent } = {}) {
  const sender = createPushSender({
    db: app.db,
    log: app.log,
    clock: app.clock,
    keys: loadVapidKeys(app.config),
    subject: app.config.vapidSubject,
    agent: opts.agent,
  });
  app.decorate('push', sender);
  app.events.on('messageSent', (msg) => notifyMessage(app, sender, msg));
  await app.register(pushRoutes, { sender });
}
