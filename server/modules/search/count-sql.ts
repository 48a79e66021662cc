import { SEARCH_COUNT_CAP } from '@common/constants';
import { type SQL, sql } from 'drizzle-orm';
import { count, sortOrder, type TSearchCriteria, whereClause } from './search-sql';

/**
 * How many posts match, counted up to the cap and one past it (so '1,000+' can be told from
 * 1,000): the same filters and partial indexes as the page, stopping at cap + 1 rows, so a common
 * word costs at most that many index entries, not all of its matches. Without a keyword or a
 * radius the rows are taken in the sort's order: the planner then walks a covering sort index
 * instead of scanning the table for the first cap + 1 live posts.
 */
export function countMatches(c: TSearchCriteria, originPoint: SQL | null): SQL {
  const cap = c.countCap ?? SEARCH_COUNT_CAP;
  const walk = !c.keyword && c.radiusMetres === undefined;
  const order = walk
    ? sql`ORDER BY ${sortOrder({ ...c, orderBy: c.orderBy === 'year' ? 'year' : 'price' })}`
    : sql``;
  return sql`(SELECT count(*)::int FROM (
      SELECT 1 FROM posts p WHERE ${whereClause(c, originPoint)} ${order} LIMIT ${count(cap + 1)}
    ) matches)`;
}
