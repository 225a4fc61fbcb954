import { sql } from 'kysely';
import {
  WMS_CONTAINER_STATES,
  WMS_QUALITY_STATES,
  WMS_WAREHOUSE_TYPES,
  wmsBinDetailResource,
  wmsBinResource,
  wmsContainerResource,
  wmsLocationResource,
  wmsLotResource,
  wmsTransactionResource,
  wmsWarehouseResource,
} from '@agvs/contract';
import { businessError } from '../../errors.js';
import type { LooseTrx, Row, ServerResource } from '../../resources/definition.js';
import { assertLinks, holders, referencesOf, withLinks, type Link } from '../agvRecords/references.js';
import { fieldError } from '../sysconfig/fieldError.js';
import { assertDeviceUser, deviceNames } from './devices.js';
import type { WmsTrx } from './schema.js';

const typed = (trx: LooseTrx) => trx as unknown as WmsTrx;
const tenantColumn = { kind: 'column', column: 'tenant_id' } as const;

/** Codes are unique per tenant (another tenant may use the same bin codes). */
async function assertCodeFree(trx: LooseTrx, table: string, column: string, field: string, tenantId: number, id: string, value: unknown): Promise<void> {
  const taken = await trx
    .selectFrom(table)
    .select(sql.ref('id').as('id'))
    .where(sql.ref('tenant_id'), '=', tenantId)
    .where(sql.ref(column), '=', String(value))
    .where(sql.ref('id'), '<>', id)
    .executeTakeFirst();
  if (taken) throw fieldError(field, 'wms.codeTaken');
}

/**
 * The code check before the row is written (the unique constraint would refuse it without naming
 * the field); on edit the body carries the row's id.
 */
function codeFree(column: string, field: string): NonNullable<ServerResource['prepare']> {
  return async (values, body, ctx, db) => {
    const value = values[column];
    if (value !== undefined && value !== null) {
      await assertCodeFree(db as unknown as LooseTrx, table(column), column, field, ctx.auth.tenantId, String(body['id'] ?? values['id'] ?? ''), value);
    }
    return values;
  };
}
const TABLE_OF_CODE: Readonly<Record<string, string>> = {
  warehouse_code: 'wms_warehouses',
  location_code: 'wms_locations',
  bin_code: 'wms_bins',
  container_code: 'wms_containers',
  lot_no: 'wms_lots',
};
const table = (column: string) => TABLE_OF_CODE[column]!;

function assertOneOf(field: string, value: unknown, allowed: readonly string[]): void {
  if (value !== undefined && value !== null && !allowed.includes(String(value))) throw fieldError(field, 'wms.unknownValue');
}

/** Codes of the rows of `table` whose `parent` column names one of `ids`: what keeps them from being deleted. */
async function childCodes(trx: LooseTrx, table: string, parent: string, code: string, ids: readonly string[]): Promise<string[]> {
  const rows = (await trx.selectFrom(table).select(sql.ref(code).as('code')).where(sql.ref(parent), 'in', [...ids]).orderBy(sql.ref(code)).execute()) as Row[];
  return rows.map((r) => String(r['code']));
}

/** A station code must be a station of the warehouse's layout (the fleet's vehicles deliver there). */
export async function assertStationOnLayout(trx: WmsTrx, field: string, layoutId: string | null, stationCode: string): Promise<void> {
  if (!layoutId) throw fieldError(field, 'wms.warehouseHasNoLayout');
  const st = await trx.selectFrom('stations').select('id').where('layout_id', '=', layoutId).where('station_code', '=', stationCode).executeTakeFirst();
  if (!st) throw fieldError(field, 'wms.stationNotOnLayout');
}

const warehouseLinks: readonly Link[] = [{ field: 'layoutId', table: 'layouts', column: 'layout_name', as: 'layoutName' }];

