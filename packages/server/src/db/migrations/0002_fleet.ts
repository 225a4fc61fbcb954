import type { CreateTableBuilder, Kysely, Migration } from 'kysely';

/** Every fleet table starts the same way: a text id and the owning tenant. */
function fleetTable(db: Kysely<unknown>, name: string): CreateTableBuilder<string, 'id' | 'tenant_id'> {
  return db.schema
    .createTable(name)
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'));
}

/** The columns a station action step and an order detail step share (SPEC §3 "Order detail step"). */
function stepColumns<T extends string, C extends string>(table: CreateTableBuilder<T, C>) {
  return table
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('action_step_code', 'text', (c) => c.notNull())
    .addColumn('action_step_name', 'text', (c) => c.notNull())
    .addColumn('action_step_type', 'text', (c) => c.notNull())
    .addColumn('action_step_para', 'text')
    .addColumn('action_step_para1', 'text')
    .addColumn('action_step_para2', 'text')
    .addColumn('action_success_jump', 'integer')
    .addColumn('action_fail_jump', 'integer');
}

/**
 * Maps, layouts, stations, segments, zones, equipment, vehicles, station actions, orders,
 * templates, the error dictionary and vehicle logs (SPEC §3). Coordinates are map units,
 * lengths mm, speeds mm/s, times ms since epoch.
 */
