import { useDocumentTitle } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';

/** Sets the tab title to '<page> | PartsYard' for the page that calls it. */
export function usePageTitle(page: string): void {
  const { t } = useTranslation();
  useDocumentTitle(t('app.titleTemplate', { page }));
}
