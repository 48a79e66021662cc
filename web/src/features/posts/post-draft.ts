import type { TCurrency } from '@common/constants';
import type { TPart, TVehicle } from '@common/contracts/catalog';
import type { TPost, TPostUpdate } from '@common/contracts/posts';
import { ZPostInput, ZPostUpdate } from '@common/contracts/posts';
import { isMessageKey, type TMessageKey } from '@common/messages';
import { splitVehicleName } from '@common/vehicles';
import { yearOptions } from '@common/years';
import type { z } from 'zod';

/** The post form as typed: nothing is a valid post until the shared contract says so. */
export interface TPostDraft {
  year: number | null;
  manufacturer: string | null;
  vehicle_id: number | null;
  /** null: the first part of the list (SPEC.md: the part defaults to the first). */
  part_id: number | null;
  stock_number: string;
  description: string;
  /** NumberInput's value: a number, or '' while empty. */
  price: number | string;
}

export type TDraftField = Exclude<keyof TPostDraft, 'manufacturer'>;
export type TDraftErrors = Partial<Record<TDraftField, TMessageKey>>;

/** The catalog lists the form offers; the app passes them in (features do not import each other). */
export interface TCatalogLists {
  vehicles: readonly TVehicle[] | undefined;
  parts: readonly TPart[] | undefined;
  loading: boolean;
  /** A failed load of either list, and how to try again. */
  error?: unknown;
  onRetry?: () => void;
  retrying?: boolean;
}

/** A new post's form: the first year offered, nothing else chosen yet. */
export function emptyDraft(): TPostDraft {
  return {
    year: yearOptions()[0] ?? null,
    manufacturer: null,
    vehicle_id: null,
    part_id: null,
    stock_number: '',
    description: '',
    price: '',
  };
}

/** The edit form, filled from the post. */
export function draftOf(post: TPost): TPostDraft {
  return {
    year: post.year,
    manufacturer: splitVehicleName(post.vehicle_name).manufacturer,
    vehicle_id: post.vehicle_id,
    part_id: post.part_id,
    stock_number: post.stock_number,
    description: post.description,
    price: post.price,
  };
}

/** The part actually chosen: the draft's, else the list's first. */
export function chosenPart(draft: TPostDraft, parts: readonly TPart[] | undefined): number | null {
  return draft.part_id ?? parts?.[0]?.id ?? null;
}

function toUpdate(draft: TPostDraft, parts: readonly TPart[] | undefined): TPostUpdate {
  return {
    year: draft.year ?? '',
    vehicle_id: draft.vehicle_id ?? '',
    part_id: chosenPart(draft, parts) ?? '',
    stock_number: draft.stock_number,
    description: draft.description,
    price: draft.price,
  };
}

type TChecked<T> = { ok: true; value: T } | { ok: false; errors: TDraftErrors; first: TMessageKey };

// The contract's issue messages are keys of common/locales/en.json: each field gets its sentence,
// and the first one (in the form's order) is the one the alert says.
function check<T>(result: z.ZodSafeParseResult<T>): TChecked<T> {
  if (result.success) return { ok: true, value: result.data };
  const errors: TDraftErrors = {};
  let first: TMessageKey | undefined;
  for (const issue of result.error.issues) {
    const key = isMessageKey(issue.message) ? issue.message : 'priceInvalid';
    errors[issue.path[0] as TDraftField] ??= key;
    first ??= key;
  }
  return { ok: false, errors, first: first ?? 'priceInvalid' };
}

/** Checks a new post with the server's own contract; the parsed value (trimmed, numbers) is sent. */
export function checkNewPost(
  draft: TPostDraft,
  currencytype: TCurrency,
  parts: readonly TPart[] | undefined,
): TChecked<z.output<typeof ZPostInput>> {
  return check(ZPostInput.safeParse({ ...toUpdate(draft, parts), currencytype }));
}

/** Checks an edit with the server's own contract. */
export function checkUpdate(
  draft: TPostDraft,
  parts: readonly TPart[] | undefined,
): TChecked<z.output<typeof ZPostUpdate>> {
  return check(ZPostUpdate.safeParse(toUpdate(draft, parts)));
}
