import { GARAGE_MAX } from '@common/constants';
import type { TGarage } from '@common/contracts/garage';
import { MESSAGES } from '@common/messages';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { ApiError } from '../api-error';
import { addGarageVehicle, garageQueryOptions, removeGarageVehicle } from './garage-api';
import { useGarageSession } from './garage-session';
import { newLocalKey, readLocalGarage, useLocalGarage, writeLocalGarage } from './local-garage';

/** One vehicle of My Garage, from the account or from this browser. */
export interface TGarageItem {
  /** Stable within the list: 'a-<id>' for an account vehicle, 'b-...' for one kept in this browser. */
  key: string;
  /** The account row's id; null in a visitor's browser list. */
  id: number | null;
  year: number;
  vehicle_id: number;
  /** The catalog's 'Manufacturer - Model'. */
  vehicle_name: string;
  vin: string | null;
}

/** What add() takes: the catalog name is kept with a visitor's vehicle (the browser has no other). */
export interface TGarageAdd {
  year: number;
  vehicle_id: number;
  vehicle_name: string;
  vin?: string | null;
}

export interface TUseGarage {
  vehicles: TGarageItem[];
  /** Adds a vehicle; rejects with an ApiError (garageVehicleExists, garageFull, a server refusal). */
  add: (input: TGarageAdd) => Promise<void>;
  /** Removes the vehicle with this key. */
  remove: (key: string) => Promise<void>;
  /** True while the session or the account's garage is being read. */
  isLoading: boolean;
  /** True for a signed-in user's (account) garage. */
  signedIn: boolean;
}

const EMPTY: TGarageItem[] = [];

const accountItems = (garage: TGarage | undefined): TGarageItem[] =>
  garage?.vehicles.map((v) => ({ ...v, key: `a-${v.id}` })) ?? EMPTY;

/** The browser's own refusals, worded and coded as the server's (so screens show them alike). */
function checkLocalAdd(list: readonly TGarageItem[], input: TGarageAdd): void {
  if (list.some((v) => v.vehicle_id === input.vehicle_id && v.year === input.year)) {
    throw new ApiError(409, 'CONFLICT', MESSAGES.garageVehicleExists);
  }
  if (list.length >= GARAGE_MAX) throw new ApiError(409, 'CONFLICT', MESSAGES.garageFull);
}

/**
 * My Garage: a signed-in user's vehicles on their account (through the API), a visitor's in this
 * browser. The app layout's GarageSessionProvider says which, and carries a visitor's list over at sign-in.
 */
export function useGarage(): TUseGarage {
  const { userId, known } = useGarageSession();
  const queryClient = useQueryClient();
  const local = useLocalGarage();
  const account = useQuery({ ...garageQueryOptions(userId ?? ''), enabled: userId !== null });
  const key = garageQueryOptions(userId ?? '').queryKey;

  const addMutation = useMutation({
    mutationFn: addGarageVehicle,
    onSuccess: (vehicle) =>
      queryClient.setQueryData(key, (old) =>
        old ? { vehicles: [...old.vehicles.filter((v) => v.id !== vehicle.id), vehicle] } : old,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
  const removeMutation = useMutation({
    mutationFn: removeGarageVehicle,
    onSuccess: (garage) => queryClient.setQueryData(key, garage),
    // Removed meanwhile (another tab): read the list again.
    onError: () => queryClient.invalidateQueries({ queryKey: key }),
  });

  const vehicles = useMemo(
    () => (userId ? accountItems(account.data) : known ? local.map((v) => ({ ...v, id: null })) : EMPTY),
    [userId, known, account.data, local],
  );

  const add = useCallback(
    async (input: TGarageAdd) => {
      const vin = input.vin?.trim() || null;
      if (userId) {
        await addMutation.mutateAsync({ year: input.year, vehicle_id: input.vehicle_id, vin });
        return;
      }
      const list = readLocalGarage();
      checkLocalAdd(
        list.map((v) => ({ ...v, id: null })),
        input,
      );
      writeLocalGarage([
        ...list,
        {
          key: newLocalKey(),
          year: input.year,
          vehicle_id: input.vehicle_id,
          vehicle_name: input.vehicle_name,
          vin,
        },
      ]);
    },
    [userId, addMutation.mutateAsync],
  );

  const remove = useCallback(
    async (itemKey: string) => {
      if (userId) {
        const id = Number(itemKey.replace(/^a-/, ''));
        if (Number.isInteger(id)) await removeMutation.mutateAsync(id);
        return;
      }
      writeLocalGarage(readLocalGarage().filter((v) => v.key !== itemKey));
    },
    [userId, removeMutation.mutateAsync],
  );

  return {
    vehicles,
    add,
    remove,
    isLoading: !known || (userId !== null && account.isPending),
    signedIn: userId !== null,
  };
}
