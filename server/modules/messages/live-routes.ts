import { LIVE_PATH, type TLiveEvent } from '@common/contracts/messages';
import { MESSAGES } from '@common/messages';
import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyPluginAsync } from 'fastify';
import { serverText } from '../../lib/i18n/server-text';
import { errorBody } from '../../plugins/error-handler';
import { trustedOriginsFor } from '../../plugins/trusted-origins';
import { LiveHub, SOCKETS_PER_SESSION } from './live-hub';
import * as repo from './repository';

declare module 'fastify' {
  interface FastifyRequest {
    liveUser?: { id: string; sessionId: string };
  }
}

const HEARTBEAT_MS = 30_000;

/**
 * /api/ws: the live side of messages. The upgrade is refused (401) without a session, (403) from
 * another site's page, since browsers send cookies with cross-site WebSocket handshakes, and (429)
 * when the session already holds SOCKETS_PER_SESSION sockets here. Messages reach every instance
 * through the database's notifications (LISTEN/NOTIFY).
 */
export const liveRoutes: FastifyPluginAsync = async (app) => {
  // Each push's delay from its notice's publishing goes to the metrics, through the app's events.
  const hub = new LiveHub(app, (kind, delayMs) => app.events.emit('livePushed', { kind, delayMs }));
  await app.realtime.listen(
    repo.LIVE_CHANNEL,
    (payload) => void hub.onNotice(payload),
    () => hub.resyncAll(),
  );
  const beat = setInterval(() => void hub.heartbeat(), HEARTBEAT_MS);
  beat.unref();
  app.addHook('onClose', async () => {
    clearInterval(beat);
    hub.closeAll();
  });

  app.get(
    LIVE_PATH,
    {
      websocket: true,
      schema: { hide: true },
      preValidation: async (req, reply) => {
        const origin = req.headers.origin;
        if (origin && !trustedOriginsFor(app.config, req).has(origin)) {
          return reply.status(403).send(errorBody('FORBIDDEN', serverText('errors.crossSite')));
        }
        const found = await app.auth.api.getSession({ headers: fromNodeHeaders(req.headers) });
        if (!found) return reply.status(401).send(errorBody('UNAUTHENTICATED', MESSAGES.signInRequired));
        if ((found.user as { banned?: boolean | null }).banned)
          return reply.status(403).send(errorBody('FORBIDDEN', MESSAGES.accountSuspended));
        if (hub.openFor(found.session.id) >= SOCKETS_PER_SESSION) {
          return reply
            .status(429)
            .send(
              errorBody(
                'RATE_LIMITED',
                serverText('errors.tooManyLiveConnections', { max: SOCKETS_PER_SESSION }),
              ),
            );
        }
        req.liveUser = { id: found.user.id, sessionId: found.session.id };
      },
    },
    (socket, req) => {
      const user = req.liveUser as { id: string; sessionId: string };
      // Concurrent upgrades of one session may all pass the check above: the hub refuses the excess.
      if (!hub.add(socket, user.id, req.headers, user.sessionId)) return;
      socket.on('message', (data) => {
        if (data.toString() === 'ping') socket.send(JSON.stringify({ type: 'pong' } satisfies TLiveEvent));
      });
      repo
        .unreadTotal(app.db, user.id)
        .then((unread_total) =>
          socket.send(JSON.stringify({ type: 'hello', unread_total } satisfies TLiveEvent)),
        )
        .catch((err: unknown) => app.log.error({ err }, 'live hello failed'));
    },
  );
};
