import { sql } from 'drizzle-orm';
import {
  doublePrecision,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { user } from './auth';

export const distanceUnit = pgEnum('distance_unit', ['mi', 'km']);
/** How a user hears about the posts they watch (favourites): in-app and email, in-app only, or not at all. */
export const watchNotices = pgEnum('watch_notices', ['email', 'in_app', 'off']);
/** The languages PartsYard speaks (common/i18n/languages.ts): a user's screens and emails. */
export const appLanguage = pgEnum('app_language', ['en', 'fr']);

/** Profile of a user: the spec's userdata. Username is unique without regard to case. */
export const userdata = pgTable(
  'userdata',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    username: text('username').notNull(),
    /**
     * The username's confusable skeleton (common/rules/username-skeleton.ts), unique: no two users
     * have names that look alike. Null only until the start-up backfill has computed it.
     */
    usernameSkeleton: text('username_skeleton'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    street: text('street').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    zip: text('zip').notNull(),
    country: text('country').notNull(),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    /** How distances are shown to this user; null until they choose (then their country decides). */
    distanceUnit: distanceUnit('distance_unit'),
    /** Notices about watched posts (price drop, sold, expiring): 'email' (in-app and email, the default). */
    watchNotices: watchNotices('watch_notices').notNull().default('email'),
    /**
     * How many of their posts they marked sold, ever (the reputation's "posts sold"): a sold post is
     * deleted 7 days after, so counting rows would forget every sale older than a week.
     */
    postsSold: integer('posts_sold').notNull().default(0),
    /** The language of this user's emails and, once signed in, their screens. */
    language: appLanguage('language').notNull().default('en'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('userdata_username_lower_idx').on(sql`lower(${t.username})`),
    uniqueIndex('userdata_username_skeleton_idx').on(t.usernameSkeleton),
  ],
);

/** Vehicles named 'Manufacturer - Model', unique without regard to case. */
export const vehicles = pgTable(
  'vehicles',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
  },
  (t) => [uniqueIndex('vehicles_name_lower_idx').on(sql`lower(${t.name})`)],
);

/** Part types, unique without regard to case, named in English and in French (the admin edits both). */
export const parts = pgTable(
  'parts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    partName: text('part_name').notNull(),
    partNameFr: text('part_name_fr').notNull(),
  },
  (t) => [uniqueIndex('parts_name_lower_idx').on(sql`lower(${t.partName})`)],
);

/**
 * Every reference row the seed has ever inserted, so that a restart adds only rows new to the
 * seed files and never brings back a row an admin renamed.
 */
export const seededNames = pgTable(
  'seeded_names',
  {
    kind: text('kind').notNull(),
    name: text('name').notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.name] })],
);
