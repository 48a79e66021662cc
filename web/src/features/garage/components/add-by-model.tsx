import type { TVehicle } from '@common/contracts/catalog';
import { ZGarageVehicleInput } from '@common/contracts/garage';
import { manufacturersOf } from '@common/vehicles';
import { yearOptions } from '@common/years';
import { Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormShell } from '@/components/form/form-shell';
import { useFormProblem } from '@/components/form/use-form-problem';
import { SearchableSelect } from '@/components/ui/searchable-select';
import { serverMessage } from '@/lib/api-error-message';
import type { TGarageAdd } from '@/lib/garage';
import { modelOptions } from '@/lib/vehicle-options';

const checkVehicle = schemaResolver(ZGarageVehicleInput, { sync: true });

interface TAddByModelValues {
  year: number | null;
  manufacturer: string | null;
  vehicle_id: number | null;
}

interface TAddByModelProps {
  vehicles: readonly TVehicle[];
  loading: boolean;
  onAdd: (input: TGarageAdd) => Promise<void>;
}

/** Adds a vehicle picked by hand: year, manufacturer and model, as the search form picks them. */
export function AddByModel({ vehicles, loading, onAdd }: TAddByModelProps) {
  const { t } = useTranslation();
  const form = useForm<TAddByModelValues>({
    initialValues: { year: null, manufacturer: null, vehicle_id: null },
    // A missing choice stays named until the next Add.
    clearInputErrorOnChange: false,
    // The garage contract's checks, each said in the garage's words; the model must be one listed.
    validate: (values) => {
      const issues = checkVehicle(values);
      const listed = vehicles.some((v) => v.id === values.vehicle_id);
      return {
        year: issues.year ? t('garage.yearRequired') : null,
        vehicle_id: issues.vehicle_id || !listed ? t('garage.modelRequired') : null,
      };
    },
  });
  const problem = useFormProblem();
  const [busy, setBusy] = useState(false);
  const { year, manufacturer, vehicle_id } = form.values;
  const years = useMemo(() => yearOptions().map((y) => ({ value: y, label: String(y) })), []);
  const manufacturers = useMemo(() => manufacturersOf(vehicles), [vehicles]);
  const models = useMemo(() => modelOptions(vehicles, manufacturer), [vehicles, manufacturer]);

  async function add(values: TAddByModelValues) {
    const chosen = vehicles.find((v) => v.id === values.vehicle_id);
    if (values.year === null || !chosen) return;
    problem.refuse(null);
    setBusy(true);
    try {
      await onAdd({ year: values.year, vehicle_id: chosen.id, vehicle_name: chosen.name });
      form.setValues({ year: null, vehicle_id: null });
    } catch (error) {
      problem.refuse(serverMessage(t, error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <FormShell
      form={form}
      onSubmit={(values) => void add(values)}
      onInvalid={() => problem.refuse(null)}
      busy={busy}
      submitLabel={t('garage.add')}
      error={problem.error}
      attempt={problem.attempt}
      errorAt="bottom"
      gap="sm"
      intro={
        <Title order={3} size="h4">
          {t('garage.byModel')}
        </Title>
      }
    >
      <SearchableSelect<number>
        label={t('garage.year')}
        data={years}
        value={year}
        required
        error={form.errors.year}
        onChange={(value) => form.setFieldValue('year', value)}
      />
      <SearchableSelect<string>
        label={t('garage.manufacturer')}
        data={manufacturers}
        value={manufacturer}
        loading={loading}
        required
        // A model belongs to one manufacturer: changing the manufacturer drops the model.
        onChange={(value) => form.setValues({ manufacturer: value, vehicle_id: null })}
      />
      <SearchableSelect<number>
        label={t('garage.model')}
        data={models}
        value={manufacturer ? vehicle_id : null}
        loading={loading}
        disabled={!manufacturer}
        required
        description={manufacturer || loading ? undefined : t('garage.modelHint')}
        error={form.errors.vehicle_id}
        onChange={(value) => form.setFieldValue('vehicle_id', value)}
      />
    </FormShell>
  );
}
