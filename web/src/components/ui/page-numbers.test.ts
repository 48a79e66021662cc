import { describe, expect, it } from 'vitest';
import { pageNumbers } from './page-numbers';

describe('pageNumbers', () => {
  it('shows the first, the current with its neighbours and the last of an exact count', () => {
    expect(pageNumbers(1, 9, true)).toEqual([1, 2, 3, 'gap', 9]);
    expect(pageNumbers(5, 9, true)).toEqual([1, 'gap', 4, 5, 6, 'gap', 9]);
    expect(pageNumbers(9, 9, true)).toEqual([1, 'gap', 7, 8, 9]);
    expect(pageNumbers(3, 4, true)).toEqual([1, 2, 3, 4]);
    expect(pageNumbers(1, 2, true)).toEqual([1, 2]);
  });

  it('shows no last page past a capped count: the numbers end in a gap', () => {
    expect(pageNumbers(1, 100, false)).toEqual([1, 2, 3, 'gap']);
    expect(pageNumbers(100, 100, false)).toEqual([1, 'gap', 99, 100, 'gap']);
    expect(pageNumbers(120, 100, false)).toEqual([1, 'gap', 119, 120, 'gap']);
  });
});
