import { z } from 'zod';

// Zod compiles object schemas with `new Function` when it can, and finds out by trying it as each
// schema is built: under the server's CSP (no 'unsafe-eval') that try is a CSP violation in every
// visitor's console. Jitless parsing is plenty fast for API answers. This must run before any schema
// is built, so it is the first import of the browser's entry (app/global-styles.ts).
z.config({ jitless: true });
