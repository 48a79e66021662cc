import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

// The real server in a child process of its own (node --import tsx, so the child IS the server and
// /proc/<pid> measures it, not a wrapper), on a bench data folder.
export interface TServer {
  url: string;
  pid: number;
  rssMb(): number;
  stop(): Promise<void>;
}

const root = path.resolve(import.meta.dirname, '../..');

export async function startServer(dataDir: string, port: number): Promise<TServer> {
  // As `npm start` runs it: glibc limited to 2 malloc arenas (MALLOC_ARENA_MAX=default measures
  // glibc's own, 8 per core, where memory freed by sharp's threads stays with the process).
  const { MALLOC_ARENA_MAX = '2', ...env } = process.env;
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: {
      ...env,
      ...(MALLOC_ARENA_MAX === 'default' ? {} : { MALLOC_ARENA_MAX }),
      NODE_ENV: 'production',
      AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-01',
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'warn',
      // Each request comes from an address of its own (X-Forwarded-For), so the report limit of
      // 10 per address does not refuse the bench.
      TRUST_PROXY: 'true',
      RATE_LIMIT_PER_MINUTE: '100000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const pid = child.pid;
  if (!pid) throw new Error('server did not start');
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const ok = await fetch(`${url}/api/health/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    pid,
    rssMb() {
      const status = readFileSync(`/proc/${pid}/status`, 'utf8');
      const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
      return kb / 1024;
    },
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}
