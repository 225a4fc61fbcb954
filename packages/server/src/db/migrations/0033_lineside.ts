import type { CreateTableBuilder, Kysely, Migration } from 'kysely';

/**
 * Line-side material (issue 16, docs/lineside.md): part numbers, BOMs, lines with their zones and
 * AGV groups, part routings, workplace BOMs, and the flow require order -> delivery order ->
 * call and transport orders with its logs. Times are ms since epoch, like every other table.
 */
const common = <T extends string, C extends string>(t: CreateTableBuilder<T, C>) =>
  t
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'));
const stamps = <T extends string, C extends string>(t: CreateTableBuilder<T, C>) =>
  t
    .addColumn('update_by', 'text')
    .addColumn('create_time', 'bigint', (c) => c.notNull())
    .addColumn('update_time', 'bigint', (c) => c.notNull());

export const lineside: Migration = {
  async up(db: Kysely<unknown>) {
    await stamps(
      common(db.schema.createTable('les_part_number'))
        .addColumn('code', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('unit', 'text', (c) => c.notNull())
        .addColumn('container_type', 'text')
        .addColumn('qty_per_container', 'integer', (c) => c.notNull())
        .addColumn('is_valid', 'integer', (c) => c.notNull()),
    )
      .addUniqueConstraint('les_part_number_code', ['tenant_id', 'code'])
      .execute();
    await stamps(
      common(db.schema.createTable('les_bom'))
        .addColumn('code', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('product', 'text', (c) => c.notNull())
        .addColumn('version', 'text', (c) => c.notNull())
        .addColumn('is_valid', 'integer', (c) => c.notNull()),
    )
      .addUniqueConstraint('les_bom_code', ['tenant_id', 'code', 'version'])
      .execute();
    await stamps(
      common(db.schema.createTable('les_bom_item'))
        .addColumn('bom_id', 'text', (c) => c.notNull().references('les_bom.id').onDelete('cascade'))
        .addColumn('part_number_id', 'text', (c) => c.notNull().references('les_part_number.id'))
        .addColumn('quantity', 'real', (c) => c.notNull()),
    )
      .addUniqueConstraint('les_bom_item_part', ['bom_id', 'part_number_id'])
      .execute();
    await stamps(
      common(db.schema.createTable('les_line'))
        .addColumn('code', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('layout_id', 'text', (c) => c.notNull().references('layouts.id').onDelete('cascade'))
        .addColumn('memo', 'text'),
    )
      .addUniqueConstraint('les_line_code', ['tenant_id', 'code'])
      .execute();
    await stamps(
      common(db.schema.createTable('les_line_zone'))
        .addColumn('code', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('line_id', 'text', (c) => c.notNull().references('les_line.id'))
        // Comma-separated station codes of the line's layout (checked on every save).
        .addColumn('station_codes', 'text', (c) => c.notNull()),
    )
      .addUniqueConstraint('les_line_zone_code', ['tenant_id', 'code'])
      .execute();
    // SPEC §5 "line AGV group unique": an AGV group serves one line.
    await stamps(
      common(db.schema.createTable('les_line_agv_group'))
        .addColumn('line_id', 'text', (c) => c.notNull().references('les_line.id').onDelete('cascade'))
        .addColumn('group_id', 'text', (c) => c.notNull().references('agv_groups.id').onDelete('cascade')),
    )
      .addUniqueConstraint('les_line_agv_group_group', ['tenant_id', 'group_id'])
      .execute();
    await stamps(
      common(db.schema.createTable('les_part_routing'))
        .addColumn('code', 'text', (c) => c.notNull())
        .addColumn('part_number_id', 'text', (c) => c.notNull().references('les_part_number.id'))
        .addColumn('src_location_code', 'text')
        .addColumn('src_station_code', 'text', (c) => c.notNull())
        .addColumn('line_zone_id', 'text', (c) => c.notNull().references('les_line_zone.id'))
        .addColumn('group_id', 'text')
        .addColumn('task_type', 'text', (c) => c.notNull())
        .addColumn('priority', 'integer', (c) => c.notNull())
        .addColumn('is_valid', 'integer', (c) => c.notNull()),
    )
      .addUniqueConstraint('les_part_routing_code', ['tenant_id', 'code'])
      .execute();
    await stamps(
      common(db.schema.createTable('les_workplace_bom'))
        .addColumn('workplace_id', 'text', (c) => c.notNull().references('workplaces.id').onDelete('cascade'))
        .addColumn('bom_id', 'text', (c) => c.notNull().references('les_bom.id').onDelete('cascade'))
        .addColumn('consumption', 'real', (c) => c.notNull()),
    )
      .addUniqueConstraint('les_workplace_bom_pair', ['workplace_id', 'bom_id'])
      .execute();
    await common(db.schema.createTable('les_require_order'))
      .addColumn('code', 'text', (c) => c.notNull())
      // No cascade: a workplace with require orders is kept (their history and deliveries refer to it).
      .addColumn('workplace_id', 'text', (c) => c.notNull().references('workplaces.id'))
      .addColumn('part_number_id', 'text', (c) => c.notNull().references('les_part_number.id'))
      .addColumn('quantity', 'integer', (c) => c.notNull())
      .addColumn('need_time', 'bigint', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('source', 'text', (c) => c.notNull())
      .addColumn('plan_id', 'text')
      .addColumn('plan_detail_id', 'text')
      .addColumn('create_by', 'text', (c) => c.notNull())
      .addColumn('create_time', 'bigint', (c) => c.notNull())
      .addColumn('update_time', 'bigint', (c) => c.notNull())
      .addUniqueConstraint('les_require_order_code', ['tenant_id', 'code'])
      .execute();
    await db.schema.createIndex('les_require_order_status').on('les_require_order').columns(['tenant_id', 'status', 'need_time']).execute();
    await common(db.schema.createTable('les_require_order_log'))
      .addColumn('require_order_id', 'text', (c) => c.notNull().references('les_require_order.id').onDelete('cascade'))
      .addColumn('from_status', 'text')
      .addColumn('to_status', 'text', (c) => c.notNull())
      .addColumn('reason', 'text', (c) => c.notNull())
      .addColumn('create_by', 'text', (c) => c.notNull())
      .addColumn('create_time', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('les_require_order_log_order').on('les_require_order_log').columns(['require_order_id', 'create_time']).execute();
    await common(db.schema.createTable('les_delivery_order'))
      .addColumn('code', 'text', (c) => c.notNull())
      .addColumn('part_routing_id', 'text', (c) => c.notNull().references('les_part_routing.id'))
      .addColumn('line_zone_id', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('create_by', 'text', (c) => c.notNull())
      .addColumn('create_time', 'bigint', (c) => c.notNull())
      .addColumn('update_time', 'bigint', (c) => c.notNull())
      .addUniqueConstraint('les_delivery_order_code', ['tenant_id', 'code'])
      .execute();
    await common(db.schema.createTable('les_delivery_detail'))
      .addColumn('delivery_order_id', 'text', (c) => c.notNull().references('les_delivery_order.id').onDelete('cascade'))
      .addColumn('require_order_id', 'text', (c) => c.notNull().references('les_require_order.id').onDelete('cascade'))
      .addColumn('part_number_id', 'text', (c) => c.notNull())
      .addColumn('quantity', 'integer', (c) => c.notNull())
      .addColumn('containers', 'integer', (c) => c.notNull())
      .addColumn('dest_station_code', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('create_time', 'bigint', (c) => c.notNull())
      .addColumn('update_time', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('les_delivery_detail_order').on('les_delivery_detail').columns(['delivery_order_id']).execute();
    // One row per container: the call order (and its transport order) that carries it.
    await common(db.schema.createTable('les_delivery_call'))
      .addColumn('delivery_detail_id', 'text', (c) => c.notNull().references('les_delivery_detail.id').onDelete('cascade'))
      .addColumn('seq', 'integer', (c) => c.notNull())
      .addColumn('call_order_id', 'text', (c) => c.notNull())
      .addColumn('transorder_id', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('update_time', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('les_delivery_call_order').on('les_delivery_call').columns(['transorder_id']).execute();
    await db.schema.createIndex('les_delivery_call_detail').on('les_delivery_call').columns(['delivery_detail_id']).execute();
    await common(db.schema.createTable('les_routing_log'))
      .addColumn('delivery_order_id', 'text', (c) => c.notNull().references('les_delivery_order.id').onDelete('cascade'))
      .addColumn('require_order_id', 'text', (c) => c.notNull())
      .addColumn('part_routing_id', 'text', (c) => c.notNull())
      .addColumn('src_station_code', 'text', (c) => c.notNull())
      .addColumn('dest_station_code', 'text', (c) => c.notNull())
      .addColumn('group_id', 'text')
      .addColumn('create_time', 'bigint', (c) => c.notNull())
      .execute();
  },
};
