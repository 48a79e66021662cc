import { MantineProvider } from '@mantine/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { createAppTheme, cssVariablesResolver } from '@/config/theme';
import { ConfirmModalsHost } from '@/lib/confirm-modal';
import { browserIsMobile, ViewerMobileProvider } from '@/lib/viewer-device';
import { browserLanguages, ViewerLanguagesProvider } from '@/lib/viewer-languages';
import { CatalogFrenchNames } from './catalog-french-names';
import { DeferredNotifications } from './deferred-notifications';

interface TProvidersProps {
  queryClient: QueryClient;
  children: ReactNode;
  /** 'test' turns off Mantine's transitions and portals, for component tests. */
  env?: 'default' | 'test';
  /** The viewer's languages: the browser's own, or on the server the request's Accept-Language. */
  languages?: readonly string[];
  /** Whether the viewer is on a phone: the browser's answer, or on the server the request's. */
  mobile?: boolean;
}

/** Theme, data cache, toasts and modals around the whole app. */
export function AppProviders({
  queryClient,
  children,
  env = 'default',
  languages = browserLanguages(),
  mobile = browserIsMobile(),
}: TProvidersProps) {
  const { t } = useTranslation();
  // Rebuilt on a language change: the theme carries translated Select defaults.
  const theme = useMemo(() => createAppTheme(t), [t]);
  return (
    // Light only: there is no colour-scheme script (the CSP forbids inline scripts) and no toggle yet.
    <MantineProvider
      theme={theme}
      forceColorScheme="light"
      cssVariablesResolver={cssVariablesResolver}
      env={env}
    >
      <QueryClientProvider client={queryClient}>
        <ViewerLanguagesProvider languages={languages}>
          <ViewerMobileProvider mobile={mobile}>
            <CatalogFrenchNames>
              <DeferredNotifications />
              <ConfirmModalsHost />
              {children}
            </CatalogFrenchNames>
          </ViewerMobileProvider>
        </ViewerLanguagesProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
