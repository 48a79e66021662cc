import type { TMe } from '@common/contracts/accounts';
import { Button, Menu } from '@mantine/core';
import {
  IconChevronDown,
  IconHeart,
  IconListDetails,
  IconLogout,
  IconMessages,
  IconSettings,
  IconShieldLock,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { accountLinks, accountName, type TAccountLink } from '../account-links';
import { useSignOut } from '../hooks/use-sign-out';

const ICONS: Record<TAccountLink['key'], typeof IconSettings> = {
  accountSettings: IconSettings,
  myPosts: IconListDetails,
  messages: IconMessages,
  favorites: IconHeart,
  adminControls: IconShieldLock,
};

/** The header's profile dropdown for a signed-in user (keyboard: Enter/arrows/Escape, from Mantine Menu). */
export function AccountMenu({ me }: { me: TMe }) {
  const { t } = useTranslation();
  const signOut = useSignOut();
  return (
    // No focus placeholder: a plain <div> inside role=menu breaks the ARIA menu pattern (axe); the
    // first item takes focus instead, as the pattern expects.
    <Menu position="bottom-end" width={220} shadow="md" withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <Button
          variant="white"
          rightSection={<IconChevronDown size={16} aria-hidden />}
          loading={signOut.isPending}
          maw={240}
        >
          {accountName(me)}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {accountLinks(me).map(({ to, key }) => {
          const Icon = ICONS[key];
          return (
            <Menu.Item key={key} component={Link} to={to} leftSection={<Icon size={16} aria-hidden />}>
              {t(`accounts.menu.${key}`)}
            </Menu.Item>
          );
        })}
        <Menu.Divider />
        <Menu.Item leftSection={<IconLogout size={16} aria-hidden />} onClick={() => signOut.mutate()}>
          {t('accounts.menu.signOut')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
