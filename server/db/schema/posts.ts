import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { user } from './auth';
import { parts, vehicles } from './catalog';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * A price's band (of price_cad, the price in CAD): a tenth of its natural log, rounded down
 * (bands 10.5% wide; prices under 1 in band 0), as posts_search_vector computes it.
 */
export const PRICE_BAND = sql.raw('floor(ln(greatest(price, 1)::float8) * 10)::int');
const ts = (name: string) => timestamp(name, { withTimezone: true });

export const currency = pgEnum('currency', ['CAD', 'USD']);
/** 'hidden': its seller's account is suspended; restoring the account makes it active again. */
export const postStatus = pgEnum('post_status', ['active', 'sold', 'expired', 'hidden']);
export const cartStatus = pgEnum('cart_status', ['pending', 'paid', 'published', 'cancelled']);
export const partCondition = pgEnum('part_condition', ['new', 'used', 'remanufactured']);
export const partGrade = pgEnum('part_grade', ['A', 'B', 'C']);
export const delivery = pgEnum('delivery', ['pickup', 'shipping', 'both']);

/** What a seller fills in: shared by a pending cart and the post it becomes (fresh builders each call). */
const listingColumns = () => ({
  userId: text('user_id')
    .notNull()
    .references(() => user.id, { onDelete: 'cascade' }),
  vehicleId: integer('vehicle_id')
    .notNull()
    .references(() => vehicles.id),
  year: integer('year').notNull(),
  partId: integer('part_id')
    .notNull()
    .references(() => parts.id),
  stockNumber: text('stock_number').notNull(),
  description: text('description').notNull(),
  price: numeric('price', { precision: 12, scale: 2 }).notNull(),
  currency: currency('currency').notNull().default('CAD'),
  // The part's condition, a used part's grade, the donor's mileage (km), the warranty
  // (0 as-is, 30, 90, 180 days), how it reaches the buyer and the shipping price (null: ask for a
  // quote), its OEM / interchange numbers as the seller wrote them, and the donor vehicle's VIN.
  condition: partCondition('condition').notNull().default('used'),
  grade: partGrade('grade'),
  mileageKm: integer('mileage_km'),
  warrantyDays: integer('warranty_days').notNull().default(0),
  delivery: delivery('delivery').notNull().default('pickup'),
  shippingPrice: numeric('shipping_price', { precision: 12, scale: 2 }),
  oemNumbers: text('oem_numbers').array().notNull().default(sql`'{}'::text[]`),
  donorVin: text('donor_vin'),
});

