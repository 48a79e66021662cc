// Lighthouse figures of the public pages on the built app, as a phone loads them.
// Usage: npm run bench:web -- [--runs 3] [--no-build] [--save DIR]
//   Builds (npm run build; --no-build reuses dist/ and web/dist/), starts dist/server/main.js on a
//   fresh temporary DATA_DIR with the demo data and a free port, and runs Lighthouse (mobile preset,
//   simulated throttling) in headless Chromium (CHROME_PATH, default /usr/bin/chromium) --runs times
//   on the home page, the landing page of a live demo post's vehicle and part, the post's /view page
//   and a results URL (the home page with a year and make search), then times the server's answer
//   of each page's HTML (server-rendered for a visitor: median and p95 of sequential GETs).
//   Prints each figure's median beside the goal (MET / NOT MET), the failing audits per
//   category, and the home route's JavaScript (files, raw, gzip and brotli bytes). A figure never
//   fails the run (it is a measurement); a page that does not answer 200 does. --save DIR writes
//   each run's whole Lighthouse report (DIR/<page>-<run>.json: the failing audits' details).

import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { landingPath } from '@common/rules/landing';
import { postPath } from '@common/rules/slug';
import { splitVehicleName } from '@common/vehicles';
import { table } from '../search/stats';
import {
  compressedBytes,
  encodedTotals,
  jsTotals,
  measureScript,
  scriptRequests,
  type TNetworkRequest,
} from './js-bytes';
import { CHROMIUM, runLighthouse } from './lighthouse';
import { renderTimes } from './render-time';
import { failingLines, figuresTable, summarize, type TPageSummary, type TRunFigures } from './report';
import { build, startBenchServer } from './server';

/** The home route's JavaScript budget, compressed (1 KB = 1,000 bytes; docs/decisions.md: not met yet). */
const HOME_JS_GOAL_BYTES = 170_000;

const log = (line = '') => console.log(line);
const load = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(', ');
const kb = (n: number | null) => (n === null ? 'not served' : `${(n / 1000).toFixed(1)} KB`);

function parseOptions(): { runs: number; build: boolean; save?: string } {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string', default: '3' },
      build: { type: 'boolean', default: true },
      save: { type: 'string' },
    },
    allowNegative: true,
  });
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs must be a whole number of at least 1');
  return { runs, build: values.build ?? true, save: values.save };
}

/** The pages measured: paths on the server, the /view and results ones taken from a live demo post. */
async function pickPages(baseUrl: string): Promise<{ name: string; path: string }[]> {
  const res = await fetch(`${baseUrl}/api/posts/search`);
  if (res.status !== 200) throw new Error(`/api/posts/search answered ${res.status}`);
  const page = (await res.json()) as {
    posts: { id: number; year: number; vehicle_name: string; part_name: string }[];
  };
  const post = page.posts[0];
  if (!post) throw new Error('The demo data has no live post to open on /view');
  const { manufacturer, model } = splitVehicleName(post.vehicle_name);
  // A search worth indexing (year and make; a keyword's results are noindex by design).
  const query = new URLSearchParams({ search_year: String(post.year), search_manufacturer: manufacturer });
  return [
    { name: 'home', path: '/' },
    // The part's landing page by vehicle: the category page a search engine sends buyers to.
    { name: 'landing', path: landingPath({ manufacturer, model, part: post.part_name }) },
    // The canonical URL: the bare id answers a 301 to it, a hop a search engine's link does not make.
    { name: 'view', path: postPath(post) },
    { name: 'results', path: `/?${query}` },
  ];
}

async function expectOk(url: string): Promise<void> {
  const res = await fetch(url);
  await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`${url} answered ${res.status}, not 200`);
}

async function homeJavaScript(baseUrl: string, requests: TNetworkRequest[]): Promise<string[]> {
  const scripts = scriptRequests(requests, baseUrl);
  const loaded = jsTotals(scripts);
  const encoded = encodedTotals(await Promise.all(scripts.map((s) => measureScript(s.url))));
  const compressed = compressedBytes(encoded);
  const met = compressed.bytes <= HOME_JS_GOAL_BYTES;
  return [
    'Home route JavaScript (the scripts the first home run loaded; sizes fetched again per encoding):',
    ...table(
      ['Files', 'Raw', 'gzip', 'brotli', 'As loaded (transfer)', 'Goal', 'Compressed'],
      [
        [
          String(loaded.files),
          kb(encoded.raw),
          kb(encoded.gzip),
          kb(encoded.br),
          kb(loaded.transferBytes),
          `<= ${kb(HOME_JS_GOAL_BYTES)}`,
          `${kb(compressed.bytes)} (${compressed.encoding}) ${met ? 'MET' : 'NOT MET'}`,
        ],
      ],
    ).map((l) => `  ${l}`),
  ];
}

function chromiumVersion(): string {
  try {
    return execFileSync(CHROMIUM, ['--version'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return `${CHROMIUM} (version unknown)`;
  }
}

async function main(): Promise<void> {
  const o = parseOptions();
  if (o.save) mkdirSync(o.save, { recursive: true });
  if (o.build) await build();
  log(`PartsYard web benchmark: Lighthouse (mobile preset), ${o.runs} run(s) a page, median reported`);
  log(`Node ${process.version}, ${os.cpus().length} CPU(s), ${chromiumVersion()}`);
  log(`Load average at start: ${load()}`);
  const server = await startBenchServer();
  try {
    const pages = await pickPages(server.baseUrl);
    for (const p of pages) await expectOk(server.baseUrl + p.path);
    const summaries: TPageSummary[] = [];
    let homeRequests: TNetworkRequest[] = [];
    for (const p of pages) {
      const url = server.baseUrl + p.path;
      const runs: TRunFigures[] = [];
      for (let i = 1; i <= o.runs; i++) {
        const started = Date.now();
        const run = await runLighthouse(url);
        if (run.documentStatus !== 200)
          throw new Error(`${url} answered ${run.documentStatus} in Lighthouse`);
        if (p.name === 'home' && i === 1) homeRequests = run.requests;
        if (o.save) writeFileSync(path.join(o.save, `${p.name}-${i}.json`), run.json);
        runs.push(run.figures);
        const s = run.figures.scores;
        log(
          `  ${p.name} run ${i}: performance ${s.performance}, LCP ${Math.round(run.figures.lcpMs)} ms, ` +
            `TBT ${Math.round(run.figures.tbtMs)} ms (${((Date.now() - started) / 1000).toFixed(0)} s)`,
        );
      }
      summaries.push(summarize(p.name, p.path, runs));
    }
    log();
    for (const line of figuresTable(summaries)) log(line);
    log();
    log('Failing audits (runs failed in / runs):');
    for (const line of failingLines(summaries)) log(line);
    log();
    for (const line of await homeJavaScript(server.baseUrl, homeRequests)) log(line);
    log();
    log('Server render (the HTML of each page for a visitor, sequential GETs after a warm-up, ms):');
    for (const r of await renderTimes(server.baseUrl, pages)) {
      log(`  ${r.name.padEnd(8)} p50 ${r.p50.toFixed(1)}  p95 ${r.p95.toFixed(1)}`);
    }
    log();
    log(`Load average at end: ${load()}`);
  } finally {
    await server.stop();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
});
