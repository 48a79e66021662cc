import { SEARCH_COUNT_CAP } from '@common/constants';
import { type SQL, sql } from 'drizzle-orm';
import { fitmentCount, throughFitments } from './fitment-sql';
import { count, keywordCondition, sortOrder, type TSearchCriteria, whereClause } from './search-sql';

/**
 * How many posts match, counted up to the cap and one past it (so '1,000+' can be told from
 * 1,000): the same filters and partial indexes as the page, stopping at cap + 1 rows, so a common
 * word costs at most that many matches read, not all of them. A filter's own index finds its rows
 * (no order: sorting a manufacturer's thousands of posts to count a thousand cost 10 ms); with no
 * filter at all, the rows are taken in the sort's order, so the planner walks a covering sort
 * index instead of scanning the table for the first cap + 1 live posts. A search by year, model or
 * manufacturer counts the posts of its fitment rows, each post once (fitment-sql.ts), as its page
 * finds them.
 */
export function countMatches(c: TSearchCriteria, originPoint: SQL | null): SQL {
  const cap = c.countCap ?? SEARCH_COUNT_CAP;
  if (throughFitments(c)) {
    const extra = c.keyword ? [keywordCondition(c.keyword)] : [];
    return fitmentCount(c, originPoint, extra, count(cap + 1));
  }
  // (The part details narrow nothing an index can find: with them alone, the walk tests each post.)
  const unfiltered =
    !c.keyword &&
    c.radiusMetres === undefined &&
    c.year === undefined &&
    c.vehicleId === undefined &&
    c.manufacturer === undefined &&
    c.partId === undefined &&
    c.userId === undefined &&
    c.favoritedBy === undefined;
  const order = unfiltered ? sql`ORDER BY ${sortOrder({ ...c, orderBy: 'price', direction: 'asc' })}` : sql``;
  return sql`(SELECT count(*)::int FROM (
      SELECT 1 FROM posts p WHERE ${whereClause(c, originPoint)} ${order} LIMIT ${count(cap + 1)}
    ) matches)`;
}
