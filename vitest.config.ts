import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const alias = { '@common': r('./common'), '@': r('./web/src') };

// Three projects: pure unit tests, browser components (happy-dom), and the API on a real database
// (in-memory PGlite by default; PostgreSQL with TEST_DB=pg, see `npm run test:pg`).
export default defineConfig({
  plugins: [react()],
  resolve: { alias },
  test: {
    projects: [
      { extends: true, test: { name: 'unit', include: ['common/**/*.test.ts', 'bench/**/*.test.ts'] } },
      {
        extends: true,
        test: { name: 'web', include: ['web/src/**/*.test.{ts,tsx}'], environment: 'happy-dom' },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['server/**/*.test.ts'],
          globalSetup: ['server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
