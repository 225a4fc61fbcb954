import type { FastifyInstance } from 'fastify';
import { orderId } from '@agvs/core';
import type { CreatedOrders } from '@agvs/contract';
import { businessError } from '../../errors.js';
import { CommandRejected } from '../../runtime/fleet-runtime.js';
import { parseStrategy, restoredOrder } from '../../runtime/restore.js';
import { createTasks, runtimeOf, type Caller } from './service.js';

/** Statuses a copy may be made from (SPEC §4: "only farmed or closed tasks can be copied"). */
const COPYABLE = ['Complete', 'Close'];

async function orderRow(app: FastifyInstance, tenantId: number, id: string) {
  const row = await app.db.selectFrom('transorders').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst();
  if (!row) throw businessError('fleet.orderNotFound');
  return row;
}

/**
 * SPEC §4: a manually closed order goes back to Init and is dispatched again, from its source,
 * by any fitting vehicle (a zone destination is chosen anew). Its stops and steps are pending
 * again. The fleet keeps closed orders of this run; one closed before a restart is added anew.
 */
export async function recoverOrder(app: FastifyInstance, caller: Caller, id: string): Promise<void> {
  const row = await orderRow(app, caller.tenantId, id);
  if (row.transorder_status !== 'Close') throw businessError('fleet.orderNotRecoverable', { code: row.transorder_code, status: row.transorder_status });
  const rt = runtimeOf(app, caller.tenantId, row.layout_id ?? '');
  const now = app.clock();
  const destStation = row.dest_zone_id ? null : row.dest_station_code;
  const resetRows = async () => {
    await app.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('transorders')
        .set({ transorder_status: 'Init', agv_id: null, dest_station_code: destStation, start_time: null, end_time: null, warning_info: null, release_time: now, reassigned: 0, update_by: caller.username, update_time: now })
        .where('id', '=', row.id)
        .execute();
      const details = trx.selectFrom('transorder_details').select('id').where('transorder_id', '=', row.id);
      await trx.updateTable('transorder_detail_steps').set({ is_send: 0, update_time: now }).where('transorder_detail_id', 'in', details).execute();
      await trx.updateTable('transorder_details').set({ is_send: 0, update_time: now }).where('transorder_id', '=', row.id).execute();
    });
  };
  const known = rt.fleet.orders.some((o) => o.id === row.id);
  const strategy = parseStrategy(row.agv_strategy);
  const order = restoredOrder(
    { ...row, transorder_status: 'Init', agv_id: null, dest_station_code: destStation, release_time: now, priority: strategy.priority ?? null, model_id: strategy.modelId ?? null, named_agv: strategy.agvId ?? null },
  );
  if (!known && !order) throw businessError('fleet.orderNotRecoverable', { code: row.transorder_code, status: row.transorder_status });
  try {
    await rt.command(known ? { type: 'recoverOrder', order: orderId(row.id) } : { type: 'addOrder', order: order! }, resetRows, caller.username);
  } catch (err) {
    if (err instanceof CommandRejected) throw businessError('fleet.commandRejected', { reason: err.reason });
    throw err;
  }
}

/** SPEC §4: a new Init order with the same stops, constraints and task data as a finished one. */
export async function copyOrder(app: FastifyInstance, caller: Caller, id: string): Promise<CreatedOrders> {
  const row = await orderRow(app, caller.tenantId, id);
  if (!COPYABLE.includes(row.transorder_status)) throw businessError('fleet.orderNotCopyable', { code: row.transorder_code, status: row.transorder_status });
  const strategy = parseStrategy(row.agv_strategy);
  const layout = row.layout_id ?? '';
  return createTasks(app, caller, {
    srcLayoutId: layout,
    destLayoutId: layout,
    srcStationCode: row.src_station_code ?? '',
    srcEquipmentId: row.src_equipment_id,
    // A zone order chose its station when assigned; the copy chooses again.
    destStationCode: row.dest_zone_id ? null : row.dest_station_code,
    destEquipmentId: row.dest_equipment_id,
    zoneId: row.dest_zone_id,
    groupId: row.group_id,
    agvId: strategy.agvId ?? null,
    modelId: strategy.modelId ?? null,
    taskType: row.transorder_type,
    cycleTimes: 1,
    cycleTimesChecked: false,
    stationContainerTrans: row.station_container_trans,
    externalInfo: row.external_info,
    priority: strategy.priority ?? 1,
  });
}
