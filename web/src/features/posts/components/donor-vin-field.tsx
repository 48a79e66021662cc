import type { TVinDecode } from '@common/contracts/vin';
import { checkVin, type TVinCheck, VIN_LENGTH } from '@common/rules/vin';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverMessage } from '@/lib/api-error-message';
import { decodeVin } from '@/lib/decode-vin';
import { VinDecoded } from './vin-decoded';

type TCatalogVehicle = TVinDecode['suggestions'][number];

interface TDonorVinFieldProps {
  value: string;
  onChange: (vin: string) => void;
  /** A decoded VIN: the form fills its first fitment row. */
  onDecoded: (decoded: TVinDecode) => void;
  /** A suggested model picked for a VIN the catalog has no exact model for. */
  onPick: (vehicle: TCatalogVehicle, year: number | null) => void;
  /** The contract's or the server's reason, already in words. */
  error?: string;
  disabled?: boolean;
}

// As the seller types: a wrong character at once, a short VIN once they leave the field, the
// check digit once all 17 are there.
function liveProblem(check: TVinCheck, touched: boolean): TVinCheck['error'] {
  if (check.vin === '') return null;
  if (/[^A-HJ-NPR-Z0-9]/.test(check.vin)) return 'vinCharacters';
  if (check.vin.length < VIN_LENGTH) return touched ? 'vinLength' : null;
  return check.error;
}

/** 'Donor vehicle VIN': checked as typed, decoded by the button or as soon as a valid one is complete. */
export function DonorVinField({
  value,
  onChange,
  onDecoded,
  onPick,
  error,
  disabled = false,
}: TDonorVinFieldProps) {
  const { t } = useTranslation();
  const [touched, setTouched] = useState(false);
  const check = checkVin(value);
  const valid = check.vin !== '' && check.error === null;
  // The VIN the form opened with (an edit) is not decoded again by itself: that would overwrite its rows.
  const requested = useRef(valid ? check.vin : null);
  const decode = useMutation({
    mutationFn: (vin: string) => decodeVin(vin),
    onSuccess: (decoded) => onDecoded(decoded),
  });
  const run = (vin: string) => {
    requested.current = vin;
    decode.mutate(vin);
  };

  useEffect(() => {
    if (valid && requested.current !== check.vin) run(check.vin);
  });

  const problem = liveProblem(check, touched);
  const decodeError =
    decode.isError && decode.variables === check.vin ? serverMessage(t, decode.error) : undefined;
  const shown = decode.data && decode.data.vin === check.vin ? decode.data : null;

  return (
    <Stack gap="xs">
      <Group align="flex-start" gap="sm" wrap="nowrap">
        <TextInput
          style={{ flex: 1, minWidth: 0 }}
          label={t('partDetails.donorVin')}
          description={t('partDetails.vinHint')}
          value={value}
          onChange={(e) => onChange(e.currentTarget.value)}
          onBlur={() => setTouched(true)}
          maxLength={40}
          autoComplete="off"
          spellCheck={false}
          styles={{ input: { textTransform: 'uppercase', fontFamily: 'monospace' } }}
          disabled={disabled}
          error={problem ? t(`rules.${problem}`) : (decodeError ?? error)}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
        />
        <Button
          mt={25}
          variant="default"
          loading={decode.isPending}
          disabled={disabled}
          onClick={() => {
            setTouched(true);
            if (valid) run(check.vin);
          }}
        >
          {t('partDetails.decodeVin')}
        </Button>
      </Group>
      {check.warning && !problem && (
        <Text size="sm" c="orange.9" role="status">
          {t('rules.vinCheckDigitWarning')}
        </Text>
      )}
      {shown && <VinDecoded decoded={shown} onPick={(v) => onPick(v, shown.year)} disabled={disabled} />}
    </Stack>
  );
}
