import pg from 'pg';
import type { TRealtime } from './types';

interface TLogger {
  warn(obj: object, msg: string): void;
  info(obj: object, msg: string): void;
}

const RETRY_MS = [500, 1000, 2000, 5000, 10_000, 30_000];

/**
 * LISTEN on a dedicated PostgreSQL connection (a pooled one would be handed to other queries).
 * When the connection drops it reconnects with growing pauses, listens again and tells each
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
    const next = new pg.Client({ connectionString });
    next.on('notification', (n) => {
      for (const s of subscribers.get(n.channel) ?? []) s.onPayload(n.payload ?? '');
    });
    next.on('error', (err) => {
      log.warn({ err }, 'live-message listener connection failed');
      drop(next);
    });
    next.on('end', () => drop(next));
    await next.connect();
    for (const channel of subscribers.keys()) await next.query(`LISTEN ${quote(channel)}`);
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
          attempt = 0;
          log.info({}, 'live-message listener reconnected');
          for (const list of subscribers.values()) for (const s of list) s.onResync();
        })
        .catch((err: unknown) => {
          log.warn({ err }, 'live-message listener could not reconnect');
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
