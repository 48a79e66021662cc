import { DISTANCE_UNITS, type TDistanceUnit } from '@common/rules/distance';
import { REGION_UNIT } from '@common/rules/region';
import { useSyncExternalStore } from 'react';
import { useViewerLanguages } from './viewer-languages';
import { browserRegion } from './viewer-region';

// A visitor's distance unit: their own choice (kept in this browser), else their region's (km in
// Canada, miles in the United States, from the browser's languages). A signed-in user's comes from
// their profile instead (Account Settings).

const KEY = 'partsyard.distanceUnit';
const listeners = new Set<() => void>();
/** The choice made on this page, in case the browser would not store it. */
let memory: TDistanceUnit | null = null;

function stored(): TDistanceUnit | null {
  try {
    const value = localStorage.getItem(KEY);
    return (DISTANCE_UNITS as readonly string[]).includes(value ?? '') ? (value as TDistanceUnit) : null;
  } catch {
    return null; // storage refused (private mode, a locked-down browser): the region decides
  }
}

/** The unit a visitor reads distances in now. */
export function visitorUnit(): TDistanceUnit {
  return stored() ?? REGION_UNIT[browserRegion()];
}

/** Remembers a visitor's choice of unit in this browser. */
export function saveVisitorUnit(unit: TDistanceUnit): void {
  try {
    localStorage.setItem(KEY, unit);
  } catch {
    // Not kept, but still shown for this page's life.
  }
  memory = unit;
  for (const listen of listeners) listen();
}

function subscribe(listen: () => void) {
  listeners.add(listen);
  // Another tab's choice applies here too.
  const onStorage = (e: StorageEvent) => {
    if (e.key === KEY) {
      memory = null;
      listen();
    }
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listen);
    window.removeEventListener('storage', onStorage);
  };
}

/** The visitor's unit, following their choice as they make it. */
export function useVisitorUnit(): TDistanceUnit {
  const languages = useViewerLanguages();
  // The server (and hydration) cannot see this browser's stored choice: the languages' region's.
  return useSyncExternalStore(
    subscribe,
    () => memory ?? visitorUnit(),
    () => REGION_UNIT[browserRegion(languages)],
  );
}