export const wmsWarehouseServerResource: ServerResource = {
  manifest: wmsWarehouseResource,
  table: 'wms_warehouses',
  prepare: codeFree('warehouse_code', 'warehouseCode'),
  columns: {
    warehouseCode: 'warehouse_code',
    warehouseName: 'warehouse_name',
    warehouseType: 'warehouse_type',
    layoutId: 'layout_id',
    deviceUserId: 'device_user_id',
    isValid: 'is_valid',
    memo: 'memo',
    createTime: 'created_at',
  },
  references: referencesOf(warehouseLinks),
  tenant: tenantColumn,
  createdColumn: 'created_at',
  updatedColumn: 'updated_at',
  afterWrite: async (trx, id, body, ctx) => {
    const t = typed(trx);
    const row = await t.selectFrom('wms_warehouses').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    await assertCodeFree(trx, 'wms_warehouses', 'warehouse_code', 'warehouseCode', ctx.auth.tenantId, id, row.warehouse_code);
    assertOneOf('warehouseType', row.warehouse_type, WMS_WAREHOUSE_TYPES);
    await assertLinks(trx, warehouseLinks, body, ctx.auth.tenantId);
    if (row.device_user_id) await assertDeviceUser(t, ctx.auth.tenantId, id, row.device_user_id);
    // A new layout must still have every location's station.
    const located = await t.selectFrom('wms_locations').select('station_code').where('warehouse_id', '=', id).where('station_code', 'is not', null).execute();
    for (const l of located) await assertStationOnLayout(t, 'layoutId', row.layout_id, l.station_code!);
  },
  beforeDelete: async (trx, ids) => {
    const codes = await childCodes(trx, 'wms_locations', 'warehouse_id', 'location_code', ids);
    if (codes.length) throw businessError('wms.warehouseInUse', { codes: holders(codes) });
  },
  decorate: async (db, tenantId, rows, t) => deviceNames(db, tenantId, await withLinks(warehouseLinks)(db, tenantId, rows), t),
};

const locationLinks: readonly Link[] = [{ field: 'warehouseId', table: 'wms_warehouses', column: 'warehouse_code', as: 'warehouseCode' }];

export const wmsLocationServerResource: ServerResource = {
  manifest: wmsLocationResource,
  table: 'wms_locations',
  prepare: codeFree('location_code', 'locationCode'),
  columns: { locationCode: 'location_code', locationName: 'location_name', warehouseId: 'warehouse_id', stationCode: 'station_code', createTime: 'created_at' },
  references: referencesOf(locationLinks),
  tenant: tenantColumn,
  createdColumn: 'created_at',
  afterWrite: async (trx, id, body, ctx) => {
    const t = typed(trx);
    await assertLinks(trx, locationLinks, body, ctx.auth.tenantId);
    const row = await t
      .selectFrom('wms_locations as l')
      .innerJoin('wms_warehouses as w', 'w.id', 'l.warehouse_id')
      .select(['l.location_code', 'l.station_code', 'w.layout_id'])
      .where('l.id', '=', id)
      .executeTakeFirstOrThrow();
    await assertCodeFree(trx, 'wms_locations', 'location_code', 'locationCode', ctx.auth.tenantId, id, row.location_code);
    if (row.station_code) await assertStationOnLayout(t, 'stationCode', row.layout_id, row.station_code);
  },
  beforeDelete: async (trx, ids) => {
    const codes = await childCodes(trx, 'wms_bins', 'location_id', 'bin_code', ids);
    if (codes.length) throw businessError('wms.locationInUse', { codes: holders(codes) });
  },
  decorate: withLinks(locationLinks),
};

const binLinks: readonly Link[] = [{ field: 'locationId', table: 'wms_locations', column: 'location_code', as: 'locationCode' }];

/** How many containers each bin holds now. */
async function containerCounts(trx: WmsTrx, binIds: readonly string[]): Promise<Map<string, number>> {
  if (!binIds.length) return new Map();
  const rows = await trx.selectFrom('wms_containers').select(['bin_id', (eb) => eb.fn.countAll().as('n')]).where('bin_id', 'in', [...binIds]).groupBy('bin_id').execute();
  return new Map(rows.map((r) => [String(r.bin_id), Number(r.n)]));
}