/** A live or past ad. Location is copied from the seller at posting time, at city level. */
export const posts = pgTable(
  'posts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ...listingColumns(),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    city: text('city'),
    state: text('state'),
    country: text('country'),
    status: postStatus('status').notNull().default('active'),
    createdAt: ts('created_at').notNull().defaultNow(),
    expiresAt: ts('expires_at').notNull().default(sql`now() + interval '1 year'`),
    soldAt: ts('sold_at'),
    // The price in Canadian dollars, the key of the price order (CAD and USD compared in one
    // currency): a USD price times the USD/CAD rate (site_settings). Set by the trigger
    // posts_price_cad on every insert and on a change of price or currency, and recomputed for
    // every USD post when an admin changes the rate (migration 0013; the default only satisfies
    // an insert that names no value before the trigger fills it in).
    priceCad: numeric('price_cad', { precision: 12, scale: 2 }).notNull().default('0'),
    // The words of the stock number and description, and for keyword pages in price or year
    // order (search repository) lexemes that start with a space, which no parsed word can (the
    // parser splits on it, so a keyword never matches them): the price's band ' p<n>', the year
    // ' y<year>', and each word with its price band ('altern p47'), the band of the price in CAD
    // (price_cad, the price order's key). Made by the function posts_search_vector (migrations
    // 0007_search_bands, 0008_search_vector_plpgsql, 0013 for price_cad).
    search: tsvector('search').generatedAlwaysAs(
      sql`posts_search_vector(stock_number, description, price_cad, year)`,
    ),
  },
  // Search reads live posts only: each index is partial on status 'active', and each leads with
  // a filter (or none) followed by a sort key, so a page is read in order and stops at the limit.
  // The sort indexes also carry, after their keys, the columns the other filters test (expiry,
  // vehicle, part, year, location): a page is found from the index alone, without reading the
  // table row by row, even 10,000 rows deep (drizzle cannot write INCLUDE; trailing keys do the same).
  (t) => {
    const live = sql`${t.status} = 'active'`;
    return [
      index('posts_user_idx').on(t.userId),
      // (The price and year orders also carry the part details, so that a search by them
      // alone walks the order from the index alone: migration 0015.)
      index('posts_live_price_idx')
        .on(
          t.priceCad,
          t.id,
          t.expiresAt,
          t.vehicleId,
          t.partId,
          t.year,
          t.lat,
          t.lng,
          t.condition,
          t.grade,
          t.warrantyDays,
          t.delivery,
        )
        .where(live),
      index('posts_live_year_idx')
        .on(
          t.year,
          t.priceCad,
          t.id,
          t.expiresAt,
          t.vehicleId,
          t.partId,
          t.lat,
          t.lng,
          t.condition,
          t.grade,
          t.warrantyDays,
          t.delivery,
        )
        .where(live),
      // (A model's posts are found through their fitment rows: post_fitments' indexes.)
      index('posts_live_part_price_idx')
        .on(t.partId, t.priceCad, t.id, t.expiresAt, t.vehicleId, t.year, t.lat, t.lng)
        .where(live),
      index('posts_live_part_year_idx')
        .on(t.partId, t.year, t.priceCad, t.id, t.expiresAt, t.vehicleId, t.lat, t.lng)
        .where(live),
      index('posts_search_idx').using('gin', t.search).where(live),
      index('posts_stock_trgm_idx').using('gin', sql`${t.stockNumber} gin_trgm_ops`),
      // Nearest first: the GiST distance operator walks posts by distance.
      index('posts_live_location_idx').using('gist', sql`ll_to_earth(${t.lat}, ${t.lng})`).where(live),
      // A part's posts nearest first (btree_gist: the part by equality, then the distance walk):
      // sorting a common part's thousands of posts by distance cost 11 ms at a million posts. The
      // predicate's 'part_id IS NOT NULL' (always true) follows from a search's 'part_id = x' but
      // not from a search without a part, which keeps walking posts_live_location_idx: the planner
      // costs both walks alike, and this one is twice as slow without a part.
      index('posts_live_part_location_idx')
        .using('gist', t.partId, sql`ll_to_earth(${t.lat}, ${t.lng})`)
        .where(sql`${live} AND ${t.partId} IS NOT NULL`),
      // A radius's latitude/longitude box, and the posts of one point (a city) by id: the ties of
      // the nearest-first order.
      index('posts_live_point_idx').on(t.lat, t.lng, t.id).where(live),
      // Live posts without a location (they come last nearest first), by id.
      index('posts_live_unplaced_idx')
        .on(t.id)
        .where(sql`${t.status} = 'active' AND (${t.lat} IS NULL OR ${t.lng} IS NULL)`),
    ];
  },
);

/** Up to four photos per post, in order; the storage key names the stored variants. */
export const postImages = pgTable(
  'post_images',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    storageKey: text('storage_key').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
  },
  (t) => [unique('post_images_position_uq').on(t.postId, t.position)],
);

