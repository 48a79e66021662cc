// First: on a Node.js older than package.json's engines, one sentence and exit 1 (the rest may not load).
import './node-version-guard';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { loadConfig, type TConfig } from './config';
import { openDatabase } from './db/client';
import { seedDemoOnce } from './demo/seed-once';
import { sweepAndLog } from './modules/maintenance/orphan-sweep';
import { runAndLogLifetimeJobs } from './modules/posts/lifetime-job';
import { installShutdown } from './shutdown';
import { startFailureMessage } from './start-failure';
import { prepareDatabase } from './startup/prepare';

// Entry point: config -> database (locked, migrated, seeded) -> listen; drains and closes on
// SIGTERM/SIGINT (shutdown.ts).
async function main() {
  const config = loadConfig();
  const database = await openDatabase(config);
  const prepared = await prepareDatabase(database, config);
  // Log lines go to stdout synchronously, in the main thread, like the banner's console.log: an
  // asynchronous writer (pino's default, or pino-pretty's worker transport) let the start-up jobs'
  // lines land after the banner. pino-pretty (a dev dependency) only on a developer's terminal.
  const logStream =
    config.env === 'development' && process.stdout.isTTY
      ? (await import('pino-pretty')).default({
          sync: true,
          singleLine: true,
          ignore: 'pid,hostname,method,path,statusCode,ms',
        })
      : process.stdout;
  // End-to-end tests may start the business clock at another date (CLOCK_NOW, test runs only).
  const offset = config.clockNow ? config.clockNow.getTime() - Date.now() : 0;
  const app = await buildApp({
    config,
    database,
    clock: () => new Date(Date.now() + offset),
    logger: { level: config.logLevel, stream: logStream },
  });

  // A new embedded database gets demo posts once (DEMO_DATA=false turns it off); never fatal.
  const demo = await seedDemoOnce(database.db, config, app.storage, { now: app.clock() }).catch(
    (err: unknown) => {
      app.log.warn({ err }, 'demo data not seeded');
      return undefined;
    },
  );

  // Background jobs run on the job queue (adapters/jobs), started with the app: the lifetime jobs
  // and the orphan sweep on cron schedules, message emails queued by each message. Once at start,
  // before the banner, the lifetime jobs and the sweep also run here (safe beside other instances);
  // their failures are logged and the schedules try again.
  const startRuns = (): Promise<unknown> =>
    Promise.all([
      config.jobsIntervalSeconds > 0
        ? runAndLogLifetimeJobs(app).catch((err: unknown) => app.log.error({ err }, 'lifetime jobs failed'))
        : undefined,
      sweepAndLog(app).catch(() => undefined),
    ]);
  let firstRuns: Promise<unknown> | undefined;

  installShutdown({
    app,
    database,
    timeoutSeconds: config.shutdownTimeoutSeconds,
    drainSeconds: config.shutdownDrainSeconds,
    // The queue stops letting running jobs finish; the start-up runs finish too.
    stopJobs: () => Promise.all([app.jobs.stop(), firstRuns]).then(() => undefined),
  });

  await app.listen({ port: config.port, host: config.host });
  // The banner comes last, after the start-up jobs' log lines, so it stays on screen.
  firstRuns = startRuns();
  await firstRuns;
  if (!app.server.listening) return; // a stop (SIGTERM) began meanwhile
  const where =
    database.kind === 'pglite' ? `embedded PGlite in ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)';
  const lines = [
    '',
    `PartsYard is running at ${runningAt(app, config)}`,
    ...networkAddresses(app, config),
    `Database: ${where}; vehicles added ${prepared.vehiclesAdded}, parts added ${prepared.partsAdded}`,
  ];
  if (demo) {
    lines.push(
      `Demo data: ${demo.posts} posts by ${demo.sellers} sellers, made in ${demo.ms} ms (DEMO_DATA=false turns it off)`,
    );
  }
  if (prepared.admin) {
    lines.push(
      '',
      'An admin account was created. Sign in with these credentials (shown only this once):',
      `  email:    ${prepared.admin.email}`,
      `  password: ${prepared.admin.password}`,
    );
  }
  console.log(`${lines.join('\n')}\n`);
}

/** The addresses and ports listened on (a socket path would be a string: none here). */
const listened = (app: FastifyInstance) =>
  app.addresses().filter((a): a is AddressInfo => typeof a !== 'string');

/** PUBLIC_URL, or without it localhost at the port listened on (PORT=0 picks one). */
function runningAt(app: FastifyInstance, config: TConfig): string {
  if (config.publicUrlSet) return config.publicUrl;
  const port = listened(app)[0]?.port ?? config.port;
  return `http://localhost:${port}`;
}

/** Without PUBLIC_URL, the machine's network addresses this server answers on (signing in works there too). */
function networkAddresses(app: FastifyInstance, config: TConfig): string[] {
  const at = listened(app)[0];
  if (config.publicUrlSet || !at) return [];
  // Listening on every interface (HOST=0.0.0.0, the default): each IPv4 address of this machine.
  const any = at.address === '0.0.0.0' || at.address === '::';
  const addresses = any
    ? Object.values(os.networkInterfaces())
        .flat()
        .filter((i) => i !== undefined && i.family === 'IPv4' && !i.internal)
        .map((i) => i?.address ?? '')
    : [at.address].filter((a) => !/^(127\.|::1$)/.test(a));
  const urls = addresses.map((a) => `http://${a.includes(':') ? `[${a}]` : a}:${at.port}`);
  return urls.length > 0 ? [`On this network: ${urls.join(', ')}`] : [];
}

main().catch((err: unknown) => {
  console.error(startFailureMessage(err));
  process.exit(1);
});
