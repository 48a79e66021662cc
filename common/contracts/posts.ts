import { z } from 'zod';
import { CURRENCIES, YEAR_LOWER_BOUND } from '../constants';
import {
  duplicateFitmentRow,
  FITMENT_MAX_ROWS,
  normalizeOemNumber,
  OEM_NUMBER_MAX_LENGTH,
  OEM_NUMBER_PATTERN,
  OEM_NUMBERS_MAX,
  type TFitmentRow,
} from '../rules/fitment';
import {
  CONDITIONS,
  DEFAULT_CONDITION,
  DEFAULT_DELIVERY,
  DELIVERIES,
  GRADES,
  MILEAGE_MAX_KM,
  offersShipping,
  SHIPPING_PRICE_MAX,
  type TDelivery,
  WARRANTY_DAYS,
} from '../rules/part-details';
import { checkVin } from '../rules/vin';
import { ZInt, ZRowId } from './ids';

// A listing as a seller fills it in (docs/PRODUCT.md §5, new post); issue messages are keys of
// common/locales/en.json. Prices travel as numbers with at most 2 decimals.
export const MAX_PRICE = 1_000_000;
export const STOCK_NUMBER_MAX = 50;
export const DESCRIPTION_MAX = 5000;
/** A ceiling for any year a request names (the form offers next year at most). */
export const YEAR_MAX = 2100;

// A number, or a decimal written in digits ('120', ' 99.50 '): a plain coercion read true, [5] and
// '1e3' as prices.
export const ZPrice = z
  .union(
    [
      z.number({ error: 'priceInvalid' }),
      z
        .string({ error: 'priceInvalid' })
        .trim()
        .regex(/^\d{1,12}(\.\d{1,12})?$/, 'priceInvalid')
        .transform(Number),
    ],
    { error: 'priceInvalid' },
  )
  .pipe(
    z
      .number()
      .positive('priceInvalid')
      .max(MAX_PRICE, 'priceTooHigh')
      .refine((p) => Math.abs(Math.round(p * 100) - p * 100) < 1e-6, 'priceInvalid'),
  );

/** A year a fitment row or a post names: 1900 to next year (the form offers this year down to 1900). */
const ZListingYear = ZInt('yearInvalid', { min: YEAR_LOWER_BOUND, max: YEAR_MAX }).refine(
  (y) => y <= new Date().getFullYear() + 1,
  'yearInvalid',
);

/** One fitment row: a catalog model and its years, from <= to (common/rules/fitment.ts). */
export const ZFitmentInput = z
  .object({
    vehicle_id: ZRowId('modelRequired'),
    year_from: ZListingYear,
    year_to: ZListingYear,
  })
  .refine((r) => r.year_from <= r.year_to, { message: 'fitmentYearsReversed', path: ['year_to'] });

const ZFitments = z
  .array(ZFitmentInput, { error: 'fitmentInvalid' })
  .min(1, 'modelRequired')
  .max(FITMENT_MAX_ROWS, 'fitmentTooMany')
  .superRefine((rows, ctx) => {
    const dup = duplicateFitmentRow(rows);
    if (dup >= 0) ctx.addIssue({ code: 'custom', path: [dup], message: 'fitmentDuplicate' });
  });

const ZOemNumbers = z
  .array(
    z
      .string({ error: 'oemNumberInvalid' })
      .trim()
      .max(OEM_NUMBER_MAX_LENGTH, 'oemNumberTooLong')
      .regex(OEM_NUMBER_PATTERN, 'oemNumberInvalid'),
    { error: 'oemNumberInvalid' },
  )
  .max(OEM_NUMBERS_MAX, 'oemNumbersTooMany')
  .superRefine((numbers, ctx) => {
    const keys = numbers.map(normalizeOemNumber);
    const dup = keys.findIndex((k, i) => keys.indexOf(k) !== i);
    if (dup >= 0) ctx.addIssue({ code: 'custom', path: [dup], message: 'oemNumberDuplicate' });
  });

