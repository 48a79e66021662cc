// A small seeded random source, so a demo seed always makes the same data (mulberry32: 32 bits
// of state, fast, and plenty for made-up listings; never for anything secret).

export interface TRandom {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
  /** True with probability p. */
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** An item chosen with probability proportional to its weight. */
  weighted<T>(table: TWeighted<T>): T;
  /** A float in [min, max) whose logarithm is uniform: most values sit toward the low end. */
  logUniform(min: number, max: number): number;
}

/** Items and their cumulative weights, built once and searched by bisection. */
export interface TWeighted<T> {
  items: readonly T[];
  cumulative: Float64Array;
  total: number;
}

export function weightedTable<T>(items: readonly T[], weightOf: (item: T) => number): TWeighted<T> {
  const cumulative = new Float64Array(items.length);
  let total = 0;
  items.forEach((item, i) => {
    total += Math.max(0, weightOf(item));
    cumulative[i] = total;
  });
  if (items.length === 0 || total <= 0) throw new Error('weightedTable: nothing to choose from');
  return { items, cumulative, total };
}

export function createRandom(seed: number): TRandom {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    chance: (p) => next() < p,
    pick: <T>(items: readonly T[]) => items[Math.floor(next() * items.length)] as T,
    weighted<T>(table: TWeighted<T>): T {
      const target = next() * table.total;
      let lo = 0;
      let hi = table.items.length - 1;
      while (lo < hi) {
        const mid = (lo + hi) >>> 1;
        if ((table.cumulative[mid] as number) <= target) lo = mid + 1;
        else hi = mid;
      }
      return table.items[lo] as T;
    },
    logUniform: (min, max) => Math.exp(Math.log(min) + next() * (Math.log(max) - Math.log(min))),
  };
}
