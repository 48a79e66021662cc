import type { TLiveEvent } from '@common/contracts/messages';
import { act } from 'react';
import { vi } from 'vitest';

/**
 * A WebSocket for tests: nothing connects; the test plays the server. Each instance is recorded;
 * `open()` accepts the connection, `receive(event)` delivers a server event (as JSON), `drop(code)`
 * closes it from the server's side. What the page sends is kept in `sent`, and its own close() in
 * `closedWith`. Events are delivered synchronously.
 */
export class FakeWebSocket {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;
  static instances: FakeWebSocket[] = [];

  readonly CONNECTING = 0;
  readonly OPEN = 1;
  readonly CLOSING = 2;
  readonly CLOSED = 3;
  readyState = FakeWebSocket.CONNECTING;
  readonly sent: string[] = [];
  /** The code the page closed the socket with, if it did. */
  closedWith: number | undefined;
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;

  constructor(readonly url: string) {
    FakeWebSocket.instances.push(this);
  }

  /** The newest socket (the one a LiveSocket is using). */
  static get last(): FakeWebSocket {
    const ws = FakeWebSocket.instances.at(-1);
    if (!ws) throw new Error('No WebSocket was opened');
    return ws;
  }

  send(data: string) {
    if (this.readyState !== FakeWebSocket.OPEN) throw new Error('WebSocket is not open');
    this.sent.push(data);
  }

  close(code = 1000, reason = '') {
    if (this.readyState >= FakeWebSocket.CLOSING) return;
    this.closedWith = code;
    this.finish(code, reason);
  }

  // The server's side.

  open() {
    this.readyState = FakeWebSocket.OPEN;
    this.onopen?.(new Event('open'));
  }

  receive(event: TLiveEvent) {
    if (this.readyState !== FakeWebSocket.OPEN) throw new Error('WebSocket is not open');
    this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(event) }));
  }

  drop(code = 1006, reason = '') {
    if (this.readyState === FakeWebSocket.CLOSED) return;
    this.finish(code, reason);
  }

  private finish(code: number, reason: string) {
    this.readyState = FakeWebSocket.CLOSED;
    this.onclose?.(new CloseEvent('close', { code, reason, wasClean: code !== 1006 }));
  }
}

/** Puts FakeWebSocket in place of WebSocket (vi.unstubAllGlobals, run after each test, undoes it). */
export function installFakeWebSocket(): typeof FakeWebSocket {
  FakeWebSocket.instances = [];
  vi.stubGlobal('WebSocket', FakeWebSocket);
  return FakeWebSocket;
}

/** Delivers an event to the newest socket inside act, for rendered components. */
export async function deliver(event: TLiveEvent): Promise<void> {
  await act(async () => FakeWebSocket.last.receive(event));
}
