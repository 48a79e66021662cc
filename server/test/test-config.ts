import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig, type TConfig } from '../config';

/** The configuration API tests run with: quiet, a fixed secret, a throwaway data folder of its own. */
export function testConfig(overrides: NodeJS.ProcessEnv = {}): TConfig {
  return loadConfig({
    NODE_ENV: 'test',
    AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'partsyard-test-')),
    PUBLIC_URL: 'http://localhost:3000',
    LOG_LEVEL: 'silent',
    // Jobs are queued but not run: a test runs a job's function itself, or turns workers on.
    JOB_WORKERS: 'false',
    ...overrides,
  });
}
