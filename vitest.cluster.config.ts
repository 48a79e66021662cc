import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));

// The cluster test (`npm run test:cluster`, a CI step of its own after `npm test`): PostgreSQL,
// redis-server, an S3 server, an SMTP catcher, three instances of the built app and nginx, all on
// this machine. Not part of `vitest run`: it takes minutes and needs Debian's nginx and PostgreSQL.
export default defineConfig({
  resolve: { alias: { '@common': r('./common') } },
  test: {
    name: 'cluster',
    include: ['server/cluster/**/*.test.ts'],
    globalSetup: ['server/cluster/global-setup.ts'],
    fileParallelism: false,
    // Fuses for a step that hangs; every wait inside is for a condition.
    testTimeout: 420_000,
    hookTimeout: 300_000,
  },
});
