// Zod as the browser build sees it: the client build resolves every `import ... from 'zod'` here
// (scripts/build/zod-jitless.ts). Zod compiles object schemas with `new Function` when it can, and
// finds out by trying as each schema is built: under the server's CSP (no 'unsafe-eval') that try
// is a CSP violation in every visitor's console. Being the module every schema imports, this runs
// before any schema is built, whichever chunk it lands in. Jitless parsing is plenty for API answers.
import { z } from 'zod/v4';

z.config({ jitless: true });

export * from 'zod/v4';
export { z, z as default };
