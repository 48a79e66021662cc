// Saved-search alerts at scale: the time to find the saved searches a newly published
// post matches (server/modules/saved-searches/matching.ts), at 100,000 saved searches; the time from
// a post going live to its notices and email jobs being queued; a daily digest run for 100,000 users.
// Usage: npm run bench:alerts -- [--searches 100000] [--users 20000] [--posts 300] [--warmup 30]
//          [--alert-posts 200] [--digest-users 100000] [--digest-posts 5] [--seed N]
//   Database: an in-memory PGlite by default; the PostgreSQL database of DATABASE_URL when set (it
//   must be empty: the benchmark migrates it and fills it; `pg_virtualenv` gives a throwaway one,
//   e.g. pg_virtualenv sh -c 'DATABASE_URL=postgresql://$PGUSER:$PGPASSWORD@$PGHOST:$PGPORT/$PGDATABASE npm run bench:alerts').
//   Loads users with saved searches of a realistic mix, then publishes posts one by one and times
//   matching each (its keys read, the candidates found through the anchors' indexes, tested in
//   full): p50/p95/p99, and the matches and candidates per post. The plan of one match is checked:
//   a sequential scan of saved_searches fails the run.
//   Then --alert-posts more posts go live and each one's post-live work is timed (bench/alerts/
//   publish.ts: matching, in-app notices, email jobs queued), and a digest run for --digest-users
//   users with --digest-posts waiting posts each is timed, queueing and sending (bench/alerts/digest.ts).

import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { openPglite, openPostgres, type TDatabase } from '../server/db/client';
import { seedReferenceData } from '../server/db/seed/reference';
import { matchSavedSearches } from '../server/modules/saved-searches/matching';
import { matchingQuery, postKeys } from '../server/modules/saved-searches/matching-repository';
import { migrateDatabase } from '../server/startup/migrate';
import { startBenchApp } from './alerts/app';
import { benchDigest } from './alerts/digest';
import { insertPost, insertSeller, loadSavedSearches, random, readCatalog } from './alerts/load';
import { benchPublish } from './alerts/publish';
import { int, latency, ms, table } from './search/stats';

const { values } = parseArgs({
  options: {
    searches: { type: 'string', default: '100000' },
    users: { type: 'string', default: '20000' },
    posts: { type: 'string', default: '300' },
    warmup: { type: 'string', default: '30' },
    'alert-posts': { type: 'string', default: '200' },
    'digest-users': { type: 'string', default: '100000' },
    'digest-posts': { type: 'string', default: '5' },
    seed: { type: 'string', default: '17' },
  },
});
const searches = Number(values.searches);
const users = Number(values.users);
const posts = Number(values.posts);
const warmup = Number(values.warmup);
const seed = Number(values.seed);
const alertPosts = Number(values['alert-posts']);
const digestUsers = Number(values['digest-users']);
const digestPosts = Number(values['digest-posts']);
/** The target for a digest run: 10 minutes on this machine. */
const DIGEST_TARGET_SECONDS = 600;

async function open(): Promise<TDatabase> {
  const url = process.env.DATABASE_URL;
  return url ? openPostgres(url, 2) : openPglite();
}

/** The candidates the anchors' indexes find for a post, and whether any branch scans the table. */
async function explainMatch(
  database: TDatabase,
  postId: number,
): Promise<{ plan: string; seqScan: boolean }> {
  const keys = await postKeys(database.db, postId, new Date());
  if (!keys) throw new Error('no post');
  const res = await database.db.execute(sql`EXPLAIN (ANALYZE, COSTS OFF) ${matchingQuery(keys)}`);
  const plan = res.rows.map((r) => String((r as Record<string, unknown>)['QUERY PLAN'])).join('\n');
  return { plan, seqScan: /Seq Scan on saved_searches/.test(plan) };
}

