import { Alert, Container } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useOnline } from '../lib/use-online';

/**
 * A banner while the browser is offline. The polite live region is always in the page, so a
 * screen reader announces the notice when it appears.
 */
export function OfflineNotice() {
  const { t } = useTranslation();
  const online = useOnline();
  return (
    <div role="status" aria-live="polite">
      {!online && (
        <Container size="lg" pt="md" w="100%">
          <Alert role="note" color="yellow" variant="light" icon={<IconWifiOff size={18} aria-hidden />}>
            {t('pwa.offline')}
          </Alert>
        </Container>
      )}
    </div>
  );
}
