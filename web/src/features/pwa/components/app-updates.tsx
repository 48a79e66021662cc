import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { registerServiceWorker, type TOnUpdate } from '../lib/register-service-worker';

export const UPDATE_TOAST_ID = 'pwa-update';

interface TAppUpdatesProps {
  /** Registers the worker and reports updates (tests give a fake). */
  register?: (onUpdate: TOnUpdate) => void;
}

/**
 * Registers the service worker and, when a new version waits, keeps a toast open with Reload:
 * the new version takes over only when the person chooses, then the page reloads on it.
 */
export function AppUpdates({ register = registerServiceWorker }: TAppUpdatesProps) {
  const { t } = useTranslation();
  useEffect(() => {
    register((apply) => {
      notifications.show({
        id: UPDATE_TOAST_ID,
        autoClose: false,
        message: (
          <Group justify="space-between" gap="sm" wrap="nowrap">
            <Text size="sm">{t('pwa.updateAvailable')}</Text>
            <Button
              size="xs"
              onClick={() => {
                notifications.hide(UPDATE_TOAST_ID);
                apply();
              }}
            >
              {t('pwa.reload')}
            </Button>
          </Group>
        ),
      });
    });
  }, [register, t]);
  return null;
}
