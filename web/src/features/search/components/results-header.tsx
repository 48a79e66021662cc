import type { TSearchPage } from '@common/contracts/search';
import { DISTANCE_UNITS, type TDistanceUnit } from '@common/rules/distance';
import { Group, SegmentedControl, Text, Title } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatterOf, useFormat } from '@/lib/format';

interface TResultsHeaderProps {
  titleId: string;
  /** The answer, once there is one: its count shows. */
  page: TSearchPage | undefined;
  unit: TDistanceUnit;
  /** A visitor's own choice of unit (kept in the browser); signed-in users choose in Account Settings. */
  onUnit?: (unit: TDistanceUnit) => void;
}

/** How many parts a search found: '1 part', '1,234 parts', or past the count's cap '1,000+ parts'. */
export function countWords(
  t: TFunction,
  page: TSearchPage,
  count: (n: number) => string = formatterOf('en').count,
): string {
  const n = count(page.total);
  return page.totalCapped ? t('search.countCapped', { n }) : t('search.count', { count: page.total, n });
}

/** 'Search results', how many, and (for a visitor) km or miles. */
export function ResultsHeader({ titleId, page, unit, onUnit }: TResultsHeaderProps) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const unitLabelId = useId();
  return (
    <Group justify="space-between" align="center" gap="xs">
      <Group gap="sm" align="baseline">
        {/* Focused after a page change (tabIndex -1: not a tab stop), scrolled to with a margin. */}
        <Title
          order={2}
          id={titleId}
          size="h3"
          tabIndex={-1}
          style={{ scrollMarginTop: 'var(--mantine-spacing-md)' }}
        >
          {t('search.resultsTitle')}
        </Title>
        {/* Said again when a new search changes it. */}
        <Text c="dimmed" role="status" data-testid="result-count">
          {page ? countWords(t, page, fmt.count) : ''}
        </Text>
      </Group>
      {onUnit && (
        <Group gap={6}>
          <Text size="sm" id={unitLabelId}>
            {t('search.unitLabel')}
          </Text>
          <SegmentedControl
            size="xs"
            aria-labelledby={unitLabelId}
            value={unit}
            onChange={(value) => onUnit(value as TDistanceUnit)}
            data={DISTANCE_UNITS.map((u) => ({ value: u, label: t(`search.unit.${u}`) }))}
          />
        </Group>
      )}
    </Group>
  );
}
