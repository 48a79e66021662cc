/**
 * Runs at most `size` tasks at once; the others wait in arrival order. Used where each task takes a
 * core and a lot of memory (decoding a photo), so a burst queues instead of exhausting the machine.
 */
export function createSlots(size: number) {
  let running = 0;
  let peak = 0;
  const waiting: (() => void)[] = [];
  const run = async <T>(task: () => Promise<T>): Promise<T> => {
    if (running < size) running++;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    peak = Math.max(peak, running);
    try {
      return await task();
    } finally {
      // The slot passes straight to the next waiting task, or is freed.
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  };
  return { size, run, active: () => running, queued: () => waiting.length, peak: () => peak };
}
