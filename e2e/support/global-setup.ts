import path from 'node:path';
import { startServer } from './server';

/** Starts the real built server on a fresh temporary database and a free port for the whole run. */
export default async function globalSetup() {
  const server = await startServer();
  process.env.E2E_BASE_URL = server.baseUrl;
  process.env.E2E_SERVER_LOG = server.logFile;
  process.env.E2E_OUTBOX = path.join(server.dataDir, 'outbox');
  process.env.E2E_ADMIN_EMAIL = server.adminEmail;
  process.env.E2E_ADMIN_PASSWORD = server.adminPassword;
  return () => server.stop();
}
