import type { TMe } from '@common/contracts/accounts';
import { Button, Indicator, Menu } from '@mantine/core';
import {
  IconBookmark,
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
import { useEarlyClick } from '@/hooks/use-early-click';
import { accountLinks, accountName, type TAccountLink } from '../account-links';
import { useSignOut } from '../hooks/use-sign-out';
import { UnreadBadge } from './unread-badge';

const ICONS: Record<TAccountLink['key'], typeof IconSettings> = {
  accountSettings: IconSettings,
  myPosts: IconListDetails,
  messages: IconMessages,
  favorites: IconHeart,
  savedSearches: IconBookmark,
  adminControls: IconShieldLock,
};

interface TAccountMenuProps {
  me: TMe;
  /** Unread messages: a dot on the menu button and the count on its Messages item. */
  unreadMessages?: number;
}

/** The header's profile dropdown for a signed-in user (keyboard: Enter/arrows/Escape, from Mantine Menu). */
export function AccountMenu({ me, unreadMessages = 0 }: TAccountMenuProps) {
  const { t } = useTranslation();
  const signOut = useSignOut();
  // A click before the app loaded opens the menu once it has (common/early-clicks.ts).
  const early = useEarlyClick<HTMLButtonElement>();
  return (
    // No focus placeholder: a plain <div> inside role=menu breaks the ARIA menu pattern (axe); the
    // first item takes focus instead, as the pattern expects.
    <Menu position="bottom-end" width={220} shadow="md" withInitialFocusPlaceholder={false}>
      <Indicator
        label={unreadMessages > 99 ? '99+' : unreadMessages}
        size={18}
        color="orange"
        disabled={unreadMessages === 0}
        // The count is in the button's name; the dot itself is decoration.
        attributes={{ indicator: { 'aria-hidden': true } }}
      >
        <Menu.Target>
          <Button
            ref={early}
            data-early="account-menu"
            variant="white"
            rightSection={<IconChevronDown size={16} aria-hidden />}
            loading={signOut.isPending}
            maw={240}
            aria-label={
              unreadMessages > 0
                ? `${accountName(me)}, ${t('accounts.menu.messagesUnread', { count: unreadMessages })}`
                : undefined
            }
          >
            {accountName(me)}
          </Button>
        </Menu.Target>
      </Indicator>
      <Menu.Dropdown>
        {accountLinks(me).map(({ to, key }) => {
          const Icon = ICONS[key];
          return (
            <Menu.Item
              key={key}
              component={Link}
              to={to}
              leftSection={<Icon size={16} aria-hidden />}
              rightSection={
                key === 'messages' && unreadMessages > 0 ? <UnreadBadge count={unreadMessages} /> : null
              }
            >
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
