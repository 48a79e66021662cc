import { describe, expect, it } from 'vitest';
import { CATEGORIES, failingLines, figuresTable, summarize, type TRunFigures } from './report';

const run = (performance: number, lcpMs: number, failing: string[] = []): TRunFigures => ({
  scores: { performance, seo: 100, 'best-practices': 92, accessibility: 100 },
  lcpMs,
  cls: 0.01,
  tbtMs: 300,
  fcpMs: 1000,
  failing: { performance: failing, seo: [], 'best-practices': ['errors-in-console'], accessibility: [] },
});

describe('summarize', () => {
  it('takes the median of each figure over the runs', () => {
    const s = summarize('home', '/', [run(64, 5400), run(90, 1200), run(70, 4600)]);
    expect(s.scores.performance).toBe(70);
    expect(s.lcpMs).toBe(4600);
    expect(s.runs).toBe(3);
  });

  it('counts in how many runs each audit failed, most first', () => {
    const s = summarize('home', '/', [run(64, 1, ['lcp', 'tbt']), run(64, 1, ['tbt']), run(64, 1)]);
    expect(s.failing.performance).toEqual([
      { id: 'tbt', runs: 2 },
      { id: 'lcp', runs: 1 },
    ]);
    expect(s.failing['best-practices']).toEqual([{ id: 'errors-in-console', runs: 3 }]);
  });
});

describe('figuresTable', () => {
  const lines = figuresTable([
    summarize('home', '/', [run(96, 1400)]),
    summarize('view', '/view/1', [run(63, 5000)]),
  ]);
  const row = (label: string) => lines.find((l) => l.startsWith(label)) ?? '';

  it('prints the goal beside each figure with MET or NOT MET per page', () => {
    expect(lines[0]).toMatch(/Figure \(median\)\s+Goal\s+home\s+view/);
    expect(row('Performance')).toMatch(/>= 95\s+96 MET\s+63 NOT MET/);
    expect(row('LCP')).toMatch(/<= 1\.5 s\s+1\.40 s MET\s+5\.00 s NOT MET/);
    expect(row('Best Practices')).toMatch(/100\s+92 NOT MET\s+92 NOT MET/);
    expect(row('CLS')).toMatch(/<= 0\.05\s+0\.010 MET/);
  });

  it('prints figures without a goal plainly', () => {
    expect(row('TBT')).toMatch(/^TBT\s+-\s+300 ms\s+300 ms$/);
    expect(row('TBT')).not.toContain('MET');
  });
});

describe('failingLines', () => {
  it('lists each category of each page, none when nothing failed', () => {
    const lines = failingLines([summarize('home', '/', [run(64, 1, ['render-blocking-insight'])])]);
    expect(lines).toEqual([
      'home (/):',
      '  performance: render-blocking-insight (1/1)',
      '  seo: none',
      '  best-practices: errors-in-console (1/1)',
      '  accessibility: none',
    ]);
    expect(lines).toHaveLength(1 + CATEGORIES.length);
  });
});
