import type { TVinDecode } from '@common/contracts/vin';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormShell } from '@/components/form/form-shell';
import { useFormProblem } from '@/components/form/use-form-problem';
import { FormAlert } from '@/components/ui/form-alert';
import { SearchableSelect } from '@/components/ui/searchable-select';
import { readyVin, VinInput } from '@/components/ui/vin-input';
import { serverMessage } from '@/lib/api-error-message';
import { garageVehicleLabel, type TGarageAdd } from '@/lib/garage';
import { useDecodeVin } from '../api/decode-vin';

interface TAddByVinProps {
  onAdd: (input: TGarageAdd) => Promise<void>;
}

/**
 * Adds a vehicle by its VIN: checked as it is typed (common/rules/vin.ts), decoded on the server
 * when asked; a model the catalog names otherwise offers the closest catalog models to pick from.
 */
export function AddByVin({ onAdd }: TAddByVinProps) {
  const { t } = useTranslation();
  // The VIN's rules are said as it is typed (VinInput); Decode waits for a VIN that keeps them.
  const form = useForm({ initialValues: { vin: '' } });
  const decode = useDecodeVin();
  const vin = readyVin(form.values.vin);
  // The answer shown is the one for the VIN in the box (typing on drops it).
  const answer = decode.data?.vin === vin ? decode.data : undefined;

  return (
    <Stack gap="sm">
      <FormShell
        form={form}
        onSubmit={() => {
          if (vin !== null) decode.mutate(vin);
        }}
        busy={decode.isPending}
        submitLabel={t('garage.decode')}
        submitProps={{ variant: 'light', disabled: vin === null }}
        gap="sm"
        intro={
          <Title order={3} size="h4">
            {t('garage.byVin')}
          </Title>
        }
      >
        <VinInput
          label={t('garage.vinLabel')}
          description={t('garage.vinHint')}
          value={form.values.vin}
          onChange={(text) => form.setFieldValue('vin', text)}
        />
      </FormShell>
      <div role="status">
        {decode.isPending && <Text size="sm">{t('garage.decoding')}</Text>}
        {answer && (
          <Decoded
            key={answer.vin}
            answer={answer}
            onAdd={async (input) => {
              await onAdd(input);
              form.reset();
              decode.reset();
            }}
          />
        )}
      </div>
      {decode.isError && <FormAlert message={serverMessage(t, decode.error)} attempt={decode.failureCount} />}
    </Stack>
  );
}

/** What the VIN decoded to, and the button adding it (with the closest model chosen when needed). */
function Decoded({ answer, onAdd }: { answer: TVinDecode; onAdd: (input: TGarageAdd) => Promise<void> }) {
  const { t } = useTranslation();
  // The closest model picked (the form is keyed by the VIN: a new answer starts it again).
  const pick = useForm<{ vehicle_id: number | null }>({ initialValues: { vehicle_id: null } });
  const picked = pick.values.vehicle_id;
  const problem = useFormProblem();
  const [busy, setBusy] = useState(false);
  const said = [answer.year, answer.make, answer.model].filter(Boolean).join(' ');
  const details = [answer.trim, answer.engine, answer.body, answer.drive].filter(Boolean).join(', ');

  if (answer.year === null) return <Text size="sm">{t('garage.noYear')}</Text>;
  const year = answer.year;
  const chosen = answer.vehicle ?? answer.suggestions.find((s) => s.vehicle_id === picked) ?? null;
  if (!answer.vehicle && answer.suggestions.length === 0) {
    return <Text size="sm">{t('garage.noMatch', { vehicle: said })}</Text>;
  }

  async function add() {
    if (!chosen) return;
    setBusy(true);
    problem.refuse(null);
    try {
      await onAdd({ year, vehicle_id: chosen.vehicle_id, vehicle_name: chosen.name, vin: answer.vin });
    } catch (error) {
      problem.refuse(serverMessage(t, error));
    } finally {
      setBusy(false);
    }
  }

  const label = chosen ? garageVehicleLabel({ year, vehicle_name: chosen.name }) : '';
  return (
    <Stack gap="xs">
      {answer.vehicle ? (
        <Text size="sm">{t('garage.decoded', { vehicle: label })}</Text>
      ) : (
        <>
          <Text size="sm">{t('garage.unmapped', { vehicle: said })}</Text>
          <SearchableSelect<number>
            label={t('garage.closest')}
            data={answer.suggestions.map((s) => ({ value: s.vehicle_id, label: s.name }))}
            value={picked}
            onChange={(vehicle_id) => pick.setFieldValue('vehicle_id', vehicle_id)}
          />
        </>
      )}
      {details && <Text size="sm">{details}</Text>}
      <FormAlert message={problem.error} attempt={problem.attempt} />
      <Group>
        <Button
          disabled={!chosen}
          loading={busy}
          onClick={add}
          aria-label={chosen ? t('garage.addVehicle', { vehicle: label }) : undefined}
        >
          {t('garage.add')}
        </Button>
      </Group>
    </Stack>
  );
}
