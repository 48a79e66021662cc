import type { TVehicle } from '@common/contracts/catalog';
import { FITMENT_MAX_ROWS } from '@common/rules/fitment';
import { ActionIcon, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchableSelect } from '@/components/ui/searchable-select';
import { canAddRow, type TDraftErrors, type TFitmentRowDraft } from '../fitment-draft';

interface TFitmentRowsProps {
  rows: readonly TFitmentRowDraft[];
  onChange: (rows: TFitmentRowDraft[]) => void;
  /** What 'Add another vehicle' starts a row with (the first row's years). */
  newRow: () => TFitmentRowDraft;
  vehicles: readonly TVehicle[];
  years: readonly { value: number; label: string }[];
  errors: TDraftErrors;
  loading?: boolean;
  disabled?: boolean;
}

/**
 * The vehicles a part fits after the first: each a catalog model ('Honda - Civic') with a year
 * range, in a group named 'Vehicle 2', 'Vehicle 3'...; at most FITMENT_MAX_ROWS in all.
 */
export function FitmentRows({
  rows,
  onChange,
  newRow,
  vehicles,
  years,
  errors,
  loading,
  disabled,
}: TFitmentRowsProps) {
  const { t } = useTranslation();
  const models = useMemo(() => vehicles.map((v) => ({ value: v.id, label: v.name })), [vehicles]);
  const error = (key: string) => (errors[key] ? t(`rules.${errors[key]}`) : undefined);
  const update = (key: string, change: Partial<TFitmentRowDraft>) =>
    onChange(rows.map((r) => (r.key === key ? { ...r, ...change } : r)));

  return (
    <Stack gap="sm">
      {rows.map((row, i) => {
        const n = i + 2;
        const at = `fitments.${i + 1}`;
        return (
          <fieldset key={row.key} aria-label={t('partDetails.vehicleRow', { n })} style={FIELDSET}>
            <Group gap="xs" justify="space-between" mb={4}>
              <Text fw={600} size="sm" aria-hidden>
                {t('partDetails.vehicleRow', { n })}
              </Text>
              <ActionIcon
                variant="subtle"
                color="red"
                onClick={() => onChange(rows.filter((r) => r.key !== row.key))}
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
                onChange={(vehicle_id) => update(row.key, { vehicle_id })}
                required
                loading={loading}
                disabled={disabled}
                error={error(`${at}.vehicle_id`)}
              />
              <SearchableSelect<number>
                label={t('partDetails.yearFrom')}
                data={years}
                value={row.year_from}
                onChange={(year_from) => update(row.key, { year_from })}
                clearable={false}
                required
                disabled={disabled}
                error={error(`${at}.year_from`)}
              />
              <SearchableSelect<number>
                label={t('partDetails.yearTo')}
                data={years}
                value={row.year_to ?? row.year_from}
                onChange={(year_to) => update(row.key, { year_to })}
                clearable={false}
                required
                disabled={disabled}
                error={error(`${at}.year_to`)}
              />
            </SimpleGrid>
            {error(at) && (
              <Text size="sm" c="red.8" mt={4}>
                {error(at)}
              </Text>
            )}
          </fieldset>
        );
      })}
      <Group gap="sm">
        <Button
          variant="light"
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => onChange([...rows, newRow()])}
          disabled={disabled || !canAddRow(rows.length)}
        >
          {t('partDetails.addVehicle')}
        </Button>
        {!canAddRow(rows.length) && (
          <Text size="sm" c="dimmed">
            {t('partDetails.fitmentMax', { max: FITMENT_MAX_ROWS })}
          </Text>
        )}
      </Group>
      {error('fitments') && (
        <Text size="sm" c="red.8">
          {error('fitments')}
        </Text>
      )}
    </Stack>
  );
}

const FIELDSET = {
  border: '1px solid var(--mantine-color-default-border)',
  borderRadius: 'var(--mantine-radius-md)',
  padding: 'var(--mantine-spacing-sm)',
  margin: 0,
  minWidth: 0,
};
