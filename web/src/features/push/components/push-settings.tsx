import { Alert, Button, Group, Stack, Switch, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconBellOff } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '@/lib/api-error-message';
import { sendTestPush } from '../api/send-test-push';
import { currentPushState, type TPushState, turnPushOff, turnPushOn } from '../lib/device-push';

/** Account Settings' "Notifications on this device": opt in per device, opt out, send a test. */
export function PushSettings() {
  const { t } = useTranslation();
  const [state, setState] = useState<TPushState | 'loading'>('loading');
  const [busy, setBusy] = useState<'switch' | 'test' | null>(null);

  useEffect(() => {
    let live = true;
    currentPushState()
      .then((s) => live && setState(s))
      .catch(() => live && setState('off'));
    return () => {
      live = false;
    };
  }, []);

  const failed = (error: unknown) => notifications.show({ color: 'red', message: apiErrorMessage(t, error) });

  const toggle = async (on: boolean) => {
    setBusy('switch');
    try {
      const next = on ? await turnPushOn() : await turnPushOff();
      setState(next);
      if (next === 'on') notifications.show({ color: 'green', message: t('push.turnedOn') });
      if (!on) notifications.show({ message: t('push.turnedOff') });
    } catch (error) {
      failed(error);
    } finally {
      setBusy(null);
    }
  };

  const test = async () => {
    setBusy('test');
    try {
      const sent = await sendTestPush();
      notifications.show({
        color: sent > 0 ? 'green' : 'yellow',
        message: sent > 0 ? t('push.testSent', { count: sent }) : t('push.testNone'),
      });
    } catch (error) {
      failed(error);
    } finally {
      setBusy(null);
    }
  };

  return (
    <Stack gap="sm">
      <Text size="sm">{t('push.explain')}</Text>
      {state === 'unsupported' && (
        <Notice color="gray" title={t('push.unsupportedTitle')} text={t('push.unsupported')} />
      )}
      {state === 'denied' && <Notice color="orange" title={t('push.deniedTitle')} text={t('push.denied')} />}
      {(state === 'on' || state === 'off' || state === 'loading') && (
        <Group gap="md">
          <Switch
            label={t('push.switchLabel')}
            checked={state === 'on'}
            disabled={state === 'loading' || busy !== null}
            onChange={(e) => toggle(e.currentTarget.checked)}
          />
          {state === 'on' && (
            <Button
              variant="light"
              size="xs"
              onClick={test}
              loading={busy === 'test'}
              disabled={busy === 'switch'}
            >
              {t('push.sendTest')}
            </Button>
          )}
        </Group>
      )}
    </Stack>
  );
}

// The title in the body text's colour: Mantine's coloured Alert title fails the contrast check.
function Notice({ color, title, text }: { color: string; title: string; text: string }) {
  return (
    <Alert color={color} variant="light" icon={<IconBellOff aria-hidden />}>
      <Text size="sm" fw={700}>
        {title}
      </Text>
      <Text size="sm">{text}</Text>
    </Alert>
  );
}
