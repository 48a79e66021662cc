import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LOCK_FILE } from '../db/data-dir-lock';
import {
  ADMIN_CLI,
  gone,
  listening,
  run,
  serverEnv,
  startServer,
  type TProc,
  tempDataDir,
} from './server-process';

// One data folder, one process: a second server and a command-line tool beside a running server are
// refused at once with the folder and the server's pid named; a lock left by kill -9 is taken over.
const dir = tempDataDir();
const started: TProc[] = [];
afterAll(async () => {
  for (const p of started) if (p.child.exitCode === null) p.child.kill('SIGKILL');
  await Promise.all(started.map((p) => p.exited));
  rmSync(dir, { recursive: true, force: true });
});

describe('the data folder lock, process to process', () => {
  it('refuses a second server and the admin CLI, and takes over after kill -9', async () => {
    const first = startServer(dir);
    started.push(first);
    const { pid } = await listening(first);

    const second = startServer(dir);
    started.push(second);
    const secondEnd = await second.exited;
    expect(secondEnd.code).toBe(1);
    expect(second.out()).toContain(
      `The data folder ${dir} is in use by another PartsYard process (pid ${pid}`,
    );
    expect(second.out()).not.toMatch(/^\s+at /m);

    const cli = run(process.execPath, [ADMIN_CLI, 'grant', 'someone@example.com'], serverEnv(dir));
    const cliEnd = await cli.exited;
    expect(cliEnd.code).toBe(1);
    expect(cli.out()).toContain(`Stop the server first (kill ${pid})`);
    expect(first.child.exitCode).toBeNull();

    first.child.kill('SIGKILL');
    await first.exited;
    await gone(pid);
    expect(existsSync(path.join(dir, LOCK_FILE))).toBe(true);

    const third = startServer(dir);
    started.push(third);
    const after = await listening(third);
    expect(after.pid).not.toBe(pid);
    const res = await fetch(`${after.url}/api/health/ready`);
    expect(res.status).toBe(200);
    third.child.kill('SIGTERM');
    expect(await third.exited).toEqual({ code: 0, signal: null });
    expect(existsSync(path.join(dir, LOCK_FILE))).toBe(false);
  });
});
