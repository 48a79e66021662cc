// The figures of bench:web: medians over runs, the failing audits, and the table with the goals.

import { median, table } from '../search/stats';

export const CATEGORIES = ['performance', 'seo', 'best-practices', 'accessibility'] as const;
export type TCategory = (typeof CATEGORIES)[number];

/** One Lighthouse run of one page. Scores 0-100; times in ms; CLS unitless. */
export interface TRunFigures {
  scores: Record<TCategory, number>;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  fcpMs: number;
  /** Per category, the ids of its audits scored below 1. */
  failing: Record<TCategory, string[]>;
}

export interface TPageSummary {
  name: string;
  url: string;
  runs: number;
  scores: Record<TCategory, number>;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  fcpMs: number;
  /** Per category, each failing audit with the number of runs it failed in (most first). */
  failing: Record<TCategory, { id: string; runs: number }[]>;
}

/** A page's medians over its runs (the median run is what Lighthouse advises reporting). */
export function summarize(name: string, url: string, runs: TRunFigures[]): TPageSummary {
  const med = (pick: (r: TRunFigures) => number) => median(runs.map(pick));
  const scores = {} as Record<TCategory, number>;
  const failing = {} as TPageSummary['failing'];
  for (const c of CATEGORIES) {
    scores[c] = med((r) => r.scores[c]);
    const counts = new Map<string, number>();
    for (const r of runs) for (const id of r.failing[c]) counts.set(id, (counts.get(id) ?? 0) + 1);
    failing[c] = [...counts]
      .map(([id, n]) => ({ id, runs: n }))
      .sort((a, b) => b.runs - a.runs || a.id.localeCompare(b.id));
  }
  return {
    name,
    url,
    runs: runs.length,
    scores,
    lcpMs: med((r) => r.lcpMs),
    cls: med((r) => r.cls),
    tbtMs: med((r) => r.tbtMs),
    fcpMs: med((r) => r.fcpMs),
    failing,
  };
}

interface TFigure {
  label: string;
  value: (p: TPageSummary) => number;
  format: (v: number) => string;
  /** The goal, as text and as a test; none for figures the issue sets no goal on. */
  goal?: { text: string; met: (v: number) => boolean };
}

const score = (c: TCategory) => (p: TPageSummary) => p.scores[c];
const whole = (v: number) => (Number.isFinite(v) ? String(Math.round(v)) : '-');
const seconds = (v: number) => (Number.isFinite(v) ? `${(v / 1000).toFixed(2)} s` : '-');
const millis = (v: number) => (Number.isFinite(v) ? `${Math.round(v)} ms` : '-');

export const FIGURES: TFigure[] = [
  {
    label: 'Performance',
    value: score('performance'),
    format: whole,
    goal: { text: '>= 95', met: (v) => v >= 95 },
  },
  { label: 'SEO', value: score('seo'), format: whole, goal: { text: '100', met: (v) => v >= 100 } },
  {
    label: 'Best Practices',
    value: score('best-practices'),
    format: whole,
    goal: { text: '100', met: (v) => v >= 100 },
  },
  {
    label: 'Accessibility',
    value: score('accessibility'),
    format: whole,
    goal: { text: '100', met: (v) => v >= 100 },
  },
  { label: 'LCP', value: (p) => p.lcpMs, format: seconds, goal: { text: '<= 1.5 s', met: (v) => v <= 1500 } },
  {
    label: 'CLS',
    value: (p) => p.cls,
    format: (v) => (Number.isFinite(v) ? v.toFixed(3) : '-'),
    goal: { text: '<= 0.05', met: (v) => v <= 0.05 },
  },
  { label: 'TBT', value: (p) => p.tbtMs, format: millis },
  { label: 'FCP', value: (p) => p.fcpMs, format: seconds },
];

/** The figures as rows, one column per page, each value with MET / NOT MET beside it when it has a goal. */
export function figuresTable(pages: TPageSummary[]): string[] {
  const rows = FIGURES.map((f) => [
    f.label,
    f.goal?.text ?? '-',
    ...pages.map((p) => {
      const v = f.value(p);
      if (!f.goal) return f.format(v);
      return `${f.format(v)} ${f.goal.met(v) ? 'MET    ' : 'NOT MET'}`;
    }),
  ]);
  return table(['Figure (median)', 'Goal', ...pages.map((p) => p.name)], rows);
}

/** The failing audits of each page, by category, with how many runs each failed in. */
export function failingLines(pages: TPageSummary[]): string[] {
  const lines: string[] = [];
  for (const p of pages) {
    lines.push(`${p.name} (${p.url}):`);
    for (const c of CATEGORIES) {
      const list = p.failing[c];
      const text = list.length ? list.map((a) => `${a.id} (${a.runs}/${p.runs})`).join(', ') : 'none';
      lines.push(`  ${c}: ${text}`);
    }
  }
  return lines;
}
