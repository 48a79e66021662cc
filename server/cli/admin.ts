import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { runAdminCommand } from '../modules/accounts/admin-role';

// `npm run admin -- grant EMAIL` / `revoke EMAIL`: manages the admin role on the configured database
// (stop the server first on the embedded database: PGlite allows one process at a time).
const config = loadConfig();
const database = await openDatabase(config);
try {
  await migrateDatabase(database);
  const { out, code } = await runAdminCommand(database.db, process.argv.slice(2));
  console.log(out);
  process.exitCode = code;
} finally {
  await database.close();
}
