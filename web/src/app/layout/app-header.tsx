import { Anchor, Box, Burger, Button, Container, Group, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '@/config/routes';
import { useMe } from '@/features/accounts';
import { LanguageSwitch } from '@/features/language';
import { useEarlyClick } from '@/hooks/use-early-click';
import classes from './app-header.module.css';
import { GarageLink } from './garage-link';
import { HeaderBell } from './header-bell';
import { HeaderLinks } from './header-links';
import { HeaderLogo } from './header-logo';

// The phone menu's drawer (modal, focus trap, scroll lock) loads on the first tap of the burger.
const MobileMenu = lazy(() => import('./mobile-menu').then((m) => ({ default: m.MobileMenu })));
const loadMobileMenu = () => void import('./mobile-menu');

/** The site header: logo and title home link, '+ Post', and the account links (a burger menu on phones). */
export function AppHeader() {
  const { t } = useTranslation();
  const me = useMe();
  const [menuOpened, menu] = useDisclosure(false);
  const [menuUsed, setMenuUsed] = useState(false);
  if (menuOpened && !menuUsed) setMenuUsed(true);
  const navLabel = t('header.navLabel');
  // A tap before the app loaded opens the menu once it has (common/early-clicks.ts).
  const burger = useEarlyClick<HTMLButtonElement>();

  return (
    <Box component="header" bg="brand.6" c="white">
      <Container size="lg" py="xs">
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <Anchor component={Link} to={PATHS.home} c="white" underline="never">
            <Group gap="xs" wrap="nowrap">
              <HeaderLogo />
              <Text component="span" fw={700} c="white" className={classes.title}>
                {t('header.homeLink')}
              </Text>
            </Group>
          </Anchor>
          <Group gap="var(--header-actions-gap)" wrap="nowrap" className={classes.actions}>
            <Button component={Link} to={PATHS.createPost} color="orange">
              {t('header.post')}
            </Button>
            <HeaderBell />
            <Group component="nav" aria-label={navLabel} gap="md" wrap="nowrap" visibleFrom="sm">
              <GarageLink />
              <HeaderLinks />
              <LanguageSwitch c="white" signedIn={Boolean(me.data)} />
            </Group>
            <Burger
              ref={burger}
              data-early="menu"
              hiddenFrom="sm"
              color="white"
              opened={menuOpened}
              onClick={menu.toggle}
              onPointerEnter={loadMobileMenu}
              onFocus={loadMobileMenu}
              aria-label={menuOpened ? t('header.closeMenu') : t('header.openMenu')}
              aria-expanded={menuOpened}
            />
          </Group>
        </Group>
      </Container>
      {menuUsed && (
        <Suspense fallback={null}>
          <MobileMenu opened={menuOpened} onClose={menu.close} />
        </Suspense>
      )}
    </Box>
  );
}
