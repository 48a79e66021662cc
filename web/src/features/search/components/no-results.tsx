import type { TSearchWiden, TWidenFilter } from '@common/contracts/search';
import type { TSearchFilters, TSearchView } from '@common/contracts/search-filters';
import { Anchor, Group, List, Stack, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormat } from '@/lib/format';
import { toSearchParams } from '../search-params';

interface TNoResultsProps {
  filters: TSearchFilters;
  view: TSearchView;
  /** The server's suggestions for this empty search (none before it answers). */
  widen: TSearchWiden | undefined;
  /** 'Save this search', from the page (another feature's button). */
  saveSearch?: ReactNode;
}

/** Each filter's name in the form, for 'Search without …'. */
const LABELS = {
  search_year: 'search.year',
  search_manufacturer: 'search.manufacturer',
  search_make: 'search.model',
  search_part: 'search.part',
  q: 'search.keyword',
  condition: 'search.condition',
  grade: 'search.grade',
  warranty: 'search.warranty',
  shipping: 'search.ships',
  radius: 'search.radius',
} as const satisfies Record<TWidenFilter, string>;

/** A filter as 'Search without' names it: its label, with the value where it reads plainly. */
function filterWords(t: TFunction, filter: TWidenFilter, filters: TSearchFilters): string {
  const label: string = t(LABELS[filter]);
  if (filter === 'search_year' && filters.search_year) return `${label} ${filters.search_year}`;
  if (filter === 'search_manufacturer' && filters.search_manufacturer)
    return `${label} ${filters.search_manufacturer}`;
  if (filter === 'q' && filters.q) return `${label} ${t('search.summary.keyword', { q: filters.q })}`;
  return label;
}

/** The search without one filter (the model goes with its manufacturer only when asked). */
function without(filters: TSearchFilters, filter: TWidenFilter): TSearchFilters {
  const next: TSearchFilters = { ...filters };
  delete next[filter];
  if (filter === 'radius') delete next.unit;
  return next;
}

/**
 * SPEC's sentence for an empty list, then what would find parts, each a link to that search (its
 * shareable address): the filter whose removal finds the most, the next radius with parts, the
 * model in other years; and Save this search, to be told when one is posted.
 */
export function NoResults({ filters, view, widen, saveSearch }: TNoResultsProps) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const sortView = { order_by: view.order_by, direction: view.direction };
  const to = (next: TSearchFilters) => ({ search: `?${toSearchParams(next, sortView)}` });
  const parts = (c: { total: number; totalCapped: boolean }) => {
    const n = fmt.count(c.total);
    return c.totalCapped
      ? t('search.noResults.partsCapped', { n })
      : t('search.noResults.parts', { count: c.total, n });
  };
  const best = widen?.drop[0];
  const links: { key: string; to: ReturnType<typeof to>; words: string; count: string }[] = [];
  if (best) {
    links.push({
      key: 'drop',
      to: to(without(filters, best.filter)),
      words: t('search.noResults.without', { filter: filterWords(t, best.filter, filters) }),
      count: parts(best),
    });
  }
  if (widen?.radius) {
    const { radius, unit } = widen.radius;
    links.push({
      key: 'radius',
      to: to({ ...filters, radius, unit }),
      words: t(`search.noResults.radius.${unit}`, { n: radius }),
      count: parts(widen.radius),
    });
  }
  if (widen?.years) {
    links.push({
      key: 'years',
      to: to(without(filters, 'search_year')),
      words: t('search.noResults.anyYear'),
      count: parts(widen.years),
    });
  }
  const years = widen?.years?.years ?? [];
  return (
    <Stack gap="sm" data-testid="no-results">
      <Text>{t('search.empty')}</Text>
      {links.length > 0 && (
        <nav aria-label={t('search.noResults.label')}>
          <Text fw={600} mb={4}>
            {t('search.noResults.label')}
          </Text>
          <List spacing={4}>
            {links.map((l) => (
              <List.Item key={l.key}>
                <Anchor component={Link} to={l.to}>
                  {l.words} ({l.count})
                </Anchor>
              </List.Item>
            ))}
          </List>
          {years.length > 0 && (
            <Group gap="xs" mt="xs" align="baseline">
              <Text size="sm">{t('search.noResults.years')}</Text>
              {years.map((year) => (
                <Anchor
                  key={year}
                  component={Link}
                  to={to({ ...filters, search_year: year })}
                  size="sm"
                  aria-label={t('search.noResults.yearLabel', { year })}
                >
                  {year}
                </Anchor>
              ))}
            </Group>
          )}
        </nav>
      )}
      {saveSearch && (
        <Stack gap={6} align="flex-start">
          <Text size="sm">{t('search.noResults.save')}</Text>
          {saveSearch}
        </Stack>
      )}
    </Stack>
  );
}