/** A pending post before payment (the spec's carts); its id is what checkout carries. */
export const carts = pgTable(
  'carts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ...listingColumns(),
    status: cartStatus('status').notNull().default('pending'),
    /** What the post will fit: [{ vehicle_id, year_from, year_to }], first row = year and vehicle_id. */
    fitments: jsonb('fitments').notNull().default(sql`'[]'::jsonb`),
    feeAmount: numeric('fee_amount', { precision: 12, scale: 2 }),
    discountCode: text('discount_code'),
    checkoutRef: text('checkout_ref'),
    /** The open checkout's page and when the provider expires it: one open checkout per cart. */
    checkoutUrl: text('checkout_url'),
    checkoutExpiresAt: ts('checkout_expires_at'),
    /** Set when the checkout renews this post instead of publishing a new one. */
    renewsPostId: integer('renews_post_id'),
    postId: integer('post_id').references(() => posts.id, { onDelete: 'set null' }),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('carts_user_idx').on(t.userId), index('carts_checkout_ref_idx').on(t.checkoutRef)],
);

/**
 * 'applied': the payment published or renewed its cart. 'refund_pending': it must be paid back
 * (the refund is asked of the provider after this row commits, and again on a replay until it
 * succeeds). 'refunded': the provider refunded it.
 */
export type TPaymentOutcome = 'applied' | 'refund_pending' | 'refunded';
/** Why a payment was refunded (no cart to publish, a cart already paid, a post sold or gone). */
export type TRefundReason = 'cart_missing' | 'cart_already_paid' | 'post_sold' | 'post_missing';

/** Payment provider events already handled: webhooks are idempotent on the event id. */
export const paymentEvents = pgTable('payment_events', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  provider: text('provider').notNull(),
  eventId: text('event_id').notNull().unique(),
  type: text('type').notNull(),
  cartId: integer('cart_id').references(() => carts.id, { onDelete: 'set null' }),
  /** The provider's checkout session and payment (Stripe: cs_..., pi_...), what a refund names. */
  sessionRef: text('session_ref'),
  paymentRef: text('payment_ref'),
  outcome: text('outcome').$type<TPaymentOutcome>().notNull().default('applied'),
  refundReason: text('refund_reason').$type<TRefundReason>(),
  refundRef: text('refund_ref'),
  refundedAt: ts('refunded_at'),
  createdAt: ts('created_at').notNull().defaultNow(),
});

/** Photos uploaded for a cart before payment; published with the cart as the post's photos (same keys). */
export const cartImages = pgTable(
  'cart_images',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    storageKey: text('storage_key').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
  },
  (t) => [unique('cart_images_position_uq').on(t.cartId, t.position)],
);

/**
 * What a post fits: a catalog model and a year range per row, position 0 being the
 * post's year and vehicle_id. Each row also carries copies of the post's columns the search
 * filters and sorts on (live, price_cad, year, part_id, expires_at, lat, lng), kept by triggers
 * (migration 0014): a search by model or year then walks one index of this table in sort order, as
 * it walks the posts' own indexes, instead of collecting a model's posts and sorting them.
 */
