import type { TFitment } from '@common/contracts/posts';
import type { TMessageKey } from '@common/messages';
import { duplicateFitmentRow, FITMENT_MAX_ROWS, type TFitmentRow } from '@common/rules/fitment';

/** A fitment row after the first, as typed (the first row is the draft's year, year_to and model). */
export interface TFitmentRowDraft {
  /** React's key: rows are removed from the middle. */
  key: string;
  vehicle_id: number | null;
  year_from: number | null;
  /** null: the same as year_from. */
  year_to: number | null;
}

/** Errors keyed by the contract's (and the server's) dotted paths: 'fitments.1.year_to', 'oem_numbers.0'. */
export type TDraftErrors = Partial<Record<string, TMessageKey>>;

let nextKey = 0;
export function newRowKey(): string {
  nextKey += 1;
  return `row-${nextKey}`;
}

/** The rows as the server takes them ('' where nothing is chosen: the contract names what is missing). */
export function fitmentsOf(
  first: { year: number | null; year_to: number | null; vehicle_id: number | null },
  extra: readonly TFitmentRowDraft[],
) {
  const row = (vehicle_id: number | null, from: number | null, to: number | null) => ({
    vehicle_id: vehicle_id ?? '',
    year_from: from ?? '',
    year_to: to ?? from ?? '',
  });
  return [
    row(first.vehicle_id, first.year, first.year_to),
    ...extra.map((r) => row(r.vehicle_id, r.year_from, r.year_to)),
  ];
}

/** The extra rows of a stored post (its fitments after the first). */
export function extraRowsOf(fitments: readonly TFitment[]): TFitmentRowDraft[] {
  return fitments.slice(1).map((f) => ({
    key: newRowKey(),
    vehicle_id: f.vehicle_id,
    year_from: f.year_from,
    year_to: f.year_to,
  }));
}

/**
 * The checks shown as the seller types (the contract repeats them on submit, with the same
 * messages): a row whose years are reversed, and the first row repeating an earlier one.
 */
export function liveFitmentErrors(rows: ReturnType<typeof fitmentsOf>): TDraftErrors {
  const errors: TDraftErrors = {};
  const complete: TFitmentRow[] = [];
  rows.forEach((r, i) => {
    if (typeof r.year_from === 'number' && typeof r.year_to === 'number' && r.year_from > r.year_to) {
      errors[i === 0 ? 'fitments.0.year_to' : `fitments.${i}.year_to`] = 'fitmentYearsReversed';
    }
    if (
      typeof r.vehicle_id === 'number' &&
      typeof r.year_from === 'number' &&
      typeof r.year_to === 'number'
    ) {
      complete.push({ vehicle_id: r.vehicle_id, year_from: r.year_from, year_to: r.year_to });
    } else {
      complete.push({ vehicle_id: -1 - i, year_from: 0, year_to: 0 }); // an unfinished row repeats nothing
    }
  });
  const dup = duplicateFitmentRow(complete);
  if (dup > 0) errors[`fitments.${dup}`] = 'fitmentDuplicate';
  return errors;
}

/** True while another row may be added. */
export function canAddRow(extraCount: number): boolean {
  return 1 + extraCount < FITMENT_MAX_ROWS;
}

// The first row's fields are the spec's year and model: their errors show there.
const ALIASES: Record<string, string> = {
  'fitments.0.year_from': 'year',
  'fitments.0.vehicle_id': 'vehicle_id',
};

/** A path as the form shows it: the first row's year and model at the spec's fields. */
export function errorKey(path: readonly PropertyKey[]): string {
  const key = path.map(String).join('.') || '_';
  return ALIASES[key] ?? key;
}

/** The error of a field, or of anything under it ('oem_numbers' finds 'oem_numbers.2'). */
export function errorUnder(errors: TDraftErrors, prefix: string): TMessageKey | undefined {
  if (errors[prefix]) return errors[prefix];
  const key = Object.keys(errors).find((k) => k.startsWith(`${prefix}.`));
  return key ? errors[key] : undefined;
}
