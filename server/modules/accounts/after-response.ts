import type { FastifyBaseLogger } from 'fastify';

export interface TAfterResponse {
  /** Runs the task once the answer has left; a failure is logged, never thrown. */
  run(name: string, task: () => Promise<unknown>): void;
  /** Resolves when no task is running (on close, so a stopping server finishes its mail). */
  idle(): Promise<void>;
}

/**
 * Work that must not change how long an answer takes (forgot-password: a known address would
 * otherwise answer later than an unknown one). Tests wait for its effect (the mail) by polling.
 */
export function createAfterResponse(log: FastifyBaseLogger): TAfterResponse {
  const running = new Set<Promise<void>>();
  return {
    run(name, task) {
      const job: Promise<void> = task()
        .then(() => undefined)
        .catch((err: unknown) => log.error({ err, task: name }, 'background task failed'))
        .finally(() => running.delete(job));
      running.add(job);
    },
    async idle() {
      while (running.size > 0) await Promise.allSettled([...running]);
    },
  };
}