export const postFitments = pgTable(
  'post_fitments',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    vehicleId: integer('vehicle_id')
      .notNull()
      .references(() => vehicles.id),
    yearFrom: integer('year_from').notNull(),
    yearTo: integer('year_to').notNull(),
    // Copies of the post's columns (set by the triggers; the defaults only satisfy an insert).
    live: boolean('live').notNull().default(false),
    priceCad: numeric('price_cad', { precision: 12, scale: 2 }).notNull().default('0'),
    postYear: integer('post_year').notNull().default(0),
    partId: integer('part_id').notNull().default(0),
    expiresAt: ts('expires_at').notNull().defaultNow(),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
  },
  (t) => {
    const live = sql`${t.live}`;
    return [
      primaryKey({ columns: [t.postId, t.position] }),
      check('post_fitments_years_check', sql`${t.yearFrom} <= ${t.yearTo}`),
      // position last: a manufacturer's match count takes each post at its first matching row,
      // which reads the row's position; without it there the count read every row from the table
      // (a manufacturer with a year at a million posts: 40 ms, 12 ms index-only; migration 0016).
      index('post_fitments_vehicle_price_idx')
        .on(
          t.vehicleId,
          t.priceCad,
          t.postId,
          t.yearFrom,
          t.yearTo,
          t.expiresAt,
          t.partId,
          t.postYear,
          t.lat,
          t.lng,
          t.position,
        )
        .where(live),
      index('post_fitments_vehicle_year_idx')
        .on(
          t.vehicleId,
          t.postYear,
          t.priceCad,
          t.postId,
          t.yearFrom,
          t.yearTo,
          t.expiresAt,
          t.partId,
          t.lat,
          t.lng,
        )
        .where(live),
      // The fitment search (migration 0015): every live row in price and in year order, walked for a
      // year alone or a manufacturer (their rows are a tenth or a thirtieth of all: a page is a few
      // hundred entries away); a part's rows in price order, walked for a part with a year or a
      // manufacturer; and the rows' year ranges (GiST), through which a rare year's few rows are
      // found instead of walking them all. Each btree carries every column the filters test.
      index('post_fitments_live_price_idx')
        .on(
          t.priceCad,
          t.postId,
          t.vehicleId,
          t.yearFrom,
          t.yearTo,
          t.expiresAt,
          t.partId,
          t.postYear,
          t.lat,
          t.lng,
        )
        .where(live),
      index('post_fitments_live_year_idx')
        .on(
          t.postYear,
          t.priceCad,
          t.postId,
          t.vehicleId,
          t.yearFrom,
          t.yearTo,
          t.expiresAt,
          t.partId,
          t.lat,
          t.lng,
        )
        .where(live),
      index('post_fitments_live_part_price_idx')
        .on(
          t.partId,
          t.priceCad,
          t.postId,
          t.vehicleId,
          t.yearFrom,
          t.yearTo,
          t.expiresAt,
          t.postYear,
          t.lat,
          t.lng,
        )
        .where(live),
      index('post_fitments_live_years_idx')
        .using('gist', sql`int4range(${t.yearFrom}, ${t.yearTo}, '[]')`)
        .where(live),
      // Landing pages (migration 0019): a model's live posts of one part, counted up to a
      // cap per part, and the (model, part) pairs with live posts that the sitemaps list, walked
      // pair by pair (a skip scan) instead of reading every row.
      index('post_fitments_live_vehicle_part_idx')
        .on(t.vehicleId, t.partId, t.postId, t.expiresAt)
        .where(live),
      // A model's rows that cover a year (btree_gist: the model by equality, then the ranges): a
      // manufacturer with a year is counted model by model from it (migration 0018).
      index('post_fitments_live_vehicle_years_idx')
        .using('gist', t.vehicleId, sql`int4range(${t.yearFrom}, ${t.yearTo}, '[]')`)
        .where(live),
    ];
  },
);

/**
 * A post's OEM / interchange part numbers as they are matched (upper case, letters and digits:
 * common/rules/fitment.ts normalizeOemNumber, oem_number_key in SQL), kept from posts.oem_numbers by
 * a trigger (migration 0014); the keyword box finds a number exactly or by its start.
 */
export const postPartNumbers = pgTable(
  'post_part_numbers',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    number: text('number').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.postId, t.number] }),
    index('post_part_numbers_number_idx').on(sql`${t.number} text_pattern_ops`),
  ],
);

/**
 * Numbers that go up with each change to the posts a kind of search can match (statement triggers,
 * migration 0017): 'all' with any change, 'part:<id>', 'vehicle:<id>', 'make:<manufacturer>',
 * 'year:<year>' and 'cell:<lat>:<lng>' (a degree square) with a change to a post of that part,
 * fitting that model, manufacturer or year, or placed there. A search's match count kept by an
 * instance is good while the numbers of its keys are unchanged (server/modules/search/count-cache.ts).
 */
export const searchGenerations = pgTable('search_generations', {
  key: text('key').primaryKey(),
  n: bigint('n', { mode: 'number' }).notNull().default(0),
});
