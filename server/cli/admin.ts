// First: on a Node.js older than package.json's engines, one sentence and exit 1.
import '../node-version-guard';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { runAdminCommand } from '../modules/accounts/admin-role';
import { startFailureMessage } from '../start-failure';
import { migrateDatabase } from '../startup/migrate';

// `npm run admin -- grant EMAIL` / `revoke EMAIL`: manages the admin role on the configured database.
// On the embedded database the server must be stopped first: the data folder's lock refuses a second
// process, and the message names the server's process id.
async function main() {
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
}

main().catch((err: unknown) => {
  console.error(startFailureMessage(err));
  process.exit(1);
});
