import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconShieldCheck, IconShieldOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDisableTwoFactor } from '../api/disable-two-factor';
import { useEnableTwoFactor } from '../api/enable-two-factor';
import { useGenerateBackupCodes } from '../api/generate-backup-codes';
import { PasswordConfirm } from './password-confirm';
import { RecoveryCodes } from './recovery-codes';
import { TwoFactorSetup } from './two-factor-setup';

type TAction = 'enable' | 'disable' | 'codes' | null;

/** Account Settings' two-factor section: set up when off; turn off or renew the recovery codes when on. */
export function TwoFactorSettings({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation();
  const enable = useEnableTwoFactor();
  const disable = useDisableTwoFactor();
  const generate = useGenerateBackupCodes();
  const [action, setAction] = useState<TAction>(null);
  const [setup, setSetup] = useState<{ totpURI: string; backupCodes: string[] } | null>(null);
  const [newCodes, setNewCodes] = useState<string[] | null>(null);
  const cancel = () => setAction(null);

  if (setup) {
    return <TwoFactorSetup {...setup} onDone={() => setSetup(null)} />;
  }

  const status = (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      {enabled ? (
        <IconShieldCheck color="var(--mantine-color-green-8)" aria-hidden />
      ) : (
        <IconShieldOff color="var(--mantine-color-gray-7)" aria-hidden />
      )}
      <Text>{enabled ? t('accounts.twoFactor.on') : t('accounts.twoFactor.off')}</Text>
    </Group>
  );

  if (!enabled) {
    return (
      <Stack gap="md">
        {status}
        {action === 'enable' ? (
          <PasswordConfirm
            submitLabel={t('accounts.twoFactor.continue')}
            onCancel={cancel}
            onConfirm={async (password) => {
              setSetup(await enable.mutateAsync(password));
              setAction(null);
            }}
          />
        ) : (
          <Button onClick={() => setAction('enable')} style={{ alignSelf: 'flex-start' }}>
            {t('accounts.twoFactor.setUp')}
          </Button>
        )}
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      {status}
      {newCodes && (
        <Alert color="green" variant="light" role="status">
          <Stack gap="sm">
            <Text size="sm">{t('accounts.twoFactor.newCodesReady')}</Text>
            <RecoveryCodes codes={newCodes} />
            <Button
              size="xs"
              variant="default"
              onClick={() => setNewCodes(null)}
              style={{ alignSelf: 'flex-start' }}
            >
              {t('accounts.twoFactor.done')}
            </Button>
          </Stack>
        </Alert>
      )}
      {action === 'disable' && (
        <PasswordConfirm
          submitLabel={t('accounts.twoFactor.turnOff')}
          onCancel={cancel}
          onConfirm={async (password) => {
            await disable.mutateAsync(password);
            setAction(null);
            setNewCodes(null);
            notifications.show({ color: 'green', message: t('accounts.twoFactor.disabled') });
          }}
        />
      )}
      {action === 'codes' && (
        <PasswordConfirm
          submitLabel={t('accounts.twoFactor.newCodes')}
          onCancel={cancel}
          onConfirm={async (password) => {
            setNewCodes((await generate.mutateAsync(password)).backupCodes);
            setAction(null);
          }}
        />
      )}
      {action === null && (
        <Group gap="sm">
          <Button variant="outline" color="red.8" onClick={() => setAction('disable')}>
            {t('accounts.twoFactor.turnOff')}
          </Button>
          <Button variant="outline" onClick={() => setAction('codes')}>
            {t('accounts.twoFactor.newCodes')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
