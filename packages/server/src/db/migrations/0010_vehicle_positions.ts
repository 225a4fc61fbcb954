import type { Kysely, Migration } from 'kysely';

/**
 * Where on its segment a driving vehicle stopped, mm from the segment's start station
 * (agvs.current_station_code) towards next_station_code: written with every position the
 * runtime stores, exact at a graceful shutdown, so a restart puts the vehicle back on the spot.
 */
export const vehiclePositions: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('agvs')
      .addColumn('segment_progress', 'double precision', (c) => c.notNull().defaultTo(0))
      .execute();
  },
};
