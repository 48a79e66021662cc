import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** The browser's Zod: 'zod' with jitless set before any schema is built (see the module). */
export const BROWSER_ZOD = fileURLToPath(new URL('../../web/src/lib/zod-jitless.ts', import.meta.url));

/**
 * Vite plugin for the client build: `import ... from 'zod'` resolves to web/src/lib/zod-jitless.ts,
 * which imports 'zod/v4' (the same modules) itself. An entry-point import could not do this: the
 * bundler runs shared chunks (which build schemas) before the entry's own code.
 */
export function zodJitless(): Plugin {
  return {
    name: 'partsyard:zod-jitless',
    enforce: 'pre',
    resolveId(source) {
      return source === 'zod' ? BROWSER_ZOD : null;
    },
  };
}
