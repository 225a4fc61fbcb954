import { OPEN_TRANSORDER_STATUSES, equipmentResource, type TransorderStatus } from '@agvs/contract';
import { businessError } from '../../errors.js';
import type { Row, ServerResource } from '../../resources/definition.js';
import { assertCodeFree, layoutOf, nameList, stationIdOf, text, writtenLayoutId, type Db } from './lookups.js';
import { layoutNames, stationCodes } from './names.js';

/** Custom info is a JSON object of name-value pairs (the equipment tooltip shows them, SPEC §2). */
function checkCustomInfo(value: unknown): void {
  const info = text(value);
  if (info === null) return;
  let parsed: unknown;
  try {
    parsed = JSON.parse(info);
  } catch {
    throw businessError('agvSite.customInfoNotObject');
  }
  const pairs = parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? Object.values(parsed) : null;
  if (!pairs || !pairs.every((v) => ['string', 'number', 'boolean'].includes(typeof v))) throw businessError('agvSite.customInfoNotObject');
}

/** Doors, conveyors, lifts of the caller's layouts, each optionally at a station of its layout. */
export const equipmentServerResource: ServerResource = {
  manifest: equipmentResource,
  table: 'equipment',
  columns: {
    layoutId: 'layout_id',
    equipmentCode: 'equipment_code',
    equipmentName: 'equipment_name',
    brandName: 'brand_name',
    modelName: 'model_name',
    ipAddress: 'ip_address',
    customInfo: 'custom_info',
    createTime: 'created_at',
  },
  tenant: { kind: 'column', column: 'tenant_id' },
  createdColumn: 'created_at',
  prepare: async (values, body, ctx, db) => {
    const layoutId = await writtenLayoutId(db, 'equipment', body);
    if (ctx.mode === 'add') await layoutOf(db, ctx.auth.tenantId, layoutId);
    const exceptId = ctx.mode === 'edit' ? String(body['id']) : undefined;
    await assertCodeFree(db, { table: 'equipment', column: 'equipment_code', scope: { layout_id: layoutId } }, 'equipmentCode', String(body['equipmentCode']), exceptId);
    checkCustomInfo(body['customInfo']);
    const stationCode = text(body['stationCode']);
    if (stationCode !== null) values['station_id'] = await stationIdOf(db, ctx.auth.tenantId, layoutId, stationCode);
    else if (Object.hasOwn(body, 'stationCode') || ctx.mode === 'add') values['station_id'] = null;
    return values;
  },
  beforeDelete: async (trx, ids) => {
    const db = trx as unknown as Db;
    const orders = await db
      .selectFrom('transorders as t')
      .innerJoin('equipment as e', (j) => j.on((eb) => eb.or([eb('e.id', '=', eb.ref('t.src_equipment_id')), eb('e.id', '=', eb.ref('t.dest_equipment_id'))])))
      .select(['e.equipment_code', 't.transorder_code'])
      .where('e.id', 'in', [...ids])
      .where('t.transorder_status', 'in', [...OPEN_TRANSORDER_STATUSES] as TransorderStatus[])
      .orderBy('e.equipment_code')
      .execute();
    const first = orders[0];
    if (first) {
      const held = orders.filter((o) => o.equipment_code === first.equipment_code).map((o) => o.transorder_code);
      throw businessError('agvSite.equipmentOnOrder', { equipmentCode: first.equipment_code, orders: nameList(held) });
    }
  },
  decorate: async (db, tenantId, rows) => {
    if (!rows.length) return [];
    const stored = await db.selectFrom('equipment').select(['id', 'station_id']).where('tenant_id', '=', tenantId).where('id', 'in', rows.map((r) => String(r['id']))).execute();
    const stationOf = new Map(stored.map((s) => [s.id, s.station_id]));
    const codes = await stationCodes(db, stored.map((s) => s.station_id));
    const withStations = rows.map((r): Row => {
      const stationId = stationOf.get(String(r['id']));
      return { ...r, stationCode: stationId ? codes.get(stationId)?.code ?? null : null };
    });
    return layoutNames(db, tenantId, 'equipment', withStations);
  },
};
