import type { TSaveProfileResponse } from '@common/contracts/accounts';
import { Alert, Divider, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconMapPinOff } from '@tabler/icons-react';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormContainer } from '@/components/ui/form-container';
import { PageLoader } from '@/components/ui/page-loader';
import { usePageTitle } from '@/lib/use-page-title';
import { accountLanguage } from '../account-language';
import { useMe } from '../api/get-me';
import { ChangePasswordForm } from './change-password-form';
import { DistanceUnitSetting } from './distance-unit-setting';
import { LanguageSetting } from './language-setting';
import { ProfileForm } from './profile-form';
import { TwoFactorSettings } from './two-factor-settings';
import { WatchNoticesSetting } from './watch-notices-setting';

export interface TSettingsSection {
  key: string;
  title: string;
  content: ReactNode;
}

interface TAccountSettingsPageProps {
  /** Sections other features add (the app composes them: e.g. the blocked users of messages). */
  moreSections?: TSettingsSection[];
}

/** /profile (Account Settings): the profile, the password and two-factor sign-in. Signed-in users only. */
export function AccountSettingsPage({ moreSections = [] }: TAccountSettingsPageProps) {
  const { t } = useTranslation();
  usePageTitle(t('accounts.settings.pageTitle'));
  const me = useMe();
  const [warning, setWarning] = useState<string | null>(null);
  if (!me.data) return <PageLoader />;
  const { user, profile } = me.data;

  const saved = ({ message, warning }: TSaveProfileResponse) => {
    notifications.show({ color: 'green', message: message || t('rules.profileSaved') });
    setWarning(warning ?? null);
  };

  return (
    <FormContainer>
      <Stack gap="xl">
        <div>
          <Title order={1}>{t('accounts.settings.title')}</Title>
          <Text c="dimmed">{t('accounts.settings.signedInAs', { email: user.email })}</Text>
        </div>
        <Section title={t('accounts.settings.profileTitle')}>
          {warning && (
            <Alert
              color="yellow"
              variant="light"
              title={t('accounts.profileForm.warningTitle')}
              icon={<IconMapPinOff aria-hidden />}
            >
              {warning}
            </Alert>
          )}
          {/* Remounted per saved profile, so the form starts from what the server kept. */}
          <ProfileForm key={profile?.user_id ?? 'new'} profile={profile} onSaved={saved} />
        </Section>
        {profile && (
          <>
            <Divider />
            <Section title={t('accounts.settings.preferencesTitle')}>
              <LanguageSetting saved={accountLanguage(me.data)} />
              <DistanceUnitSetting unit={profile.distance_unit} />
              <WatchNoticesSetting value={profile.watch_notices} />
            </Section>
          </>
        )}
        <Divider />
        <Section title={t('accounts.settings.passwordTitle')}>
          <ChangePasswordForm />
        </Section>
        <Divider />
        <Section title={t('accounts.twoFactor.title')}>
          <TwoFactorSettings enabled={user.twoFactorEnabled} />
        </Section>
        {moreSections.map((section) => (
          <Stack key={section.key} gap="xl">
            <Divider />
            <Section title={section.title}>{section.content}</Section>
          </Stack>
        ))}
      </Stack>
    </FormContainer>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Stack component="section" aria-labelledby={id} gap="md">
      <Title order={2} size="h3" id={id}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}
