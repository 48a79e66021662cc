import { Anchor, Button } from '@mantine/core';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '@/config/routes';
import { AccountMenu, AccountNavLinks, useMe } from '@/features/accounts';
import { useUnreadTotal } from '@/features/messages';

interface THeaderLinksProps {
  /** In the phone menu (white drawer) rather than on the blue header bar. */
  inMenu?: boolean;
  onNavigate?: () => void;
}

/** The account links: Register and Sign In for visitors, the profile menu once signed in. */
export function HeaderLinks({ inMenu = false, onNavigate }: THeaderLinksProps) {
  const { t } = useTranslation();
  const me = useMe();
  const unread = useUnreadTotal(Boolean(me.data));
  // Until the session is known, show neither, rather than flash 'Sign In' at a signed-in user.
  if (me.isPending) return null;
  if (me.data) {
    return inMenu ? (
      <AccountNavLinks me={me.data} onNavigate={onNavigate} unreadMessages={unread} />
    ) : (
      <Suspense fallback={null}>
        <AccountMenu me={me.data} unreadMessages={unread} />
      </Suspense>
    );
  }
  return (
    <>
      <Anchor
        component={Link}
        to={PATHS.signUp}
        c={inMenu ? undefined : 'white'}
        fw={600}
        underline="hover"
        onClick={onNavigate}
      >
        {t('header.register')}
      </Anchor>
      <Button
        component={Link}
        to={PATHS.auth}
        variant={inMenu ? 'filled' : 'white'}
        onClick={onNavigate}
        fullWidth={inMenu}
      >
        {t('header.signIn')}
      </Button>
    </>
  );
}
