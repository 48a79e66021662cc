// First: on a Node.js older than package.json's engines, one sentence and exit 1.
import '../node-version-guard';
import { parseArgs } from 'node:util';
import { createStorage } from '../adapters/storage';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { DEFAULT_DEMO_SEED, generateDemo } from '../demo/generate';
import { startFailureMessage } from '../start-failure';
import { prepareDatabase } from '../startup/prepare';

// `npm run seed:demo -- --posts N [--seed S] [--no-photo-files]`: adds N demo posts by new demo
// sellers to the configured database (DATABASE_URL, else the embedded one under DATA_DIR; stop the
// server first there: the data folder is locked by the server). --no-photo-files writes the photo rows
// without their files: for benchmarks only, the photos will not load.

const USAGE = 'Usage: npm run seed:demo -- --posts N [--seed S] [--no-photo-files]';

function positiveInt(name: string, value: string | undefined, fallback?: number): number {
  if (value === undefined && fallback !== undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1)
    throw new Error(`--${name} must be a whole number of at least 1\n${USAGE}`);
  return n;
}

async function main() {
  const { values } = parseArgs({
    options: {
      posts: { type: 'string' },
      seed: { type: 'string' },
      'no-photo-files': { type: 'boolean', default: false },
      'batch-size': { type: 'string' },
    },
  });
  if (values.posts === undefined) throw new Error(USAGE);
  const posts = positiveInt('posts', values.posts);
  const seed = positiveInt('seed', values.seed, DEFAULT_DEMO_SEED);
  const batchSize = values['batch-size'] ? positiveInt('batch-size', values['batch-size']) : undefined;
  const photoFiles = !values['no-photo-files'];

  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    const prepared = await prepareDatabase(database, config);
    if (prepared.admin) {
      console.log('An admin account was created. Sign in with these credentials (shown only this once):');
      console.log(`  email:    ${prepared.admin.email}\n  password: ${prepared.admin.password}\n`);
    }
    const where =
      database.kind === 'pglite' ? `embedded PGlite in ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)';
    console.log(`Seeding ${posts.toLocaleString('en-US')} demo posts (seed ${seed}) into ${where}`);
    if (!photoFiles)
      console.log('Photo rows only, no files (--no-photo-files): for benchmarks, photos will not load');
    let last = 0;
    const result = await generateDemo(database.db, {
      posts,
      seed,
      photoFiles,
      storage: photoFiles ? createStorage(config) : undefined,
      batchSize,
      onProgress: (done) => {
        // A line every tenth of the way on big runs.
        if (posts >= 50_000 && done - last >= posts / 10) {
          last = done;
          console.log(`  ${done.toLocaleString('en-US')} posts`);
        }
      },
    });
    console.log(
      `Made ${result.posts.toLocaleString('en-US')} posts by ${result.sellers.toLocaleString('en-US')} sellers ` +
        `with ${result.photos.toLocaleString('en-US')} photos in ${(result.ms / 1000).toFixed(1)} s`,
    );
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  // A failed batch insert's message carries its whole parameter arrays: show the cause only.
  const cause = err instanceof Error && err.cause instanceof Error ? err.cause : err;
  console.error(startFailureMessage(cause));
  process.exit(1);
});
