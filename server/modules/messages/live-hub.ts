import type { IncomingHttpHeaders } from 'node:http';
import { LIVE_CLOSE_SIGNED_OUT, type TLiveEvent } from '@common/contracts/messages';
import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import type { TLiveNotice, TLivePayload } from '../../lib/live-channel';
import * as repo from './repository';
import { toMessage } from './service';

type TApp = Pick<FastifyInstance, 'db' | 'clock' | 'log' | 'auth' | 'storage'>;

interface TClient {
  socket: WebSocket;
  userId: string;
  /** The upgrade request's headers (its session cookie), to check now and then that the session lives. */
  headers: IncomingHttpHeaders;
  alive: boolean;
  sessionCheckedAt: number;
  /** The session (browser) it was opened with, counted against SOCKETS_PER_SESSION. */
  sessionId?: string;
}

/** A user may keep this many tabs live; the oldest goes when one more connects. */
const SOCKETS_PER_USER = 20;
/** One session (a browser's tabs) may hold this many live sockets at once; one more is refused. */
export const SOCKETS_PER_SESSION = 10;
/** The close code of a socket refused over SOCKETS_PER_SESSION (policy violation). */
export const LIVE_CLOSE_TOO_MANY = 1008;
const SESSION_RECHECK_MS = 5 * 60_000;

/**
 * The open WebSockets of this instance, by user. Notifications from any instance (through the
 * database) arrive in onNotice; a message goes to its sender's and receiver's tabs here, and one
 * that reaches a receiver's tab is marked delivered (no offline email for it).
 */
export class LiveHub {
  private readonly byUser = new Map<string, Set<TClient>>();
  private readonly bySession = new Map<string, number>();

  /** `onPushed`: a notice reached sockets here, this long after it was published (for the metrics). */
  constructor(
    private readonly app: TApp,
    private readonly onPushed?: (kind: Exclude<TLiveNotice['t'], 'signout'>, delayMs: number) => void,
  ) {}

  get size() {
    let n = 0;
    for (const set of this.byUser.values()) n += set.size;
    return n;
  }

  /** How many sockets the session holds open on this instance. */
  openFor(sessionId: string): number {
    return this.bySession.get(sessionId) ?? 0;
  }

  /**
   * Registers a socket; undefined (and the socket closed with LIVE_CLOSE_TOO_MANY) when its session
   * already holds SOCKETS_PER_SESSION, which the upgrade checks too: this catches concurrent upgrades.
   */
  add(
    socket: WebSocket,
    userId: string,
    headers: IncomingHttpHeaders,
    sessionId?: string,
  ): TClient | undefined {
    if (sessionId && this.openFor(sessionId) >= SOCKETS_PER_SESSION) {
      socket.close(LIVE_CLOSE_TOO_MANY, 'too many live connections for this session');
      return undefined;
    }
    const client: TClient = { socket, userId, headers, alive: true, sessionCheckedAt: Date.now(), sessionId };
    if (sessionId) this.bySession.set(sessionId, this.openFor(sessionId) + 1);
    const set = this.byUser.get(userId) ?? new Set();
    if (set.size >= SOCKETS_PER_USER) {
      const oldest = set.values().next().value;
      if (oldest) this.drop(oldest, 1008, 'too many connections');
    }
    set.add(client);
    this.byUser.set(userId, set);
    socket.on('pong', () => {
      client.alive = true;
    });
    socket.on('close', () => this.remove(client));
    return client;
  }

  remove(client: TClient) {
    const set = this.byUser.get(client.userId);
    if (!set?.delete(client)) return;
    if (client.sessionId) {
      const left = this.openFor(client.sessionId) - 1;
      if (left > 0) this.bySession.set(client.sessionId, left);
      else this.bySession.delete(client.sessionId);
    }
    if (set.size === 0) this.byUser.delete(client.userId);
  }

  /** Sends to the user's open sockets here; how many it went to. */
  send(userId: string, event: TLiveEvent): number {
    const data = JSON.stringify(event);
    let sent = 0;
    for (const c of this.byUser.get(userId) ?? []) {
      if (c.socket.readyState === c.socket.OPEN) {
        c.socket.send(data);
        sent += 1;
      }
    }
    return sent;
  }

