import type { Kysely, Migration } from 'kysely';

/**
 * Fleet runtime: the live vehicle state it follows (battery, load, run and charge status,
 * position in map units, next station) and stations an operator marks as held by a vehicle.
 * The runtime is the only writer of these columns (ARCHITECTURE convention 6).
 */
export const runtime: Migration = {
  async up(db: Kysely<unknown>) {
    // SQLite adds one column per ALTER TABLE.
    const agvColumns: [string, 'double precision' | 'integer' | 'text', unknown][] = [
      ['battery', 'double precision', 100],
      ['load_status', 'integer', 0],
      ['run_status', 'text', 'Idle'],
      ['charge_status', 'text', 'UNCHARGED'],
      ['pos_x', 'double precision', null],
      ['pos_y', 'double precision', null],
      ['next_station_code', 'text', null],
    ];
    for (const [name, type, def] of agvColumns) {
      await db.schema
        .alterTable('agvs')
        .addColumn(name, type, (c) => (def === null ? c : c.notNull().defaultTo(def)))
        .execute();
    }
    await db.schema
      .createTable('occupied_stations')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
      .addColumn('layout_id', 'text', (c) => c.notNull().references('layouts.id').onDelete('cascade'))
      .addColumn('station_id', 'text', (c) => c.notNull().references('stations.id').onDelete('cascade'))
      .addColumn('agv_id', 'text', (c) => c.references('agvs.id').onDelete('set null'))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addUniqueConstraint('occupied_stations_station', ['station_id'])
      .execute();
  },
};
