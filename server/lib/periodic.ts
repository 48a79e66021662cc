// A job that runs every few seconds, one run at a time, and can be stopped with its run finished:
// a shutdown waits for the run in progress instead of closing the database under it.

export interface TPeriodic {
  /** Runs the job now, unless a run is already in progress or the job was stopped. */
  run(): Promise<void>;
  /** No more runs; resolves when the run in progress (if any) has finished. */
  stop(): Promise<void>;
}

/** Every `seconds` (0: never on its own; run() still works until stopped). */
export function periodic(seconds: number, task: () => Promise<unknown>): TPeriodic {
  let running: Promise<void> | undefined;
  let stopped = false;
  const run = () => {
    if (stopped) return Promise.resolve();
    // The task logs its own failures; a failed run does not stop the next one.
    running ??= task()
      .then(
        () => undefined,
        () => undefined,
      )
      .finally(() => {
        running = undefined;
      });
    return running;
  };
  const timer = seconds > 0 ? setInterval(() => void run(), seconds * 1000) : undefined;
  timer?.unref();
  return {
    run,
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      await running;
    },
  };
}
