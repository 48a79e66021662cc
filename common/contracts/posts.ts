import { z } from 'zod';
import { CURRENCIES, YEAR_LOWER_BOUND } from '../constants';
import { ZInt, ZRowId } from './ids';

// A listing as a seller fills it in (SPEC.md section 5, new post); issue messages are keys of
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

export const ZPostInput = z.object({
  year: ZInt('yearInvalid', { min: YEAR_LOWER_BOUND, max: YEAR_MAX }).refine(
    (y) => y <= new Date().getFullYear() + 1,
    'yearInvalid',
  ),
  vehicle_id: ZRowId('modelRequired'),
  part_id: ZRowId('partRequired'),
  stock_number: z.string().trim().min(1, 'stockNumberRequired').max(STOCK_NUMBER_MAX, 'fieldTooLong'),
  description: z.string().trim().min(1, 'descriptionRequired').max(DESCRIPTION_MAX, 'fieldTooLong'),
  price: ZPrice,
  currencytype: z.enum(CURRENCIES, { error: 'currencyInvalid' }),
});
export type TPostInput = z.input<typeof ZPostInput>;

/** Edit (SPEC.md section 7: year, vehicle, part, stock number, description, price). */
export const ZPostUpdate = ZPostInput.omit({ currencytype: true });
export type TPostUpdate = z.input<typeof ZPostUpdate>;

/** A photo's place in its post's list of photos (0 first). */
export const ZPhotoPosition = ZInt('photoPositionInvalid', { min: 0, max: 100 });

export const ZImage = z.object({
  position: z.number().int(),
  /** The full-size photo (SPEC.md: images are objects with an image field). */
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
});
export type TCart = z.infer<typeof ZCart>;

/** SPEC.md section 7: the cart row plus currency ('cad'|'usd') and discountCode. */
export const ZCheckoutRequest = z.looseObject({
  id: ZRowId('cartNotFound'),
  currency: z.enum(['cad', 'usd'], { error: 'currencyInvalid' }),
  discountCode: z.string().trim().max(50).optional().default(''),
});
export const ZCheckoutResponse = z.union([z.object({ url: z.string() }), z.object({ error: z.string() })]);

export const POST_STATUSES = ['active', 'sold', 'expired'] as const;

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
});
export type TPost = z.infer<typeof ZPost>;

export const ZPostPage = z.object({
  posts: z.array(ZPost),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type TPostPage = z.infer<typeof ZPostPage>;

export const ZDeletePostRequest = z.object({
  post_id: ZRowId('postIdInvalid'),
  user_id: z.string().max(100).optional(),
  report_id: ZRowId('reportIdInvalid').optional(),
});
