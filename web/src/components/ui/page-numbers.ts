/** A page number, or a gap ('…') between numbers that are not neighbours. */
export type TPageItem = number | 'gap';

/**
 * The page numbers a pager shows: the first, the current one with its neighbours (the first three
 * or last three at either end) and the last when it is known exactly; when the count stopped at a
 * cap, the numbers end at the highest known page with a gap after it (more pages follow).
 */
export function pageNumbers(page: number, known: number, exact: boolean): TPageItem[] {
  const last = Math.max(known, page);
  let from = Math.max(1, page - 1);
  let to = Math.min(last, page + 1);
  if (page <= 2) to = Math.min(last, 3);
  if (exact && page >= last - 1) from = Math.max(1, last - 2);
  const pages = new Set<number>([1]);
  for (let n = from; n <= to; n++) pages.add(n);
  if (exact) pages.add(last);
  const items: TPageItem[] = [];
  let previous = 0;
  for (const n of [...pages].sort((a, b) => a - b)) {
    if (n > previous + 1) items.push('gap');
    items.push(n);
    previous = n;
  }
  if (!exact) items.push('gap');
  return items;
}