/** A VIN as a form sends it: '' or absent for none; otherwise it must pass common/rules/vin.ts. */
const ZDonorVin = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
  z
    .string({ error: 'vinCharacters' })
    .max(40, 'vinLength')
    .transform((v, ctx) => {
      const check = checkVin(v);
      if (check.error) {
        ctx.addIssue({ code: 'custom', message: check.error });
        return z.NEVER;
      }
      return check.vin;
    })
    .nullable()
    .optional(),
);

const ZMileage = ZInt('mileageInvalid', { min: 0, max: MILEAGE_MAX_KM });
const ZShippingAmount = z
  .union(
    [
      z.number({ error: 'shippingPriceInvalid' }),
      z
        .string()
        .trim()
        .regex(/^\d{1,9}(\.\d{1,2})?$/, 'shippingPriceInvalid')
        .transform(Number),
    ],
    {
      error: 'shippingPriceInvalid',
    },
  )
  .pipe(
    z
      .number()
      .min(0, 'shippingPriceInvalid')
      .max(SHIPPING_PRICE_MAX, 'shippingPriceInvalid')
      .refine((p) => Math.abs(Math.round(p * 100) - p * 100) < 1e-6, 'shippingPriceInvalid'),
  );
/** A shipping price; empty (or blank) means "ask for a quote", as null does (shippingPriceInvalid says so). */
const ZShippingPrice = z.union(
  [
    z
      .string()
      .regex(/^\s*$/)
      .transform(() => null),
    ZShippingAmount,
  ],
  { error: 'shippingPriceInvalid' },
);

const ZWarrantyDays = z
  .union(
    [
      z.number(),
      z
        .string()
        .regex(/^\d{1,3}$/)
        .transform(Number),
    ],
    { error: 'warrantyInvalid' },
  )
  .refine((d) => (WARRANTY_DAYS as readonly number[]).includes(d), 'warrantyInvalid');

/**
 * The part's condition, grade, donor mileage, warranty and delivery. All optional for a
 * client that sends the spec's fields only: used, no grade, as-is, local pickup.
 */
export const ZPartDetailsInput = z.object({
  condition: z.enum(CONDITIONS, { error: 'conditionInvalid' }).default(DEFAULT_CONDITION),
  /** Only for a used part; null or absent for none. */
  grade: z.enum(GRADES, { error: 'gradeInvalid' }).nullable().optional(),
  /** The donor vehicle's mileage in mileage_unit (km unless told), stored in km. */
  mileage: ZMileage.nullable().optional(),
  mileage_unit: z.enum(['km', 'mi'], { error: 'unitInvalid' }).default('km'),
  warranty_days: ZWarrantyDays.default(0),
  delivery: z.enum(DELIVERIES, { error: 'deliveryInvalid' }).default(DEFAULT_DELIVERY),
  /** With shipping: its price in the post's currency, or null for "ask for a quote". */
  shipping_price: ZShippingPrice.nullable().optional(),
  oem_numbers: ZOemNumbers.default([]),
  donor_vin: ZDonorVin,
});

/** The cross-field rules of the part's details: a grade only for a used part, a shipping price only with shipping. */
export function checkPartDetails(
  v: { condition?: string; grade?: string | null; delivery?: TDelivery; shipping_price?: number | null },
  ctx: Pick<z.RefinementCtx, 'addIssue'>,
) {
  // An edit may leave a field out (it keeps its stored value): the server checks again after merging.
  if (v.grade && v.condition !== undefined && v.condition !== 'used') {
    ctx.addIssue({ code: 'custom', path: ['grade'], message: 'gradeOnlyUsed' });
  }
  if (
    v.shipping_price !== undefined &&
    v.shipping_price !== null &&
    v.delivery !== undefined &&
    !offersShipping(v.delivery)
  ) {
    ctx.addIssue({ code: 'custom', path: ['shipping_price'], message: 'shippingPriceWithoutShipping' });
  }
}

/**
 * What fits: either the rows (`fitments`; the first is the spec's year and vehicle), or the spec's
 * `year` and `vehicle_id` alone (one row of one year). Both given: the rows, and year and vehicle_id
 * must then name the first row.
 */
