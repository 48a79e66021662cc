import path from 'node:path';
import { isStorageFull } from './plugins/dependency-errors';

// What a start (of the server or a command-line tool) that failed prints: one sentence a person can
// act on. A full disk is said in words, whichever layer noticed it (Node, PostgreSQL, or PGlite's
// file system, whose ErrnoError carries Emscripten's ENOSPC number and no message).

const EMSCRIPTEN_ENOSPC = 51;

/** The data folder the environment names, for a failure before the configuration was read. */
export const dataDirOfEnv = () => path.resolve(process.env.DATA_DIR || './data');

/** The line to print for an error that stopped the start. */
export function startFailureMessage(err: unknown, dataDir = dataDirOfEnv()): string {
  if (isPgliteDiskFull(err) || (isStorageFull(err) && !hasCode(err, '53100'))) {
    return `The disk holding the data folder ${dataDir} is full (no space left on device): free some space there, or set DATA_DIR to a folder on another disk, and start again.`;
  }
  if (isStorageFull(err)) {
    return 'The PostgreSQL server (DATABASE_URL) is out of disk space: free some space on its disk and start again.';
  }
  if (err instanceof Error) return err.message;
  return String(err);
}

function isPgliteDiskFull(err: unknown): boolean {
  const e = err as { name?: unknown; errno?: unknown } | null;
  return typeof e === 'object' && e !== null && e.name === 'ErrnoError' && e.errno === EMSCRIPTEN_ENOSPC;
}

function hasCode(err: unknown, code: string): boolean {
  for (let e = err as { code?: unknown; cause?: unknown } | undefined, i = 0; e && i < 8; i++) {
    if (e.code === code) return true;
    e = e.cause as typeof e;
  }
  return false;
}
