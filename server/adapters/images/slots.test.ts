import { describe, expect, it } from 'vitest';
import { createSlots } from './slots';

/** A promise that settles when `release` is called: a task that holds its slot until then. */
function gate() {
  let release = () => {};
  const done = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { done, release: () => release() };
}

describe('createSlots', () => {
  it('runs at most `size` tasks at once, the others in arrival order', async () => {
    const slots = createSlots(2);
    const gates = Array.from({ length: 5 }, gate);
    const started: number[] = [];
    const results = gates.map((g, i) =>
      slots.run(async () => {
        started.push(i);
        await g.done;
        return i;
      }),
    );
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    expect({ active: slots.active(), queued: slots.queued() }).toEqual({ active: 2, queued: 3 });
    gates[1]?.release();
    await expect.poll(() => started).toEqual([0, 1, 2]);
    gates[0]?.release();
    await expect.poll(() => started).toEqual([0, 1, 2, 3]);
    for (const g of gates) g.release();
    expect(await Promise.all(results)).toEqual([0, 1, 2, 3, 4]);
    expect(slots.peak()).toBe(2);
    expect({ active: slots.active(), queued: slots.queued() }).toEqual({ active: 0, queued: 0 });
  });

  it('gives a heavier task as many slots as its weight (at most all), without letting others overtake it', async () => {
    const slots = createSlots(2);
    const [light, heavy, after] = [gate(), gate(), gate()];
    const started: string[] = [];
    const task = (name: string, g: ReturnType<typeof gate>) => async () => {
      started.push(name);
      await g.done;
    };
    const runs = [
      slots.run(task('light', light)),
      slots.run(task('heavy', heavy), 5), // more than there are: takes all 2
      slots.run(task('after', after)),
    ];
    await Promise.resolve();
    // One slot is free, but the heavy task needs both; the light one after it waits its turn.
    expect(started).toEqual(['light']);
    light.release();
    await expect.poll(() => started).toEqual(['light', 'heavy']);
    expect(slots.active()).toBe(2);
    heavy.release();
    await expect.poll(() => started).toEqual(['light', 'heavy', 'after']);
    after.release();
    await Promise.all(runs);
    expect({ active: slots.active(), queued: slots.queued(), peak: slots.peak() }).toEqual({
      active: 0,
      queued: 0,
      peak: 2,
    });
  });

  it('frees the slot of a task that fails', async () => {
    const slots = createSlots(1);
    await expect(slots.run(async () => Promise.reject(new Error('broken')))).rejects.toThrow('broken');
    expect(await slots.run(async () => 'next')).toBe('next');
    expect(slots.active()).toBe(0);
  });
});
