import { EventEmitter } from 'node:events';
import { LIVE_CLOSE_SIGNED_OUT } from '@common/contracts/messages';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WebSocket } from 'ws';
import { LiveHub } from './live-hub';

// The hub's upkeep of open sockets, with sockets and sessions of our own: a socket that stops
// answering pings is cut, and one whose session has ended (sign-out, password reset) is closed
// with LIVE_CLOSE_SIGNED_OUT, which tells the browser not to reconnect. The database is not used.

class FakeSocket extends EventEmitter {
  readonly OPEN = 1;
  readyState = 1;
  pings = 0;
  terminated = false;
  closedWith: number | undefined;
  sent: string[] = [];
  ping() {
    this.pings += 1;
  }
  terminate() {
    this.terminated = true;
    this.readyState = 3;
    this.emit('close');
  }
  close(code: number) {
    this.closedWith = code;
    this.readyState = 3;
    this.emit('close');
  }
  send(data: string) {
    this.sent.push(data);
  }
}

type TSession = { user: { id: string } } | null;
let sessions: Map<string, TSession | Error>;

function hubWithSessions() {
  const getSession = vi.fn(async ({ headers }: { headers: Headers }) => {
    const found = sessions.get(headers.get('cookie') ?? '');
    if (found instanceof Error) throw found;
    return found ?? null;
  });
  const app = {
    auth: { api: { getSession } },
    log: { error: () => {} },
    clock: () => new Date(),
  } as unknown as Pick<FastifyInstance, 'db' | 'clock' | 'log' | 'auth' | 'storage'>;
  return { hub: new LiveHub(app), getSession };
}

function connect(hub: LiveHub, userId: string, cookie: string) {
  const socket = new FakeSocket();
  hub.add(socket as unknown as WebSocket, userId, { cookie });
  return socket;
}

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-23T12:00:00Z') });
  sessions = new Map();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('LiveHub heartbeat', () => {
  it('pings every socket, and cuts one that did not answer the previous ping', async () => {
    const { hub } = hubWithSessions();
    const answering = connect(hub, 'u1', 'a');
    const silent = connect(hub, 'u2', 'b');
    await hub.heartbeat();
    expect([answering.pings, silent.pings]).toEqual([1, 1]);
    answering.emit('pong');
    await hub.heartbeat();
    expect(silent.terminated).toBe(true);
    expect(answering.terminated).toBe(false);
    expect(answering.pings).toBe(2);
    expect(hub.size).toBe(1);
  });

  it('closes a socket whose session has ended, after the recheck interval, with the signed-out code', async () => {
    const { hub, getSession } = hubWithSessions();
    sessions.set('alive', { user: { id: 'u1' } });
    sessions.set('gone', null);
    const kept = connect(hub, 'u1', 'alive');
    const ended = connect(hub, 'u2', 'gone');
    const keepAnswering = () => {
      kept.emit('pong');
      ended.emit('pong');
    };

    // Within five minutes the sessions are not asked again.
    await hub.heartbeat();
    keepAnswering();
    expect(getSession).not.toHaveBeenCalled();

    vi.setSystemTime(new Date('2026-11-23T12:05:00Z'));
    await hub.heartbeat();
    expect(getSession).toHaveBeenCalledTimes(2);
    expect(ended.closedWith).toBe(LIVE_CLOSE_SIGNED_OUT);
    expect(kept.closedWith).toBeUndefined();
    expect(hub.size).toBe(1);

    // The one left gets what is sent to its user; the closed one nothing more.
    hub.send('u1', { type: 'resync' });
    hub.send('u2', { type: 'resync' });
    expect(kept.sent).toEqual([JSON.stringify({ type: 'resync' })]);
    expect(ended.sent).toEqual([]);
  });

  it('closes a socket whose cookie now belongs to another user', async () => {
    const { hub } = hubWithSessions();
    sessions.set('swapped', { user: { id: 'someone-else' } });
    const socket = connect(hub, 'u1', 'swapped');
    vi.setSystemTime(new Date('2026-11-23T12:06:00Z'));
    await hub.heartbeat();
    expect(socket.closedWith).toBe(LIVE_CLOSE_SIGNED_OUT);
  });

  it('closes a socket whose account was suspended since (the session outlived it)', async () => {
    const { hub } = hubWithSessions();
    sessions.set('banned', { user: { id: 'u1', banned: true } as { id: string } });
    const socket = connect(hub, 'u1', 'banned');
    vi.setSystemTime(new Date('2026-11-23T12:06:00Z'));
    await hub.heartbeat();
    expect(socket.closedWith).toBe(LIVE_CLOSE_SIGNED_OUT);
  });

  it('keeps a socket when the session check itself fails, and asks again next time', async () => {
    const { hub, getSession } = hubWithSessions();
    sessions.set('flaky', new Error('database unavailable'));
    const socket = connect(hub, 'u1', 'flaky');
    vi.setSystemTime(new Date('2026-11-23T12:05:00Z'));
    await hub.heartbeat();
    expect(socket.closedWith).toBeUndefined();
    socket.emit('pong');

    sessions.set('flaky', null);
    vi.setSystemTime(new Date('2026-11-23T12:10:00Z'));
    await hub.heartbeat();
    expect(getSession).toHaveBeenCalledTimes(2);
    expect(socket.closedWith).toBe(LIVE_CLOSE_SIGNED_OUT);
  });

  it('closes every socket when the server shuts down', async () => {
    const { hub } = hubWithSessions();
    const a = connect(hub, 'u1', 'a');
    const b = connect(hub, 'u1', 'b');
    hub.closeAll();
    expect([a.closedWith, b.closedWith]).toEqual([1001, 1001]);
    expect(hub.size).toBe(0);
  });
});

describe("LiveHub's signout notice", () => {
  it("closes every socket of that user with LIVE_CLOSE_SIGNED_OUT and no one else's; a bad payload is ignored", async () => {
    const { hub } = hubWithSessions();
    const first = connect(hub, 'u1', 'a');
    const second = connect(hub, 'u1', 'b');
    const other = connect(hub, 'u2', 'c');
    await hub.onNotice('{not json');
    await hub.onNotice(JSON.stringify({ t: 'signout', u: 'u1', at: Date.now() }));
    expect([first.closedWith, second.closedWith]).toEqual([LIVE_CLOSE_SIGNED_OUT, LIVE_CLOSE_SIGNED_OUT]);
    expect(other.closedWith).toBeUndefined();
    expect(hub.size).toBe(1);
    // A user with no socket here: nothing to do.
    await hub.onNotice(JSON.stringify({ t: 'signout', u: 'u9' }));
    expect(hub.size).toBe(1);
  });
});
