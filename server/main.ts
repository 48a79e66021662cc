import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { prepareDatabase } from './db/prepare';
import { seedDemoOnce } from './db/seed/demo/seed-once';
import { periodic } from './lib/periodic';
import { startOrphanSweep } from './modules/maintenance/orphan-sweep';
import { sendMessageNotices } from './modules/messages/notices';
import { runLifetimeJobs } from './modules/posts/lifetime';
import { installShutdown } from './shutdown';
import { startFailureMessage } from './start-failure';

// Entry point: config -> database (locked, migrated, seeded) -> listen; drains and closes on
// SIGTERM/SIGINT (shutdown.ts).
async function main() {
  const config = loadConfig();
  const database = await openDatabase(config);
  const prepared = await prepareDatabase(database, config);
  // End-to-end tests may start the business clock at another date (CLOCK_NOW, test runs only).
  const offset = config.clockNow ? config.clockNow.getTime() - Date.now() : 0;
  const app = await buildApp({
    config,
    database,
    clock: () => new Date(Date.now() + offset),
    logger:
      config.env === 'development' && process.stdout.isTTY
        ? { level: config.logLevel, transport: { target: 'pino-pretty' } }
        : { level: config.logLevel },
  });

  // A new embedded database gets demo posts once (DEMO_DATA=false turns it off); never fatal.
  const demo = await seedDemoOnce(database.db, config, app.storage, { now: app.clock() }).catch(
    (err: unknown) => {
      app.log.warn({ err }, 'demo data not seeded');
      return undefined;
    },
  );

  // Ad lifetime jobs (expire, delete sold, clean unpaid carts): safe when several instances run them.
  const lifetime = periodic(config.jobsIntervalSeconds, () =>
    runLifetimeJobs(app)
      .then((r) => r.skipped || app.log.info(r, 'lifetime jobs done'))
      .catch((err: unknown) => app.log.error({ err }, 'lifetime jobs failed')),
  );

  // Emails about messages nobody saw live (one per conversation every 15 minutes at most).
  const delay = config.messageMailDelaySeconds;
  const notices = periodic(delay, () =>
    sendMessageNotices(app, delay)
      .then((r) => r.emailed > 0 && app.log.info(r, 'message emails sent'))
      .catch((err: unknown) => app.log.error({ err }, 'message emails failed')),
  );

  // Files a killed process left (photos without rows, temp uploads): swept at start, then hourly.
  const sweep = startOrphanSweep(app);

  installShutdown({
    app,
    database,
    timeoutSeconds: config.shutdownTimeoutSeconds,
    stopJobs: () => Promise.all([lifetime.stop(), notices.stop(), sweep.stop()]).then(() => undefined),
  });

  await app.listen({ port: config.port, host: config.host });
  if (config.jobsIntervalSeconds > 0) void lifetime.run();
  const where =
    database.kind === 'pglite' ? `embedded PGlite in ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)';
  const lines = [
    '',
    `PartsYard is running at ${config.publicUrl}`,
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

main().catch((err: unknown) => {
  console.error(startFailureMessage(err));
  process.exit(1);
});
