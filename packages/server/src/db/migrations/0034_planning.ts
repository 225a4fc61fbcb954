import type { Kysely, Migration } from 'kysely';

/**
 * Production plans (issue 16, docs/planning.md): a plan of a line and a BOM, its details (one per
 * workplace and part number) that produce require orders on schedule, the warnings raised while a
 * plan cannot be met, and special sampling requests with the one transport order each makes.
 * Lines, BOMs, part numbers and require orders are line-side tables (0033): referred to by id.
 */
export const planning: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('plan_plan')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
      .addColumn('plan_code', 'text', (c) => c.notNull())
      .addColumn('plan_name', 'text', (c) => c.notNull())
      .addColumn('line_id', 'text', (c) => c.notNull())
      .addColumn('bom_id', 'text', (c) => c.notNull())
      .addColumn('quantity', 'integer', (c) => c.notNull())
      .addColumn('start_time', 'bigint', (c) => c.notNull())
      .addColumn('end_time', 'bigint', (c) => c.notNull())
      .addColumn('takt_seconds', 'integer')
      .addColumn('breaks', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('memo', 'text')
      .addColumn('released_at', 'bigint')
      .addColumn('update_by', 'text')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .addUniqueConstraint('plan_plan_tenant_code', ['tenant_id', 'plan_code'])
      .execute();
    await db.schema.createIndex('plan_plan_status').on('plan_plan').columns(['status', 'tenant_id']).execute();
    await db.schema
      .createTable('plan_detail')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
      .addColumn('plan_id', 'text', (c) => c.notNull().references('plan_plan.id').onDelete('cascade'))
      .addColumn('workplace_id', 'text', (c) => c.notNull())
      .addColumn('part_number_id', 'text', (c) => c.notNull())
      .addColumn('total_quantity', 'integer', (c) => c.notNull())
      .addColumn('batch_quantity', 'integer', (c) => c.notNull())
      .addColumn('lead_minutes', 'integer', (c) => c.notNull())
      .addColumn('required_quantity', 'integer', (c) => c.notNull())
      .addColumn('last_required_at', 'bigint')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .addUniqueConstraint('plan_detail_part', ['plan_id', 'workplace_id', 'part_number_id'])
      .execute();
    await db.schema
      .createTable('plan_warning')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
      .addColumn('plan_id', 'text', (c) => c.notNull().references('plan_plan.id').onDelete('cascade'))
      .addColumn('detail_id', 'text')
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('level', 'text', (c) => c.notNull())
      .addColumn('params', 'text', (c) => c.notNull())
      .addColumn('raised_at', 'bigint', (c) => c.notNull())
      .addColumn('cleared_at', 'bigint')
      .execute();
    await db.schema.createIndex('plan_warning_plan').on('plan_warning').columns(['plan_id', 'cleared_at']).execute();
    await db.schema
      .createTable('plan_sampling')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
      .addColumn('sampling_code', 'text', (c) => c.notNull())
      .addColumn('layout_id', 'text', (c) => c.notNull())
      .addColumn('src_station_code', 'text', (c) => c.notNull())
      .addColumn('dest_station_code', 'text', (c) => c.notNull())
      .addColumn('workplace_id', 'text')
      .addColumn('part_number_id', 'text')
      .addColumn('product', 'text')
      .addColumn('quantity', 'integer', (c) => c.notNull())
      .addColumn('reason', 'text')
      .addColumn('transorder_id', 'text', (c) => c.notNull())
      .addColumn('transorder_code', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('create_by', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .addColumn('completed_at', 'bigint')
      .addUniqueConstraint('plan_sampling_tenant_code', ['tenant_id', 'sampling_code'])
      .execute();
    await db.schema.createIndex('plan_sampling_transorder').on('plan_sampling').column('transorder_id').execute();
  },
};