function withFitments<T extends { year?: number; vehicle_id?: number; fitments?: TFitmentRow[] }>(
  v: T,
  ctx: z.RefinementCtx,
): (T & { year: number; vehicle_id: number; fitments: TFitmentRow[] }) | typeof z.NEVER {
  if (v.fitments) {
    const first = v.fitments[0] as TFitmentRow;
    if (
      (v.year !== undefined && v.year !== first.year_from) ||
      (v.vehicle_id !== undefined && v.vehicle_id !== first.vehicle_id)
    ) {
      ctx.addIssue({ code: 'custom', path: ['fitments', 0], message: 'fitmentFirstRow' });
      return z.NEVER;
    }
    return { ...v, year: first.year_from, vehicle_id: first.vehicle_id, fitments: v.fitments };
  }
  if (v.year === undefined) {
    ctx.addIssue({ code: 'custom', path: ['year'], message: 'yearInvalid' });
    return z.NEVER;
  }
  if (v.vehicle_id === undefined) {
    ctx.addIssue({ code: 'custom', path: ['vehicle_id'], message: 'modelRequired' });
    return z.NEVER;
  }
  return {
    ...v,
    year: v.year,
    vehicle_id: v.vehicle_id,
    fitments: [{ vehicle_id: v.vehicle_id, year_from: v.year, year_to: v.year }],
  };
}

const listingShape = {
  year: ZListingYear.optional(),
  vehicle_id: ZRowId('modelRequired').optional(),
  fitments: ZFitments.optional(),
  part_id: ZRowId('partRequired'),
  stock_number: z.string().trim().min(1, 'stockNumberRequired').max(STOCK_NUMBER_MAX, 'fieldTooLong'),
  description: z.string().trim().min(1, 'descriptionRequired').max(DESCRIPTION_MAX, 'fieldTooLong'),
  price: ZPrice,
  ...ZPartDetailsInput.shape,
};

export const ZPostInput = z
  .object({ ...listingShape, currencytype: z.enum(CURRENCIES, { error: 'currencyInvalid' }) })
  .superRefine(checkPartDetails)
  .transform(withFitments);
export type TPostInput = z.input<typeof ZPostInput>;
export type TPostFields = z.output<typeof ZPostInput>;

/**
 * What an edit's rows are: the rows when sent; without them the spec's year and vehicle_id (then
 * the server keeps the post's other rows, and its first row's years when they still start at year).
 */
function withEditFitments<T extends { year?: number; vehicle_id?: number; fitments?: TFitmentRow[] }>(
  v: T,
  ctx: z.RefinementCtx,
) {
  if (v.fitments) return withFitments(v, ctx);
  const checked = withFitments(v, ctx);
  return checked === z.NEVER ? z.NEVER : { ...checked, fitments: undefined };
}

/**
 * Edit (the original specification's year, vehicle, part, stock number, description and price,
 * and the part's details). A detail left out keeps its stored value (a client of the spec's edit
 * sends none of them), and so do the rows when `fitments` is left out; a null clears a detail that
 * may be empty.
 */
export const ZPostUpdate = z
  .object({
    ...listingShape,
    condition: z.enum(CONDITIONS, { error: 'conditionInvalid' }).optional(),
    warranty_days: ZWarrantyDays.optional(),
    delivery: z.enum(DELIVERIES, { error: 'deliveryInvalid' }).optional(),
    oem_numbers: ZOemNumbers.optional(),
  })
  .superRefine(checkPartDetails)
  .transform(withEditFitments);
export type TPostUpdate = z.input<typeof ZPostUpdate>;
export type TPostUpdateFields = z.output<typeof ZPostUpdate>;

/** A fitment row as posts and cards show it: with the model's catalog name. */
export const ZFitment = z.object({
  vehicle_id: z.number().int(),
  vehicle_name: z.string(),
  year_from: z.number().int(),
  year_to: z.number().int(),
});
export type TFitment = z.infer<typeof ZFitment>;