export const wmsBinServerResource: ServerResource = {
  manifest: wmsBinResource,
  table: 'wms_bins',
  prepare: codeFree('bin_code', 'binCode'),
  columns: { binCode: 'bin_code', locationId: 'location_id', capacity: 'capacity', containerType: 'container_type', isValid: 'is_valid', createTime: 'created_at' },
  references: referencesOf(binLinks),
  tenant: tenantColumn,
  createdColumn: 'created_at',
  afterWrite: async (trx, id, body, ctx) => {
    const t = typed(trx);
    await assertLinks(trx, binLinks, body, ctx.auth.tenantId);
    const row = await t.selectFrom('wms_bins').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    await assertCodeFree(trx, 'wms_bins', 'bin_code', 'binCode', ctx.auth.tenantId, id, row.bin_code);
    if (row.capacity < 1) throw fieldError('capacity', 'wms.capacityPositive');
    if (row.capacity < ((await containerCounts(t, [id])).get(id) ?? 0)) throw fieldError('capacity', 'wms.capacityBelowContents');
  },
  beforeDelete: async (trx, ids) => {
    const codes = await childCodes(trx, 'wms_containers', 'bin_id', 'container_code', ids);
    if (codes.length) throw businessError('wms.binInUse', { codes: holders(codes) });
  },
  decorate: async (db, tenantId, rows) => {
    const out = await withLinks(binLinks)(db, tenantId, rows);
    const ids = out.map((r) => String(r['id']));
    const counts = await containerCounts(db as unknown as WmsTrx, ids);
    const whs = ids.length
      ? await (db as unknown as WmsTrx)
          .selectFrom('wms_bins as b')
          .innerJoin('wms_locations as l', 'l.id', 'b.location_id')
          .innerJoin('wms_warehouses as w', 'w.id', 'l.warehouse_id')
          .select(['b.id', 'w.warehouse_code'])
          .where('b.id', 'in', ids)
          .execute()
      : [];
    const wh = new Map(whs.map((r) => [r.id, r.warehouse_code]));
    return out.map((r) => ({ ...r, containers: counts.get(String(r['id'])) ?? 0, warehouseCode: wh.get(String(r['id'])) ?? null }));
  },
};

/** Whether a container holds anything: its state follows unless it was blocked by hand. */
export async function stateFromStock(trx: WmsTrx, containerId: string): Promise<'empty' | 'full'> {
  const line = await trx.selectFrom('wms_stock').select('id').where('container_id', '=', containerId).executeTakeFirst();
  return line ? 'full' : 'empty';
}

export const wmsContainerServerResource: ServerResource = {
  manifest: wmsContainerResource,
  table: 'wms_containers',
  prepare: codeFree('container_code', 'containerCode'),
  columns: { containerCode: 'container_code', containerType: 'container_type', containerState: 'container_state', binId: 'bin_id', stationCode: 'station_code', updateTime: 'updated_at' },
  tenant: tenantColumn,
  createdColumn: 'created_at',
  updatedColumn: 'updated_at',
  afterWrite: async (trx, id, _body, ctx) => {
    const t = typed(trx);
    const row = await t.selectFrom('wms_containers').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    await assertCodeFree(trx, 'wms_containers', 'container_code', 'containerCode', ctx.auth.tenantId, id, row.container_code);
    assertOneOf('containerState', row.container_state, WMS_CONTAINER_STATES);
    // Only "blocked" is set by hand; empty or full is what the container holds.
    if (row.container_state !== 'blocked') {
      await t.updateTable('wms_containers').set({ container_state: await stateFromStock(t, id) }).where('id', '=', id).execute();
    }
  },
  beforeDelete: async (trx, ids) => {
    const rows = await typed(trx)
      .selectFrom('wms_stock as s')
      .innerJoin('wms_containers as c', 'c.id', 's.container_id')
      .select('c.container_code')
      .where('s.container_id', 'in', [...ids])
      .distinct()
      .execute();
    if (rows.length) throw businessError('wms.containerHasStock', { codes: holders(rows.map((r) => r.container_code)) });
  },
  decorate: async (db, tenantId, rows) => {
    const out = await withLinks([{ field: 'binId', table: 'wms_bins', column: 'bin_code', as: 'binCode' }])(db, tenantId, rows);
    const binIds = [...new Set(out.map((r) => r['binId']).filter((v): v is string => typeof v === 'string'))];
    const locs = binIds.length
      ? await (db as unknown as WmsTrx).selectFrom('wms_bins as b').innerJoin('wms_locations as l', 'l.id', 'b.location_id').select(['b.id', 'l.location_code']).where('b.id', 'in', binIds).execute()
      : [];
    const loc = new Map(locs.map((r) => [r.id, r.location_code]));
    return out.map((r) => ({ ...r, locationCode: loc.get(String(r['binId'])) ?? null }));
  },
};

