import { describe, expect, it } from 'vitest';
import { z } from 'zod';

describe("the browser build's zod (web/src/lib/zod-jitless.ts)", () => {
  it('is jitless once loaded, and is the same zod: no `new Function` for the CSP to refuse', async () => {
    const browserZod = await import('./zod-jitless');
    expect(z.config().jitless).toBe(true);
    expect(browserZod.z.object).toBe(z.object);
    expect(browserZod.z.object({ a: z.string() }).parse({ a: 'x' })).toEqual({ a: 'x' });
  });
});
