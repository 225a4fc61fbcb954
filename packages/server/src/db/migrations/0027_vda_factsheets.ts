import type { Kysely, Migration } from 'kysely';

/**
 * The last factsheet each VDA 5050 vehicle published (issue 14, docs/vda5050.md "Factsheet"):
 * the whole message as JSON, when and in which version it came, and which fields of the
 * vehicle's model it filled (they were empty). One row per vehicle, replaced by the next
 * factsheet; it goes with the vehicle.
 */
export const vdaFactsheets: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('vda_factsheets')
      .addColumn('agv_id', 'text', (c) => c.primaryKey().references('agvs.id').onDelete('cascade'))
      .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
      .addColumn('vda_version', 'text', (c) => c.notNull())
      .addColumn('factsheet', 'text', (c) => c.notNull())
      // JSON list of agv_models fields (camelCase) this factsheet filled.
      .addColumn('model_filled', 'text', (c) => c.notNull())
      .addColumn('received_at', 'bigint', (c) => c.notNull())
      .execute();
  },
};
