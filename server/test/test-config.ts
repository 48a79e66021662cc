import os from 'node:os';
import path from 'node:path';
import { loadConfig, type TConfig } from '../config';

/** The configuration API tests run with: quiet, a fixed secret, a throwaway data folder. */
export function testConfig(overrides: NodeJS.ProcessEnv = {}): TConfig {
  return loadConfig({
    NODE_ENV: 'test',
    AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
    DATA_DIR: path.join(os.tmpdir(), 'partsyard-test'),
    LOG_LEVEL: 'silent',
    ...overrides,
  });
}
