import type { TVinDecode } from '@common/contracts/vin';
import { splitVehicleName } from '@common/vehicles';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readyVin, VinInput } from '@/components/ui/vin-input';
import { serverMessage } from '@/lib/api-error-message';
import { decodeVinQueryOptions } from '../api/decode-vin';

type TCatalogVehicle = TVinDecode['suggestions'][number];

/** What a decoded VIN gives the form: the model year (when known) and a catalog model. */
export interface TVinVehicle {
  year: number | null;
  vehicle_id: number;
  /** 'Manufacturer - Model', the catalog's name. */
  name: string;
}

interface TVinFieldProps {
  /** Called once per decoded VIN (or chosen suggestion) to fill the year, manufacturer and model. */
  onVehicle: (vehicle: TVinVehicle) => void;
}

/**
 * A buyer's VIN: checked as it is typed (common/rules/vin.ts), then decoded on the server; the
 * decoded year and model fill the form. A model the catalog names otherwise offers the closest ones.
 */
export function VinField({ onVehicle }: TVinFieldProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const vin = readyVin(text);
  const valid = vin !== null;
  const decoded = useQuery({ ...decodeVinQueryOptions(vin ?? ''), enabled: valid });
  const answer = valid ? decoded.data : undefined;

  // Fill the form once per decoded VIN that maps onto a catalog model.
  useEffect(() => {
    if (answer?.vehicle) onVehicle({ year: answer.year, ...answer.vehicle });
  }, [answer, onVehicle]);

  const said = answer ? [answer.year, answer.make, answer.model].filter(Boolean).join(' ') : '';
  let status: ReactNode = null;
  if (valid && decoded.isFetching) status = <Text size="sm">{t('search.vinDecoding')}</Text>;
  else if (valid && decoded.isError)
    status = (
      <Text size="sm" c="red.8">
        {serverMessage(t, decoded.error)}
      </Text>
    );
  else if (answer?.vehicle) {
    const { manufacturer, model } = splitVehicleName(answer.vehicle.name);
    const vehicle = [answer.year, manufacturer, model].filter(Boolean).join(' ');
    status = <Text size="sm">{t('search.vinFound', { vehicle })}</Text>;
  } else if (answer && answer.suggestions.length > 0) {
    status = (
      <Suggestions
        intro={t('search.vinUnmapped', { vehicle: said })}
        suggestions={answer.suggestions}
        onPick={(s) => onVehicle({ year: answer.year, ...s })}
      />
    );
  } else if (answer) status = <Text size="sm">{t('search.vinNoMatch', { vehicle: said })}</Text>;

  return (
    <Stack gap={4}>
      <VinInput label={t('search.vin')} description={t('search.vinHint')} value={text} onChange={setText} />
      <div role="status">{status}</div>
    </Stack>
  );
}

function Suggestions({
  intro,
  suggestions,
  onPick,
}: {
  intro: string;
  suggestions: readonly TCatalogVehicle[];
  onPick: (s: TCatalogVehicle) => void;
}) {
  return (
    <Stack gap={4}>
      <Text size="sm">{intro}</Text>
      <Group gap="xs">
        {suggestions.map((s) => (
          <Button key={s.vehicle_id} size="compact-sm" variant="light" onClick={() => onPick(s)}>
            {s.name}
          </Button>
        ))}
      </Group>
    </Stack>
  );
}
