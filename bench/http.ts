// HTTP throughput and latency of the real app, built in-process and loaded with autocannon over loopback.
// Usage: npm run bench:http -- [--duration 8] [--connections 10] [--workers 1]
//   Database: an in-memory PGlite, or the PostgreSQL server at DATABASE_URL when it is set.
//   --workers 1    runs the load generator in a worker thread (0 = on the server's own thread).
//   The per-address rate limit (RATE_LIMIT_PER_MINUTE) is raised for the run: every request comes
//   from 127.0.0.1, and the point is to time the app, not the limiter.

import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { openPglite, openPostgres, type TDatabase } from '../server/db/client';
import { prepareDatabase } from '../server/startup/prepare';

interface TEndpoint {
  label: string;
  path: string;
  headers: Record<string, string>;
}

interface TProbe {
  status: number;
  bytes: number;
  encoding: string;
  rows?: number;
}

interface TRow {
  endpoint: TEndpoint;
  probe: TProbe;
  result: autocannon.Result;
}

const ENDPOINTS: TEndpoint[] = [
  { label: 'GET /api/health/ready', path: '/api/health/ready', headers: {} },
  { label: 'GET /api/vehicles (gzip)', path: '/api/vehicles', headers: { 'accept-encoding': 'gzip' } },
  { label: 'GET /api/parts', path: '/api/parts', headers: {} },
  {
    label: 'GET /api/vehicles (identity)',
    path: '/api/vehicles',
    headers: { 'accept-encoding': 'identity' },
  },
];

function positiveInt(name: string, value: string | undefined, fallback: number, min = 1): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < min)
    throw new Error(`--${name} must be an integer >= ${min}, got "${value}"`);
  return n;
}

/** One plain request to see the status, the body size on the wire and, for JSON arrays, the row count. */
function probe(port: number, endpoint: TEndpoint): Promise<TProbe> {
  return new Promise((resolve, reject) => {
    const req = http.get(
      { host: '127.0.0.1', port, path: endpoint.path, headers: endpoint.headers },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const body = Buffer.concat(chunks);
          const encoding = String(res.headers['content-encoding'] ?? 'identity');
          let rows: number | undefined;
          if (encoding === 'identity') {
            try {
              const parsed: unknown = JSON.parse(body.toString('utf8'));
              if (Array.isArray(parsed)) rows = parsed.length;
            } catch {
              // not JSON: no row count
            }
          }
          resolve({ status: res.statusCode ?? 0, bytes: body.length, encoding, rows });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
  });
}

function fmt(n: number, digits = 0): string {
  return n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
}

function printTable(rows: TRow[]): void {
  const header = [
    'endpoint',
    'req/s (mean)',
    'p50 ms',
    'p97.5 ms',
    'p99 ms',
    'body bytes',
    '2xx',
    'non-2xx',
    'errors',
  ];
  const lines = rows.map(({ endpoint, probe: p, result: r }) => [
    endpoint.label,
    fmt(r.requests.mean, 1),
    fmt(r.latency.p50),
    fmt(r.latency.p97_5),
    fmt(r.latency.p99),
    `${fmt(p.bytes)} ${p.encoding === 'identity' ? '' : `(${p.encoding})`}`.trim(),
    fmt(r['2xx']),
    fmt(r.non2xx),
    fmt(r.errors),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => (l[i] ?? '').length)));
  const render = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join('  ');
  console.log(render(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const line of lines) console.log(render(line));
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      duration: { type: 'string' },
      connections: { type: 'string' },
      workers: { type: 'string' },
    },
  });
  const duration = positiveInt('duration', values.duration, 8);
  const connections = positiveInt('connections', values.connections, 10);
  const workers = positiveInt('workers', values.workers, 1, 0);

  const databaseUrl = process.env.DATABASE_URL;
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    // A fixed secret keeps loadConfig from writing one into a data folder.
    AUTH_SECRET: randomBytes(32).toString('base64url'),
    DATA_DIR: path.join(os.tmpdir(), 'partsyard-bench-http'),
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    RATE_LIMIT_PER_MINUTE: String(1_000_000_000),
  });

  const database: TDatabase = databaseUrl ? openPostgres(databaseUrl) : await openPglite();
  const dbLabel = databaseUrl
    ? `PostgreSQL at ${new URL(databaseUrl).host} (DATABASE_URL)`
    : 'in-memory PGlite (set DATABASE_URL for PostgreSQL)';
  const app = await buildApp({ config, database, logger: false });
  try {
    const t0 = performance.now();
    await prepareDatabase(database, config);
    const prepareMs = performance.now() - t0;
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as AddressInfo;

    console.log(`PartsYard HTTP benchmark: ${dbLabel}`);
    console.log(
      `Node ${process.version}, ${os.cpus().length} CPU(s) (${os.cpus()[0]?.model ?? 'unknown'}), ` +
        `${connections} connections, ${duration} s per endpoint, ` +
        `load generator ${workers > 0 ? `in ${workers} worker thread(s)` : 'on the server thread'}`,
    );
    console.log(`Database prepared in ${fmt(prepareMs)} ms; listening on 127.0.0.1:${port}`);
    console.log('Rate limit: raised for the run (RATE_LIMIT_PER_MINUTE=1e9)');
    console.log('');

    // Probe every endpoint before any load, while the rate limit still lets requests through.
    const probes: TProbe[] = [];
    for (const endpoint of ENDPOINTS) {
      const p = await probe(port, endpoint);
      probes.push(p);
      const rowsNote = p.rows === undefined ? '' : `, ${fmt(p.rows)} rows`;
      console.log(
        `  ${endpoint.label}: probe ${p.status}, ${fmt(p.bytes)} body bytes (${p.encoding})${rowsNote}`,
      );
    }

    const rows: TRow[] = [];
    for (const [i, endpoint] of ENDPOINTS.entries()) {
      const p = probes[i];
      if (!p) throw new Error(`no probe for ${endpoint.label}`);
      const result = await autocannon({
        url: `http://127.0.0.1:${port}${endpoint.path}`,
        connections,
        duration,
        workers: workers > 0 ? workers : undefined,
        headers: endpoint.headers,
      });
      rows.push({ endpoint, probe: p, result });
    }

    console.log('');
    printTable(rows);
    console.log('');
    console.log('body bytes: one response body as sent (compressed where marked), from a probe request.');
  } finally {
    await app.close();
    await database.close();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
