import { LIVE_CLOSE_SIGNED_OUT, type TLiveEvent } from '@common/contracts/messages';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeWebSocket, installFakeWebSocket } from '@/test/fake-websocket';
import { LiveSocket, liveUrl } from './live-socket';

// The tab's live socket against a fake WebSocket; the clock is fake, since the delays, the pings
// and the pong deadline are what is under test.

const URL = 'ws://localhost/api/ws';

function start() {
  const events: [TLiveEvent, boolean][] = [];
  const onSignedOut = vi.fn();
  const socket = new LiveSocket(URL, {
    onEvent: (event, reconnected) => events.push([event, reconnected]),
    onSignedOut,
  });
  socket.start();
  return { socket, events, onSignedOut };
}

const count = () => FakeWebSocket.instances.length;

describe('LiveSocket', () => {
  let socket: LiveSocket | undefined;

  beforeEach(() => {
    installFakeWebSocket();
    vi.useFakeTimers();
    // No jitter: each delay is exactly half its step (0.5 s, 1 s, 2 s, …).
    vi.spyOn(Math, 'random').mockReturnValue(0);
  });

  afterEach(() => {
    socket?.stop();
    socket = undefined;
    vi.useRealTimers();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('connects to /api/ws on this host, ws or wss as the page', () => {
    expect(liveUrl({ protocol: 'http:', host: 'parts.test:3000' } as Location)).toBe(
      'ws://parts.test:3000/api/ws',
    );
    expect(liveUrl({ protocol: 'https:', host: 'partsyard.example' } as Location)).toBe(
      'wss://partsyard.example/api/ws',
    );
    ({ socket } = start());
    expect(count()).toBe(1);
    expect(FakeWebSocket.last.url).toBe(URL);
  });

  it('hands every event but pong to the handler', () => {
    let events: [TLiveEvent, boolean][];
    ({ socket, events } = start());
    const ws = FakeWebSocket.last;
    ws.open();
    ws.receive({ type: 'hello', unread_total: 2 });
    ws.receive({ type: 'read', unread_total: 1 });
    ws.receive({ type: 'pong' });
    ws.onmessage?.(new MessageEvent('message', { data: 'not json' }));
    expect(events).toEqual([
      [{ type: 'hello', unread_total: 2 }, false],
      [{ type: 'read', unread_total: 1 }, false],
    ]);
  });

  it('reconnects after a drop, waiting longer after each failed attempt', () => {
    ({ socket } = start());
    FakeWebSocket.last.open();
    FakeWebSocket.last.drop(1006);
    expect(count()).toBe(1);

    // First retry: 1 s step, 0.5 s with no jitter.
    vi.advanceTimersByTime(499);
    expect(count()).toBe(1);
    vi.advanceTimersByTime(1);
    expect(count()).toBe(2);

    // That attempt fails before opening: the next waits 1 s, then 2 s.
    FakeWebSocket.last.drop(1006);
    vi.advanceTimersByTime(999);
    expect(count()).toBe(2);
    vi.advanceTimersByTime(1);
    expect(count()).toBe(3);

    FakeWebSocket.last.drop(1006);
    vi.advanceTimersByTime(1999);
    expect(count()).toBe(3);
    vi.advanceTimersByTime(1);
    expect(count()).toBe(4);

    // A connection that opened resets the delay to the first step.
    FakeWebSocket.last.open();
    FakeWebSocket.last.drop(1006);
    vi.advanceTimersByTime(500);
    expect(count()).toBe(5);
  });

  it('keeps the delay under 30 s however many attempts fail', () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.999999);
    ({ socket } = start());
    for (let i = 0; i < 10; i++) {
      FakeWebSocket.last.drop(1006);
      vi.advanceTimersByTime(30_000);
      expect(count()).toBe(i + 2);
    }
  });

  it('does not reconnect once stopped, and closes its socket normally', () => {
    ({ socket } = start());
    const ws = FakeWebSocket.last;
    ws.open();
    socket.stop();
    expect(ws.closedWith).toBe(1000);
    vi.advanceTimersByTime(120_000);
    expect(count()).toBe(1);
  });

  it('does not reconnect when stopped while waiting to retry', () => {
    ({ socket } = start());
    FakeWebSocket.last.drop(1006);
    socket.stop();
    vi.advanceTimersByTime(120_000);
    expect(count()).toBe(1);
  });

  it('stops for good when the server says the session ended (4401)', () => {
    let onSignedOut: ReturnType<typeof vi.fn>;
    ({ socket, onSignedOut } = start());
    FakeWebSocket.last.open();
    FakeWebSocket.last.drop(LIVE_CLOSE_SIGNED_OUT);
    expect(onSignedOut).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(120_000);
    expect(count()).toBe(1);
  });

  it('pings every 25 s and keeps a connection that answers', () => {
    ({ socket } = start());
    const ws = FakeWebSocket.last;
    ws.open();
    vi.advanceTimersByTime(24_999);
    expect(ws.sent).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(ws.sent).toEqual(['ping']);
    ws.receive({ type: 'pong' });

    vi.advanceTimersByTime(25_000);
    expect(ws.sent).toEqual(['ping', 'ping']);
    ws.receive({ type: 'pong' });
    vi.advanceTimersByTime(20_000);
    expect(ws.closedWith).toBeUndefined();
    expect(ws.readyState).toBe(FakeWebSocket.OPEN);
    expect(count()).toBe(1);
  });

  it('closes a socket that does not answer a ping within 10 s, and connects again', () => {
    ({ socket } = start());
    const ws = FakeWebSocket.last;
    ws.open();
    vi.advanceTimersByTime(25_000);
    expect(ws.sent).toEqual(['ping']);
    vi.advanceTimersByTime(9_999);
    expect(ws.closedWith).toBeUndefined();
    vi.advanceTimersByTime(1);
    expect(ws.closedWith).toBe(4000);

    vi.advanceTimersByTime(500);
    expect(count()).toBe(2);
    expect(FakeWebSocket.last).not.toBe(ws);
  });

  it("marks the 'hello' of every later connection as a reconnect", () => {
    let events: [TLiveEvent, boolean][];
    ({ socket, events } = start());
    FakeWebSocket.last.open();
    FakeWebSocket.last.receive({ type: 'hello', unread_total: 0 });
    FakeWebSocket.last.drop(1006);
    vi.advanceTimersByTime(500);
    FakeWebSocket.last.open();
    FakeWebSocket.last.receive({ type: 'hello', unread_total: 3 });
    FakeWebSocket.last.receive({ type: 'read', unread_total: 2 });
    expect(events).toEqual([
      [{ type: 'hello', unread_total: 0 }, false],
      [{ type: 'hello', unread_total: 3 }, true],
      [{ type: 'read', unread_total: 2 }, false],
    ]);
  });

  it('reconnects at once when the network comes back, instead of waiting', () => {
    ({ socket } = start());
    FakeWebSocket.last.drop(1006);
    window.dispatchEvent(new Event('online'));
    expect(count()).toBe(2);
    // The pending retry was cancelled: no third socket when its time comes.
    vi.advanceTimersByTime(30_000);
    expect(count()).toBe(2);
  });
});
