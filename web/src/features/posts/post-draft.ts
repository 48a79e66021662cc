import type { TCurrency } from '@common/constants';
import type { TPart, TVehicle } from '@common/contracts/catalog';
import type { TPost, TPostUpdate } from '@common/contracts/posts';
import { ZPostInput, ZPostUpdate } from '@common/contracts/posts';
import { isMessageKey, type TMessageKey } from '@common/messages';
import type { TDistanceUnit } from '@common/rules/distance';
import {
  DEFAULT_CONDITION,
  DEFAULT_DELIVERY,
  mileageInUnit,
  offersShipping,
  type TCondition,
  type TDelivery,
  type TGrade,
  type TWarrantyDays,
} from '@common/rules/part-details';
import { splitVehicleName } from '@common/vehicles';
import { yearOptions } from '@common/years';
import type { z } from 'zod';
import { errorKey, extraRowsOf, fitmentsOf, type TDraftErrors, type TFitmentRowDraft } from './fitment-draft';

export type { TDraftErrors } from './fitment-draft';

/** The post form as typed: nothing is a valid post until the shared contract says so. */
export interface TPostDraft {
  /** The first fitment row: the spec's year and model, and the last year it fits (null: the same year). */
  year: number | null;
  year_to: number | null;
  manufacturer: string | null;
  vehicle_id: number | null;
  /** The fitment rows after the first. */
  extra: TFitmentRowDraft[];
  /** null: the first part of the list (SPEC.md: the part defaults to the first). */
  part_id: number | null;
  stock_number: string;
  description: string;
  /** NumberInput's value: a number, or '' while empty. */
  price: number | string;
  donor_vin: string;
  oem_numbers: string[];
  condition: TCondition;
  /** Only for a used part. */
  grade: TGrade | null;
  /** The donor's mileage in the viewer's unit, or '' for none. */
  mileage: number | string;
  /** The stored mileage the edit form started from: sent back exactly when the field is unchanged. */
  mileage_km: number | null;
  warranty_days: TWarrantyDays;
  delivery: TDelivery;
  /** With shipping: its price, unless the buyer is to ask for a quote. */
  shipping_price: number | string;
  shipping_quote: boolean;
}

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
    year_to: null,
    manufacturer: null,
    vehicle_id: null,
    extra: [],
    part_id: null,
    stock_number: '',
    description: '',
    price: '',
    donor_vin: '',
    oem_numbers: [],
    condition: DEFAULT_CONDITION,
    grade: null,
    mileage: '',
    mileage_km: null,
    warranty_days: 0,
    delivery: DEFAULT_DELIVERY,
    shipping_price: '',
    shipping_quote: false,
  };
}

/** The edit form, filled from the post (the mileage in the viewer's unit). */
export function draftOf(post: TPost, unit: TDistanceUnit): TPostDraft {
  const first = post.fitments[0];
  return {
    year: post.year,
    year_to: first?.year_to ?? null,
    manufacturer: splitVehicleName(post.vehicle_name).manufacturer,
    vehicle_id: post.vehicle_id,
    extra: extraRowsOf(post.fitments),
    part_id: post.part_id,
    stock_number: post.stock_number,
    description: post.description,
    price: post.price,
    donor_vin: post.donor_vin ?? '',
    oem_numbers: post.oem_numbers,
    condition: post.condition,
    grade: post.grade,
    mileage: post.mileage_km === null ? '' : mileageInUnit(post.mileage_km, unit),
    mileage_km: post.mileage_km,
    warranty_days: post.warranty_days as TWarrantyDays,
    delivery: post.delivery,
    shipping_price: post.shipping_price ?? '',
    shipping_quote: offersShipping(post.delivery) && post.shipping_price === null,
  };
}

/** The part actually chosen: the draft's, else the list's first. */
export function chosenPart(draft: TPostDraft, parts: readonly TPart[] | undefined): number | null {
  return draft.part_id ?? parts?.[0]?.id ?? null;
}