const DATE = /^\d{4}-\d{2}-\d{2}$/;

export const wmsLotServerResource: ServerResource = {
  manifest: wmsLotResource,
  table: 'wms_lots',
  prepare: codeFree('lot_no', 'lotNo'),
  columns: {
    lotNo: 'lot_no',
    partNo: 'part_no',
    quantity: 'quantity',
    productionDate: 'production_date',
    expiryDate: 'expiry_date',
    supplier: 'supplier',
    qualityState: 'quality_state',
    createTime: 'created_at',
  },
  tenant: tenantColumn,
  createdColumn: 'created_at',
  afterWrite: async (trx, id, _body, ctx) => {
    const t = typed(trx);
    const row = await t.selectFrom('wms_lots').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    await assertCodeFree(trx, 'wms_lots', 'lot_no', 'lotNo', ctx.auth.tenantId, id, row.lot_no);
    assertOneOf('qualityState', row.quality_state, WMS_QUALITY_STATES);
    if (row.quantity < 0) throw fieldError('quantity', 'wms.quantityNotNegative');
    for (const [field, value] of [['productionDate', row.production_date], ['expiryDate', row.expiry_date]] as const) {
      if (value && (!DATE.test(value) || Number.isNaN(Date.parse(value)))) throw fieldError(field, 'wms.dateFormat');
    }
    if (row.production_date && row.expiry_date && row.expiry_date < row.production_date) throw fieldError('expiryDate', 'wms.expiryBeforeProduction');
    // Stock lines carry the lot's part: a corrected part number follows into them.
    await t.updateTable('wms_stock').set({ part_no: row.part_no }).where('lot_id', '=', id).execute();
  },
  beforeDelete: async (trx, ids) => {
    const rows = await typed(trx).selectFrom('wms_stock as s').innerJoin('wms_lots as l', 'l.id', 's.lot_id').select('l.lot_no').where('s.lot_id', 'in', [...ids]).distinct().execute();
    if (rows.length) throw businessError('wms.lotHasStock', { codes: holders(rows.map((r) => r.lot_no)) });
  },
};

export const wmsBinDetailServerResource: ServerResource = {
  manifest: wmsBinDetailResource,
  table: 'wms_bin_details',
  columns: {
    binId: 'bin_id',
    warehouseId: 'warehouse_id',
    warehouseCode: 'warehouse_code',
    locationCode: 'location_code',
    binCode: 'bin_code',
    containerCode: 'container_code',
    partNo: 'part_no',
    lotNo: 'lot_no',
    quantity: 'quantity',
    updateTime: 'updated_at',
  },
  tenant: tenantColumn,
};

export const wmsTransactionServerResource: ServerResource = {
  manifest: wmsTransactionResource,
  table: 'wms_transactions',
  columns: {
    createTime: 'created_at',
    txType: 'tx_type',
    containerCode: 'container_code',
    partNo: 'part_no',
    lotNo: 'lot_no',
    quantity: 'quantity',
    fromLocationCode: 'from_location_code',
    fromBinCode: 'from_bin_code',
    fromStationCode: 'from_station_code',
    toLocationCode: 'to_location_code',
    toBinCode: 'to_bin_code',
    toStationCode: 'to_station_code',
    reference: 'reference',
    userName: 'user_name',
    memo: 'memo',
  },
  tenant: tenantColumn,
};

/** Every warehouse entity on the generic routes, in the order of the contract's WMS_RESOURCES. */
export const WMS_SERVER_RESOURCES: readonly ServerResource[] = [
  wmsWarehouseServerResource,
  wmsLocationServerResource,
  wmsBinServerResource,
  wmsBinDetailServerResource,
  wmsContainerServerResource,
  wmsLotServerResource,
  wmsTransactionServerResource,
];
