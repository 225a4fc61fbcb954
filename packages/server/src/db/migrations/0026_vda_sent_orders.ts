import type { Kysely, Migration } from 'kysely';

/**
 * What AGVS has sent each VDA 5050 vehicle of the order it runs (issue 14, docs/vda5050.md
 * "Restart"): orderId, orderUpdateId, the released nodes with their sequence ids and the action
 * ids, so that after a restart AGVS continues the same order with the next update instead of
 * sending it again as a new one. One row per vehicle; the row goes when the order ends.
 */
export const vdaSentOrders: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('vda_sent_orders')
      .addColumn('agv_id', 'text', (c) => c.primaryKey().references('agvs.id').onDelete('cascade'))
      .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
      .addColumn('order_id', 'text', (c) => c.notNull())
      .addColumn('order_update_id', 'integer', (c) => c.notNull())
      // The rest of what was sent (nodes, action ids, progress reported), as JSON: read back only by the VDA master.
      .addColumn('sent', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();
  },
};
