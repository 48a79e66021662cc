import { useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext, useEffect, useRef } from 'react';
import { garageQueryOptions, mergeGarage } from './garage-api';
import { readLocalGarage, writeLocalGarage } from './local-garage';

// Who the garage belongs to. lib cannot read the session itself (it lives in the accounts feature,
// and lib never imports a feature), so the app layout passes it in, as it does the profile's
// country (viewer-currency.tsx). Without a provider (a component test) the garage is a visitor's.

export interface TGarageSession {
  /** The signed-in user's id, or null for a visitor. */
  userId: string | null;
  /** False while the session is still being read. */
  known: boolean;
}

const VISITOR: TGarageSession = { userId: null, known: true };
const GarageSession = createContext<TGarageSession>(VISITOR);

export function useGarageSession(): TGarageSession {
  return useContext(GarageSession);
}

/**
 * Gives the pages the session's garage owner, and when a session appears while this browser holds
 * a visitor's vehicles, carries them into the account once (POST /api/garage/merge), then empties
 * the browser's list. A failed carry keeps the list for the next sign-in.
 */
export function GarageSessionProvider({ userId, known, children }: TGarageSession & { children: ReactNode }) {
  const queryClient = useQueryClient();
  const merging = useRef<string | null>(null);

  useEffect(() => {
    if (!userId) {
      merging.current = null; // signed out: what a visitor adds now is carried at the next sign-in
      return;
    }
    if (merging.current === userId) return;
    const local = readLocalGarage();
    if (local.length === 0) return;
    merging.current = userId;
    mergeGarage(local.map(({ year, vehicle_id, vin }) => ({ year, vehicle_id, vin })))
      .then(async (garage) => {
        // A read of the garage sent before the carry would land after it with the older list.
        const { queryKey } = garageQueryOptions(userId);
        await queryClient.cancelQueries({ queryKey });
        queryClient.setQueryData(queryKey, garage);
        // Only what was carried: a vehicle added here meanwhile stays for the next carry.
        const carried = new Set(local.map((v) => v.key));
        writeLocalGarage(readLocalGarage().filter((v) => !carried.has(v.key)));
      })
      .catch(() => {
        merging.current = null;
      });
  }, [userId, queryClient]);

  return <GarageSession.Provider value={{ userId, known }}>{children}</GarageSession.Provider>;
}
