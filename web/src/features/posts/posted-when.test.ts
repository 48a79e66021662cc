import { describe, expect, it } from 'vitest';
import { postedWhen } from './posted-when';

const now = new Date(2026, 10, 24, 9, 0); // 24 November 2026, 09:00 local
const at = (y: number, m: number, d: number, h = 12) => new Date(y, m, d, h).toISOString();

describe('postedWhen', () => {
  it('says today, yesterday and days ago by calendar day', () => {
    expect(postedWhen(at(2026, 10, 24, 8), now, 'en').relative).toBe('today');
    expect(postedWhen(at(2026, 10, 23, 23), now, 'en').relative).toBe('yesterday');
    expect(postedWhen(at(2026, 10, 21), now, 'en').relative).toBe('3 days ago');
  });
  it('says weeks from two weeks, and the date past two months', () => {
    expect(postedWhen(at(2026, 10, 3), now, 'en').relative).toBe('3 weeks ago');
    const old = postedWhen(at(2026, 5, 1), now, 'en');
    expect(old.relative).toBeNull();
    expect(old.exact).toBe('June 1, 2026');
  });
  it('always gives the exact date', () => {
    expect(postedWhen(at(2026, 10, 21), now, 'en').exact).toBe('November 21, 2026');
  });
});
