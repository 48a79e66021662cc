import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { vi } from 'vitest';

// Helpers for tests of the compiled server as a process: start it on a folder, read what it prints,
// wait for it to listen or to end. Every wait is for a condition, with a generous fuse.

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const SERVER = path.join(ROOT, 'dist/server/main.js');
export const ADMIN_CLI = path.join(ROOT, 'dist/server/admin.js');
export const AUTH_SECRET = 'process-test-secret-process-test-secret-01';

export const tempDataDir = () => mkdtempSync(path.join(os.tmpdir(), 'partsyard-proc-'));

/** The environment a test server runs with: its own folder, any free port, no demo posts. */
export function serverEnv(dataDir: string, extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    PORT: '0',
    AUTH_SECRET,
    DEMO_DATA: 'false',
    LOG_LEVEL: 'info',
    RATE_LIMIT_PER_MINUTE: '1000000',
    ...extra,
  };
}

export interface TProc {
  child: ChildProcess;
  out(): string;
  /** Resolves with the exit code and signal (already ended: at once). */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** Starts a command, collecting its standard output and error together. */
export function run(command: string, args: string[], env: NodeJS.ProcessEnv): TProc {
  const child = spawn(command, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let text = '';
  child.stdout?.on('data', (d) => {
    text += String(d);
  });
  child.stderr?.on('data', (d) => {
    text += String(d);
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return { child, out: () => text, exited };
}

/** Starts the compiled server as production does (node --enable-source-maps). */
export const startServer = (dataDir: string, extra: NodeJS.ProcessEnv = {}) =>
  run(process.execPath, ['--enable-source-maps', SERVER], serverEnv(dataDir, extra));

/** Waits for the server's "listening" log line; its port and the server's pid. */
export async function listening(p: TProc): Promise<{ port: number; pid: number; url: string }> {
  return vi.waitFor(
    () => {
      if (p.child.exitCode !== null) throw new Error(`the server ended:\n${p.out()}`);
      const m = /"pid":(\d+),[^\n]*"msg":"Server listening at http:\/\/127\.0\.0\.1:(\d+)"/.exec(p.out());
      if (!m) throw new Error(`not listening yet:\n${p.out().slice(-2000)}`);
      const port = Number(m[2]);
      return { port, pid: Number(m[1]), url: `http://127.0.0.1:${port}` };
    },
    { timeout: 150_000, interval: 100 },
  );
}

/** True while a process with this pid runs. */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Waits until no process has this pid. */
export const gone = (pid: number) =>
  vi.waitFor(
    () => {
      if (isAlive(pid)) throw new Error(`pid ${pid} still runs`);
    },
    { timeout: 60_000, interval: 50 },
  );
