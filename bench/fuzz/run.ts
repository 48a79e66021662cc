import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import type { Identities } from './identities';
import type { TOperation } from './operations';
import { anyRequest, ROLES, type TFuzzRequest, type TRequestContext } from './requests';

// The fuzz loop: draws requests (seeded, so a run can be repeated), sends them through app.inject
// as a visitor, a user or an admin from ever-new client addresses (so the per-address limits do
// not answer everything), and tallies the answers. A 5xx or a request that never settles is a
// finding, kept with the request that caused it.

export interface TFuzzOptions {
  requests: number;
  seed: number;
  /** Requests in flight at once. */
  concurrency?: number;
  /** Sessions are checked (and renewed) before every this many requests. */
  refreshEvery?: number;
  /** A request that has not settled after this long is reported (the bench; tests leave it out). */
  hangMs?: number;
  onProgress?: (done: number, report: TFuzzReport) => void;
}

export interface TFinding {
  request: TFuzzRequest;
  status: number | 'threw' | 'hung';
  answer: string;
}

export interface TFuzzReport {
  requests: number;
  byStatus: Record<string, number>;
  bySource: Record<string, number>;
  operations: number;
  /** Every 5xx answer, a request that threw (a crash of the handler chain), or one that never settled. */
  findings: TFinding[];
}

let address = 0;
const nextAddress = () => `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address++ & 255}`;

/** Runs `requests` fuzz requests over `ops`; resolves with the tallies and the findings. */
export async function runFuzz(
  app: FastifyInstance,
  ops: TOperation[],
  identities: Identities,
  ctx: TRequestContext,
  opts: TFuzzOptions,
): Promise<TFuzzReport> {
  const report: TFuzzReport = {
    requests: 0,
    byStatus: {},
    bySource: {},
    operations: ops.length,
    findings: [],
  };
  const source = new Map(ops.map((op) => [`${op.method} ${op.path}`, op.source]));
  const arbitrary = anyRequest(ops, ctx);
  const batch = opts.refreshEvery ?? 100;
  for (let start = 0; start < opts.requests; start += batch) {
    for (const role of ROLES) await identities.refresh(role);
    const size = Math.min(batch, opts.requests - start);
    const drawn = fc.sample(arbitrary, { seed: opts.seed + start, numRuns: size });
    let next = 0;
    const worker = async () => {
      for (let i = next++; i < drawn.length; i = next++) {
        const request = drawn[i] as TFuzzRequest;
        const finding = await send(app, request, identities.cookie(request.role), opts.hangMs);
        report.requests++;
        const kind = source.get(request.operation) ?? 'hidden';
        report.bySource[kind] = (report.bySource[kind] ?? 0) + 1;
        const key = String(finding.status);
        report.byStatus[key] = (report.byStatus[key] ?? 0) + 1;
        if (isFinding(finding)) report.findings.push(finding);
      }
    };
    await Promise.all(Array.from({ length: opts.concurrency ?? 4 }, worker));
    opts.onProgress?.(report.requests, report);
  }
  return report;
}

/**
 * A 5xx, a throw or a hang; except the page answer of a server whose web app is not built (a 503
 * that says so, for pages outside /api: the API tests may run before the build).
 */
function isFinding(f: TFinding): boolean {
  if (typeof f.status !== 'number') return true;
  if (
    f.status === 503 &&
    !f.request.url.startsWith('/api') &&
    f.answer.startsWith('The web app is not built')
  ) {
    return false;
  }
  return f.status >= 500;
}

async function send(
  app: FastifyInstance,
  request: TFuzzRequest,
  cookie: string,
  hangMs?: number,
): Promise<TFinding> {
  const headers = { ...request.headers };
  if (cookie && !headers.cookie) headers.cookie = cookie;
  const answer = app
    .inject({
      method: request.method as 'GET',
      url: request.url,
      headers,
      payload: request.payload,
      remoteAddress: nextAddress(),
    })
    .then(
      (res): TFinding => ({ request, status: res.statusCode, answer: res.body.slice(0, 300) }),
      (err: Error): TFinding => ({
        request,
        status: 'threw',
        answer: String(err?.stack ?? err).slice(0, 600),
      }),
    );
  if (!hangMs) return answer;
  let timer: NodeJS.Timeout | undefined;
  const hung = new Promise<TFinding>((resolve) => {
    timer = setTimeout(
      () => resolve({ request, status: 'hung', answer: `no answer after ${hangMs} ms` }),
      hangMs,
    );
  });
  try {
    return await Promise.race([answer, hung]);
  } finally {
    clearTimeout(timer);
  }
}

/** A request as one line (its body cut to `max` characters), for the findings list. */
export function describeRequest(r: TFuzzRequest, max = 300): string {
  const body = r.payload === undefined ? '' : ` body=${JSON.stringify(String(r.payload).slice(0, max))}`;
  const headers = Object.entries(r.headers)
    .filter(([k]) => k !== 'cookie')
    .map(([k, v]) => `${k}: ${v}`)
    .join('; ');
  return `[${r.role}] ${r.method} ${r.url.slice(0, max)} {${headers}}${body}`;
}
