import { createContext, type ReactNode, useContext } from 'react';

// The viewer's preferred languages, which decide a visitor's region (currency, distance unit). The
// browser gives navigator.languages; the server renderer gives the same person's Accept-Language,
// so both render the page alike and hydration finds what it expects.

const ViewerLanguages = createContext<readonly string[]>([]);

export function ViewerLanguagesProvider({
  languages,
  children,
}: {
  languages: readonly string[];
  children: ReactNode;
}) {
  return <ViewerLanguages.Provider value={languages}>{children}</ViewerLanguages.Provider>;
}

export function useViewerLanguages(): readonly string[] {
  return useContext(ViewerLanguages);
}

/** The browser's languages, most preferred first ([] outside a browser). */
export function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages ?? (navigator.language ? [navigator.language] : []);
}
