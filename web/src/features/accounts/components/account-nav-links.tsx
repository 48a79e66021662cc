import type { TMe } from '@common/contracts/accounts';
import { Anchor, Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { accountLinks, accountName } from '../account-links';
import { useSignOut } from '../hooks/use-sign-out';
import { UnreadBadge } from './unread-badge';

interface TAccountNavLinksProps {
  me: TMe;
  onNavigate?: () => void;
  unreadMessages?: number;
}

/** The profile menu's entries as a plain list, for the phone menu (a drawer has room for them all). */
export function AccountNavLinks({ me, onNavigate, unreadMessages = 0 }: TAccountNavLinksProps) {
  const { t } = useTranslation();
  const signOut = useSignOut();
  return (
    <>
      <Text size="sm" c="dimmed">
        {t('accounts.menu.signedInAs', { name: accountName(me) })}
      </Text>
      {accountLinks(me).map(({ to, key }) => (
        <Group key={key} gap="xs">
          <Anchor component={Link} to={to} fw={600} underline="hover" onClick={onNavigate}>
            {t(`accounts.menu.${key}`)}
          </Anchor>
          {key === 'messages' && unreadMessages > 0 && <UnreadBadge count={unreadMessages} />}
        </Group>
      ))}
      <Button
        variant="outline"
        fullWidth
        loading={signOut.isPending}
        onClick={() => signOut.mutate(undefined, { onSuccess: onNavigate })}
      >
        {t('accounts.menu.signOut')}
      </Button>
    </>
  );
}
