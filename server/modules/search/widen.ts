import {
  SEARCH_WIDEN_CAP,
  type TSearchParams,
  type TSearchWiden,
  type TWidenFilter,
  WIDEN_YEARS_MAX,
} from '@common/contracts/search';
import { RADIUS_CHOICES, toMetres } from '@common/rules/distance';
import type { TDb } from '../../db/client';
import type { TSearchCriteria } from './repository/search-sql';
import { countEach, yearsWithPosts } from './widen-repository';

// What would widen a search that found nothing: run only for an empty first page, each variant a
// count that stops at SEARCH_WIDEN_CAP + 1 rows, all of them in one statement.

/** The search without one filter, for each filter the query sets (a 0-day warranty sets none). */
function withoutEach(q: TSearchParams, c: TSearchCriteria): [TWidenFilter, TSearchCriteria][] {
  const variants: [TWidenFilter, TSearchCriteria, boolean][] = [
    ['search_year', { ...c, year: undefined }, c.year !== undefined],
    ['search_manufacturer', { ...c, manufacturer: undefined }, c.manufacturer !== undefined],
    ['search_make', { ...c, vehicleId: undefined }, c.vehicleId !== undefined],
    ['search_part', { ...c, partId: undefined }, c.partId !== undefined],
    ['q', { ...c, keyword: undefined }, Boolean(c.keyword)],
    ['condition', { ...c, condition: undefined }, c.condition !== undefined],
    ['grade', { ...c, grade: undefined }, c.grade !== undefined],
    ['warranty', { ...c, warrantyDays: undefined }, Boolean(q.warranty)],
    ['shipping', { ...c, shipping: undefined }, c.shipping !== undefined],
    ['radius', { ...c, radiusMetres: undefined }, c.radiusMetres !== undefined],
  ];
  return variants.filter(([, , set]) => set).map(([key, v]) => [key, v]);
}

/** The radius choices larger than the query's, smallest first (none without a radius). */
const largerRadii = (q: TSearchParams) =>
  q.radius === undefined ? [] : RADIUS_CHOICES.filter((r) => r > (q.radius ?? 0));

const counted = (n: number) => ({ total: Math.min(n, SEARCH_WIDEN_CAP), totalCapped: n > SEARCH_WIDEN_CAP });

/** The widening suggestions of an empty search (its criteria as the page ran them). */
export async function widenSearch(
  db: TDb,
  q: TSearchParams,
  criteria: TSearchCriteria,
): Promise<TSearchWiden> {
  const base = { ...criteria, countCap: SEARCH_WIDEN_CAP, offset: 0 };
  const drops = withoutEach(q, base);
  const radii = largerRadii(q);
  const counts = await countEach(db, [
    ...drops.map(([, c]) => c),
    ...radii.map((r) => ({ ...base, radiusMetres: toMetres(r, q.unit) })),
  ]);
  const drop = drops
    .map(([filter], i) => ({ filter, ...counted(counts[i] ?? 0) }))
    .filter((d) => d.total > 0)
    .sort((a, b) => b.total - a.total);
  const nextRadius = radii.findIndex((_, i) => (counts[drops.length + i] ?? 0) > 0);
  const radius =
    nextRadius < 0
      ? null
      : {
          radius: radii[nextRadius] as number,
          unit: q.unit,
          ...counted(counts[drops.length + nextRadius] ?? 0),
        };
  let years: TSearchWiden['years'] = null;
  const anyYear = drops.findIndex(([filter]) => filter === 'search_year');
  const anyYearCount = counts[anyYear] ?? 0;
  if (base.year !== undefined && base.vehicleId !== undefined && anyYearCount > 0) {
    const list = await yearsWithPosts(db, { ...base, year: undefined }, base.year, WIDEN_YEARS_MAX);
    years = { years: list, ...counted(anyYearCount) };
  }
  return { drop, radius, years };
}
