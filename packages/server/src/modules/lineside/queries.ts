import type { Kysely } from 'kysely';
import type { DeliveryCarriage, DeliveryStatus, LinesideChoice, LinesideOptions } from '@agvs/contract';
import type { Database } from '../../db/schema.js';

const choice = (id: string, code: string, name: string): LinesideChoice => ({ value: id, label: `${code} - ${name}` });

/** What the line-side forms choose from, the caller's tenant only. */
export async function linesideOptions(db: Kysely<Database>, tenantId: number): Promise<LinesideOptions> {
  const [workplaces, partNumbers, boms, lines, lineZones, layouts, groups] = await Promise.all([
    db.selectFrom('workplaces').select(['id', 'workplace_code as code', 'workplace_name as name']).where('tenant_id', '=', tenantId).orderBy('workplace_code').execute(),
    db.selectFrom('les_part_number').select(['id', 'code', 'name']).where('tenant_id', '=', tenantId).where('is_valid', '=', 1).orderBy('code').execute(),
    db.selectFrom('les_bom').select(['id', 'code', 'name', 'version']).where('tenant_id', '=', tenantId).orderBy('code').execute(),
    db.selectFrom('les_line').select(['id', 'code', 'name']).where('tenant_id', '=', tenantId).orderBy('code').execute(),
    db.selectFrom('les_line_zone').select(['id', 'code', 'name']).where('tenant_id', '=', tenantId).orderBy('code').execute(),
    db.selectFrom('layouts').select(['id', 'layout_code as code', 'layout_name as name']).where('tenant_id', '=', tenantId).orderBy('layout_code').execute(),
    db.selectFrom('agv_groups').select(['id', 'group_code as code', 'group_name as name']).where('tenant_id', '=', tenantId).orderBy('group_code').execute(),
  ]);
  return {
    workplaces: workplaces.map((r) => choice(r.id, r.code, r.name)),
    partNumbers: partNumbers.map((r) => choice(r.id, r.code, r.name)),
    boms: boms.map((r) => choice(r.id, `${r.code} ${r.version}`, r.name)),
    lines: lines.map((r) => choice(r.id, r.code, r.name)),
    lineZones: lineZones.map((r) => choice(r.id, r.code, r.name)),
    layouts: layouts.map((r) => choice(r.id, r.code, r.name)),
    groups: groups.map((r) => choice(r.id, r.code, r.name)),
  };
}

/** A delivery order's containers with their call and transport orders as they stand now. */
export async function deliveryCarriages(db: Kysely<Database>, tenantId: number, deliveryId: string): Promise<DeliveryCarriage[]> {
  const rows = await db
    .selectFrom('les_delivery_call as c')
    .innerJoin('les_delivery_detail as d', 'd.id', 'c.delivery_detail_id')
    .innerJoin('les_require_order as r', 'r.id', 'd.require_order_id')
    .leftJoin('call_orders as co', 'co.id', 'c.call_order_id')
    .leftJoin('transorders as t', 't.id', 'c.transorder_id')
    .leftJoin('agvs as a', 'a.id', 't.agv_id')
    .select(['c.id', 'c.delivery_detail_id', 'c.seq', 'c.status', 'c.call_order_id', 'c.transorder_id', 'r.code', 'co.call_order_code', 't.transorder_code', 't.transorder_status', 'a.agv_name', 't.src_station_code', 't.dest_station_code'])
    .where('c.tenant_id', '=', tenantId)
    .where('d.delivery_order_id', '=', deliveryId)
    .orderBy('r.code')
    .orderBy('c.seq')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    detailId: r.delivery_detail_id,
    requireOrderCode: r.code,
    seq: r.seq,
    status: r.status as DeliveryStatus,
    callOrderId: r.call_order_id,
    callOrderCode: r.call_order_code,
    transorderId: r.transorder_id,
    transorderCode: r.transorder_code,
    transorderStatus: r.transorder_status,
    agvName: r.agv_name,
    srcStationCode: r.src_station_code,
    destStationCode: r.dest_station_code,
  }));
}
