// A part's condition, grade, warranty and delivery: the choices, shared by the forms, the server,
// the search filters and the cards. Their words are keys of the locale files.

export const CONDITIONS = ['new', 'used', 'remanufactured'] as const;
export type TCondition = (typeof CONDITIONS)[number];
export const DEFAULT_CONDITION: TCondition = 'used';

/**
 * A used part's grade (the recyclers' grading): A the best. Only a used part has one. Each grade's
 * plain-words definition is the locale key `gradeDefinition.<grade>`.
 */
export const GRADES = ['A', 'B', 'C'] as const;
export type TGrade = (typeof GRADES)[number];

/** The grades at least as good as `grade` (the search's "grade B or better"). */
export function gradesAtLeast(grade: TGrade): TGrade[] {
  return GRADES.slice(0, GRADES.indexOf(grade) + 1);
}

/** Warranty in days: 0 is as-is. */
export const WARRANTY_DAYS = [0, 30, 90, 180] as const;
export type TWarrantyDays = (typeof WARRANTY_DAYS)[number];

/** How the buyer gets the part. */
export const DELIVERIES = ['pickup', 'shipping', 'both'] as const;
export type TDelivery = (typeof DELIVERIES)[number];
export const DEFAULT_DELIVERY: TDelivery = 'pickup';

/** True when the seller ships the part (shipping alone, or shipping and local pickup). */
export function offersShipping(delivery: TDelivery): boolean {
  return delivery !== 'pickup';
}

/** The donor vehicle's mileage: a whole number up to this many km (or the same in miles). */
export const MILEAGE_MAX_KM = 2_000_000;
/** The highest shipping price (in the post's currency). */
export const SHIPPING_PRICE_MAX = 100_000;

const KM_PER_MILE = 1.609344;

/** Kilometres (stored), from a mileage in the seller's unit, rounded to the kilometre. */
export function mileageToKm(value: number, unit: 'km' | 'mi'): number {
  return Math.round(unit === 'mi' ? value * KM_PER_MILE : value);
}

/** A stored mileage in the viewer's unit, rounded to the unit. */
export function mileageInUnit(km: number, unit: 'km' | 'mi'): number {
  return Math.round(unit === 'mi' ? km / KM_PER_MILE : km);
}