async function main() {
  const database = await open();
  const label = database.kind === 'pglite' ? 'PGlite (in memory)' : 'PostgreSQL (DATABASE_URL)';
  console.log(
    `bench:alerts on ${label}: ${int(searches)} saved searches of ${int(users)} users, ${posts} posts`,
  );
  await migrateDatabase(database);
  await seedReferenceData(database.db);
  const catalog = await readCatalog(database.db);
  await insertSeller(database.db);
  let t0 = performance.now();
  await loadSavedSearches(database.db, catalog, users, Math.ceil(searches / users), seed);
  console.log(`loaded in ${ms((performance.now() - t0) / 1000)} s`);
  const anchors = await database.db.execute(
    sql`SELECT anchor, count(*)::int AS n FROM saved_searches WHERE alert <> 'off' GROUP BY anchor ORDER BY n DESC`,
  );
  console.log(
    `alerting searches by anchor: ${anchors.rows.map((r) => `${(r as { anchor: string }).anchor} ${int((r as { n: number }).n)}`).join(', ')}`,
  );

  const r = random(seed + 1);
  const app = { db: database.db, clock: () => new Date() };
  const samples: number[] = [];
  let matched = 0;
  for (let i = 0; i < warmup + posts; i++) {
    const id = await insertPost(database.db, r, catalog);
    t0 = performance.now();
    const found = await matchSavedSearches(app, id);
    const took = performance.now() - t0;
    if (i >= warmup) {
      samples.push(took);
      matched += found.length;
    }
  }
  const lat = latency(samples);
  const last = await database.db.execute(sql`SELECT max(id) AS id FROM posts`);
  const explained = await explainMatch(database, Number((last.rows[0] as { id: number }).id));
  console.log('');
  for (const line of table(
    ['matching a new post', 'posts', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms', 'matches/post'],
    [
      [
        `${int(searches)} saved searches`,
        int(lat.count),
        ms(lat.p50),
        ms(lat.p95),
        ms(lat.p99),
        ms(lat.max),
        ms(matched / Math.max(1, lat.count)),
      ],
    ],
  ))
    console.log(line);
  console.log(`\nplan of the last post's match:\n${explained.plan}`);

  const bench = await startBenchApp(database);
  const told = await benchPublish(bench.app, catalog, alertPosts, warmup, seed + 2);
  console.log('');
  for (const line of table(
    [
      'post live to notices queued',
      'posts',
      'p50 ms',
      'p95 ms',
      'p99 ms',
      'notices/post',
      'digest rows/post',
    ],
    [
      [
        'match + notices + email jobs',
        int(told.latency.count),
        ms(told.latency.p50),
        ms(told.latency.p95),
        ms(told.latency.p99),
        ms(told.notices),
        ms(told.digestRows),
      ],
    ],
  ))
    console.log(line);

  console.log(`\ndigest run: ${int(digestUsers)} users, ${digestPosts} waiting posts each...`);
  const d = await benchDigest(bench.app, bench.mailer, digestUsers, digestPosts);
  const total = d.queueSeconds + d.sendSeconds;
  console.log(`loaded ${int(d.rows)} waiting rows in ${ms(d.loadSeconds)} s`);
  for (const line of table(
    ['digest run', 'users', 'jobs', 'emails', 'queueing s', 'sending s', 'total s', 'target s'],
    [
      [
        `${int(digestUsers)} users`,
        int(d.users),
        int(d.jobs),
        int(d.sent),
        ms(d.queueSeconds),
        ms(d.sendSeconds),
        ms(total),
        int(DIGEST_TARGET_SECONDS),
      ],
    ],
  ))
    console.log(line);
  await bench.stop();
  await database.close();
  if (d.duplicateUsers > 0 || d.jobs !== d.users) {
    console.error(`FAIL: ${d.jobs} jobs for ${d.users} users, ${d.duplicateUsers} users with two`);
    process.exitCode = 1;
  }
  if (total > DIGEST_TARGET_SECONDS) {
    console.error(`FAIL: the digest run took ${ms(total)} s, over ${DIGEST_TARGET_SECONDS} s`);
    process.exitCode = 1;
  }
  if (explained.seqScan) {
    console.error('FAIL: the match scans saved_searches');
    process.exitCode = 1;
  }
}

await main();
