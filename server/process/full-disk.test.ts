import { rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT, run, SERVER, serverEnv, tempDataDir } from './server-process';

// A start on a full disk: PGlite's writes fail (injected ENOSPC, as a full disk gives them: its file
// system reports Emscripten's ErrnoError 51 with no message). The server says so in one sentence
// naming DATA_DIR and exits 1, instead of printing `ErrnoError { errno: 51 }` or a stack.
const dir = tempDataDir();
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('starting on a full disk', () => {
  it('says the disk holding DATA_DIR is full, in words, and exits 1', async () => {
    const preload = path.join(ROOT, 'server/process/fixtures/full-disk.mjs');
    const p = run(process.execPath, ['--import', preload, '--enable-source-maps', SERVER], serverEnv(dir));
    const end = await p.exited;
    expect(end.code).toBe(1);
    expect(p.out().trim()).toBe(
      `The disk holding the data folder ${dir} is full (no space left on device): free some space there, ` +
        'or set DATA_DIR to a folder on another disk, and start again.',
    );
  });
});