  /** A notification from the database's channel (from this instance or another). */
  async onNotice(payload: string) {
    let notice: TLivePayload;
    try {
      notice = JSON.parse(payload) as TLivePayload;
    } catch {
      return;
    }
    try {
      let pushed = 0;
      if (notice.t === 'message') pushed = await this.deliver(notice.id, notice.s, notice.r);
      // Another module's count for the bell: relayed as it came, read nowhere here.
      else if (notice.t === 'notices')
        pushed = this.send(notice.u, { type: 'notices', unread_total: notice.n });
      // A close, not a push: not timed.
      else if (notice.t === 'signout') this.signOut(notice.u);
      else if (notice.t === 'read' && this.byUser.has(notice.u)) {
        const unread_total = await repo.unreadTotal(this.app.db, notice.u);
        pushed = this.send(notice.u, { type: 'read', unread_total });
      }
      if (pushed > 0 && notice.t !== 'signout' && typeof notice.at === 'number')
        this.onPushed?.(notice.t, Date.now() - notice.at);
    } catch (err) {
      this.app.log.error({ err }, 'live message not delivered');
    }
  }

  /** The user was signed out everywhere: each of their sockets here closes, and its tab signs out. */
  signOut(userId: string): number {
    const set = this.byUser.get(userId);
    if (!set) return 0;
    const clients = [...set];
    for (const c of clients) this.drop(c, LIVE_CLOSE_SIGNED_OUT, 'signed out');
    return clients.length;
  }

  /** Pushes a stored message to its sender's and receiver's sockets here; how many it reached. */
  private async deliver(id: number, senderId: string, receiverId: string): Promise<number> {
    const toReceiver = this.byUser.has(receiverId);
    const toSender = this.byUser.has(senderId);
    if (!toReceiver && !toSender) return 0;
    const row = await repo.findMessage(this.app.db, id);
    if (!row) return 0;
    let pushed = 0;
    // The message carries its post's id and summary, so the other tab shows the post without a reload.
    if (toReceiver) {
      await repo.markDelivered(this.app.db, id, this.app.clock());
      pushed += this.send(receiverId, {
        type: 'message',
        message: toMessage(this.app.storage, row, receiverId),
        unread_total: await repo.unreadTotal(this.app.db, receiverId),
      });
    }
    if (toSender) {
      pushed += this.send(senderId, {
        type: 'message',
        message: toMessage(this.app.storage, row, senderId),
        unread_total: await repo.unreadTotal(this.app.db, senderId),
      });
    }
    return pushed;
  }

  /** The listener may have missed notifications: every tab refetches. */
  resyncAll() {
    const data = JSON.stringify({ type: 'resync' } satisfies TLiveEvent);
    for (const set of this.byUser.values()) for (const c of set) c.socket.send(data);
  }

  /**
   * Every 30 s: a socket that did not answer the last ping is cut (its tab reconnects), and every
   * few minutes each socket's session is checked, so signing out or a password reset ends it.
   */
  async heartbeat() {
    const now = Date.now();
    for (const set of [...this.byUser.values()]) {
      for (const c of [...set]) {
        if (!c.alive) {
          c.socket.terminate();
          this.remove(c);
          continue;
        }
        c.alive = false;
        c.socket.ping();
        if (now - c.sessionCheckedAt >= SESSION_RECHECK_MS) {
          c.sessionCheckedAt = now;
          const session = await this.app.auth.api
            .getSession({ headers: fromNodeHeaders(c.headers) })
            .catch(() => undefined);
          // undefined: the check itself failed (database hiccup); keep the socket until the next one.
          const suspended = (session?.user as { banned?: boolean | null } | undefined)?.banned === true;
          if (session === null || suspended || (session && session.user.id !== c.userId)) {
            this.drop(c, LIVE_CLOSE_SIGNED_OUT, 'signed out');
          }
        }
      }
    }
  }

  closeAll() {
    for (const set of this.byUser.values()) for (const c of set) c.socket.close(1001, 'server shutting down');
    this.byUser.clear();
    this.bySession.clear();
  }

  private drop(c: TClient, code: number, reason: string) {
    this.remove(c);
    c.socket.close(code, reason);
  }
}
