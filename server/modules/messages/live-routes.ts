import { LIVE_PATH, type TLiveEvent } from '@common/contracts/messages';
import { MESSAGES } from '@common/messages';
import type { FastifyPluginAsync } from 'fastify';
import { sessionUser, type TSessionUser } from '../../plugins/auth-session';
import { errorBody } from '../../plugins/error-handler';
import { LiveHub } from './live-hub';
import * as repo from './repository';

declare module 'fastify' {
  interface FastifyRequest {
    liveUser?: TSessionUser;
  }
}

const HEARTBEAT_MS = 30_000;

/**
 * /api/ws: the live side of messages. The upgrade is refused (401) without a session and (403) from
 * another site's page, since browsers send cookies with cross-site WebSocket handshakes. Messages
 * reach every instance through the database's notifications (LISTEN/NOTIFY).
 */
export const liveRoutes: FastifyPluginAsync = async (app) => {
  const hub = new LiveHub(app);
  const trusted = new Set(app.auth.options.trustedOrigins as string[]);
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
        if (origin && !trusted.has(origin)) {
          return reply.status(403).send(errorBody('FORBIDDEN', 'Cross-site request refused.'));
        }
        const user = await sessionUser(req);
        if (!user) return reply.status(401).send(errorBody('UNAUTHENTICATED', MESSAGES.signInRequired));
        req.liveUser = user;
      },
    },
    (socket, req) => {
      const user = req.liveUser as TSessionUser;
      hub.add(socket, user.id, req.headers);
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
