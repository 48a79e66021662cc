import { GARAGE_MAX, YEAR_LOWER_BOUND } from '@common/constants';
import { useSyncExternalStore } from 'react';

// A visitor's garage, kept in this browser (localStorage) until they sign in: then the app carries
// it over to their account (garage-session.tsx) and empties it. Each entry is checked when read back
// (by hand, not with zod, which this page would then load): the storage is the user's to edit, and
// an entry that does not pass is dropped, not trusted.

export const LOCAL_GARAGE_KEY = 'partsyard.garage';

export interface TLocalVehicle {
  /** 1 to 64 characters. */
  key: string;
  /** YEAR_LOWER_BOUND to 2100. */
  year: number;
  vehicle_id: number;
  /** 1 to 200 characters. */
  vehicle_name: string;
  /** At most 40 characters. */
  vin: string | null;
}

const isText = (v: unknown, min: number, max: number): v is string =>
  typeof v === 'string' && v.length >= min && v.length <= max;
const isInt = (v: unknown, min: number, max: number): v is number =>
  Number.isSafeInteger(v) && (v as number) >= min && (v as number) <= max;

/** A stored entry as a vehicle (only its known fields), or null when any field is off. */
export function toLocalVehicle(entry: unknown): TLocalVehicle | null {
  if (typeof entry !== 'object' || entry === null) return null;
  const { key, year, vehicle_id, vehicle_name, vin } = entry as Record<string, unknown>;
  if (!isText(key, 1, 64) || !isText(vehicle_name, 1, 200)) return null;
  if (!isInt(year, YEAR_LOWER_BOUND, 2100) || !isInt(vehicle_id, 1, Number.MAX_SAFE_INTEGER)) return null;
  if (vin !== null && !isText(vin, 0, 40)) return null;
  return { key, year, vehicle_id, vehicle_name, vin };
}

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
    const v = toLocalVehicle(entry);
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
