import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/ui/load-error';
import { apiErrorMessage } from '@/lib/api-error-message';
import type { TCatalogLists } from '../post-draft';

/** The vehicle and part lists did not load: the form cannot be filled in until they do. */
export function CatalogLoadError({ catalog }: { catalog: TCatalogLists }) {
  const { t } = useTranslation();
  if (!catalog.error) return null;
  return (
    <LoadError
      title={t('search.loadErrorTitle')}
      message={apiErrorMessage(t, catalog.error)}
      retryLabel={t('search.retry')}
      onRetry={() => catalog.onRetry?.()}
      retrying={catalog.retrying}
    />
  );
}
