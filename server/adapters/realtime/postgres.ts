import pg from 'pg';
import type { TRealtime } from './types';

interface TLogger {
  warn(obj: object, msg: string): void;
  info(obj: object, msg: string): void;
}

/**
 * Pauses between reconnection attempts. Capped at a second: while the listener is away live messages
 * stall, so it must be back within a moment of the database (one attempt a second costs nothing).
 */
export const RETRY_MS = [250, 500, 1000];

/**
 * LISTEN on a dedicated PostgreSQL connection (a pooled one would be handed to other queries).
 * When the connection drops it reconnects (pauses of at most a second), listens again and tells each
 * subscriber to resync, since notifications sent in between are gone.
 */
export function createPostgresRealtime(connectionString: string, log: TLogger): TRealtime {
  const subscribers = new Map<string, Array<{ onPayload: (p: string) => void; onResync: () => void }>>();
  let client: pg.Client | undefined;
  let connecting: Promise<void> | undefined;
  let closed = false;
  let attempt = 0;
  let timer: NodeJS.Timeout | undefined;

  const quote = (channel: string) => `"${channel.replaceAll('"', '""')}"`;

  async function connect(): Promise<void> {
    // keepAlive: a connection that died without a word (a network cut) is noticed, not waited on.
    const next = new pg.Client({ connectionString, keepAlive: true, connectionTimeoutMillis: 5000 });
    next.on('notification', (n) => {
      for (const s of subscribers.get(n.channel) ?? []) s.onPayload(n.payload ?? '');
    });
    next.on('error', (err) => {
      log.warn({ err }, 'live-message listener connection failed');
      drop(next);
    });
    next.on('end', () => drop(next));
    try {
      await next.connect();
      for (const channel of subscribers.keys()) await next.query(`LISTEN ${quote(channel)}`);
    } catch (err) {
      next.end().catch(() => {}); // half set up: not left open beside the next attempt
      throw err;
    }
    if (closed) {
      await next.end().catch(() => {}); // closed while connecting: nothing may keep the process up
      return;
    }
    client = next;
  }

  function drop(which: pg.Client) {
    if (client !== which) return;
    client = undefined;
    which.end().catch(() => {});
    if (!closed) scheduleReconnect();
  }

  function scheduleReconnect() {
    if (timer || closed) return;
    const wait = RETRY_MS[Math.min(attempt, RETRY_MS.length - 1)];
    attempt += 1;
    timer = setTimeout(() => {
      timer = undefined;
      connect()
        .then(() => {
          if (closed) return;
          attempt = 0;
          log.info({}, 'live-message listener reconnected');
          for (const list of subscribers.values()) for (const s of list) s.onResync();
        })
        .catch((err: unknown) => {
          const retryInMs = RETRY_MS[Math.min(attempt, RETRY_MS.length - 1)];
          log.warn({ err, attempt, retryInMs }, 'live-message listener could not reconnect');
          scheduleReconnect();
        });
    }, wait);
    timer.unref();
  }

  return {
    kind: 'postgres',
    async listen(channel, onPayload, onResync) {
      const list = subscribers.get(channel) ?? [];
      list.push({ onPayload, onResync });
      subscribers.set(channel, list);
      if (!client) {
        connecting ??= connect().finally(() => {
          connecting = undefined;
        });
        await connecting;
      }
      if (list.length === 1 && client) await client.query(`LISTEN ${quote(channel)}`).catch(() => {});
    },
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      const c = client;
      client = undefined;
      await c?.end().catch(() => {});
    },
  };
}
