import type { TFitment } from '@common/contracts/posts';
import { fitmentLabel } from '@common/rules/fitment';
import { Group, List, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { garageFit, garageVehicleLabel, useGarage } from '@/lib/garage';

/** 'Fits': every row ('Honda - Civic 2012-2015'), and 'Fits your 2012 Honda Civic' when My Garage has one. */
export function PostFits({ fitments }: { fitments: readonly TFitment[] }) {
  const { t } = useTranslation();
  const garage = useGarage();
  const yours = garageFit(fitments, garage.vehicles);
  return (
    <Stack component="section" gap={6} aria-labelledby="post-fits">
      <Title order={2} size="h4" id="post-fits">
        {t('partDetails.fits')}
      </Title>
      {yours && (
        // The text keeps the page's colour (green text on light green fails axe's contrast rule); the tick is green.
        <Group gap={6} wrap="nowrap">
          <IconCircleCheck
            size={20}
            color="var(--mantine-color-green-8)"
            aria-hidden
            style={{ flexShrink: 0 }}
          />
          <Text fw={600}>{t('partDetails.fitsYour', { vehicle: garageVehicleLabel(yours) })}</Text>
        </Group>
      )}
      <List spacing={2} size="sm">
        {fitments.map((row) => (
          <List.Item key={`${row.vehicle_id}-${row.year_from}-${row.year_to}`}>
            {fitmentLabel(row, row.vehicle_name)}
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}
