// Builds the app and starts the compiled server as it ships, on a fresh temporary data folder with
// the demo data, through the same helper as the end-to-end tests (e2e/support/server.ts).

import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { startServer, type TTestServer } from '../../e2e/support/server';

/** `npm run build`, its output shown; a failed build fails the bench. */
export function build(): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', 'build'], { stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`npm run build exited with ${code}`)),
    );
  });
}

export function startBenchServer(): Promise<TTestServer> {
  return startServer({
    // Production as shipped (it requires a secret), with the demo posts to show.
    NODE_ENV: 'production',
    AUTH_SECRET: randomBytes(32).toString('hex'),
    DEMO_DATA: 'true',
    // Every run of every page comes from 127.0.0.1: the per-address limit must not answer 429.
    RATE_LIMIT_PER_MINUTE: '100000',
  });
}
