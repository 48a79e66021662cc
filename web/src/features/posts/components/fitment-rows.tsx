import type { TVehicle } from '@common/contracts/catalog';
import { FITMENT_MAX_ROWS } from '@common/rules/fitment';
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useCallback, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { canAddRow, type TDraftErrors, type TFitmentRowDraft } from '../fitment-draft';
import { FitmentRow } from './fitment-row';

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
  // Stable callbacks, so a change to one row does not render the other 19 again.
  const latest = useRef({ rows, onChange });
  latest.current = { rows, onChange };
  const update = useCallback((key: string, change: Partial<TFitmentRowDraft>) => {
    const { rows: all, onChange: send } = latest.current;
    send(all.map((r) => (r.key === key ? { ...r, ...change } : r)));
  }, []);
  const remove = useCallback((key: string) => {
    const { rows: all, onChange: send } = latest.current;
    send(all.filter((r) => r.key !== key));
  }, []);

  return (
    <Stack gap="sm">
      {rows.map((row, i) => {
        const at = `fitments.${i + 1}`;
        return (
          <FitmentRow
            key={row.key}
            row={row}
            n={i + 2}
            models={models}
            years={years}
            onUpdate={update}
            onRemove={remove}
            vehicleError={error(`${at}.vehicle_id`)}
            fromError={error(`${at}.year_from`)}
            toError={error(`${at}.year_to`)}
            rowError={error(at)}
            loading={loading}
            disabled={disabled}
          />
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
