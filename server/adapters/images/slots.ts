/**
 * Runs tasks while their weights fit in `size` slots; the others wait in arrival order. Used where
 * each task takes a core and a lot of memory (decoding a photo), so a burst queues instead of
 * exhausting the machine; a heavier task (weight 2 or more) takes several slots.
 */
export function createSlots(size: number) {
  let used = 0;
  let peak = 0;
  const waiting: { weight: number; start: () => void }[] = [];
  // Starts waiting tasks in order while the first one fits (no overtaking: a heavy task is not starved).
  const pump = () => {
    for (let next = waiting[0]; next && used + next.weight <= size; next = waiting[0]) {
      waiting.shift();
      used += next.weight;
      next.start();
    }
  };
  const run = async <T>(task: () => Promise<T>, weight = 1): Promise<T> => {
    const w = Math.min(size, Math.max(1, Math.ceil(weight)));
    if (waiting.length === 0 && used + w <= size) used += w;
    else await new Promise<void>((start) => waiting.push({ weight: w, start }));
    peak = Math.max(peak, used);
    try {
      return await task();
    } finally {
      used -= w;
      pump();
    }
  };
  return { size, run, active: () => used, queued: () => waiting.length, peak: () => peak };
}
