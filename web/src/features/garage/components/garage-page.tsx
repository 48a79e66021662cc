import { GARAGE_MAX } from '@common/constants';
import type { TVehicle } from '@common/contracts/catalog';
import { Anchor, Center, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadError } from '@/components/ui/load-error';
import { serverMessage } from '@/lib/api-error-message';
import { garageVehicleLabel, type TGarageAdd, type TGarageItem, useGarage } from '@/lib/garage';
import { usePageTitle } from '@/lib/use-page-title';
import { AddByModel } from './add-by-model';
import { AddByVin } from './add-by-vin';
import { GarageList } from './garage-list';

export interface TGaragePageProps {
  /** The catalog's vehicles (the model pickers), while they load, or why they did not. */
  vehicles: readonly TVehicle[] | undefined;
  vehiclesLoading: boolean;
  vehiclesError: unknown;
  onRetryVehicles: () => void;
  /** The sign-in page that comes back here. */
  signInPath: string;
}

/** /garage: My Garage, for visitors (kept in this browser) and signed-in users (on the account). */
export function GaragePage({
  vehicles,
  vehiclesLoading,
  vehiclesError,
  onRetryVehicles,
  signInPath,
}: TGaragePageProps) {
  const { t } = useTranslation();
  usePageTitle(t('garage.pageTitle'));
  const garage = useGarage();
  const [done, setDone] = useState<string | null>(null);
  const [removing, setRemoving] = useState<string | null>(null);

  async function add(input: TGarageAdd) {
    setDone(null);
    await garage.add(input);
    setDone(t('garage.added', { vehicle: garageVehicleLabel(input) }));
  }

  async function remove(v: TGarageItem) {
    setDone(null);
    setRemoving(v.key);
    try {
      await garage.remove(v.key);
      setDone(t('garage.removed', { vehicle: garageVehicleLabel(v) }));
    } catch (error) {
      notifications.show({ color: 'red', message: serverMessage(t, error) });
    } finally {
      setRemoving(null);
    }
  }

  return (
    <Stack gap="lg">
      <Title order={1}>{t('garage.title')}</Title>
      <Text>{t('garage.intro')}</Text>
      {!garage.isLoading &&
        (garage.signedIn ? (
          <Text size="sm">{t('garage.accountNote')}</Text>
        ) : (
          <Text size="sm">
            {t('garage.visitorNote')}{' '}
            <Anchor component={Link} to={signInPath}>
              {t('garage.signIn')}
            </Anchor>
          </Text>
        ))}

      <Stack component="section" gap="sm" aria-labelledby="garage-vehicles">
        <Title order={2} size="h3" id="garage-vehicles">
          {t('garage.listLabel')}
        </Title>
        {garage.isLoading ? (
          <Center py="md" role="status" aria-label={t('garage.loading')}>
            <Loader />
          </Center>
        ) : (
          <GarageList vehicles={garage.vehicles} onRemove={remove} removing={removing} />
        )}
        <Text role="status" size="sm">
          {done}
        </Text>
        {garage.vehicles.length >= GARAGE_MAX && (
          <Text size="sm">{t('garage.full', { max: GARAGE_MAX })}</Text>
        )}
      </Stack>

      <Stack component="section" gap="sm" aria-labelledby="garage-add">
        <Title order={2} size="h3" id="garage-add">
          {t('garage.addTitle')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          <Paper withBorder p="md" radius="md">
            <AddByVin onAdd={add} />
          </Paper>
          <Paper withBorder p="md" radius="md">
            {vehiclesError && !vehicles ? (
              <LoadError
                title={t('garage.catalogErrorTitle')}
                message={serverMessage(t, vehiclesError)}
                retryLabel={t('garage.retry')}
                onRetry={onRetryVehicles}
              />
            ) : (
              <AddByModel vehicles={vehicles ?? []} loading={vehiclesLoading} onAdd={add} />
            )}
          </Paper>
        </SimpleGrid>
      </Stack>
    </Stack>
  );
}
