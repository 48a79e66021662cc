import { PWA_PAGES_CACHE } from '@common/constants';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetCachedPages } from './offline-pages';

afterEach(() => vi.unstubAllGlobals());

describe('forgetCachedPages', () => {
  it("deletes the service worker's page cache", async () => {
    const deleted: string[] = [];
    vi.stubGlobal('caches', { delete: async (name: string) => deleted.push(name) > 0 });
    await forgetCachedPages();
    expect(deleted).toEqual([PWA_PAGES_CACHE]);
  });

  it('does nothing where the browser has no Cache Storage, and survives a refusal', async () => {
    vi.stubGlobal('caches', undefined);
    await expect(forgetCachedPages()).resolves.toBeUndefined();
    vi.stubGlobal('caches', { delete: () => Promise.reject(new Error('SecurityError')) });
    await expect(forgetCachedPages()).resolves.toBeUndefined();
  });
});
