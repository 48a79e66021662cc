import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth';
import { parts, vehicles } from './catalog';
import { partCondition, partGrade } from './posts';

const ts = (name: string) => timestamp(name, { withTimezone: true });

export const savedSearchAlert = pgEnum('saved_search_alert', ['instant', 'daily', 'off']);

/**
 * The index a saved search is found through when a post goes live (the alerts' matching): its most
 * selective filter, in this order. Generated, so it can never disagree with the filters.
 */
const ANCHOR = sql`CASE
  WHEN vehicle_id IS NOT NULL THEN 'vehicle'
  WHEN part_id IS NOT NULL THEN 'part'
  WHEN radius_m IS NOT NULL AND lat IS NOT NULL AND lng IS NOT NULL THEN 'place'
  WHEN manufacturer IS NOT NULL THEN 'make'
  WHEN year IS NOT NULL THEN 'year'
  ELSE 'any' END`;

/** Only searches that alert are matched: an 'off' one costs the matching nothing. */
const alerting = sql`alert <> 'off'`;

/**
 * A user's saved search: the search URL's query as it was saved (reopened as is), and
 * each filter in its own column for matching a new post against every saved search through indexes.
 */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    alert: savedSearchAlert('alert').notNull().default('instant'),
    /** The search URL's query in its stable key order (common/rules/search-url.ts), without the page. */
    query: text('query').notNull(),
    year: integer('year'),
    vehicleId: integer('vehicle_id').references(() => vehicles.id, { onDelete: 'cascade' }),
    manufacturer: text('manufacturer'),
    partId: integer('part_id').references(() => parts.id, { onDelete: 'cascade' }),
    keyword: text('keyword'),
    /** The keyword as a part number (normalizeOemNumber), for the OEM number test. */
    keywordOem: text('keyword_oem'),
    condition: partCondition('condition'),
    grade: partGrade('grade'),
    warrantyDays: integer('warranty_days'),
    shipping: boolean('shipping').notNull().default(false),
    /** The place typed in the search, if any (the device's position has no name). */
    near: text('near'),
    /** Where the radius is measured from: the typed place or the device's position when saved. */
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    radiusM: doublePrecision('radius_m'),
    anchor: text('anchor').notNull().generatedAlwaysAs(ANCHOR),
    /** The secret of the one-click unsubscribe link of its alert emails (RFC 8058): no sign-in needed. */
    unsubscribeToken: uuid('unsubscribe_token').notNull().defaultRandom(),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    /** Until when its daily digest has told of new posts (null: never sent); the digest job moves it. */
    digestedThrough: ts('digested_through'),
  },
  (t) => [
    index('saved_searches_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('saved_searches_unsubscribe_uq').on(t.unsubscribeToken),
    index('saved_searches_vehicle_idx').on(t.vehicleId).where(sql`anchor = 'vehicle' AND ${alerting}`),
    index('saved_searches_part_idx').on(t.partId).where(sql`anchor = 'part' AND ${alerting}`),
    index('saved_searches_place_idx')
      .using('gist', sql`earth_box(ll_to_earth(${t.lat}, ${t.lng}), ${t.radiusM})`)
      .where(sql`anchor = 'place' AND ${alerting}`),
    index('saved_searches_make_idx')
      .on(sql`lower(${t.manufacturer})`)
      .where(sql`anchor = 'make' AND ${alerting}`),
    index('saved_searches_year_idx').on(t.year).where(sql`anchor = 'year' AND ${alerting}`),
    index('saved_searches_any_idx').on(t.id).where(sql`anchor = 'any' AND ${alerting}`),
    // The saved search's own references: a vehicle or part removed finds its rows without a scan.
    index('saved_searches_vehicle_ref_idx').on(t.vehicleId),
    index('saved_searches_part_ref_idx').on(t.partId),
  ],
);
