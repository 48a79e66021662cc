import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import { vi } from 'vitest';

// The cluster's processes, each on loopback with a free port in the test's temp folder: PostgreSQL
// (Debian's binaries, run as the postgres user when we are root, as CI is), redis-server and nginx.

const run = promisify(execFile);
const PG_ROOT = '/usr/lib/postgresql';
export const NGINX = '/usr/sbin/nginx';
const WAIT = { timeout: 120_000, interval: 100 };

/** Debian's PostgreSQL binaries: version 15 (production's), else the newest installed. */
function pgBin(): string {
  const versions = existsSync(PG_ROOT) ? readdirSync(PG_ROOT).filter((v) => /^\d+$/.test(v)) : [];
  const chosen = versions.includes('15') ? '15' : versions.sort((a, b) => Number(b) - Number(a))[0];
  const bin = `${PG_ROOT}/${chosen}/bin`;
  if (!chosen || !existsSync(`${bin}/initdb`)) {
    throw new Error(`No PostgreSQL server under ${PG_ROOT} (Debian's postgresql package installs one)`);
  }
  return bin;
}

/** A port nothing listens on right now. */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** True when something accepts a TCP connection on the port. */
export function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

export const waitForPort = (port: number, what: string) =>
  vi.waitFor(async () => {
    if (!(await accepts(port))) throw new Error(`${what} does not accept connections on ${port} yet`);
  }, WAIT);

/** A child process with its output kept (the last 200 KB), and a promise of its end. */
export interface TChild {
  child: ChildProcess;
  out(): string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

export function spawnChild(command: string, args: string[], opts: { cwd?: string; env?: NodeJS.ProcessEnv }) {
  const child = spawn(command, args, { ...opts, stdio: ['ignore', 'pipe', 'pipe'] });
  let text = '';
  const keep = (d: Buffer) => {
    text = (text + String(d)).slice(-200_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return { child, out: () => text, exited } satisfies TChild;
}

/** Sends a signal and waits for the end (at once when it already ended). */
export async function stopChild(p: TChild, signal: NodeJS.Signals = 'SIGTERM') {
  if (p.child.exitCode === null && p.child.signalCode === null) p.child.kill(signal);
  return p.exited;
}

export interface TPostgres {
  port: number;
  url: string;
  /** `pg_ctl stop -m fast`: every connection is cut; resolves once the server has stopped. */
  stop(): Promise<void>;
  /** Starts it again on the same port and data; resolves once it takes connections. */
  start(): Promise<void>;
}

/** A PostgreSQL 15 cluster of its own (initdb), tuned for a throwaway (no fsync). */
export async function startPostgres(dir: string): Promise<TPostgres> {
  mkdirSync(dir, { recursive: true });
  const bin = pgBin();
  const root = process.getuid?.() === 0;
  // Root may not run PostgreSQL: its tools run as the postgres user, who owns the folder.
  if (root) await run('chown', ['postgres', dir]);
  const pg = (tool: string, args: string[]) =>
    root
      ? run('runuser', ['-u', 'postgres', '--', path.join(bin, tool), ...args])
      : run(path.join(bin, tool), args);
  const data = path.join(dir, 'data');
  const port = await freePort();
  await pg('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--locale=C', '--no-sync']);
  const options = [
    `-p ${port}`,
    `-k ${dir}`,
    '-c listen_addresses=127.0.0.1',
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c max_connections=200',
  ].join(' ');
  const ctl = (action: string, extra: string[] = []) =>
    pg('pg_ctl', [
      '-D',
      data,
      '-o',
      options,
      '-l',
      path.join(dir, 'log'),
      '-w',
      '-t',
      '120',
      ...extra,
      action,
    ]);
  await ctl('start');
  return {
    port,
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: async () => {
      await ctl('stop', ['-m', 'fast']);
    },
    start: async () => {
      await ctl('start');
    },
  };
}

/** redis-server without persistence. */
export async function startRedis(): Promise<{ url: string; stop(): Promise<unknown> }> {
  const port = await freePort();
  const p = spawnChild(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {},
  );
  await waitForPort(port, 'redis-server');
  return { url: `redis://127.0.0.1:${port}`, stop: () => stopChild(p) };
}

export interface TNginx {
  url: string;
  port: number;
  /** The access log's lines: method, URI, status, the upstream(s) tried, their statuses, time, request id. */
  accessLog(): string[];
  errorLog(): string;
  stop(): Promise<unknown>;
}

/**
 * nginx in front of the instances, with the site configuration the deployment uses
 * (deploy/nginx/partsyard.conf, its `listen 80` made this test's port) and an upstream file of the
 * instances' ports. One worker, so its round robin over the instances is the whole proxy's.
 */
export async function startNginx(
  dir: string,
  opts: { siteConf: string; port: number; upstreamPorts: number[] },
): Promise<TNginx> {
  const { siteConf, port, upstreamPorts } = opts;
  mkdirSync(dir, { recursive: true });
  // nginx's workers (nobody, when started as root) create temp files under the prefix.
  chmodSync(path.dirname(dir), 0o755);
  chmodSync(dir, 0o755);
  const site = readFileSync(siteConf, 'utf8');
  if (!/^\s*listen 80;$/m.test(site))
    throw new Error(`${siteConf}: no 'listen 80;' line to move to a free port`);
  writeFileSync(
    path.join(dir, 'partsyard.conf'),
    site.replace(/^(\s*)listen 80;$/m, `$1listen 127.0.0.1:${port};`),
  );
  writeFileSync(
    path.join(dir, 'partsyard-upstream.conf'),
    upstreamPorts.map((p) => `server 127.0.0.1:${p} max_fails=1 fail_timeout=5s;\n`).join(''),
  );
  const conf = path.join(dir, 'nginx.conf');
  writeFileSync(
    conf,
    `worker_processes 1;
error_log ${dir}/error.log warn;
pid ${dir}/nginx.pid;
events { worker_connections 1024; }
http {
  log_format cluster '$request_method $request_uri $status "$upstream_addr" "$upstream_status" $request_time $request_id';
  access_log ${dir}/access.log cluster;
  include ${dir}/partsyard.conf;
}
`,
  );
  const p = spawnChild(NGINX, ['-p', `${dir}/`, '-c', conf, '-g', 'daemon off;'], {});
  await vi.waitFor(async () => {
    if (p.child.exitCode !== null) throw new Error(`nginx ended: ${p.out()}`);
    if (!(await accepts(port))) throw new Error('nginx is not listening yet');
  }, WAIT);
  const read = (file: string) => {
    try {
      return readFileSync(path.join(dir, file), 'utf8');
    } catch {
      return '';
    }
  };
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    accessLog: () => read('access.log').split('\n').filter(Boolean),
    errorLog: () => read('error.log'),
    stop: () => stopChild(p, 'SIGTERM'),
  };
}
