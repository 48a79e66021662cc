import { YEAR_LOWER_BOUND } from '@common/constants';
import { GARAGE_MAX } from '@common/contracts/garage';
import { useSyncExternalStore } from 'react';
import { z } from 'zod';

// A visitor's garage, kept in this browser (localStorage) until they sign in: then the app carries
// it over to their account (garage-session.tsx) and empties it. Read back through a schema: the
// storage is the user's to edit, and an entry that does not parse is dropped, not trusted.

export const LOCAL_GARAGE_KEY = 'partsyard.garage';

const ZLocalVehicle = z.object({
  key: z.string().min(1).max(64),
  year: z.number().int().min(YEAR_LOWER_BOUND).max(2100),
  vehicle_id: z.number().int().positive(),
  vehicle_name: z.string().min(1).max(200),
  vin: z.string().max(40).nullable(),
});
export type TLocalVehicle = z.infer<typeof ZLocalVehicle>;

const EMPTY: TLocalVehicle[] = [];
const listeners = new Set<() => void>();
/** The last list read or written, so every render sees the same array until it changes. */
let cache: { raw: string | null; list: TLocalVehicle[] } | null = null;
/** The list of this page when the browser refused to store it. */
let memory: TLocalVehicle[] | null = null;

function readRaw(): string | null {
  try {
    return localStorage.getItem(LOCAL_GARAGE_KEY);
  } catch {
    return null; // storage refused (private mode): an empty garage
  }
}

function parse(raw: string | null): TLocalVehicle[] {
  if (!raw) return EMPTY;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return EMPTY;
  }
  if (!Array.isArray(value)) return EMPTY;
  const list: TLocalVehicle[] = [];
  for (const entry of value) {
    const parsed = ZLocalVehicle.safeParse(entry);
    const v = parsed.data;
    if (!v || list.some((o) => o.key === v.key || (o.vehicle_id === v.vehicle_id && o.year === v.year)))
      continue;
    list.push(v);
    if (list.length >= GARAGE_MAX) break;
  }
  return list;
}

/** The vehicles kept in this browser, oldest first. */
export function readLocalGarage(): TLocalVehicle[] {
  if (memory) return memory;
  const raw = readRaw();
  if (cache?.raw !== raw) cache = { raw, list: parse(raw) };
  return cache.list;
}

/** Replaces the browser's list (an empty list removes the entry). */
export function writeLocalGarage(list: readonly TLocalVehicle[]): void {
  const raw = list.length > 0 ? JSON.stringify(list) : null;
  try {
    if (raw === null) localStorage.removeItem(LOCAL_GARAGE_KEY);
    else localStorage.setItem(LOCAL_GARAGE_KEY, raw);
    memory = null;
  } catch {
    memory = [...list]; // not kept past this page, but shown while it lives
  }
  for (const listen of listeners) listen();
}

function subscribe(listen: () => void) {
  listeners.add(listen);
  // Another tab's change shows here too.
  const onStorage = (e: StorageEvent) => {
    if (e.key === LOCAL_GARAGE_KEY || e.key === null) listen();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listen);
    window.removeEventListener('storage', onStorage);
  };
}

/** The browser's list, following every change (this tab's and others'). */
export function useLocalGarage(): TLocalVehicle[] {
  return useSyncExternalStore(subscribe, readLocalGarage, () => EMPTY);
}

/** A new key for a vehicle kept in this browser. */
export function newLocalKey(): string {
  const random =
    typeof crypto !== 'undefined' && 'randomUUID' in crypto
      ? crypto.randomUUID()
      : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
  return `b-${random}`;
}
