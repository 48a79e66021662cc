import { DISTANCE_UNITS, type TDistanceUnit } from '@common/rules/distance';
import { SegmentedControl, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSavePreferences } from '../api/save-preferences';

/** Miles (the default) or kilometres for 'N miles away' and the search radius; saved on choosing. */
export function DistanceUnitSetting({ unit }: { unit: TDistanceUnit }) {
  const { t } = useTranslation();
  const labelId = useId();
  const save = useSavePreferences();
  // The choice shows at once; a failure puts the saved one back.
  const [shown, setShown] = useState(unit);
  const names = { mi: t('accounts.settings.miles'), km: t('accounts.settings.kilometres') };

  const choose = (value: string) => {
    const next = value as TDistanceUnit;
    setShown(next);
    save.mutate(
      { distance_unit: next },
      {
        onSuccess: () =>
          notifications.show({
            color: 'green',
            message: t('accounts.settings.unitSaved', { unit: names[next].toLowerCase() }),
          }),
        onError: () => {
          setShown(unit);
          notifications.show({ color: 'red', message: t('accounts.settings.unitFailed') });
        },
      },
    );
  };

  return (
    <Stack gap={4}>
      <Text id={labelId} size="sm" fw={500}>
        {t('accounts.settings.distanceUnit')}
      </Text>
      <SegmentedControl
        aria-labelledby={labelId}
        value={shown}
        onChange={choose}
        disabled={save.isPending}
        data={DISTANCE_UNITS.map((u) => ({ value: u, label: names[u] }))}
        style={{ alignSelf: 'flex-start' }}
      />
    </Stack>
  );
}
