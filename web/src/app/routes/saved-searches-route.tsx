import { useTranslation } from 'react-i18next';
import { useParts, useVehicles } from '@/features/catalog';
import { SavedSearchesPage } from '@/features/saved-searches/pages';
import { parseSearchFilters, searchSummary } from '@/features/search';
import { useFormat } from '@/lib/format';
import { useListViewer } from './use-list-viewer';

const NONE: readonly never[] = [];

/** /saved-searches (signed-in users only): each search told in words from the catalog's names. */
export function SavedSearchesRoute() {
  const { t } = useTranslation();
  const fmt = useFormat();
  const { unit } = useListViewer();
  const vehicles = useVehicles();
  const parts = useParts();
  const describe = (query: string) =>
    searchSummary(
      t,
      parseSearchFilters(new URLSearchParams(query)),
      { vehicles: vehicles.data ?? NONE, parts: parts.data ?? NONE },
      unit,
      fmt.part,
    ) || t('savedSearches.anySearch');
  return <SavedSearchesPage describe={describe} />;
}
