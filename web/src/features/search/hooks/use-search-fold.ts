import { useState } from 'react';

/**
 * Whether the home search form is folded to its one-line summary: open on a home page with no
 * search; folded once there is one (a search just made, a shared link, Back), so the results start
 * in the first screen; opened again by the summary's button, for that search only.
 */
export function useSearchFold(searchKey: string) {
  // The last search made here (an empty one, 'every part', leaves no trace in the URL).
  const [made, setMade] = useState<string | null>(null);
  const [openOn, setOpenOn] = useState<string | null>(null);
  const searched = searchKey !== '' || made === searchKey;
  const open = !searched || openOn === searchKey;
  return {
    /** There is a search: its summary shows. */
    searched,
    /** The full form shows. */
    open,
    toggle: () => setOpenOn(open ? null : searchKey),
    /** A search was made from the form (its URL key): fold. */
    searchedFor: (key: string) => {
      setMade(key);
      setOpenOn(null);
    },
  };
}