export const fleet: Migration = {
  async up(db: Kysely<unknown>) {
    await fleetTable(db, 'maps')
      .addColumn('map_code', 'text', (c) => c.notNull())
      .addColumn('map_name', 'text', (c) => c.notNull())
      .addColumn('sort_no', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .addUniqueConstraint('maps_tenant_code', ['tenant_id', 'map_code'])
      .execute();

    await fleetTable(db, 'layouts')
      .addColumn('map_id', 'text', (c) => c.notNull().references('maps.id').onDelete('cascade'))
      .addColumn('layout_code', 'text', (c) => c.notNull())
      .addColumn('layout_name', 'text', (c) => c.notNull())
      .addColumn('width', 'double precision', (c) => c.notNull().defaultTo(1180))
      .addColumn('height', 'double precision', (c) => c.notNull().defaultTo(960))
      .addColumn('station_radius', 'double precision', (c) => c.notNull().defaultTo(6))
      .addColumn('mm_per_unit', 'double precision', (c) => c.notNull().defaultTo(1))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .addUniqueConstraint('layouts_tenant_code', ['tenant_id', 'layout_code'])
      .execute();
    await db.schema.createIndex('layouts_map').on('layouts').column('map_id').execute();

    await fleetTable(db, 'layout_models')
      .addColumn('layout_id', 'text', (c) => c.notNull().references('layouts.id').onDelete('cascade'))
      .addColumn('model_name', 'text', (c) => c.notNull())
      .addColumn('graph_data', 'text', (c) => c.notNull())
      .addColumn('three_data', 'text')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('layout_models_layout').on('layout_models').column('layout_id').execute();

    await fleetTable(db, 'stations')
      .addColumn('layout_id', 'text', (c) => c.notNull().references('layouts.id').onDelete('cascade'))
      .addColumn('station_code', 'text', (c) => c.notNull())
      .addColumn('station_name', 'text', (c) => c.notNull())
      .addColumn('graph_id', 'integer', (c) => c.notNull())
      .addColumn('map_x', 'double precision', (c) => c.notNull())
      .addColumn('map_y', 'double precision', (c) => c.notNull())
      .addColumn('width', 'double precision', (c) => c.notNull().defaultTo(12))
      .addColumn('station_type', 'text', (c) => c.notNull().defaultTo('Public'))
      .addColumn('is_occupied', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('station_container_type', 'text')
      .addColumn('external_info', 'text')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .addUniqueConstraint('stations_layout_code', ['layout_id', 'station_code'])
      .addUniqueConstraint('stations_layout_graph_id', ['layout_id', 'graph_id'])
      .execute();
    await db.schema.createIndex('stations_tenant').on('stations').column('tenant_id').execute();

    await fleetTable(db, 'segments')
      .addColumn('layout_id', 'text', (c) => c.notNull().references('layouts.id').onDelete('cascade'))
      .addColumn('src_station_id', 'text', (c) => c.notNull().references('stations.id').onDelete('cascade'))
      .addColumn('dest_station_id', 'text', (c) => c.notNull().references('stations.id').onDelete('cascade'))
      .addColumn('segment_type', 'text', (c) => c.notNull().defaultTo('straight'))
      .addColumn('control_x1', 'double precision')
      .addColumn('control_y1', 'double precision')
      .addColumn('control_x2', 'double precision')
      .addColumn('control_y2', 'double precision')
      .addColumn('length', 'double precision', (c) => c.notNull())
      .addColumn('direction', 'text', (c) => c.notNull().defaultTo('both'))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('segments_layout').on('segments').column('layout_id').execute();

    await fleetTable(db, 'zones')
      .addColumn('layout_id', 'text', (c) => c.notNull().references('layouts.id').onDelete('cascade'))
      .addColumn('zone_code', 'text', (c) => c.notNull())
      .addColumn('zone_name', 'text', (c) => c.notNull())
      .addColumn('zone_type', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addUniqueConstraint('zones_layout_code', ['layout_id', 'zone_code'])
      .execute();
    await db.schema.createIndex('zones_tenant').on('zones').column('tenant_id').execute();

    await fleetTable(db, 'zone_stations')
      .addColumn('zone_id', 'text', (c) => c.notNull().references('zones.id').onDelete('cascade'))
      .addColumn('station_id', 'text', (c) => c.notNull().references('stations.id').onDelete('cascade'))
      .addColumn('sort_no', 'integer', (c) => c.notNull().defaultTo(0))
      .addUniqueConstraint('zone_stations_pair', ['zone_id', 'station_id'])
      .execute();
    await db.schema.createIndex('zone_stations_station').on('zone_stations').column('station_id').execute();

    await fleetTable(db, 'equipment')
      .addColumn('layout_id', 'text', (c) => c.notNull().references('layouts.id').onDelete('cascade'))
      .addColumn('equipment_code', 'text', (c) => c.notNull())
      .addColumn('equipment_name', 'text', (c) => c.notNull())
      .addColumn('brand_name', 'text')
      .addColumn('model_name', 'text')
      .addColumn('station_id', 'text', (c) => c.references('stations.id').onDelete('set null'))
      .addColumn('ip_address', 'text')
      .addColumn('custom_info', 'text')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addUniqueConstraint('equipment_layout_code', ['layout_id', 'equipment_code'])
      .execute();

    await fleetTable(db, 'agv_brands')
      .addColumn('brand_code', 'text', (c) => c.notNull())
      .addColumn('brand_name', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addUniqueConstraint('agv_brands_tenant_code', ['tenant_id', 'brand_code'])
      .execute();

    await fleetTable(db, 'agv_models')
      .addColumn('brand_id', 'text', (c) => c.references('agv_brands.id').onDelete('set null'))
      .addColumn('model_code', 'text', (c) => c.notNull())
      .addColumn('model_name', 'text', (c) => c.notNull())
      .addColumn('length', 'double precision', (c) => c.notNull())
      .addColumn('width', 'double precision', (c) => c.notNull())
      .addColumn('max_speed', 'double precision', (c) => c.notNull())
      .addColumn('max_load', 'double precision', (c) => c.notNull().defaultTo(0))
      .addColumn('convert_rate', 'double precision', (c) => c.notNull().defaultTo(1))
      .addColumn('is_reversal_x', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('is_reversal_y', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('offset_x', 'double precision', (c) => c.notNull().defaultTo(0))
      .addColumn('offset_y', 'double precision', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addUniqueConstraint('agv_models_tenant_code', ['tenant_id', 'model_code'])
      .execute();

    await fleetTable(db, 'agv_groups')
      .addColumn('map_id', 'text', (c) => c.references('maps.id').onDelete('set null'))
      .addColumn('group_code', 'text', (c) => c.notNull())
      .addColumn('group_name', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addUniqueConstraint('agv_groups_tenant_code', ['tenant_id', 'group_code'])
      .execute();

    await fleetTable(db, 'agvs')
      .addColumn('agv_uid', 'text', (c) => c.notNull())
      .addColumn('agv_code', 'text', (c) => c.notNull())
      .addColumn('agv_name', 'text', (c) => c.notNull())
      .addColumn('map_id', 'text', (c) => c.references('maps.id').onDelete('set null'))
      .addColumn('current_layout_id', 'text', (c) => c.references('layouts.id').onDelete('set null'))
      .addColumn('group_id', 'text', (c) => c.references('agv_groups.id').onDelete('set null'))
      .addColumn('model_id', 'text', (c) => c.notNull().references('agv_models.id'))
      .addColumn('agv_type', 'text', (c) => c.notNull())
      .addColumn('agv_head_type', 'text', (c) => c.notNull())
      .addColumn('agv_protocol', 'text', (c) => c.notNull())
      .addColumn('agv_speed', 'double precision', (c) => c.notNull())
      .addColumn('agv_ip', 'text', (c) => c.notNull())
      .addColumn('is_valid', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('is_communication_log', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('task_strategy', 'text', (c) => c.notNull())
      .addColumn('is_connected', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('is_lock', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('is_auto_allocation', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('control_task_type', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('battery_low_level', 'integer', (c) => c.notNull())
      .addColumn('run_order_battery_level', 'integer')
      .addColumn('free_battery_level', 'integer')
      .addColumn('battery_full_level', 'integer', (c) => c.notNull())
      .addColumn('battery_full_time', 'integer', (c) => c.notNull())
      .addColumn('charge_change_time', 'bigint')
      .addColumn('current_direction', 'text', (c) => c.notNull().defaultTo('Forward'))
      .addColumn('current_rotation', 'double precision', (c) => c.notNull().defaultTo(0))
      .addColumn('agv_image', 'text', (c) => c.notNull().defaultTo('blueAGV.png'))
      .addColumn('agv_image_size', 'integer', (c) => c.notNull().defaultTo(40))
      .addColumn('current_station_code', 'text')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .addColumn('update_by', 'text')
      .addUniqueConstraint('agvs_tenant_uid', ['tenant_id', 'agv_uid'])
      .execute();
    await db.schema.createIndex('agvs_layout').on('agvs').column('current_layout_id').execute();

    await fleetTable(db, 'station_actions')
      .addColumn('layout_id', 'text', (c) => c.notNull().references('layouts.id').onDelete('cascade'))
      .addColumn('station_id', 'text', (c) => c.references('stations.id').onDelete('cascade'))
      .addColumn('action_code', 'text', (c) => c.notNull())
      .addColumn('action_name', 'text', (c) => c.notNull())
      .addColumn('action_type', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addUniqueConstraint('station_actions_layout_code', ['layout_id', 'action_code'])
      .execute();

    await fleetTable(db, 'station_action_steps')
      .addColumn('action_id', 'text', (c) => c.notNull().references('station_actions.id').onDelete('cascade'))
      .$call(stepColumns)
      .addColumn('equipment_id', 'text', (c) => c.references('equipment.id').onDelete('set null'))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addUniqueConstraint('station_action_steps_seq', ['action_id', 'seq'])
      .execute();

    await fleetTable(db, 'transorders')
      .addColumn('task_code', 'text', (c) => c.notNull())
      .addColumn('transorder_code', 'text', (c) => c.notNull())
      .addColumn('transorder_status', 'text', (c) => c.notNull())
      .addColumn('seq', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('agv_id', 'text', (c) => c.references('agvs.id').onDelete('set null'))
      .addColumn('map_id', 'text', (c) => c.references('maps.id').onDelete('set null'))
      .addColumn('layout_id', 'text', (c) => c.references('layouts.id').onDelete('set null'))
      .addColumn('group_id', 'text', (c) => c.references('agv_groups.id').onDelete('set null'))
      .addColumn('src_station_code', 'text')
      .addColumn('src_zone_id', 'text', (c) => c.references('zones.id').onDelete('set null'))
      .addColumn('src_equipment_id', 'text', (c) => c.references('equipment.id').onDelete('set null'))
      .addColumn('dest_station_code', 'text')
      .addColumn('dest_zone_id', 'text', (c) => c.references('zones.id').onDelete('set null'))
      .addColumn('dest_equipment_id', 'text', (c) => c.references('equipment.id').onDelete('set null'))
      .addColumn('transorder_type', 'text', (c) => c.notNull())
      .addColumn('agv_strategy', 'text')
      .addColumn('warning_info', 'text')
      .addColumn('station_container_trans', 'text')
      .addColumn('release_time', 'bigint')
      .addColumn('start_time', 'bigint')
      .addColumn('end_time', 'bigint')
      .addColumn('external_code', 'text')
      .addColumn('external_info', 'text')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('update_by', 'text')
      .addColumn('update_time', 'bigint', (c) => c.notNull())
      .addUniqueConstraint('transorders_tenant_code', ['tenant_id', 'transorder_code'])
      .execute();
    await db.schema.createIndex('transorders_status').on('transorders').columns(['tenant_id', 'transorder_status']).execute();

    await fleetTable(db, 'transorder_details')
      .addColumn('transorder_id', 'text', (c) => c.notNull().references('transorders.id').onDelete('cascade'))
      .addColumn('seq', 'integer', (c) => c.notNull())
      .addColumn('station_id', 'text', (c) => c.references('stations.id').onDelete('set null'))
      .addColumn('station_code', 'text', (c) => c.notNull())
      .addColumn('station_graph_id', 'integer')
      .addColumn('action_id', 'text', (c) => c.references('station_actions.id').onDelete('set null'))
      .addColumn('is_send', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('update_time', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('transorder_details_order').on('transorder_details').column('transorder_id').execute();

    await fleetTable(db, 'transorder_detail_steps')
      .addColumn('transorder_detail_id', 'text', (c) => c.notNull().references('transorder_details.id').onDelete('cascade'))
      .$call(stepColumns)
      .addColumn('equipment_name', 'text')
      .addColumn('ip_address', 'text')
      .addColumn('is_send', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('warning_info', 'text')
      .addColumn('update_time', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('transorder_detail_steps_detail')
      .on('transorder_detail_steps')
      .column('transorder_detail_id')
      .execute();

    await fleetTable(db, 'call_orders')
      .addColumn('call_order_code', 'text', (c) => c.notNull())
      .addColumn('task_code', 'text')
      .addColumn('task_id', 'text')
      .addColumn('agv_id', 'text', (c) => c.references('agvs.id').onDelete('set null'))
      .addColumn('call_order_status', 'text', (c) => c.notNull().defaultTo('Init'))
      .addColumn('map_id', 'text', (c) => c.references('maps.id').onDelete('set null'))
      .addColumn('src_layout_id', 'text', (c) => c.references('layouts.id').onDelete('set null'))
      .addColumn('src_station_code', 'text')
      .addColumn('dest_layout_id', 'text', (c) => c.references('layouts.id').onDelete('set null'))
      .addColumn('dest_station_code', 'text')
      .addColumn('dest_zone_id', 'text', (c) => c.references('zones.id').onDelete('set null'))
      .addColumn('group_id', 'text', (c) => c.references('agv_groups.id').onDelete('set null'))
      .addColumn('warning_info', 'text')
      .addColumn('station_container_trans', 'text')
      .addColumn('external_code', 'text')
      .addColumn('external_line_code', 'text')
      .addColumn('external_info', 'text')
      .addColumn('task_type', 'text')
      .addColumn('call_order_type', 'text')
      .addColumn('priority', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('memo', 'text')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('update_by', 'text')
      .addColumn('update_time', 'bigint', (c) => c.notNull())
      .addUniqueConstraint('call_orders_tenant_code', ['tenant_id', 'call_order_code'])
      .execute();
    await db.schema.createIndex('call_orders_status').on('call_orders').columns(['tenant_id', 'call_order_status']).execute();

    await fleetTable(db, 'call_order_details')
      .addColumn('call_order_id', 'text', (c) => c.notNull().references('call_orders.id').onDelete('cascade'))
      .addColumn('seq', 'integer', (c) => c.notNull())
      .addColumn('station_name', 'text', (c) => c.notNull())
      .addColumn('action_name', 'text', (c) => c.notNull())
      .addColumn('is_send', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('update_time', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('call_order_details_order').on('call_order_details').column('call_order_id').execute();

    await fleetTable(db, 'order_templates')
      .addColumn('template_code', 'text', (c) => c.notNull())
      .addColumn('template_name', 'text', (c) => c.notNull())
      .addColumn('task_chain_row', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('task_type', 'text', (c) => c.notNull().defaultTo('Material'))
      .addColumn('cycle_times', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('group_id', 'text', (c) => c.references('agv_groups.id').onDelete('set null'))
      .addColumn('src_map_id', 'text', (c) => c.references('maps.id').onDelete('set null'))
      .addColumn('src_layout_id', 'text', (c) => c.references('layouts.id').onDelete('set null'))
      .addColumn('src_station_code', 'text', (c) => c.notNull())
      .addColumn('src_equipment_id', 'text', (c) => c.references('equipment.id').onDelete('set null'))
      .addColumn('dest_map_id', 'text', (c) => c.references('maps.id').onDelete('set null'))
      .addColumn('dest_layout_id', 'text', (c) => c.references('layouts.id').onDelete('set null'))
      .addColumn('dest_station_code', 'text')
      .addColumn('dest_equipment_id', 'text', (c) => c.references('equipment.id').onDelete('set null'))
      .addColumn('dest_zone_id', 'text', (c) => c.references('zones.id').onDelete('set null'))
      .addColumn('agv_id', 'text', (c) => c.references('agvs.id').onDelete('set null'))
      .addColumn('model_id', 'text', (c) => c.references('agv_models.id').onDelete('set null'))
      .addColumn('station_container_trans', 'text')
      .addColumn('task_create_interval', 'integer')
      .addColumn('task_create_time', 'bigint')
      .addColumn('external_info', 'text')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .addUniqueConstraint('order_templates_tenant_code', ['tenant_id', 'template_code'])
      .execute();

    await fleetTable(db, 'error_dict')
      .addColumn('error_code', 'text', (c) => c.notNull())
      .addColumn('error_level', 'text', (c) => c.notNull())
      .addColumn('category', 'text', (c) => c.notNull())
      .addColumn('error_name', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull())
      .addColumn('solution', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addUniqueConstraint('error_dict_tenant_code', ['tenant_id', 'error_code'])
      .execute();

    await fleetTable(db, 'error_records')
      .addColumn('agv_id', 'text', (c) => c.references('agvs.id').onDelete('cascade'))
      .addColumn('transorder_id', 'text', (c) => c.references('transorders.id').onDelete('set null'))
      .addColumn('error_code', 'text', (c) => c.notNull())
      .addColumn('error_level', 'text', (c) => c.notNull())
      .addColumn('category', 'text', (c) => c.notNull())
      .addColumn('error_type', 'text', (c) => c.notNull())
      .addColumn('error_data', 'text')
      .addColumn('error_desc', 'text')
      .addColumn('create_time', 'bigint', (c) => c.notNull())
      .addColumn('closed_time', 'bigint')
      .execute();
    await db.schema.createIndex('error_records_agv').on('error_records').columns(['agv_id', 'create_time']).execute();

    await fleetTable(db, 'vehicle_logs')
      .addColumn('agv_id', 'text', (c) => c.notNull().references('agvs.id').onDelete('cascade'))
      .addColumn('log_type', 'text', (c) => c.notNull())
      .addColumn('content', 'text', (c) => c.notNull())
      .addColumn('create_time', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('vehicle_logs_agv').on('vehicle_logs').columns(['agv_id', 'create_time']).execute();
  },
};
