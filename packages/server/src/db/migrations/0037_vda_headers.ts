import type { Kysely, Migration } from 'kysely';

/**
 * VDA 5050 leftovers of issue 14 (docs/vda5050.md):
 * - the last headerId AGVS sent on each topic (order, instantActions of one vehicle), so that after
 *   a restart the ids go on above it: the standard has them increase per topic and sender, and a
 *   vehicle may drop a message whose id went back;
 * - a model's deviation range: how far (mm) and how much turned (°) a vehicle of the model may be
 *   from a node and still count as on it. Sent as allowedDeviationXY/Theta of every node; the same
 *   range decides whether a stopped vehicle may start a new order from its last node. Defaults
 *   0.5 m, the value used before, and 0° (the standard's "the vehicle's own tolerance").
 */
export const vdaHeaders: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('vda_header_ids')
      // The whole topic name: interfaceName/v2/manufacturer/serialNumber/topic.
      .addColumn('topic', 'text', (c) => c.primaryKey())
      .addColumn('header_id', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.alterTable('agv_models').addColumn('deviation_xy', 'double precision', (c) => c.notNull().defaultTo(500)).execute();
    await db.schema.alterTable('agv_models').addColumn('deviation_theta', 'double precision', (c) => c.notNull().defaultTo(0)).execute();
  },
};
