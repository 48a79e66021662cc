import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconSearch, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { garageVehicleLabel, type TGarageItem } from '@/lib/garage';
import { garageSearchPath } from '../garage-search-path';

interface TGarageListProps {
  vehicles: readonly TGarageItem[];
  onRemove: (vehicle: TGarageItem) => void;
  /** The key of the vehicle being removed, if any. */
  removing: string | null;
}

/** The garage's vehicles, each with a search for its parts and a way out. */
export function GarageList({ vehicles, onRemove, removing }: TGarageListProps) {
  const { t } = useTranslation();
  if (vehicles.length === 0) return <Text>{t('garage.empty')}</Text>;
  return (
    <Stack
      component="ul"
      aria-label={t('garage.listLabel')}
      gap="sm"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
    >
      {vehicles.map((v) => {
        const vehicle = garageVehicleLabel(v);
        return (
          <Paper component="li" key={v.key} withBorder p="sm" radius="md">
            <Group justify="space-between" wrap="wrap" gap="sm">
              <div>
                <Text fw={600}>{vehicle}</Text>
                {v.vin && (
                  <Text size="sm" ff="monospace">
                    {t('garage.vin', { vin: v.vin })}
                  </Text>
                )}
              </div>
              <Group gap="xs">
                <Button
                  component={Link}
                  to={garageSearchPath(v)}
                  variant="light"
                  leftSection={<IconSearch size={16} aria-hidden />}
                  aria-label={t('garage.findPartsFor', { vehicle })}
                >
                  {t('garage.findParts')}
                </Button>
                <Button
                  variant="outline"
                  color="red.9"
                  leftSection={<IconTrash size={16} aria-hidden />}
                  aria-label={t('garage.removeVehicle', { vehicle })}
                  loading={removing === v.key}
                  onClick={() => onRemove(v)}
                >
                  {t('garage.remove')}
                </Button>
              </Group>
            </Group>
          </Paper>
        );
      })}
    </Stack>
  );
}
