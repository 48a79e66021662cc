import { ZSearchQuery } from '@common/contracts/search';
import { PgDialect } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import {
  reusablePlan,
  searchQuery,
  statementName,
} from '../../server/modules/search/repository/search-posts';
import { searchCriteria } from '../../server/modules/search/service';
import type { TMixEntry } from './mix';

// The database's side of the benchmark: the very statement the app sends for a search request
// (built by the search service and repository), timed through node-postgres directly, planned
// with EXPLAIN, and timed by the server itself with EXPLAIN ANALYZE.

const dialect = new PgDialect();

export interface TStatement {
  text: string;
  values: unknown[];
  /** Set when the repository names its statements (prepared once per connection). */
  name?: string;
}

/** The statement the app runs for this request path, for a visitor, at `now`. */
export function statementFor(path: string, now = new Date()): TStatement {
  const url = new URL(path, 'http://bench.invalid');
  const query = ZSearchQuery.parse(Object.fromEntries(url.searchParams));
  const criteria = searchCriteria(query, {}, now);
  const q = dialect.sqlToQuery(searchQuery(criteria));
  return { text: q.sql, values: q.params, name: reusablePlan(criteria) ? statementName(q.sql) : undefined };
}

/** Runs the mix in order, one statement at a time, for `seconds` (whole rounds); ms per statement. */
export async function timeDriver(
  client: pg.Client,
  mix: TMixEntry[],
  seconds: number,
): Promise<{ latencies: number[]; pathIndex: number[] }> {
  const latencies: number[] = [];
  const pathIndex: number[] = [];
  const end = performance.now() + seconds * 1000;
  do {
    for (const [i, entry] of mix.entries()) {
      const s = statementFor(entry.path);
      const t0 = performance.now();
      await client.query({ text: s.text, values: s.values, name: s.name });
      latencies.push(performance.now() - t0);
      pathIndex.push(i);
    }
  } while (performance.now() < end);
  return { latencies, pathIndex };
}

interface TPlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Sort Method'?: string;
  Plans?: TPlanNode[];
}

const INTERESTING = new Set([
  'Seq Scan',
  'Index Scan',
  'Index Only Scan',
  'Bitmap Heap Scan',
  'Bitmap Index Scan',
  'BitmapOr',
  'BitmapAnd',
  'Sort',
  'Incremental Sort',
  'Gather',
  'Gather Merge',
]);

/** The tables a search reads by the million: none may be read whole (a sequential scan). */
const SEARCHED = ['posts', 'post_fitments', 'post_part_numbers'];

/** The plan's nodes that touch the searched tables (and the sorts), outermost first, on one line. */
function summarize(root: TPlanNode): { line: string; seqScans: string[] } {
  const parts: string[] = [];
  const seqScans: string[] = [];
  const walk = (node: TPlanNode) => {
    const type = node['Node Type'];
    const relation = node['Relation Name'] ?? '';
    const onPosts =
      SEARCHED.includes(relation) || SEARCHED.some((t) => node['Index Name']?.startsWith(`${t}_`));
    if (type === 'Seq Scan' && SEARCHED.includes(relation)) seqScans.push(relation);
    if (INTERESTING.has(type) && (onPosts || !type.includes('Scan'))) {
      parts.push(`${type}${node['Index Name'] ? ` ${node['Index Name']}` : ''}`);
    }
    for (const child of node.Plans ?? []) walk(child);
  };
  walk(root);
  return { line: parts.join(' > '), seqScans };
}

const prepared = new WeakMap<pg.Client, Set<string>>();

/**
 * EXPLAIN the statement as the app runs it: planned for its values, or, for a statement the app
 * prepares by name, the reusable (generic) plan PostgreSQL may settle on for every value.
 */
async function explain(client: pg.Client, s: TStatement, options: string) {
  if (!s.name) return (await client.query(`EXPLAIN (${options}) ${s.text}`, s.values)).rows[0];
  const name = `explain_${s.name}`;
  const done = prepared.get(client) ?? new Set<string>();
  prepared.set(client, done);
  if (!done.has(name)) {
    await client.query(`PREPARE ${name} AS ${s.text}`);
    done.add(name);
  }
  await client.query('SET plan_cache_mode = force_generic_plan');
  try {
    const args = s.values.map((v) => client.escapeLiteral(String(v))).join(', ');
    return (await client.query(`EXPLAIN (${options}) EXECUTE ${name}(${args})`)).rows[0];
  } finally {
    await client.query('RESET plan_cache_mode');
  }
}

/**
 * ms PostgreSQL spends compiling the statement (JIT) at each execution, 0 when it does not: a plan
 * the planner costs above jit_above_cost is compiled every time (tens of ms; the timing shows only
 * with TIMING on, so it is asked apart).
 */
async function jitTime(client: pg.Client, s: TStatement): Promise<number> {
  const top = (await explain(client, s, 'ANALYZE, FORMAT JSON'))['QUERY PLAN'][0];
  return top.JIT ? Number(top.JIT.Timing?.Total ?? Number.NaN) : 0;
}

export interface TPlanReport {
  shape: string;
  path: string;
  plan: string;
  /** The searched tables this plan reads whole (posts, post_fitments, post_part_numbers). */
  seqScans: string[];
  /** Server-side time of the statement (EXPLAIN ANALYZE, median of the runs), ms. */
  planningMs: number;
  executionMs: number;
  /** ms PostgreSQL spent compiling the statement (JIT), median of the runs; 0 when it did not. */
  jitMs: number;
}

/** EXPLAIN each request of the mix (its plan, a seq scan of posts), then time it on the server. */
export async function explainMix(client: pg.Client, mix: TMixEntry[], runs = 3): Promise<TPlanReport[]> {
  const reports: TPlanReport[] = [];
  const seen = new Map<string, TPlanReport>();
  for (const entry of mix) {
    const known = seen.get(entry.path);
    if (known) {
      reports.push(known);
      continue;
    }
    const s = statementFor(entry.path);
    const plain = await explain(client, s, 'FORMAT JSON');
    const { line, seqScans } = summarize(plain['QUERY PLAN'][0].Plan as TPlanNode);
    const planning: number[] = [];
    const execution: number[] = [];
    for (let r = 0; r < runs; r++) {
      const top = (await explain(client, s, 'ANALYZE, TIMING off, FORMAT JSON'))['QUERY PLAN'][0];
      planning.push(top['Planning Time']);
      execution.push(top['Execution Time']);
    }
    planning.sort((a, b) => a - b);
    execution.sort((a, b) => a - b);
    const report: TPlanReport = {
      shape: entry.shape,
      path: entry.path,
      plan: s.name ? `(prepared, reused plan) ${line}` : line,
      seqScans,
      planningMs: planning[Math.floor(runs / 2)] ?? Number.NaN,
      executionMs: execution[Math.floor(runs / 2)] ?? Number.NaN,
      jitMs: await jitTime(client, s),
    };
    seen.set(entry.path, report);
    reports.push(report);
  }
  return reports;
}
