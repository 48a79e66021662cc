import { NO_FRENCH_NAMES, type TFrenchPartNames } from '@common/i18n/part-names';
import { createContext, type ReactNode, useContext } from 'react';

// The catalog's French part names (GET /api/parts' part_name_fr), which every part name a French
// page shows reads through useFormat().part. The app's providers fill it on a French page; the
// server renderer fetches the same list, so the first render and hydration name parts alike.

const FrenchPartNames = createContext<TFrenchPartNames>(NO_FRENCH_NAMES);

export function FrenchPartNamesProvider({
  names,
  children,
}: {
  names: TFrenchPartNames;
  children: ReactNode;
}) {
  return <FrenchPartNames.Provider value={names}>{children}</FrenchPartNames.Provider>;
}

/** English part name -> French, from the catalog (empty on an English page or before the list loads). */
export function useFrenchPartNames(): TFrenchPartNames {
  return useContext(FrenchPartNames);
}
