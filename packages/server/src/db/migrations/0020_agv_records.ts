import type { CreateTableBuilder, Kysely, Migration } from 'kysely';

/** A tenant's row: text id, tenant column that goes with its tenant. */
function tenantTable(db: Kysely<unknown>, name: string): CreateTableBuilder<string, 'id' | 'tenant_id'> {
  return db.schema
    .createTable(name)
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'));
}

/**
 * AGV records of issue 13 (docs/agv-pages.md "Records"): the interface log, periods and idle
 * charging, task locks, and how vehicles and equipment are connected (adapters). Rows that name a
 * vehicle, group, model, layout or piece of equipment go with it (cascade), so those deletes keep
 * their own rules.
 */
export const agvRecords: Migration = {
  async up(db: Kysely<unknown>) {
    await tenantTable(db, 'interface_logs')
      .addColumn('caller', 'text', (c) => c.notNull())
      .addColumn('method', 'text', (c) => c.notNull())
      .addColumn('path', 'text', (c) => c.notNull())
      .addColumn('body_summary', 'text')
      .addColumn('status', 'integer', (c) => c.notNull())
      .addColumn('success', 'integer', (c) => c.notNull())
      .addColumn('message', 'text')
      .addColumn('duration_ms', 'integer', (c) => c.notNull())
      .addColumn('ip', 'text')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('interface_logs_time').on('interface_logs').columns(['tenant_id', 'created_at']).execute();

    await tenantTable(db, 'periods')
      .addColumn('period_code', 'text', (c) => c.notNull())
      .addColumn('period_name', 'text', (c) => c.notNull())
      .addColumn('period_type', 'text', (c) => c.notNull())
      .addColumn('start_time', 'text', (c) => c.notNull())
      .addColumn('end_time', 'text', (c) => c.notNull())
      .addColumn('memo', 'text')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .addUniqueConstraint('periods_tenant_code', ['tenant_id', 'period_code'])
      .execute();

    await tenantTable(db, 'free_charge_configs')
      .addColumn('config_code', 'text', (c) => c.notNull())
      .addColumn('config_name', 'text', (c) => c.notNull())
      .addColumn('period_id', 'text', (c) => c.notNull().references('periods.id'))
      .addColumn('group_id', 'text', (c) => c.references('agv_groups.id').onDelete('cascade'))
      .addColumn('model_id', 'text', (c) => c.references('agv_models.id').onDelete('cascade'))
      .addColumn('battery_below', 'integer', (c) => c.notNull())
      .addColumn('charge_until', 'integer', (c) => c.notNull())
      .addColumn('is_valid', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .addUniqueConstraint('free_charge_configs_tenant_code', ['tenant_id', 'config_code'])
      .execute();

    await tenantTable(db, 'task_locks')
      .addColumn('lock_type', 'text', (c) => c.notNull())
      .addColumn('layout_id', 'text', (c) => c.references('layouts.id').onDelete('cascade'))
      .addColumn('station_code', 'text')
      .addColumn('agv_id', 'text', (c) => c.references('agvs.id').onDelete('cascade'))
      .addColumn('reason', 'text', (c) => c.notNull())
      .addColumn('is_valid', 'integer', (c) => c.notNull())
      .addColumn('create_by', 'text')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();

    await tenantTable(db, 'adapters')
      .addColumn('adapter_code', 'text', (c) => c.notNull())
      .addColumn('adapter_name', 'text', (c) => c.notNull())
      .addColumn('agv_id', 'text', (c) => c.references('agvs.id').onDelete('cascade'))
      .addColumn('protocol', 'text', (c) => c.notNull())
      .addColumn('broker_url', 'text')
      .addColumn('interface_name', 'text')
      .addColumn('manufacturer', 'text')
      .addColumn('serial_number', 'text')
      .addColumn('protocol_version', 'text')
      .addColumn('is_valid', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .addUniqueConstraint('adapters_tenant_code', ['tenant_id', 'adapter_code'])
      // One connection per vehicle (null: an adapter not yet given to a vehicle).
      .addUniqueConstraint('adapters_agv', ['agv_id'])
      .execute();

    await tenantTable(db, 'adapter_equipment')
      .addColumn('adapter_code', 'text', (c) => c.notNull())
      .addColumn('adapter_name', 'text', (c) => c.notNull())
      .addColumn('equipment_id', 'text', (c) => c.references('equipment.id').onDelete('cascade'))
      .addColumn('protocol', 'text', (c) => c.notNull())
      .addColumn('address', 'text')
      .addColumn('interface_name', 'text')
      .addColumn('manufacturer', 'text')
      .addColumn('serial_number', 'text')
      .addColumn('protocol_version', 'text')
      .addColumn('is_valid', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .addUniqueConstraint('adapter_equipment_tenant_code', ['tenant_id', 'adapter_code'])
      .addUniqueConstraint('adapter_equipment_equipment', ['equipment_id'])
      .execute();

    // The stretches between two stations a vehicle drove for an order (written by the fleet runtime).
    await tenantTable(db, 'transorder_segments')
      .addColumn('transorder_id', 'text', (c) => c.notNull().references('transorders.id').onDelete('cascade'))
      .addColumn('agv_id', 'text', (c) => c.references('agvs.id').onDelete('set null'))
      .addColumn('seq', 'integer', (c) => c.notNull())
      .addColumn('src_station_code', 'text', (c) => c.notNull())
      .addColumn('dest_station_code', 'text', (c) => c.notNull())
      .addColumn('start_time', 'bigint', (c) => c.notNull())
      .addColumn('end_time', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('transorder_segments_order').on('transorder_segments').columns(['transorder_id', 'seq']).execute();

    // The server's own parts (tenant null: the installation's, e.g. the database) and their status.
    const partTable = (name: string) =>
      db.schema
        .createTable(name)
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('tenant_id', 'integer', (c) => c.references('tenants.id').onDelete('cascade'));
    await partTable('modules')
      .addColumn('module_code', 'text', (c) => c.notNull())
      .addColumn('module_name', 'text', (c) => c.notNull())
      .addColumn('module_type', 'text', (c) => c.notNull())
      .addColumn('layout_id', 'text', (c) => c.references('layouts.id').onDelete('cascade'))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    // One row per module (id = the module's id): its status now and since when.
    await partTable('module_statuses')
      .addColumn('module_id', 'text', (c) => c.notNull().references('modules.id').onDelete('cascade'))
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('message', 'text')
      .addColumn('since', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();
    await partTable('module_status_items')
      .addColumn('module_id', 'text', (c) => c.notNull().references('modules.id').onDelete('cascade'))
      .addColumn('item_code', 'text', (c) => c.notNull())
      .addColumn('item_value', 'text', (c) => c.notNull())
      .addColumn('unit', 'text')
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();
    await partTable('module_status_logs')
      .addColumn('module_id', 'text', (c) => c.notNull().references('modules.id').onDelete('cascade'))
      .addColumn('from_status', 'text')
      .addColumn('to_status', 'text', (c) => c.notNull())
      .addColumn('message', 'text')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('module_status_logs_time').on('module_status_logs').columns(['module_id', 'created_at']).execute();
  },
  async down(db: Kysely<unknown>) {
    for (const table of ['module_status_logs', 'module_status_items', 'module_statuses', 'modules', 'transorder_segments', 'adapter_equipment', 'adapters', 'task_locks', 'free_charge_configs', 'periods', 'interface_logs']) {
      await db.schema.dropTable(table).ifExists().execute();
    }
  },
};
