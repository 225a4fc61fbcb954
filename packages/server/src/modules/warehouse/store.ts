import type { StoreContainer, StoreView } from '@agvs/contract';
import { forbidden } from '../../errors.js';
import type { AuthContext } from '../../plugins/auth.js';
import type { Scope } from './booking.js';
import type { WmsDb } from './schema.js';

/**
 * The warehouse the calling store client is bound to (its device user). A caller bound to no
 * warehouse of its tenant gets 403, so a token of a person, a workplace pad or another tenant's
 * device never books here.
 */
export async function storeScope(db: WmsDb, auth: AuthContext): Promise<Required<Scope>> {
  const row = await db.selectFrom('wms_warehouses').select('id').where('device_user_id', '=', auth.user.id).where('tenant_id', '=', auth.tenantId).where('is_valid', '=', 1).executeTakeFirst();
  if (!row) throw forbidden('wms.storeNotBound');
  return { warehouseId: row.id };
}

/** The store client's screen: every bin of its warehouse with the containers in it, and what may arrive. */
export async function storeView(db: WmsDb, tenantId: number, warehouseId: string, now: number): Promise<StoreView> {
  const wh = await db.selectFrom('wms_warehouses').select(['id', 'warehouse_code', 'warehouse_name', 'layout_id']).where('id', '=', warehouseId).executeTakeFirstOrThrow();
  const bins = await db
    .selectFrom('wms_bins as b')
    .innerJoin('wms_locations as l', 'l.id', 'b.location_id')
    .select(['b.id', 'b.bin_code', 'b.capacity', 'l.location_code'])
    .where('l.warehouse_id', '=', warehouseId)
    .where('b.is_valid', '=', 1)
    .orderBy('l.location_code')
    .orderBy('b.bin_code')
    .execute();
  const stations = (await db.selectFrom('wms_locations').select('station_code').where('warehouse_id', '=', warehouseId).where('station_code', 'is not', null).execute()).map((r) => r.station_code!);
  let containerQuery = db.selectFrom('wms_containers').selectAll().where('tenant_id', '=', tenantId);
  const binIds = bins.map((b) => b.id);
  containerQuery = containerQuery.where((eb) => {
    const inBins = binIds.length ? [eb('bin_id', 'in', binIds)] : [];
    // Arriving: in no bin, and nowhere yet or at a station of one of this warehouse's locations.
    const atOwnStation = stations.length && wh.layout_id ? [eb.and([eb('layout_id', '=', wh.layout_id), eb('station_code', 'in', stations)])] : [];
    return eb.or([...inBins, eb.and([eb('bin_id', 'is', null), eb.or([eb('station_code', 'is', null), ...atOwnStation])])]);
  });
  const containers = await containerQuery.orderBy('container_code').execute();
  const ids = containers.map((c) => c.id);
  const lines = ids.length
    ? await db
        .selectFrom('wms_stock as s')
        .innerJoin('wms_lots as t', 't.id', 's.lot_id')
        .select(['s.container_id', 's.lot_id', 't.lot_no', 's.part_no', 's.quantity'])
        .where('s.container_id', 'in', ids)
        .orderBy('t.lot_no')
        .execute()
    : [];
  const shown = (c: (typeof containers)[number]): StoreContainer => ({
    id: c.id,
    code: c.container_code,
    state: c.container_state,
    stationCode: c.station_code,
    lines: lines.filter((l) => l.container_id === c.id).map((l) => ({ lotId: l.lot_id, lotNo: l.lot_no, partNo: l.part_no, quantity: Number(l.quantity) })),
  });
  const lots = await db
    .selectFrom('wms_lots')
    .select(['id', 'lot_no as code', 'part_no as name', 'quality_state as qualityState'])
    .where('tenant_id', '=', tenantId)
    .where('quality_state', '<>', 'blocked')
    .orderBy('lot_no')
    .execute();
  return {
    warehouseId: wh.id,
    warehouseCode: wh.warehouse_code,
    warehouseName: wh.warehouse_name,
    bins: bins.map((b) => ({ id: b.id, code: b.bin_code, locationCode: b.location_code, capacity: Number(b.capacity), containers: containers.filter((c) => c.bin_id === b.id).map(shown) })),
    arriving: containers.filter((c) => !c.bin_id).map(shown),
    lots,
    at: now,
  };
}
