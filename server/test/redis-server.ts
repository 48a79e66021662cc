import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** A throwaway redis-server (Debian's package) for one test file: nothing saved to disk. */
export interface TRedisServer {
  port: number;
  url: string;
  /** Kills the server (an outage as a crash or a lost network would cause). */
  stop(): Promise<void>;
  /** Starts it again on the same port, empty. */
  start(): Promise<void>;
  /** Freezes the server (SIGSTOP): connections stay open, nothing is answered. */
  pause(): void;
  /** Lets a frozen server go on (SIGCONT). */
  resume(): void;
  /** Stops it for good and removes its folder. */
  close(): Promise<void>;
}

/** A port nobody listens on now. */
async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Runs redis-server until it says it accepts connections. */
function launch(port: number, dir: string): Promise<ChildProcess> {
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  return new Promise((resolve, reject) => {
    let out = '';
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('Ready to accept connections')) {
        child.stdout?.off('data', onData);
        child.stdout?.resume();
        resolve(child);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.resume();
    child.once('error', reject);
    child.once('exit', (code) =>
      reject(new Error(`redis-server exited (${code}) before it was ready:\n${out}`)),
    );
  });
}

function kill(child: ChildProcess | undefined, signal: NodeJS.Signals): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill(signal);
  });
}

/** Starts a redis-server on a free port. */
export async function startRedisServer(): Promise<TRedisServer> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'partsyard-redis-'));
  const port = await freePort();
  let child: ChildProcess | undefined = await launch(port, dir);
  return {
    port,
    url: `redis://127.0.0.1:${port}`,
    async stop() {
      await kill(child, 'SIGKILL');
      child = undefined;
    },
    async start() {
      child = await launch(port, dir);
    },
    pause() {
      child?.kill('SIGSTOP');
    },
    resume() {
      child?.kill('SIGCONT');
    },
    async close() {
      child?.kill('SIGCONT');
      await kill(child, 'SIGTERM');
      child = undefined;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
