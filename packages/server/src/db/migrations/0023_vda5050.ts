import { sql, type Kysely, type Migration } from 'kysely';

/**
 * VDA 5050 vehicles (issue 14, docs/vda5050.md): the four names that make up a vehicle's MQTT
 * topics. A vehicle stored as VDA5050 before this had no way to be connected and was driven by
 * the simulator, so it becomes SIMULATION (as 0017 did) rather than a real vehicle without an
 * address.
 */
export const vda5050: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('agvs').addColumn('vda_manufacturer', 'text').execute();
    await db.schema.alterTable('agvs').addColumn('vda_serial_number', 'text').execute();
    await db.schema.alterTable('agvs').addColumn('vda_interface_name', 'text', (c) => c.notNull().defaultTo('uagv')).execute();
    await db.schema.alterTable('agvs').addColumn('vda_version', 'text', (c) => c.notNull().defaultTo('2.0.0')).execute();
    await sql`update agvs set agv_protocol = 'SIMULATION' where agv_protocol = 'VDA5050'`.execute(db);
  },
};
