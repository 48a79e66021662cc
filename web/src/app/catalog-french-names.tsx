import { frenchPartNames, NO_FRENCH_NAMES } from '@common/i18n/part-names';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useMemo } from 'react';
import { partsQueryOptions } from '@/features/catalog';
import { FrenchPartNamesProvider } from '@/lib/french-part-names';
import { useLanguage } from '@/lib/language';

/**
 * On a French page, the part list (GET /api/parts, the same cached query the forms use) gives every
 * part name its French name; an English page asks for nothing.
 */
export function CatalogFrenchNames({ children }: { children: ReactNode }) {
  const { language } = useLanguage();
  const { data } = useQuery({ ...partsQueryOptions(), enabled: language === 'fr' });
  const names = useMemo(() => (data ? frenchPartNames(data) : NO_FRENCH_NAMES), [data]);
  return <FrenchPartNamesProvider names={names}>{children}</FrenchPartNamesProvider>;
}
