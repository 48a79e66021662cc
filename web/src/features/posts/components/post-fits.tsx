import type { TFitment } from '@common/contracts/posts';
import { fitmentLabel } from '@common/rules/fitment';
import { Badge, List, Stack, Title } from '@mantine/core';
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
        <Badge
          color="green"
          variant="light"
          size="lg"
          leftSection={<IconCircleCheck size={16} aria-hidden />}
          style={{ textTransform: 'none', height: 'auto', whiteSpace: 'normal' }}
        >
          {t('partDetails.fitsYour', { vehicle: garageVehicleLabel(yours) })}
        </Badge>
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
