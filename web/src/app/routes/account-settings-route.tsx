import { useTranslation } from 'react-i18next';
import { AccountSettingsPage, YourDataSettings } from '@/features/accounts/pages';
import { BlockedUsers } from '@/features/messages/pages';
import { PushSettings } from '@/features/push/pages';

/**
 * /profile: Account Settings, with this device's notifications (push), the users blocked from
 * messaging (messages) and Your data (download, delete the account).
 */
export function AccountSettingsRoute() {
  const { t } = useTranslation();
  return (
    <AccountSettingsPage
      moreSections={[
        { key: 'push', title: t('push.sectionTitle'), content: <PushSettings /> },
        { key: 'blocked', title: t('messages.blockedUsersTitle'), content: <BlockedUsers /> },
        { key: 'data', title: t('dataRights.sectionTitle'), content: <YourDataSettings /> },
      ]}
    />
  );
}
