import type { Kysely } from 'kysely';
import type { CallOrder, Transorder, TransorderDetailStep } from '@agvs/contract';
import type { Database } from '../../db/schema.js';

type Db = Kysely<Database>;

/** Sort columns of the order list (a whitelist: no column name ever comes from the client). */
const ORDER_COLUMNS = {
  releaseTime: 't.release_time',
  startTime: 't.start_time',
  endTime: 't.end_time',
  updateTime: 't.update_time',
  transorderCode: 't.transorder_code',
  transorderStatus: 't.transorder_status',
} as const;

export interface OrderFilter {
  readonly layoutId?: string;
  readonly statuses: readonly string[];
  readonly srcStationCode?: string;
  readonly destStationCode?: string;
  readonly taskCode?: string;
  readonly agvId?: string;
  readonly releaseTimeBegin?: number;
  readonly releaseTimeEnd?: number;
  readonly ids?: readonly string[];
}

function ordersQuery(db: Db, tenantId: number, f: OrderFilter) {
  let q = db
    .selectFrom('transorders as t')
    .leftJoin('agvs as a', 'a.id', 't.agv_id')
    .leftJoin('layouts as l', 'l.id', 't.layout_id')
    .leftJoin('maps as m', 'm.id', 't.map_id')
    .leftJoin('agv_groups as g', 'g.id', 't.group_id')
    .leftJoin('zones as sz', 'sz.id', 't.src_zone_id')
    .leftJoin('zones as dz', 'dz.id', 't.dest_zone_id')
    .leftJoin('equipment as se', 'se.id', 't.src_equipment_id')
    .leftJoin('equipment as de', 'de.id', 't.dest_equipment_id')
    .where('t.tenant_id', '=', tenantId);
  if (f.layoutId) q = q.where('t.layout_id', '=', f.layoutId);
  if (f.statuses.length) q = q.where('t.transorder_status', 'in', [...f.statuses]);
  if (f.srcStationCode) q = q.where('t.src_station_code', '=', f.srcStationCode);
  if (f.destStationCode) q = q.where('t.dest_station_code', '=', f.destStationCode);
  if (f.taskCode) q = q.where('t.task_code', '=', f.taskCode);
  if (f.agvId) q = q.where('t.agv_id', '=', f.agvId);
  if (f.releaseTimeBegin !== undefined) q = q.where('t.release_time', '>=', f.releaseTimeBegin);
  if (f.releaseTimeEnd !== undefined) q = q.where('t.release_time', '<=', f.releaseTimeEnd);
  if (f.ids) q = q.where('t.id', 'in', [...f.ids]);
  return q;
}

export async function listOrders(
  db: Db,
  tenantId: number,
  f: OrderFilter,
  page: { pageNo: number; pageSize: number; column: keyof typeof ORDER_COLUMNS; order: 'asc' | 'desc' },
): Promise<{ records: Transorder[]; total: number }> {
  const total = await ordersQuery(db, tenantId, f)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const records = await ordersQuery(db, tenantId, f)
    .select([
      't.id', 't.task_code as taskCode', 't.transorder_code as transorderCode', 't.transorder_status as transorderStatus', 't.seq',
      't.agv_id as agvId', 'a.agv_name as agvName', 'm.map_name as mapName', 'l.layout_name as layoutName', 't.layout_id as layoutId',
      't.group_id as groupId', 'g.group_name as groupName', 'g.group_code as groupCode', 't.src_station_code as srcStationCode',
      'sz.zone_name as srcZoneName', 'se.equipment_name as srcEquipmentName', 't.dest_station_code as destStationCode',
      'dz.zone_name as destZoneName', 'de.equipment_name as destEquipmentName', 't.transorder_type as transorderType',
      't.agv_strategy as agvStrategy', 't.warning_info as warningInfo', 't.station_container_trans as stationContainerTrans',
      't.release_time as releaseTime', 't.start_time as startTime', 't.end_time as endTime', 't.external_code as externalCode',
      't.external_info as externalInfo', 't.update_by as updateBy', 't.update_time as updateTime',
    ])
    .orderBy(ORDER_COLUMNS[page.column], page.order)
    .orderBy('t.seq', page.order)
    .orderBy('t.id')
    .limit(page.pageSize)
    .offset((page.pageNo - 1) * page.pageSize)
    .execute();
  return { records, total: Number(total.n) };
}

