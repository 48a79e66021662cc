import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/test-app';
import type { TDatabase } from '../client';
import { vehicles } from '../schema';
import { seedReferenceData, seedVehicleNames } from './reference';

let database: TDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const count = async () =>
  Number((await database.db.execute(sql`select count(*)::int as n from vehicles`)).rows[0]?.n);

describe('seedReferenceData', () => {
  it('seeds at least 1,000 vehicles and adds nothing when run again', async () => {
    const before = await count();
    expect(before).toBeGreaterThanOrEqual(1000);
    expect(before).toBe(new Set(seedVehicleNames().map((n) => n.toLowerCase())).size);
    expect(await seedReferenceData(database.db)).toEqual({ vehiclesAdded: 0, partsAdded: 0 });
    expect(await count()).toBe(before);
  });

  it('never brings back a vehicle an admin renamed', async () => {
    const [first] = await database.db.select().from(vehicles).limit(1);
    if (!first) throw new Error('no vehicle');
    await database.db
      .update(vehicles)
      .set({ name: `${first.name} (renamed)` })
      .where(eq(vehicles.id, first.id));
    const before = await count();
    expect((await seedReferenceData(database.db)).vehiclesAdded).toBe(0);
    expect(await count()).toBe(before);
    const again = await database.db.select().from(vehicles).where(eq(vehicles.name, first.name));
    expect(again).toHaveLength(0);
  });
});
