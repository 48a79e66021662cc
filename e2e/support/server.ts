import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { registerOutbox } from './outboxes';

export interface TTestServer {
  baseUrl: string;
  dataDir: string;
  logFile: string;
  adminEmail: string;
  adminPassword: string;
  stop(): Promise<void>;
}

// The compiled server that `npm start` runs (built by `npm run build`, as test:e2e does first): what
// ships is what is tested, and it starts in about half the time of server/main.ts through tsx.
const SERVER_MAIN = fileURLToPath(new URL('../../dist/server/main.js', import.meta.url));

/** Starts the real built server on a fresh temporary data folder and a free port. */
export async function startServer(env: NodeJS.ProcessEnv = {}): Promise<TTestServer> {
  if (!existsSync(SERVER_MAIN)) throw new Error(`No ${SERVER_MAIN}: run \`npm run build\` first.`);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'partsyard-e2e-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const logFile = path.join(dataDir, 'server.log');
  const logStream = createWriteStream(logFile);
  const server: ChildProcess = spawn(process.execPath, ['--enable-source-maps', SERVER_MAIN], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      // A known empty database: specs make the posts they need (a spec may turn demo data on).
      DEMO_DATA: 'false',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.pipe(logStream);
  server.stderr?.pipe(logStream);
  const exited = new Promise<number | null>((resolve) => server.on('exit', resolve));
  await waitForStart(baseUrl, exited, logFile);
  registerOutbox(baseUrl, dataDir);
  // The first start printed the admin's credentials once: tests sign in with them.
  const log = readFileSync(logFile, 'utf8');
  const adminEmail = /email:\s+(\S+)/.exec(log)?.[1] ?? '';
  const adminPassword = /password:\s+(\S+)/.exec(log)?.[1] ?? '';
  if (!adminPassword) throw new Error(`No admin credentials in the server log:\n${log}`);
  return {
    baseUrl,
    dataDir,
    logFile,
    adminEmail,
    adminPassword,
    stop: async () => {
      server.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

// Polls /api/health/ready until the server is ready and has printed its start-up lines, or fails
// with its log when it exits. The deadline is only a fuse for a server that hangs, far above a start
// on a busy machine (11 s measured with the cores shared by browsers, other servers and other work).
const START_DEADLINE_MS = 240_000;
async function waitForStart(baseUrl: string, exited: Promise<number | null>, logFile: string) {
  let done = false;
  void exited.then(() => {
    done = true;
  });
  const deadline = Date.now() + START_DEADLINE_MS;
  while (Date.now() < deadline && !done) {
    try {
      const res = await fetch(`${baseUrl}/api/health/ready`);
      if (res.ok && readFileSync(logFile, 'utf8').includes('PartsYard is running at')) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`The server did not start:\n${readFileSync(logFile, 'utf8')}`);
}
