import type { FastifyInstance } from 'fastify';
import { Gauge } from 'prom-client';
import type { TMailer } from '../../adapters/mail';
import type { TAppMetrics } from './registry';

/** Counts the mails the transport took and the ones it refused (wraps `send` in place). */
export function countMails(mailer: TMailer, metrics: TAppMetrics) {
  const send = mailer.send.bind(mailer);
  mailer.send = async (mail) => {
    try {
      await send(mail);
    } catch (err) {
      metrics.mailsFailed.inc();
      throw err;
    }
    metrics.mailsSent.inc();
  };
}

/** Open live sockets (read at scrape) and each push's delay from its notice (app.events' livePushed). */
export function watchLive(app: FastifyInstance, metrics: TAppMetrics) {
  new Gauge({
    name: 'partsyard_websockets_open',
    help: 'Live WebSockets (/api/ws) open on this instance',
    registers: [metrics.registry],
    collect() {
      this.set(app.websocketServer?.clients.size ?? 0);
    },
  });
  app.events.on('livePushed', ({ kind, delayMs }) => {
    // A clock a little behind the publishing instance's could make it negative.
    metrics.liveFanout.observe({ kind }, Math.max(0, delayMs) / 1000);
  });
}
