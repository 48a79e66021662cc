import { ActionIcon, Group, SimpleGrid, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchableSelect } from '@/components/ui/searchable-select';
import type { TFitmentRowDraft } from '../fitment-draft';

interface TFitmentRowProps {
  row: TFitmentRowDraft;
  /** Its number in the list of vehicles (the first row, the spec's, is 1). */
  n: number;
  models: readonly { value: number; label: string }[];
  years: readonly { value: number; label: string }[];
  onUpdate: (key: string, change: Partial<TFitmentRowDraft>) => void;
  onRemove: (key: string) => void;
  vehicleError?: string;
  fromError?: string;
  toError?: string;
  /** The row as a whole (a repeat of an earlier row). */
  rowError?: string;
  loading?: boolean;
  disabled?: boolean;
}

const FIELDSET = {
  border: '1px solid var(--mantine-color-default-border)',
  borderRadius: 'var(--mantine-radius-md)',
  padding: 'var(--mantine-spacing-sm)',
  margin: 0,
  minWidth: 0,
};

/** One extra fitment row: 'Vehicle', 'Year from', 'Year to' and its Remove button, in a named group. */
export const FitmentRow = memo(function FitmentRow({
  row,
  n,
  models,
  years,
  onUpdate,
  onRemove,
  vehicleError,
  fromError,
  toError,
  rowError,
  loading,
  disabled,
}: TFitmentRowProps) {
  const { t } = useTranslation();
  return (
    <fieldset aria-label={t('partDetails.vehicleRow', { n })} style={FIELDSET}>
      <Group gap="xs" justify="space-between" mb={4}>
        <Text fw={600} size="sm" aria-hidden>
          {t('partDetails.vehicleRow', { n })}
        </Text>
        <ActionIcon
          variant="subtle"
          color="red"
          onClick={() => onRemove(row.key)}
          disabled={disabled}
          aria-label={t('partDetails.removeVehicle', { n })}
        >
          <IconTrash size={18} aria-hidden />
        </ActionIcon>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <SearchableSelect<number>
          label={t('partDetails.vehicle')}
          data={models}
          value={row.vehicle_id}
          onChange={(vehicle_id) => onUpdate(row.key, { vehicle_id })}
          required
          loading={loading}
          disabled={disabled}
          error={vehicleError}
        />
        <SearchableSelect<number>
          label={t('partDetails.yearFrom')}
          data={years}
          value={row.year_from}
          onChange={(year_from) => onUpdate(row.key, { year_from })}
          clearable={false}
          required
          disabled={disabled}
          error={fromError}
        />
        <SearchableSelect<number>
          label={t('partDetails.yearTo')}
          data={years}
          value={row.year_to ?? row.year_from}
          onChange={(year_to) => onUpdate(row.key, { year_to })}
          clearable={false}
          required
          disabled={disabled}
          error={toError}
        />
      </SimpleGrid>
      {rowError && (
        <Text size="sm" c="red.8" mt={4}>
          {rowError}
        </Text>
      )}
    </fieldset>
  );
});