function mileageOf(draft: TPostDraft, unit: TDistanceUnit) {
  if (draft.mileage === '') return { mileage: null, mileage_unit: unit };
  // Unchanged since the post was loaded: the stored km, so miles do not drift a km per save.
  if (draft.mileage_km !== null && draft.mileage === mileageInUnit(draft.mileage_km, unit)) {
    return { mileage: draft.mileage_km, mileage_unit: 'km' as const };
  }
  return { mileage: draft.mileage, mileage_unit: unit };
}

function toUpdate(draft: TPostDraft, parts: readonly TPart[] | undefined, unit: TDistanceUnit): TPostUpdate {
  const shipping = offersShipping(draft.delivery);
  return {
    year: draft.year ?? '',
    vehicle_id: draft.vehicle_id ?? '',
    fitments: fitmentsOf(draft, draft.extra),
    part_id: chosenPart(draft, parts) ?? '',
    stock_number: draft.stock_number,
    description: draft.description,
    price: draft.price,
    condition: draft.condition,
    grade: draft.condition === 'used' ? draft.grade : null,
    ...mileageOf(draft, unit),
    warranty_days: draft.warranty_days,
    delivery: draft.delivery,
    // '' without 'Ask for a quote' reaches the contract, which says a price is needed.
    shipping_price: shipping && !draft.shipping_quote ? draft.shipping_price : null,
    oem_numbers: draft.oem_numbers,
    donor_vin: draft.donor_vin,
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
    errors[errorKey(issue.path)] ??= key;
    first ??= key;
  }
  return { ok: false, errors, first: first ?? 'priceInvalid' };
}

/** Checks a new post with the server's own contract; the parsed value (trimmed, numbers) is sent. */
export function checkNewPost(
  draft: TPostDraft,
  currencytype: TCurrency,
  parts: readonly TPart[] | undefined,
  unit: TDistanceUnit,
): TChecked<z.output<typeof ZPostInput>> {
  return check(ZPostInput.safeParse({ ...toUpdate(draft, parts, unit), currencytype }));
}

/** Checks an edit with the server's own contract. */
export function checkUpdate(
  draft: TPostDraft,
  parts: readonly TPart[] | undefined,
  unit: TDistanceUnit,
): TChecked<z.output<typeof ZPostUpdate>> {
  return check(ZPostUpdate.safeParse(toUpdate(draft, parts, unit)));
}

/** The server's per-field reasons (dotted paths, message keys) as the form's errors. */
export function serverErrors(fields: Record<string, string> | undefined): TDraftErrors {
  const errors: TDraftErrors = {};
  for (const [path, message] of Object.entries(fields ?? {})) {
    if (isMessageKey(message)) errors[errorKey(path.split('.'))] ??= message;
  }
  return errors;
}

// Which errors a change makes stale: a field's own, and for any fitment change the rows' shared ones.
const ERROR_ROOT: Partial<Record<keyof TPostDraft, string>> = {
  manufacturer: 'vehicle_id',
  extra: 'fitments',
  year_to: 'fitments',
  shipping_quote: 'shipping_price',
  delivery: 'shipping_price',
  condition: 'grade',
};

/** The errors left once `change` is made. */
export function errorsAfter(errors: TDraftErrors, change: Partial<TPostDraft>): TDraftErrors {
  const roots = new Set<string>();
  for (const field of Object.keys(change) as (keyof TPostDraft)[]) {
    roots.add(field);
    const root = ERROR_ROOT[field];
    if (root) roots.add(root);
    if (['year', 'year_to', 'vehicle_id', 'manufacturer', 'extra'].includes(field)) roots.add('fitments');
  }
  return Object.fromEntries(
    Object.entries(errors).filter(([key]) => !roots.has(key) && !roots.has(key.split('.')[0] ?? '')),
  );
}
