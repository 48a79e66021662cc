import type { TVehicle } from '@common/contracts/catalog';
import { manufacturersOf } from '@common/vehicles';
import { yearOptions } from '@common/years';
import { Button, Stack, Title } from '@mantine/core';
import { type FormEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/ui/form-alert';
import { SearchableSelect } from '@/components/ui/searchable-select';
import { serverMessage } from '@/lib/api-error-message';
import type { TGarageAdd } from '@/lib/garage';
import { modelOptions } from '@/lib/vehicle-options';

interface TAddByModelProps {
  vehicles: readonly TVehicle[];
  loading: boolean;
  onAdd: (input: TGarageAdd) => Promise<void>;
}

/** Adds a vehicle picked by hand: year, manufacturer and model, as the search form picks them. */
export function AddByModel({ vehicles, loading, onAdd }: TAddByModelProps) {
  const { t } = useTranslation();
  const [year, setYear] = useState<number | null>(null);
  const [manufacturer, setManufacturer] = useState<string | null>(null);
  const [model, setModel] = useState<number | null>(null);
  const [errors, setErrors] = useState<{ year?: string; model?: string }>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [busy, setBusy] = useState(false);
  const years = useMemo(() => yearOptions().map((y) => ({ value: y, label: String(y) })), []);
  const manufacturers = useMemo(() => manufacturersOf(vehicles), [vehicles]);
  const models = useMemo(() => modelOptions(vehicles, manufacturer), [vehicles, manufacturer]);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const chosen = vehicles.find((v) => v.id === model);
    const found = {
      year: year === null ? t('garage.yearRequired') : undefined,
      model: chosen ? undefined : t('garage.modelRequired'),
    };
    setErrors(found);
    setProblem(null);
    if (year === null || !chosen) return;
    setBusy(true);
    try {
      await onAdd({ year, vehicle_id: chosen.id, vehicle_name: chosen.name });
      setYear(null);
      setModel(null);
    } catch (error) {
      setProblem(serverMessage(t, error));
      setAttempt((n) => n + 1);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Title order={3} size="h4">
          {t('garage.byModel')}
        </Title>
        <SearchableSelect<number>
          label={t('garage.year')}
          data={years}
          value={year}
          required
          error={errors.year}
          onChange={setYear}
        />
        <SearchableSelect<string>
          label={t('garage.manufacturer')}
          data={manufacturers}
          value={manufacturer}
          loading={loading}
          required
          onChange={(value) => {
            // A model belongs to one manufacturer: changing the manufacturer drops the model.
            setManufacturer(value);
            setModel(null);
          }}
        />
        <SearchableSelect<number>
          label={t('garage.model')}
          data={models}
          value={manufacturer ? model : null}
          loading={loading}
          disabled={!manufacturer}
          required
          description={manufacturer || loading ? undefined : t('garage.modelHint')}
          error={errors.model}
          onChange={setModel}
        />
        <FormAlert message={problem} attempt={attempt} />
        <div>
          <Button type="submit" loading={busy}>
            {t('garage.add')}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
