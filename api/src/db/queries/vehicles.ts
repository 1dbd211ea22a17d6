import type { Kysely } from 'kysely';
import type { Database } from '../schema';

/**
 * The extra charge of the vehicle that covers a distance: the active vehicle whose coverage holds
 * it, else the one with the widest coverage; 0 with no vehicles.
 */
export async function vehicleExtraCharge(db: Kysely<Database>, distanceKm: number): Promise<number> {
  const vehicles = await db
    .selectFrom('vehicles')
    .selectAll()
    .where('status', '=', 1)
    .orderBy('starting_coverage_area')
    .execute();
  const vehicle =
    vehicles.find((v) => distanceKm >= v.starting_coverage_area && distanceKm <= v.maximum_coverage_area) ??
    vehicles[vehicles.length - 1];
  return vehicle?.extra_charges ?? 0;
}
