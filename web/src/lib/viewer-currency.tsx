import type { TCurrency } from '@common/constants';
import { REGION_CURRENCY, regionFromCountry } from '@common/rules/region';
import { createContext, type ReactNode, useContext } from 'react';
import { useViewerLanguages } from './viewer-languages';
import { browserRegion } from './viewer-region';

// The currency a viewer thinks in: their profile country's region when signed in, else their
// browser's region, else Canada's. The app provides the profile's country (app/layout).

const ProfileCountry = createContext<string | null>(null);

export function ProfileCountryProvider({
  country,
  children,
}: {
  country: string | null;
  children: ReactNode;
}) {
  return <ProfileCountry.Provider value={country}>{children}</ProfileCountry.Provider>;
}

/** The viewer's currency, from a profile's country (as typed) or the browser's languages. */
export function viewerCurrency(country: string | null, languages?: readonly string[]): TCurrency {
  return REGION_CURRENCY[regionFromCountry(country) ?? browserRegion(languages)];
}

export function useViewerCurrency(): TCurrency {
  return viewerCurrency(useContext(ProfileCountry), useViewerLanguages());
}
