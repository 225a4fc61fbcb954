import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { OPEN_TRANSORDER_STATUSES, type CallOrderAddRequest, type CallOrderDetailLine, type CreatedCallOrder, type TransorderStatus } from '@agvs/contract';
import { businessError } from '../../errors.js';
import { FLEET_USER } from '../../runtime/persist.js';
import { closeCallOrders } from './repository.js';
import { closeOrders, createTasks, type Caller } from './service.js';

type CallForm = z.output<typeof CallOrderAddRequest>;

const callOrderCode = (now: number) => `CO${now}${randomBytes(2).toString('hex').toUpperCase()}`;

/**
 * A call for material (SPEC §3 "Call order"): the transport order is created first (it checks
 * layout, stations and zone), then the call order in Init, linked by taskId/taskCode.
 */
export async function addCallOrder(app: FastifyInstance, caller: Caller, form: CallForm): Promise<CreatedCallOrder> {
  const created = await createTasks(app, caller, {
    srcLayoutId: form.srcLayoutId,
    destLayoutId: form.destLayoutId ?? form.srcLayoutId,
    srcStationCode: form.srcStationCode,
    destStationCode: form.destStationCode,
    zoneId: form.destZoneId,
    groupId: form.groupId,
    taskType: form.taskType,
    cycleTimes: 1,
    cycleTimesChecked: false,
    stationContainerTrans: form.stationContainerTrans,
    externalInfo: form.externalInfo,
    priority: form.priority,
  });
  const taskId = created.ids[0];
  const taskCode = created.transorderCodes[0];
  const now = app.clock();
  const id = randomUUID();
  const code = callOrderCode(now);
  const layout = await app.db.selectFrom('layouts').select('map_id').where('id', '=', form.srcLayoutId).executeTakeFirst();
  await app.db
    .insertInto('call_orders')
    .values({
      id, tenant_id: caller.tenantId, call_order_code: code, task_code: taskCode, task_id: taskId, agv_id: null, call_order_status: 'Init',
      map_id: layout?.map_id ?? null, src_layout_id: form.srcLayoutId, src_station_code: form.srcStationCode, dest_layout_id: form.destLayoutId ?? form.srcLayoutId,
      dest_station_code: form.destStationCode ?? null, dest_zone_id: form.destZoneId ?? null, group_id: form.groupId ?? null, warning_info: null,
      station_container_trans: form.stationContainerTrans ?? null, external_code: form.externalCode ?? null, external_line_code: form.externalLineCode ?? null,
      external_info: form.externalInfo ?? null, task_type: form.taskType, call_order_type: form.callOrderType ?? null, priority: form.priority, memo: form.memo ?? null,
      created_at: now, update_by: caller.username, update_time: now,
    })
    .execute();
  await app.db.updateTable('transorders').set({ external_code: form.externalCode ?? null }).where('id', '=', taskId).execute();
  // The transport order may have ended before the link existed (a closed layout, a fast fleet).
  await followEndedOrders(app, caller.tenantId, [taskId], caller.username);
  return { id, callOrderCode: code, taskId, taskCode };
}

/**
 * Call orders whose transport order ended (Complete or Close) go to Close, with the carrying
 * vehicle; `by` is the user who ended it (a close), else the fleet (completed on its own).
 */
export async function followEndedOrders(app: FastifyInstance, tenantId: number, orderIds: readonly string[], by = FLEET_USER): Promise<void> {
  if (!orderIds.length) return;
  const ended = await app.db
    .selectFrom('transorders')
    .select(['id', 'agv_id'])
    .where('tenant_id', '=', tenantId)
    .where('id', 'in', [...orderIds])
    .where('transorder_status', 'in', ['Complete', 'Close'])
    .execute();
  for (const o of ended) {
    await app.db
      .updateTable('call_orders')
      .set({ call_order_status: 'Close', agv_id: o.agv_id, update_by: by, update_time: app.clock() })
      .where('tenant_id', '=', tenantId)
      .where('task_id', '=', o.id)
      .where('call_order_status', '=', 'Init')
      .execute();
  }
}

/** Closes open call orders and the open transport orders made for them; returns how many call orders closed. */
export async function closeCallOrdersAndTasks(app: FastifyInstance, caller: Caller, ids: readonly string[]): Promise<number> {
  const calls = await app.db.selectFrom('call_orders').select('task_id').where('tenant_id', '=', caller.tenantId).where('id', 'in', [...ids]).where('call_order_status', '=', 'Init').execute();
  const n = await closeCallOrders(app.db, caller.tenantId, ids, caller.username, app.clock());
  const taskIds = calls.map((c) => c.task_id).filter((t): t is string => !!t);
  if (!taskIds.length) return n;
  const open = await app.db
    .selectFrom('transorders')
    .select('id')
    .where('tenant_id', '=', caller.tenantId)
    .where('id', 'in', taskIds)
    .where('transorder_status', 'in', [...OPEN_TRANSORDER_STATUSES] as TransorderStatus[])
    .execute();
  if (open.length) await closeOrders(app, caller, open.map((o) => o.id));
  return n;
}

/**
 * SPEC §3/§4 call-order detail lines: the stops of its transport order, with the station's name,
 * the stop's action and whether it is done. By the transport order's id (taskId) or, for a
 * line-side system, its externalLineCode (the latest call order with it).
 */
export async function callOrderDetail(app: FastifyInstance, tenantId: number, by: { taskId?: string; externalLineCode?: string }): Promise<CallOrderDetailLine[]> {
  let q = app.db.selectFrom('call_orders').select(['task_id']).where('tenant_id', '=', tenantId);
  q = by.taskId ? q.where('task_id', '=', by.taskId) : q.where('external_line_code', '=', by.externalLineCode ?? '');
  const call = await q.orderBy('update_time', 'desc').executeTakeFirst();
  if (!call?.task_id) throw businessError('fleet.callOrderLoadFailed');
  const order = await app.db.selectFrom('transorders').select(['layout_id', 'dest_station_code']).where('id', '=', call.task_id).executeTakeFirst();
  if (!order) throw businessError('fleet.callOrderLoadFailed');
  const rows = await app.db
    .selectFrom('transorder_details as d')
    .leftJoin('transorder_detail_steps as s', 's.transorder_detail_id', 'd.id')
    .select(['d.id', 'd.seq', 'd.station_code', 'd.is_send', 's.action_step_name'])
    .where('d.transorder_id', '=', call.task_id)
    .orderBy('d.seq')
    .orderBy('s.seq')
    .execute();
  // A zone destination's station is known once chosen (the order's dest_station_code).
  const codes = rows.map((r) => r.station_code || order.dest_station_code || '');
  const stations = await app.db
    .selectFrom('stations')
    .select(['station_code', 'station_name'])
    .where('tenant_id', '=', tenantId)
    .where('layout_id', '=', order.layout_id ?? '')
    .where('station_code', 'in', codes.length ? codes : [''])
    .execute();
  const names = new Map(stations.map((s) => [s.station_code, s.station_name]));
  const seen = new Set<string>();
  return rows.flatMap((r, i) => {
    if (seen.has(r.id)) return [];
    seen.add(r.id);
    return [{ id: r.id, seq: r.seq, stationName: names.get(codes[i]) ?? codes[i], actionName: r.action_step_name ?? '', isSend: r.is_send }];
  });
}
