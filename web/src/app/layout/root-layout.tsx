import { Box, Container } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration } from 'react-router';
import { ProfileGuard } from '@/features/accounts';
import { AppUpdates, OfflineNotice } from '@/features/pwa';
import { AppFooter } from './app-footer';
import { AppHeader } from './app-header';
import { FollowAccountLanguage } from './follow-account-language';
import { LiveMessages } from './live-messages';
import classes from './skip-link.module.css';
import { ViewerCountry } from './viewer-country';
import { ViewerGarage } from './viewer-garage';

export const MAIN_ID = 'main-content';

/** Page frame: skip link, header, the page in <main>, footer. */
export function PageFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Box mih="100vh" style={{ display: 'flex', flexDirection: 'column' }}>
      <a href={`#${MAIN_ID}`} className={classes.skipLink}>
        {t('app.skipToContent')}
      </a>
      <AppHeader />
      <OfflineNotice />
      <Container component="main" id={MAIN_ID} tabIndex={-1} size="lg" py="xl" w="100%" style={{ flex: 1 }}>
        {children}
      </Container>
      <AppFooter />
    </Box>
  );
}

/** The root route's element: every page renders inside the frame, behind the profile-required guard. */
export function RootLayout() {
  return (
    <ViewerCountry>
      <ViewerGarage>
        <PageFrame>
          <ProfileGuard>
            <Outlet />
          </ProfileGuard>
          <ScrollRestoration />
          <LiveMessages />
          <AppUpdates />
          <FollowAccountLanguage />
        </PageFrame>
      </ViewerGarage>
    </ViewerCountry>
  );
}
