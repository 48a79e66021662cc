import { describe, expect, it } from 'vitest';
import { z } from 'zod';

describe('zod in the browser', () => {
  it('is jitless once the entry is loaded: no `new Function` for the CSP to refuse', async () => {
    await import('@/app/global-styles');
    expect(z.config().jitless).toBe(true);
  });
});
