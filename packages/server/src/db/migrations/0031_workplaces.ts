import type { Kysely, Migration } from 'kysely';

/**
 * Workplaces and their call pads (issue 16, docs/workplaces.md): a workplace of a layout, its
 * stations (JSON list of codes), the device user its pad signs in as, its one-touch buttons, and
 * which call orders its pad made (the link keeps a pad to its own calls).
 */
export const workplaces: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('workplaces')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
      .addColumn('workplace_code', 'text', (c) => c.notNull())
      .addColumn('workplace_name', 'text', (c) => c.notNull())
      .addColumn('layout_id', 'text', (c) => c.notNull().references('layouts.id').onDelete('cascade'))
      .addColumn('station_codes', 'text', (c) => c.notNull())
      .addColumn('device_user_id', 'text', (c) => c.unique())
      .addColumn('memo', 'text')
      .addColumn('update_by', 'text')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .addUniqueConstraint('workplaces_tenant_code', ['tenant_id', 'workplace_code'])
      .execute();
    await db.schema
      .createTable('workplace_buttons')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('workplace_id', 'text', (c) => c.notNull().references('workplaces.id').onDelete('cascade'))
      .addColumn('seq', 'integer', (c) => c.notNull())
      .addColumn('label', 'text', (c) => c.notNull())
      .addColumn('action', 'text', (c) => c.notNull())
      .addColumn('station_code', 'text', (c) => c.notNull())
      .addColumn('src_station_code', 'text')
      .addColumn('dest_station_code', 'text')
      .addColumn('dest_zone_id', 'text')
      .addColumn('priority', 'integer', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('workplace_buttons_workplace').on('workplace_buttons').columns(['workplace_id', 'seq']).execute();
    await db.schema
      .createTable('workplace_calls')
      .addColumn('call_order_id', 'text', (c) => c.primaryKey())
      .addColumn('workplace_id', 'text', (c) => c.notNull().references('workplaces.id').onDelete('cascade'))
      .addColumn('label', 'text', (c) => c.notNull())
      .addColumn('action', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('workplace_calls_workplace').on('workplace_calls').columns(['workplace_id', 'created_at']).execute();
  },
};