/** The part's details as posts, carts and cards show them. */
export const ZPartDetails = z.object({
  condition: z.enum(CONDITIONS),
  grade: z.enum(GRADES).nullable(),
  /** The donor vehicle's mileage in km (shown in the viewer's unit), or null. */
  mileage_km: z.number().int().nullable(),
  warranty_days: z.number().int(),
  delivery: z.enum(DELIVERIES),
  /** With shipping: its price in the post's currency; null: ask for a quote (or no shipping). */
  shipping_price: z.number().nullable(),
  oem_numbers: z.array(z.string()),
  donor_vin: z.string().nullable(),
});
export type TPartDetails = z.infer<typeof ZPartDetails>;

/** A photo's place in its post's list of photos (0 first). */
export const ZPhotoPosition = ZInt('photoPositionInvalid', { min: 0, max: 100 });

export const ZImage = z.object({
  position: z.number().int(),
  /** The full-size photo (docs/PRODUCT.md §3: images are objects with an image field). */
  image: z.string(),
  card: z.string(),
  thumb: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type TImage = z.infer<typeof ZImage>;

export const ZCart = z.object({
  id: z.number().int(),
  year: z.number().int(),
  vehicle_id: z.number().int(),
  part_id: z.number().int(),
  stock_number: z.string(),
  description: z.string(),
  price: z.number(),
  currencytype: z.enum(CURRENCIES),
  status: z.enum(['pending', 'paid', 'published', 'cancelled']),
  images: z.array(ZImage),
  /** The fee in the listing's currency, e.g. 3.00 (0 when waived). */
  fee: z.number(),
  post_id: z.number().int().nullable(),
  fitments: z.array(ZFitment),
  ...ZPartDetails.shape,
});
export type TCart = z.infer<typeof ZCart>;

/** docs/PRODUCT.md §7: the cart row plus currency ('cad'|'usd') and discountCode. */
export const ZCheckoutRequest = z.looseObject({
  id: ZRowId('cartNotFound'),
  currency: z.enum(['cad', 'usd'], { error: 'currencyInvalid' }),
  discountCode: z.string().trim().max(50).optional().default(''),
});

/** 'hidden': its seller is suspended; only admins see it, anyone else gets a 404. */
export const POST_STATUSES = ['active', 'sold', 'expired', 'hidden'] as const;

/** A post as the detail page and the cards show it: never the seller's street, postal code or name. */
export const ZPost = z.object({
  id: z.number().int(),
  user_id: z.string(),
  username: z.string(),
  year: z.number().int(),
  vehicle_id: z.number().int(),
  vehicle_name: z.string(),
  part_id: z.number().int(),
  part_name: z.string(),
  stock_number: z.string(),
  description: z.string(),
  price: z.number(),
  currencytype: z.enum(CURRENCIES),
  city: z.string().nullable(),
  state: z.string().nullable(),
  country: z.string().nullable(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  status: z.enum(POST_STATUSES),
  created_at: z.string(),
  expires_at: z.string(),
  images: z.array(ZImage),
  /** What the part fits, the first row being year and vehicle_id. */
  fitments: z.array(ZFitment),
  ...ZPartDetails.shape,
});
export type TPost = z.infer<typeof ZPost>;

export const ZPostPage = z.object({
  posts: z.array(ZPost),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type TPostPage = z.infer<typeof ZPostPage>;

/** The most characters of an admin's reason for deleting a post. */
export const DELETE_REASON_MAX = 500;

export const ZDeletePostRequest = z.object({
  post_id: ZRowId('postIdInvalid'),
  user_id: z.string().max(100).optional(),
  report_id: ZRowId('reportIdInvalid').optional(),
  /** An admin's reason, told to the seller (at most DELETE_REASON_MAX characters). */
  reason: z
    .string({ error: 'deleteReasonInvalid' })
    .trim()
    .max(DELETE_REASON_MAX, 'deleteReasonTooLong')
    .optional(),
});

/** GET /api/posting-terms: whether fees are charged now (the server's clock) and the code to pre-fill. */
export const ZPostingTerms = z.object({ feesCharged: z.boolean(), discountCode: z.string() });
export type TPostingTerms = z.infer<typeof ZPostingTerms>;

/** GET /api/site-config: the map tile server the post page's map uses (TILE_URL on the server). */
export const ZSiteConfig = z.object({ tileUrl: z.string(), tileAttribution: z.string() });
export type TSiteConfig = z.infer<typeof ZSiteConfig>;
