import type { TPart, TVehicle } from '@common/contracts/catalog';
import type { TSearchFilters } from '@common/contracts/search-filters';
import type { TDistanceUnit } from '@common/rules/distance';
import { splitVehicleName } from '@common/vehicles';
import type { TFunction } from 'i18next';

interface TCatalog {
  vehicles: readonly TVehicle[];
  parts: readonly TPart[];
}

/**
 * A search in one line, the way a person says it: '2012 Honda Civic · Alternator · “brake” · Used,
 * grade B or better · at least 90-day warranty · ships · within 50 km of Toronto' ('All parts' when nothing narrows it). Names the lists do not hold yet are left
 * out rather than shown as ids.
 */
export function searchSummary(
  t: TFunction,
  filters: TSearchFilters,
  { vehicles, parts }: TCatalog,
  unit: TDistanceUnit,
  partName: (name: string) => string = (name) => name,
): string {
  const vehicle = vehicles.find((v) => v.id === filters.search_make);
  const name = vehicle ? splitVehicleName(vehicle.name) : null;
  const manufacturer = name?.manufacturer ?? filters.search_manufacturer;
  const what = [filters.search_year, manufacturer, name?.model].filter(Boolean).join(' ');
  const found = parts.find((p) => p.id === filters.search_part)?.part_name;
  const part = found === undefined ? undefined : partName(found);
  const keyword = filters.q ? t('search.summary.keyword', { q: filters.q }) : undefined;
  const radiusUnit = filters.unit ?? unit;
  let where: string | undefined;
  if (filters.radius !== undefined && filters.near)
    where = t(`search.summary.withinOf.${radiusUnit}`, { n: filters.radius, place: filters.near });
  else if (filters.radius !== undefined)
    where = t(`search.summary.within.${radiusUnit}`, { n: filters.radius });
  else if (filters.near) where = t('search.summary.near', { place: filters.near });
  const pieces = [what, part, keyword, ...partDetails(t, filters), where].filter((p): p is string =>
    Boolean(p),
  );
  return pieces.length > 0 ? pieces.join(' · ') : t('search.summary.all');
}

/** The part-detail filters as words: 'Used, grade B or better', 'at least 90-day warranty', 'ships'. */
function partDetails(t: TFunction, filters: TSearchFilters): (string | undefined)[] {
  const condition = filters.condition ? t(`partDetails.conditions.${filters.condition}`) : undefined;
  const grade = filters.grade ? t(`search.summary.grade.${filters.grade}`) : undefined;
  return [
    [condition, grade].filter(Boolean).join(', '),
    filters.warranty ? t('search.summary.warranty', { n: filters.warranty }) : undefined,
    filters.shipping ? t('search.summary.ships') : undefined,
  ];
}
