import { describe, expect, it } from 'vitest';
import { BROWSER_ZOD, zodJitless } from './zod-jitless';

describe('the zod-jitless build plugin', () => {
  it("resolves 'zod' to the browser's jitless module, and nothing else", () => {
    const plugin = zodJitless() as unknown as { resolveId: (source: string) => string | null };
    expect(BROWSER_ZOD).toMatch(/web\/src\/lib\/zod-jitless\.ts$/);
    expect(plugin.resolveId('zod')).toBe(BROWSER_ZOD);
    expect(plugin.resolveId('zod/v4')).toBeNull();
    expect(plugin.resolveId('zod-extra')).toBeNull();
  });
});
