import type { TPart, TVehicle } from '@common/contracts/catalog';
import type { TPost, TPostUpdate } from '@common/contracts/posts';
import { ZPostUpdate } from '@common/contracts/posts';
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
import { type FormErrors, schemaResolver } from '@mantine/form';
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
  /** null: the first part of the list (docs/PRODUCT.md §5: the part defaults to the first). */
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

/** What a post form sends, built from its draft (the new-post form adds its currency). */
export function postPayload(
  draft: TPostDraft,
  parts: readonly TPart[] | undefined,
  unit: TDistanceUnit,
): TPostUpdate {
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

// The contract's issue messages are keys of common/locales/en.json: each field gets its sentence, in
// the contract's issue order (the first one is the one the alert says).
function draftErrorsOf(issues: FormErrors): TDraftErrors {
  const errors: TDraftErrors = {};
  for (const [path, message] of Object.entries(issues)) {
    const key = typeof message === 'string' && isMessageKey(message) ? message : 'priceInvalid';
    errors[errorKey(path === '' ? [] : path.split('.'))] ??= key;
  }
  return errors;
}

/**
 * A post contract as a post form's resolver: the payload built from the form's values is checked
 * with the server's own schema; `validate` puts each issue at the field that shows it, `parse` gives
 * what is sent (trimmed, numbers) once `validate` passed.
 */
export function postResolver<Values, Schema extends z.ZodType>(
  schema: Schema,
  payloadOf: (values: Values) => unknown,
) {
  const resolve = schemaResolver(schema, { sync: true });
  return {
    validate: (values: Values) => draftErrorsOf(resolve(payloadOf(values))),
    parse: (values: Values): z.output<Schema> => schema.parse(payloadOf(values)),
  };
}

/** Checks an edit with the server's own contract. */
export function checkUpdate(
  draft: TPostDraft,
  parts: readonly TPart[] | undefined,
  unit: TDistanceUnit,
): { ok: true; value: z.output<typeof ZPostUpdate> } | { ok: false; errors: TDraftErrors } {
  const contract = postResolver(ZPostUpdate, (d: TPostDraft) => postPayload(d, parts, unit));
  const errors = contract.validate(draft);
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, value: contract.parse(draft) };
}

/** Only the form's own error keys: a post form's errors are message keys, set by its resolver or the server. */
export function draftErrors(errors: FormErrors): TDraftErrors {
  return Object.fromEntries(
    Object.entries(errors).filter(
      (entry): entry is [string, TMessageKey] => typeof entry[1] === 'string' && isMessageKey(entry[1]),
    ),
  );
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
export function errorsAfter<Errors extends Record<string, unknown>>(
  errors: Errors,
  change: Partial<TPostDraft>,
): Errors {
  const roots = new Set<string>();
  for (const field of Object.keys(change) as (keyof TPostDraft)[]) {
    roots.add(field);
    const root = ERROR_ROOT[field];
    if (root) roots.add(root);
    if (['year', 'year_to', 'vehicle_id', 'manufacturer', 'extra'].includes(field)) roots.add('fitments');
  }
  return Object.fromEntries(
    Object.entries(errors).filter(([key]) => !roots.has(key) && !roots.has(key.split('.')[0] ?? '')),
  ) as Errors;
}
