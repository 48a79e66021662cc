import { Drawer, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useMe } from '@/features/accounts';
import { LanguageSwitch } from '@/features/language';
import { GarageLink } from './garage-link';
import { HeaderLinks } from './header-links';

interface TMobileMenuProps {
  opened: boolean;
  onClose: () => void;
}

/** The phone menu (under 768 px): the header's account links in a drawer from the right. */
export function MobileMenu({ opened, onClose }: TMobileMenuProps) {
  const { t } = useTranslation();
  const me = useMe();
  return (
    <Drawer.Root opened={opened} onClose={onClose} position="right" size="xs">
      <Drawer.Overlay />
      <Drawer.Content>
        {/* Mantine renders a <header>; in a body-level portal that is a second banner landmark. */}
        <Drawer.Header role="none">
          <Drawer.Title>{t('header.menuTitle')}</Drawer.Title>
          <Drawer.CloseButton aria-label={t('header.closeMenu')} />
        </Drawer.Header>
        <Drawer.Body>
          <Stack component="nav" aria-label={t('header.navLabel')} gap="md" align="flex-start">
            <GarageLink inMenu onNavigate={onClose} />
            <HeaderLinks inMenu onNavigate={onClose} />
            <LanguageSwitch signedIn={Boolean(me.data)} onNavigate={onClose} />
          </Stack>
        </Drawer.Body>
      </Drawer.Content>
    </Drawer.Root>
  );
}
