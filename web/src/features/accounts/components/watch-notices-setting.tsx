import { type TWatchNotices, WATCH_NOTICES } from '@common/contracts/accounts';
import { Radio, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSavePreferences } from '../api/save-preferences';

/**
 * How the user hears about the parts in their favorites (a price drop, a sale, an ad about to end):
 * in the app and by email, in the app only, or not at all; saved on choosing.
 */
export function WatchNoticesSetting({ value }: { value: TWatchNotices }) {
  const { t } = useTranslation();
  const save = useSavePreferences();
  // The choice shows at once; a failure puts the saved one back.
  const [shown, setShown] = useState(value);

  const choose = (next: string) => {
    const chosen = next as TWatchNotices;
    setShown(chosen);
    save.mutate(
      { watch_notices: chosen },
      {
        onSuccess: () =>
          notifications.show({ color: 'green', message: t(`accounts.settings.watchSaved.${chosen}`) }),
        onError: () => {
          setShown(value);
          notifications.show({ color: 'red', message: t('accounts.settings.unitFailed') });
        },
      },
    );
  };

  return (
    <Radio.Group
      label={t('accounts.settings.watchNotices')}
      description={t('accounts.settings.watchNoticesHelp')}
      value={shown}
      onChange={choose}
    >
      <Stack gap="xs" mt="xs">
        {WATCH_NOTICES.map((v) => (
          <Radio key={v} value={v} label={t(`accounts.settings.watch.${v}`)} disabled={save.isPending} />
        ))}
      </Stack>
    </Radio.Group>
  );
}
