import os from 'node:os';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig } from 'vitest/config';

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const alias = { '@common': r('./common'), '@': r('./web/src') };

// One worker per core, at least one (`--maxWorkers` overrides). Tests wait for conditions, not for
// time, so a limit below is only a fuse for a test that hangs: it is set for a machine shared with
// other work (2 cores, one kept busy: a home-page test that takes 0.5 s quiet took over 6 s), far
// above what a quiet machine needs.
const maxWorkers = Math.max(1, os.availableParallelism());

// Three projects: pure unit tests, browser components (happy-dom), and the API on a real database
// (in-memory PGlite by default; PostgreSQL with TEST_DB=pg, see `npm run test:pg`).
export default defineConfig({
  plugins: [react()],
  resolve: { alias },
  test: {
    maxWorkers,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [
            'common/**/*.test.ts',
            'bench/**/*.test.ts',
            'scripts/**/*.test.ts',
            'deploy/**/*.test.ts',
          ],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'web',
          include: ['web/src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['server/**/*.test.ts'],
          // *.pg.test.ts are about PostgreSQL itself (a restart, LISTEN across it): they run in
          // `npm run test:pg` only, rather than being skipped on PGlite.
          exclude: [
            ...configDefaults.exclude,
            'server/process/**',
            // The cluster test has its own config (vitest.cluster.config.ts, `npm run test:cluster`).
            'server/cluster/**',
            ...(process.env.TEST_DB === 'pg' ? [] : ['server/**/*.pg.test.ts']),
          ],
          globalSetup: ['server/test/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        // The compiled server as a process: data folder lock, signals, start failures.
        extends: true,
        test: {
          name: 'process',
          include: ['server/process/**/*.test.ts'],
          globalSetup: ['server/process/global-setup.ts'],
          testTimeout: 180_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
