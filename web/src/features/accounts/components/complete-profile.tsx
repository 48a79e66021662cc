import type { TSaveProfileResponse } from '@common/contracts/accounts';
import { Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PATHS } from '@/config/routes';
import { usePageTitle } from '@/lib/use-page-title';
import { ProfileForm } from './profile-form';

/** Registration's last step (docs/PRODUCT.md §4): the profile, then home. */
export function CompleteProfile() {
  const { t } = useTranslation();
  usePageTitle(t('accounts.completeProfile.pageTitle'));
  const navigate = useNavigate();

  const saved = ({ message, warning }: TSaveProfileResponse) => {
    notifications.show({ color: 'green', message: message || t('rules.profileSaved') });
    // The page is left at once, so the warning travels as a toast that stays until dismissed.
    if (warning) {
      notifications.show({
        color: 'yellow',
        title: t('accounts.profileForm.warningTitle'),
        message: warning,
        autoClose: false,
      });
    }
    navigate(PATHS.home, { replace: true });
  };

  return (
    <Stack gap="lg">
      <Title order={1}>{t('accounts.completeProfile.title')}</Title>
      <Text>{t('accounts.completeProfile.intro')}</Text>
      <ProfileForm onSaved={saved} />
    </Stack>
  );
}
