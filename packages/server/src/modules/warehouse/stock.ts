import { MAX_STOCK_ROWS, type StockAnswer, type WmsOptions } from '@agvs/contract';
import type { z } from 'zod';
import type { StockQuery } from '@agvs/contract';
import { tenantDevices } from './devices.js';
import type { WmsDb } from './schema.js';

/** Stock of the tenant summed per warehouse, location, bin, part and lot (containers in bins only). */
export async function stockByLocation(db: WmsDb, tenantId: number, q: z.output<typeof StockQuery>): Promise<StockAnswer> {
  let query = db
    .selectFrom('wms_stock as s')
    .innerJoin('wms_containers as c', 'c.id', 's.container_id')
    .innerJoin('wms_bins as b', 'b.id', 'c.bin_id')
    .innerJoin('wms_locations as l', 'l.id', 'b.location_id')
    .innerJoin('wms_warehouses as w', 'w.id', 'l.warehouse_id')
    .innerJoin('wms_lots as t', 't.id', 's.lot_id')
    .select((eb) => [
      'w.id as warehouseId',
      'w.warehouse_code as warehouseCode',
      'w.warehouse_name as warehouseName',
      'l.id as locationId',
      'l.location_code as locationCode',
      'b.id as binId',
      'b.bin_code as binCode',
      's.part_no as partNo',
      't.lot_no as lotNo',
      eb.fn.sum<number | string>('s.quantity').as('quantity'),
      eb.fn.count<number | string>('s.container_id').distinct().as('containers'),
    ])
    .where('s.tenant_id', '=', tenantId);
  if (q.warehouseId) query = query.where('w.id', '=', q.warehouseId);
  if (q.locationId) query = query.where('l.id', '=', q.locationId);
  if (q.binId) query = query.where('b.id', '=', q.binId);
  if (q.partNo) query = query.where('s.part_no', '=', q.partNo);
  if (q.lotNo) query = query.where('t.lot_no', '=', q.lotNo);
  const rows = await query
    .groupBy(['w.id', 'w.warehouse_code', 'w.warehouse_name', 'l.id', 'l.location_code', 'b.id', 'b.bin_code', 's.part_no', 't.lot_no'])
    .orderBy('w.warehouse_code')
    .orderBy('l.location_code')
    .orderBy('b.bin_code')
    .orderBy('s.part_no')
    .orderBy('t.lot_no')
    .limit(MAX_STOCK_ROWS + 1)
    .execute();
  // PostgreSQL answers sums and counts as text.
  const out = rows.map((r) => ({ ...r, quantity: Number(r.quantity), containers: Number(r.containers) }));
  return { rows: out.slice(0, MAX_STOCK_ROWS), truncated: out.length > MAX_STOCK_ROWS };
}

/** The tenant's rows the warehouse forms choose from. */
export async function wmsOptions(db: WmsDb, tenantId: number): Promise<WmsOptions> {
  const [layouts, devices, warehouses, locations, bins, counts, containers, lots] = await Promise.all([
    db.selectFrom('layouts').select(['id', 'layout_code as code', 'layout_name as name']).where('tenant_id', '=', tenantId).orderBy('layout_code').execute(),
    tenantDevices(db, tenantId),
    db.selectFrom('wms_warehouses').select(['id', 'warehouse_code as code', 'warehouse_name as name']).where('tenant_id', '=', tenantId).orderBy('warehouse_code').execute(),
    db.selectFrom('wms_locations').select(['id', 'location_code as code', 'location_name as name', 'warehouse_id as warehouseId']).where('tenant_id', '=', tenantId).orderBy('location_code').execute(),
    db.selectFrom('wms_bins').select(['id', 'bin_code as code', 'location_id as locationId', 'capacity']).where('tenant_id', '=', tenantId).orderBy('bin_code').execute(),
    db.selectFrom('wms_containers').select(['bin_id', (eb) => eb.fn.countAll().as('n')]).where('tenant_id', '=', tenantId).where('bin_id', 'is not', null).groupBy('bin_id').execute(),
    db
      .selectFrom('wms_containers')
      .select(['id', 'container_code as code', 'container_type as name', 'container_state as state', 'bin_id as binId', 'station_code as stationCode'])
      .where('tenant_id', '=', tenantId)
      .orderBy('container_code')
      .execute(),
    db.selectFrom('wms_lots').select(['id', 'lot_no as code', 'part_no as name', 'quality_state as qualityState']).where('tenant_id', '=', tenantId).orderBy('lot_no').execute(),
  ]);
  const inBin = new Map(counts.map((c) => [String(c.bin_id), Number(c.n)]));
  return {
    layouts,
    devices,
    warehouses,
    locations,
    bins: bins.map((b) => ({ ...b, name: null, capacity: Number(b.capacity), containers: inBin.get(b.id) ?? 0 })),
    containers,
    lots,
  };
}
