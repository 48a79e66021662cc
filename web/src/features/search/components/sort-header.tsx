import type { TSortDirection, TSortKey } from '@common/contracts/search';
import { Button, Group, Text } from '@mantine/core';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

interface TSortHeaderProps {
  orderBy: TSortKey;
  direction: TSortDirection;
  /** Distance is offered once a location is known. */
  distance: boolean;
  onSort: (orderBy: TSortKey, direction: TSortDirection) => void;
  disabled?: boolean;
}

/**
 * docs/PRODUCT.md §4, sorting: Price and Year (and Distance, nearest first, when a location is
 * known). The active key flips its direction; another key starts ascending. The server orders the
 * whole result set, not only the page in view.
 */
export function SortHeader({ orderBy, direction, distance, onSort, disabled }: TSortHeaderProps) {
  const { t } = useTranslation();
  const labelId = useId();
  const keys: TSortKey[] = distance ? ['price', 'year', 'distance'] : ['price', 'year'];
  const press = (key: TSortKey) => {
    if (key === 'distance') onSort('distance', 'asc');
    else if (key === orderBy) onSort(key, direction === 'asc' ? 'desc' : 'asc');
    else onSort(key, 'asc');
  };
  return (
    <Group gap="xs" role="group" aria-labelledby={labelId}>
      <Text id={labelId} size="sm" fw={600}>
        {t('search.sortBy')}
      </Text>
      {keys.map((key) => {
        const active = key === orderBy;
        const name = t(`search.sort.${key}`);
        const state = key === 'distance' ? 'nearest' : direction;
        const Arrow = state === 'desc' ? IconArrowDown : IconArrowUp;
        return (
          <Button
            key={key}
            size="xs"
            variant={active ? 'filled' : 'default'}
            aria-pressed={active}
            aria-label={active ? t(`search.sortState.${state}`, { key: name }) : name}
            rightSection={active ? <Arrow size={14} aria-hidden /> : undefined}
            onClick={() => press(key)}
            disabled={disabled}
          >
            {name}
          </Button>
        );
      })}
    </Group>
  );
}
