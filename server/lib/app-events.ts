import type { FastifyBaseLogger } from 'fastify';

// In-process events between modules: a module announces what happened (a message stored) without
// knowing who listens (push notifications today, alerts later). Listeners run after the emitter has
// moved on: they never delay its answer, and their failures are logged, never thrown into it.

export interface TAppEventMap {
  /** A message was stored (its transaction committed). */
  messageSent: {
    id: number;
    senderId: string;
    receiverId: string;
    content: string;
    /** It matched a scam pattern: the push carries a warning, not the text. */
    flagged?: boolean;
  };
  /** A live notice reached sockets of this instance, `delayMs` after it was published (metrics). */
  livePushed: { kind: 'message' | 'read' | 'notices'; delayMs: number };
}

type TListener<K extends keyof TAppEventMap> = (payload: TAppEventMap[K]) => Promise<unknown> | unknown;

export interface TAppEvents {
  on<K extends keyof TAppEventMap>(name: K, listener: TListener<K>): void;
  emit<K extends keyof TAppEventMap>(name: K, payload: TAppEventMap[K]): void;
  /** Resolves once every listener started so far has finished (shutdown waits for it). */
  idle(): Promise<void>;
}

export function createAppEvents(log: FastifyBaseLogger): TAppEvents {
  const listeners = new Map<keyof TAppEventMap, ((payload: never) => unknown)[]>();
  const running = new Set<Promise<unknown>>();
  return {
    on(name, listener) {
      listeners.set(name, [...(listeners.get(name) ?? []), listener]);
    },
    emit(name, payload) {
      for (const listener of (listeners.get(name) ?? []) as TListener<typeof name>[]) {
        const run = Promise.resolve()
          .then(() => listener(payload))
          .catch((err: unknown) => log.error({ err, event: name }, 'event listener failed'))
          .finally(() => running.delete(run));
        running.add(run);
      }
    },
    async idle() {
      while (running.size > 0) await Promise.all(running);
    },
  };
}