export async function orderById(db: Db, tenantId: number, id: string): Promise<Transorder | undefined> {
  const { records } = await listOrders(db, tenantId, { statuses: [], ids: [id] }, { pageNo: 1, pageSize: 1, column: 'releaseTime', order: 'desc' });
  return records[0];
}

export async function orderRows(db: Db, tenantId: number, ids: readonly string[]) {
  return db.selectFrom('transorders').select(['id', 'layout_id', 'transorder_status', 'transorder_code']).where('tenant_id', '=', tenantId).where('id', 'in', [...ids]).execute();
}

export async function stepsOf(db: Db, tenantId: number, detailId: string): Promise<TransorderDetailStep[]> {
  return db
    .selectFrom('transorder_detail_steps')
    .select([
      'id', 'seq', 'action_step_code as actionStepCode', 'action_step_name as actionStepName', 'action_step_type as actionStepType',
      'action_step_para as actionStepPara', 'action_step_para1 as actionStepPara1', 'action_step_para2 as actionStepPara2',
      'action_success_jump as actionSuccessJump', 'action_fail_jump as actionFailJump', 'equipment_name as equipmentName',
      'ip_address as ipAddress', 'is_send as isSend', 'warning_info as warningInfo', 'update_time as updateTime',
    ])
    .where('tenant_id', '=', tenantId)
    .where('transorder_detail_id', '=', detailId)
    .orderBy('seq')
    .execute();
}

const CALL_COLUMNS = { updateTime: 'c.update_time', callOrderCode: 'c.call_order_code' } as const;

export async function listCallOrders(
  db: Db,
  tenantId: number,
  f: { callOrderStatus?: string; srcLayoutId?: string },
  page: { pageNo: number; pageSize: number; column: keyof typeof CALL_COLUMNS; order: 'asc' | 'desc' },
): Promise<{ records: CallOrder[]; total: number }> {
  let q = db
    .selectFrom('call_orders as c')
    .leftJoin('agvs as a', 'a.id', 'c.agv_id')
    .leftJoin('maps as m', 'm.id', 'c.map_id')
    .leftJoin('layouts as sl', 'sl.id', 'c.src_layout_id')
    .leftJoin('layouts as dl', 'dl.id', 'c.dest_layout_id')
    .leftJoin('zones as dz', 'dz.id', 'c.dest_zone_id')
    .leftJoin('agv_groups as g', 'g.id', 'c.group_id')
    .where('c.tenant_id', '=', tenantId);
  if (f.callOrderStatus) q = q.where('c.call_order_status', '=', f.callOrderStatus);
  if (f.srcLayoutId) q = q.where('c.src_layout_id', '=', f.srcLayoutId);
  const total = await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const records = await q
    .select([
      'c.id', 'c.call_order_code as callOrderCode', 'c.task_code as taskCode', 'c.task_id as taskId', 'a.agv_code as agvCode', 'a.agv_name as agvName',
      'c.call_order_status as callOrderStatus', 'm.map_name as mapName', 'c.src_layout_id as srcLayoutId', 'sl.layout_name as srcLayoutName',
      'c.src_station_code as srcStationCode', 'c.dest_layout_id as destLayoutId', 'dl.layout_name as destLayoutName',
      'c.dest_station_code as destStationCode', 'dz.zone_name as destZoneName', 'g.group_code as groupCode', 'g.group_name as groupName',
      'c.warning_info as warningInfo', 'c.station_container_trans as stationContainerTrans', 'c.external_code as externalCode',
      'c.external_line_code as externalLineCode', 'c.external_info as externalInfo', 'c.task_type as taskType', 'c.call_order_type as callOrderType', 'c.priority', 'c.memo', 'c.update_by as updateBy',
      'c.update_time as updateTime',
    ])
    .orderBy(CALL_COLUMNS[page.column], page.order)
    .orderBy('c.id')
    .limit(page.pageSize)
    .offset((page.pageNo - 1) * page.pageSize)
    .execute();
  return { records, total: Number(total.n) };
}

/** Closes open call orders (Init); returns how many were closed. */
export async function closeCallOrders(db: Db, tenantId: number, ids: readonly string[], by: string, now: number): Promise<number> {
  const r = await db
    .updateTable('call_orders')
    .set({ call_order_status: 'Close', update_by: by, update_time: now })
    .where('tenant_id', '=', tenantId)
    .where('id', 'in', [...ids])
    .where('call_order_status', '=', 'Init')
    .executeTakeFirst();
  return Number(r.numUpdatedRows);
}
