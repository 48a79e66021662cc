import { pageTitle } from '@common/rules/page-title';
import { useDocumentTitle } from '@mantine/hooks';

/** Sets the tab title to '<page> - PartsYard' (the server writes the same form into its HTML). */
export function usePageTitle(page: string): void {
  useDocumentTitle(pageTitle(page));
}
