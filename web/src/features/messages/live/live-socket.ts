import { LIVE_CLOSE_SIGNED_OUT, LIVE_PATH } from '@common/contracts/live';
import type { TLiveEvent } from '@common/contracts/messages';

export interface TLiveHandlers {
  /** Every event; `reconnected` is true on the 'hello' of every connection after the first. */
  onEvent(event: TLiveEvent, reconnected: boolean): void;
  /** The server closed the socket because the session ended: no reconnecting. */
  onSignedOut(): void;
}

const PING_EVERY_MS = 25_000;
const PONG_WITHIN_MS = 10_000;
const RETRY_MAX_MS = 30_000;

/** ws(s)://this host/api/ws */
export function liveUrl(loc: Location = window.location): string {
  return `${loc.protocol === 'https:' ? 'wss' : 'ws'}://${loc.host}${LIVE_PATH}`;
}

/**
 * The tab's one WebSocket to /api/ws. It reconnects after a drop (1 s, 2 s, 4 s… up to 30 s, with
 * jitter; at once when the network or the tab comes back), and pings every 25 s: a browser cannot
 * see the server's pings, and a connection that silently died would otherwise look open for minutes.
 */
export class LiveSocket {
  private ws: WebSocket | undefined;
  private connections = 0;
  private attempts = 0;
  private stopped = false;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private pingTimer: ReturnType<typeof setInterval> | undefined;
  private pongTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly url: string,
    private readonly handlers: TLiveHandlers,
  ) {}

  start() {
    window.addEventListener('online', this.reconnectNow);
    document.addEventListener('visibilitychange', this.reconnectNow);
    this.connect();
  }

  stop() {
    this.stopped = true;
    window.removeEventListener('online', this.reconnectNow);
    document.removeEventListener('visibilitychange', this.reconnectNow);
    this.clearTimers();
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.ws?.close(1000);
    this.ws = undefined;
  }

  private readonly reconnectNow = () => {
    if (this.stopped || document.visibilityState === 'hidden') return;
    if (this.ws && this.ws.readyState <= WebSocket.OPEN) return;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = undefined;
    this.connect();
  };

  private connect() {
    const ws = new WebSocket(this.url);
    this.ws = ws;
    ws.onopen = () => {
      this.attempts = 0;
      this.connections += 1;
      this.pingTimer = setInterval(() => this.ping(ws), PING_EVERY_MS);
    };
    ws.onmessage = (msg) => {
      let event: TLiveEvent;
      try {
        event = JSON.parse(String(msg.data)) as TLiveEvent;
      } catch {
        return;
      }
      if (event.type === 'pong') {
        if (this.pongTimer) clearTimeout(this.pongTimer);
        return;
      }
      this.handlers.onEvent(event, event.type === 'hello' && this.connections > 1);
    };
    ws.onclose = (ev) => {
      if (this.ws !== ws) return;
      this.clearTimers();
      this.ws = undefined;
      if (this.stopped) return;
      if (ev.code === LIVE_CLOSE_SIGNED_OUT) {
        this.handlers.onSignedOut();
        return;
      }
      this.scheduleRetry();
    };
  }

  private ping(ws: WebSocket) {
    if (ws.readyState !== WebSocket.OPEN) return;
    ws.send('ping');
    if (this.pongTimer) clearTimeout(this.pongTimer);
    // No answer: the connection is dead though it looks open. Closing it starts a reconnect.
    this.pongTimer = setTimeout(() => ws.close(4000, 'no pong'), PONG_WITHIN_MS);
  }

  private scheduleRetry() {
    const base = Math.min(RETRY_MAX_MS, 1000 * 2 ** this.attempts);
    this.attempts += 1;
    this.retryTimer = setTimeout(
      () => {
        this.retryTimer = undefined;
        if (!this.stopped) this.connect();
      },
      base / 2 + Math.random() * (base / 2),
    );
  }

  private clearTimers() {
    if (this.pingTimer) clearInterval(this.pingTimer);
    if (this.pongTimer) clearTimeout(this.pongTimer);
    this.pingTimer = undefined;
    this.pongTimer = undefined;
  }
}
