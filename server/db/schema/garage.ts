import { integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { vehicles } from './catalog';

/** My Garage: a user's own vehicles, a year and a catalog model each, maybe from a VIN. */
export const garageVehicles = pgTable(
  'garage_vehicles',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    vehicleId: integer('vehicle_id')
      .notNull()
      .references(() => vehicles.id),
    year: integer('year').notNull(),
    vin: text('vin'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('garage_vehicles_user_vehicle_year_uq').on(t.userId, t.vehicleId, t.year)],
);
