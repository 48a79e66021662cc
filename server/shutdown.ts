import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { TDatabase } from './db/client';

// A clean stop on SIGTERM/SIGINT, within a time limit: no request that reached us is cut off, and
// the database is closed after the last write.

export interface TShutdownOptions {
  app: FastifyInstance;
  database: TDatabase;
  /** After this many seconds the process exits anyway, with 1. */
  timeoutSeconds: number;
  /** Seconds to keep accepting while readiness answers 503 before the listener closes (0: at once). */
  drainSeconds?: number;
  /** Stops the background jobs; resolves once a run in progress has finished. */
  stopJobs: () => Promise<void>;
}

/**
 * A request already on its way over an idle keep-alive connection when the signal comes is still
 * read and answered within this time; connections idle for all of it are then closed.
 */
const KEEP_ALIVE_GRACE_MS = 1000;
/** A live socket that has not finished its close handshake by then is cut. */
const SOCKET_CLOSE_MS = 2000;

/**
 * Installs the SIGTERM/SIGINT handlers (call before listen). On a signal: stop accepting connections,
 * tell live sockets the server is going away (1001), answer what arrives on open connections with
 * `Connection: close`, close idle ones after a short grace, wait for the requests in flight and the
 * job in progress, close the database, exit 0. Past the limit: a log line and exit 1.
 */
export function installShutdown(opts: TShutdownOptions): void {
  const { app } = opts;
  // Every answer from now on ends its connection, so keep-alive clients move on.
  app.addHook('onSend', async (_req, reply) => {
    if (app.draining) reply.header('connection', 'close');
  });

  const shutdown = async (signal: NodeJS.Signals) => {
    if (app.draining) return;
    // Readiness answers 503 from now on (modules/health).
    app.draining = true;
    const started = Date.now();
    // The limit first: nothing below (not even a log line to a closed pipe) can keep the process alive.
    setTimeout(() => {
      quietly(() =>
        app.log.error(
          { signal, seconds: opts.timeoutSeconds },
          `shutdown did not finish within SHUTDOWN_TIMEOUT (${opts.timeoutSeconds} s): exiting anyway`,
        ),
      );
      process.exit(1);
    }, opts.timeoutSeconds * 1000);
    try {
      quietly(() => app.log.info({ signal, timeoutSeconds: opts.timeoutSeconds }, 'shutting down'));
      const jobs = opts.stopJobs();
      // A load balancer that polls readiness (Kubernetes, a cloud balancer) notices the 503 only at
      // its next poll, and may send new connections until then: they are still accepted and answered.
      const drainMs = (opts.drainSeconds ?? 0) * 1000;
      if (drainMs > 0) await new Promise((resolve) => setTimeout(resolve, drainMs));
      // New connections are refused from here on. (http.Server#close would also drop idle keep-alive
      // connections at once, resetting a request already sent over one: that comes after the grace.)
      net.Server.prototype.close.call(app.server);
      for (const socket of app.websocketServer?.clients ?? []) {
        socket.close(1001, 'server shutting down');
        setTimeout(() => socket.terminate(), SOCKET_CLOSE_MS).unref();
      }
      await whileConnected(app, KEEP_ALIVE_GRACE_MS);
      // Fastify: close idle connections, wait for the requests in flight, run the onClose hooks.
      await app.close();
      await jobs;
      await opts.database.close();
      quietly(() => app.log.info({ signal, ms: Date.now() - started }, 'stopped'));
      process.exit(0);
    } catch (err) {
      quietly(() => app.log.error({ err }, 'shutdown failed'));
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

/** Runs a log call; a log that cannot be written (stdout closed) must not stop the shutdown. */
function quietly(log: () => void) {
  try {
    log();
  } catch {}
}

/** Resolves when the server has no open connection, or after `ms`. */
async function whileConnected(app: FastifyInstance, ms: number): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    const open = await new Promise<number>((resolve) =>
      app.server.getConnections((err, n) => resolve(err ? 0 : n)),
    );
    if (open === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
