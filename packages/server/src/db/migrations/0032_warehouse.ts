import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Warehouses (issue 16, docs/warehouse.md): warehouses on a layout, their locations (optionally at
 * a station) and bins, containers, lots, the stock of each lot in each container, and the
 * journal of every booking. Codes are unique per tenant. The journal keeps codes, not ids, so a
 * deleted bin or lot leaves its history readable. Bin details are a view of the stock.
 */
export const warehouse: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('wms_warehouses')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
      .addColumn('warehouse_code', 'text', (c) => c.notNull())
      .addColumn('warehouse_name', 'text', (c) => c.notNull())
      .addColumn('warehouse_type', 'text', (c) => c.notNull())
      .addColumn('layout_id', 'text', (c) => c.references('layouts.id').onDelete('set null'))
      .addColumn('device_user_id', 'text', (c) => c.unique())
      .addColumn('is_valid', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('memo', 'text')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .addUniqueConstraint('wms_warehouses_tenant_code', ['tenant_id', 'warehouse_code'])
      .execute();
    await db.schema
      .createTable('wms_locations')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
      .addColumn('location_code', 'text', (c) => c.notNull())
      .addColumn('location_name', 'text', (c) => c.notNull())
      .addColumn('warehouse_id', 'text', (c) => c.notNull().references('wms_warehouses.id'))
      .addColumn('station_code', 'text')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addUniqueConstraint('wms_locations_tenant_code', ['tenant_id', 'location_code'])
      .execute();
    await db.schema
      .createTable('wms_bins')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
      .addColumn('bin_code', 'text', (c) => c.notNull())
      .addColumn('location_id', 'text', (c) => c.notNull().references('wms_locations.id'))
      .addColumn('capacity', 'integer', (c) => c.notNull())
      .addColumn('container_type', 'text')
      .addColumn('is_valid', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addUniqueConstraint('wms_bins_tenant_code', ['tenant_id', 'bin_code'])
      .execute();
    await db.schema
      .createTable('wms_containers')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
      .addColumn('container_code', 'text', (c) => c.notNull())
      .addColumn('container_type', 'text', (c) => c.notNull())
      .addColumn('container_state', 'text', (c) => c.notNull())
      .addColumn('bin_id', 'text', (c) => c.references('wms_bins.id'))
      // At a station without a bin (a vehicle brought it where no location is): the layout and station.
      .addColumn('layout_id', 'text')
      .addColumn('station_code', 'text')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .addUniqueConstraint('wms_containers_tenant_code', ['tenant_id', 'container_code'])
      .execute();
    await db.schema.createIndex('wms_containers_bin').on('wms_containers').column('bin_id').execute();
    await db.schema
      .createTable('wms_lots')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
      .addColumn('lot_no', 'text', (c) => c.notNull())
      .addColumn('part_no', 'text', (c) => c.notNull())
      .addColumn('quantity', 'integer', (c) => c.notNull())
      .addColumn('production_date', 'text')
      .addColumn('expiry_date', 'text')
      .addColumn('supplier', 'text')
      .addColumn('quality_state', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addUniqueConstraint('wms_lots_tenant_lot', ['tenant_id', 'lot_no'])
      .execute();
    await db.schema
      .createTable('wms_stock')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
      .addColumn('container_id', 'text', (c) => c.notNull().references('wms_containers.id'))
      .addColumn('lot_id', 'text', (c) => c.notNull().references('wms_lots.id'))
      .addColumn('part_no', 'text', (c) => c.notNull())
      .addColumn('quantity', 'integer', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .addUniqueConstraint('wms_stock_container_lot', ['container_id', 'lot_id'])
      .addCheckConstraint('wms_stock_positive', sql`quantity > 0`)
      .execute();
    await db.schema
      .createTable('wms_transactions')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('tx_type', 'text', (c) => c.notNull())
      .addColumn('container_id', 'text', (c) => c.notNull())
      .addColumn('container_code', 'text', (c) => c.notNull())
      .addColumn('part_no', 'text')
      .addColumn('lot_no', 'text')
      .addColumn('quantity', 'integer')
      .addColumn('from_location_code', 'text')
      .addColumn('from_bin_code', 'text')
      .addColumn('from_station_code', 'text')
      .addColumn('to_location_code', 'text')
      .addColumn('to_bin_code', 'text')
      .addColumn('to_station_code', 'text')
      .addColumn('reference', 'text')
      .addColumn('user_name', 'text')
      .addColumn('memo', 'text')
      .execute();
    await db.schema.createIndex('wms_transactions_tenant_time').on('wms_transactions').columns(['tenant_id', 'created_at']).execute();
    await db.schema.createIndex('wms_transactions_reference').on('wms_transactions').columns(['tenant_id', 'reference']).execute();
    await sql`
      CREATE VIEW wms_bin_details AS
      SELECT s.id, s.tenant_id, c.bin_id, l.warehouse_id, w.warehouse_code, l.location_code, b.bin_code,
             c.container_code, s.part_no, t.lot_no, s.quantity, s.updated_at
      FROM wms_stock s
      JOIN wms_containers c ON c.id = s.container_id
      JOIN wms_bins b ON b.id = c.bin_id
      JOIN wms_locations l ON l.id = b.location_id
      JOIN wms_warehouses w ON w.id = l.warehouse_id
      JOIN wms_lots t ON t.id = s.lot_id
    `.execute(db);
  },
};
