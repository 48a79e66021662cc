// The posting fee (docs/PRODUCT.md §1, §9 and §10): 3% of the listed price, at least 0.50, in
// the listing's currency; renewal after a year costs 1% (at least 0.50, the card processor's own
// minimum). Until the fee start date the launch discount code waives both.
// Amounts are whole cents so that no rounding drifts between browser and server.

export const FEE_RATE = 0.03;
export const RENEWAL_RATE = 0.01;
export const FEE_MINIMUM_CENTS = 50;
/** Fees are charged from this moment on (docs/PRODUCT.md §1: charged from 1 September 2028). */
export const FEE_START = new Date('2028-09-01T00:00:00Z');
export const LAUNCH_DISCOUNT_CODE = 'PARTSYARD-LAUNCH';

export const toCents = (amount: number): number => Math.round(amount * 100);
export const fromCents = (cents: number): number => cents / 100;

/** Whether fees are charged at this moment (after the launch period). */
export function feesCharged(now: Date): boolean {
  return now.getTime() >= FEE_START.getTime();
}

/** The discount code the form pre-fills: the launch code until fees start, else nothing. */
export function defaultDiscountCode(now: Date): string {
  return feesCharged(now) ? '' : LAUNCH_DISCOUNT_CODE;
}

export interface TFee {
  /** What the seller pays, in cents (0 when waived). */
  cents: number;
  /** What the fee would be without a discount, in cents. */
  fullCents: number;
  waived: boolean;
}

function fee(priceCents: number, rate: number, now: Date, discountCode: string | undefined): TFee {
  const fullCents = Math.max(FEE_MINIMUM_CENTS, Math.round(priceCents * rate));
  const waived = !feesCharged(now) && discountCode?.trim().toUpperCase() === LAUNCH_DISCOUNT_CODE;
  return { cents: waived ? 0 : fullCents, fullCents, waived };
}

/** The fee for publishing a listing at this price. */
export function listingFee(priceCents: number, now: Date, discountCode?: string): TFee {
  return fee(priceCents, FEE_RATE, now, discountCode);
}

/** The fee for renewing a listing for another year. */
export function renewalFee(priceCents: number, now: Date, discountCode?: string): TFee {
  return fee(priceCents, RENEWAL_RATE, now, discountCode);
}

/** Ads are visible for one year from publication (or renewal). */
export const AD_LIFETIME_DAYS = 365;
/** A post marked sold is deleted, with its photos, this many days later. */
export const SOLD_RETENTION_DAYS = 7;
/** A seller is told this many days before their ad ends, and My Posts offers Renew from then. */
export const RENEW_NOTICE_DAYS = 7;
/** Photos staged for a cart that was never paid are removed after this long. */
export const STAGED_PHOTO_HOURS = 24;
