import { useTranslation } from 'react-i18next';
import { AccountSettingsPage } from '@/features/accounts/pages';
import { BlockedUsers } from '@/features/messages/pages';

/** /profile: Account Settings, with the users blocked from messaging (from the messages feature). */
export function AccountSettingsRoute() {
  const { t } = useTranslation();
  return (
    <AccountSettingsPage
      moreSections={[{ key: 'blocked', title: t('messages.blockedUsersTitle'), content: <BlockedUsers /> }]}
    />
  );
}
