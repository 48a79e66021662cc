import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { vi } from 'vitest';
import { freePort, spawnChild, stopChild, type TChild } from './services';

// PartsYard instances started as the container image starts them (`node --enable-source-maps
// dist/server/main.js` in the image's runtime layout), each on a port of its own that it keeps
// across restarts (nginx's upstream file names it), with a data folder of its own.

export interface TInstance {
  n: number;
  port: number;
  url: string;
  proc?: TChild;
  /** Starts the process and waits until it is ready; milliseconds from start to ready. */
  start(): Promise<number>;
  /** SIGTERM, then waits for the end: its exit code and the milliseconds it took. */
  stop(): Promise<{ code: number | null; signal: NodeJS.Signals | null; ms: number }>;
  out(): string;
}

/** The readiness route: /api/health/ready where the server has it, else /api/health (readiness then). */
let readyPath: string | undefined;
export async function isReady(url: string): Promise<boolean> {
  try {
    if (!readyPath) {
      const res = await fetch(`${url}/api/health/ready`);
      if (res.status === 404) readyPath = '/api/health';
      else {
        readyPath = '/api/health/ready';
        return res.ok;
      }
    }
    return (await fetch(`${url}${readyPath}`)).ok;
  } catch {
    return false;
  }
}

export async function createInstance(
  n: number,
  opts: { layout: string; dataDir: string; env: NodeJS.ProcessEnv },
): Promise<TInstance> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  mkdirSync(opts.dataDir, { recursive: true });
  const logs: string[] = [];
  const instance: TInstance = {
    n,
    port,
    url,
    out: () => [...logs, instance.proc?.out() ?? ''].join('\n'),
    async start() {
      const started = performance.now();
      const proc = spawnChild(process.execPath, ['--enable-source-maps', 'dist/server/main.js'], {
        cwd: opts.layout,
        env: { ...opts.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: opts.dataDir },
      });
      instance.proc = proc;
      await vi.waitFor(
        async () => {
          if (proc.child.exitCode !== null)
            throw new Error(`instance ${n} ended:\n${proc.out().slice(-4000)}`);
          if (!(await isReady(url))) throw new Error(`instance ${n} is not ready yet`);
        },
        { timeout: 180_000, interval: 100 },
      );
      return performance.now() - started;
    },
    async stop() {
      const proc = instance.proc;
      if (!proc) return { code: 0, signal: null, ms: 0 };
      const started = performance.now();
      const end = await stopChild(proc, 'SIGTERM');
      logs.push(proc.out().slice(-20_000));
      instance.proc = undefined;
      return { ...end, ms: performance.now() - started };
    },
  };
  return instance;
}

/** The log of every instance, for a failure's message. */
export const logsOf = (instances: TInstance[]) =>
  instances.map((i) => `---- instance ${i.n} (port ${i.port})\n${i.out().slice(-6000)}`).join('\n');

export const instanceDir = (base: string, n: number) => path.join(base, `instance-${n}`);
