import type { TVinDecode } from '@common/contracts/vin';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type TCatalogVehicle = TVinDecode['suggestions'][number];

// vPIC writes most makes in capitals ('HONDA'): a word of more than 3 capitals reads as a name
// ('Honda', 'Mercedes-Benz'); short ones stay ('BMW', 'GMC').
function asName(word: string): string {
  if (word.length <= 3 || word !== word.toUpperCase()) return word;
  return word
    .toLowerCase()
    .replace(/(^|[\s-])(\p{L})/gu, (_, sep: string, c: string) => sep + c.toUpperCase());
}

/** What a VIN decoded to, as people say it: '2013 Honda Civic EX, 1.8L, Sedan'. */
export function decodedLabel(d: TVinDecode): string {
  const name = [d.year ? String(d.year) : null, d.make && asName(d.make), d.model, d.trim]
    .filter(Boolean)
    .join(' ');
  return [name, d.engine, d.body].filter(Boolean).join(', ');
}

interface TVinDecodedProps {
  decoded: TVinDecode;
  onPick: (vehicle: TCatalogVehicle) => void;
  disabled?: boolean;
}

/** Under the VIN: what it decoded to, and when the catalog has no exact model, the closest to pick. */
export function VinDecoded({ decoded, onPick, disabled = false }: TVinDecodedProps) {
  const { t } = useTranslation();
  const label = decodedLabel(decoded);
  const unmapped = decoded.vehicle === null;
  return (
    <Stack gap={6} role="status">
      {label && <Text size="sm">{t('partDetails.vinDecoded', { vehicle: label })}</Text>}
      {unmapped && decoded.suggestions.length === 0 && (
        <Text size="sm" c="orange.9">
          {t('rules.vinNotDecoded')}
        </Text>
      )}
      {unmapped && decoded.suggestions.length > 0 && (
        <>
          <Text size="sm" c="orange.9">
            {t('partDetails.vinSuggestions')}
          </Text>
          <Group gap="xs">
            {decoded.suggestions.map((s) => (
              <Button
                key={s.vehicle_id}
                size="compact-sm"
                variant="light"
                onClick={() => onPick(s)}
                disabled={disabled}
                aria-label={t('partDetails.vinUseSuggestion', { name: s.name })}
              >
                {s.name}
              </Button>
            ))}
          </Group>
        </>
      )}
    </Stack>
  );
}
