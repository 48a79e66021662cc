// Percentiles of raw samples (ms) and the text tables the benchmark prints.

export interface TLatency {
  count: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  mean: number;
}

/** Nearest-rank percentile of sorted samples. */
function rank(sorted: Float64Array | number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i] as number;
}

export function latency(samples: ArrayLike<number>): TLatency {
  const sorted = Float64Array.from(samples).sort();
  let sum = 0;
  for (const v of sorted) sum += v;
  return {
    count: sorted.length,
    p50: rank(sorted, 50),
    p95: rank(sorted, 95),
    p99: rank(sorted, 99),
    max: sorted.length ? (sorted[sorted.length - 1] as number) : Number.NaN,
    mean: sorted.length ? sum / sorted.length : Number.NaN,
  };
}

export function median(values: number[]): number {
  return rank(
    [...values].sort((a, b) => a - b),
    50,
  );
}

export const ms = (n: number) =>
  Number.isFinite(n)
    ? n.toLocaleString('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 })
    : '-';
export const int = (n: number) => (Number.isFinite(n) ? Math.round(n).toLocaleString('en-US') : '-');

/** A table: the first column left-aligned, the others right-aligned. */
export function table(header: string[], rows: string[][]): string[] {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const render = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join('  ');
  return [render(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(render)];
}
