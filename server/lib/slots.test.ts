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

  it('frees the slot of a task that fails', async () => {
    const slots = createSlots(1);
    await expect(slots.run(async () => Promise.reject(new Error('broken')))).rejects.toThrow('broken');
    expect(await slots.run(async () => 'next')).toBe('next');
    expect(slots.active()).toBe(0);
  });
});
