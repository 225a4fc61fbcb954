import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { orderId, stationId, vehicleId, zoneId, type NewOrder } from '@agvs/core';
import { OPEN_TRANSORDER_STATUSES, type CreatedOrders, type CreateTaskRequest } from '@agvs/contract';
import { badRequest, businessError } from '../../errors.js';
import { CommandRejected, type FleetRuntime } from '../../runtime/fleet-runtime.js';
import { orderRows } from './repository.js';
import { planTask, type TaskPlan } from './task-plan.js';
import { checkTaskReferences } from './taskReferences.js';

type TaskForm = z.output<typeof CreateTaskRequest>;

export interface Caller {
  readonly tenantId: number;
  readonly username: string;
}

/** The runtime of a layout of the caller's tenant, or the layout-not-found refusal. */
export function runtimeOf(app: FastifyInstance, tenantId: number, layoutId: string): FleetRuntime {
  const rt = app.fleets.get(tenantId, layoutId);
  if (!rt) throw businessError('fleet.layoutNotFound', { layoutId });
  return rt;
}

/** Readable, unique enough order codes: TO + time + random. */
function orderCode(now: number): string {
  const d = new Date(now);
  const stamp = `${d.getUTCFullYear()}${String(d.getUTCMonth() + 1).padStart(2, '0')}${String(d.getUTCDate()).padStart(2, '0')}${String(d.getUTCHours()).padStart(2, '0')}${String(d.getUTCMinutes()).padStart(2, '0')}${String(d.getUTCSeconds()).padStart(2, '0')}`;
  return `TO${stamp}${randomBytes(3).toString('hex').toUpperCase()}`;
}

/** Checks the form against the live layout: stations, zone, vehicle (SPEC §5 create task). */
function checkForm(rt: FleetRuntime, form: TaskForm): void {
  if (form.destLayoutId !== form.srcLayoutId) throw businessError('fleet.crossLayout');
  // The fleet drives on the published version: a station only the draft has (or none) is refused
  // by name as a 4xx, not left to fail later (docs/site-authoring.md "Draft and publish").
  for (const code of [form.srcStationCode, form.destStationCode]) {
    if (code && !rt.site.stations.has(code)) throw badRequest('fleet.stationNotPublished', { stationCode: code });
  }
  if (form.zoneId && !rt.fleet.graph.zones.has(zoneId(form.zoneId))) throw businessError('fleet.zoneNotFound', { zoneId: form.zoneId });
  if (form.agvId && !rt.fleet.vehicles.some((v) => v.config.id === form.agvId)) throw businessError('fleet.agvNotInLayout', { agvId: form.agvId });
}

/**
 * Every refusal of a create-task form, before any order exists: all cycleTimes orders are
 * created or none (and a batch of templates checks all its forms first).
 */
export async function prepareTask(app: FastifyInstance, caller: Caller, form: TaskForm): Promise<{ rt: FleetRuntime; plan: TaskPlan }> {
  const rt = runtimeOf(app, caller.tenantId, form.srcLayoutId);
  checkForm(rt, form);
  await checkTaskReferences(app.db, caller.tenantId, rt.layoutId, form);
  return { rt, plan: planTask(rt, form) };
}

/**
 * The task the orders of one call join (docs/agv-pages.md "Tasks"): its code is the first
 * order's, and seq numbers the orders across the whole task. A template call passes one along
 * for all its forms.
 */
export interface TaskRef {
  code?: string;
  orders: number;
}

/**
 * Creates cycleTimes transport orders and hands them to the layout's runtime, which assigns and
 * drives them. The row and its details are written inside the runtime's queue, before any
 * event of the order can be stored.
 */
export async function createTasks(app: FastifyInstance, caller: Caller, form: TaskForm, task: TaskRef = { orders: 0 }): Promise<CreatedOrders> {
  const { rt, plan } = await prepareTask(app, caller, form);
  const ids: string[] = [];
  const codes: string[] = [];
  for (let i = 0; i < form.cycleTimes; i++) {
    const id = randomUUID();
    const now = app.clock();
    const code = orderCode(now);
    task.code ??= code;
    const taskCode = task.code;
    const seq = ++task.orders;
    const order: NewOrder = {
      id: orderId(id),
      code,
      priority: form.priority,
      releaseTimeMs: now,
      source: stationId(plan.source),
      loadOnVehicle: plan.loadOnVehicle || undefined,
      destination: form.destStationCode ? stationId(form.destStationCode) : undefined,
      destinationZone: !form.destStationCode && form.zoneId ? zoneId(form.zoneId) : undefined,
      constraints: {
        vehicleId: form.agvId ? vehicleId(form.agvId) : undefined,
        groupId: form.groupId ? (form.groupId as never) : undefined,
        modelId: form.modelId ? (form.modelId as never) : undefined,
      },
    };
    try {
      await rt.command({ type: 'addOrder', order }, () => insertOrder(app, rt, caller, form, plan, { id, code, taskCode, seq, now }), caller.username);
    } catch (err) {
      if (err instanceof CommandRejected) throw businessError('fleet.commandRejected', { reason: err.reason });
      throw err;
    }
    ids.push(id);
    codes.push(code);
  }
  return { ids, transorderCodes: codes };
}

async function insertOrder(app: FastifyInstance, rt: FleetRuntime, caller: Caller, form: TaskForm, plan: TaskPlan, o: { id: string; code: string; taskCode: string; seq: number; now: number }): Promise<void> {
  const strategy = JSON.stringify({ agvId: form.agvId ?? undefined, modelId: form.modelId ?? undefined, priority: form.priority, loadOnVehicle: plan.loadOnVehicle || undefined });
  const src = rt.site.stations.get(plan.source)!;
  const dest = form.destStationCode ? rt.site.stations.get(form.destStationCode) : undefined;
  await app.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('transorders')
      .values({
        id: o.id,
        tenant_id: caller.tenantId,
        task_code: o.taskCode,
        transorder_code: o.code,
        transorder_status: 'Init',
        seq: o.seq,
        agv_id: null,
        map_id: rt.site.mapId,
        layout_id: rt.layoutId,
        group_id: form.groupId ?? null,
        src_station_code: plan.source,
        src_zone_id: null,
        src_equipment_id: form.srcEquipmentId ?? null,
        dest_station_code: form.destStationCode ?? null,
        dest_zone_id: form.destStationCode ? null : (form.zoneId ?? null),
        dest_equipment_id: form.destEquipmentId ?? null,
        transorder_type: form.taskType,
        agv_strategy: strategy,
        warning_info: null,
        station_container_trans: form.stationContainerTrans ?? null,
        release_time: o.now,
        start_time: null,
        end_time: null,
        external_code: null,
        external_info: form.externalInfo ?? null,
        created_at: o.now,
        update_by: caller.username,
        update_time: o.now,
      })
      .execute();
    // One detail per stop: pick at the source, drop at the destination (SPEC order detail records).
    const stops = [
      // A load already on the vehicle was picked before: that stop counts as sent.
      { seq: 1, station: src, code: plan.source, step: 'PICK', name: 'pick', sent: plan.loadOnVehicle ? 1 : 0 },
      { seq: 2, station: dest, code: form.destStationCode ?? '', step: 'DROP', name: 'drop', sent: 0 },
    ];
    for (const s of stops) {
      const detailId = randomUUID();
      await trx
        .insertInto('transorder_details')
        .values({ id: detailId, tenant_id: caller.tenantId, transorder_id: o.id, seq: s.seq, station_id: s.station?.id ?? null, station_code: s.code, station_graph_id: s.station?.graphId ?? null, action_id: null, is_send: s.sent, update_time: o.now })
        .execute();
      await trx
        .insertInto('transorder_detail_steps')
        .values({
          id: randomUUID(), tenant_id: caller.tenantId, transorder_detail_id: detailId, seq: 1, action_step_code: s.step, action_step_name: s.name,
          action_step_type: s.step, action_step_para: null, action_step_para1: null, action_step_para2: null, action_success_jump: null,
          action_fail_jump: null, equipment_name: null, ip_address: null, is_send: s.sent, warning_info: null, update_time: o.now,
        })
        .execute();
    }
  });
}

/** SPEC §4's open statuses, and Pause: an order a task error stopped is closed to resolve it. */
const CLOSABLE_STATUSES: readonly string[] = [...OPEN_TRANSORDER_STATUSES, 'Pause'];

/**
 * Closes open orders (SPEC §4: Preset, Init, Release, Running) and stopped ones (Pause); Complete or Close are refused.
 * Orders of a running layout are closed by its runtime (which also frees the vehicle); others
 * directly in the table.
 */
export async function closeOrders(app: FastifyInstance, caller: Caller, ids: readonly string[]): Promise<number> {
  const rows = await orderRows(app.db, caller.tenantId, ids);
  if (rows.length !== new Set(ids).size) throw businessError('fleet.orderNotFound');
  const closed = rows.filter((r) => !CLOSABLE_STATUSES.includes(r.transorder_status));
  if (closed.length) throw businessError('fleet.orderNotOpen', { code: closed[0].transorder_code, status: closed[0].transorder_status });
  for (const r of rows) {
    const rt = r.layout_id ? app.fleets.get(caller.tenantId, r.layout_id) : undefined;
    if (rt && rt.fleet.orders.some((o) => o.id === r.id)) {
      try {
        await rt.command({ type: 'closeOrder', order: orderId(r.id) }, undefined, caller.username);
      } catch (err) {
        if (err instanceof CommandRejected) throw businessError('fleet.orderNotOpen', { code: r.transorder_code, status: rt.fleet.order(orderId(r.id)).state });
        throw err;
      }
    } else {
      const now = app.clock();
      await app.db
        .updateTable('transorders')
        .set({ transorder_status: 'Close', end_time: now, update_time: now, update_by: caller.username })
        .where('tenant_id', '=', caller.tenantId)
        .where('id', '=', r.id)
        .execute();
    }
  }
  return rows.length;
}
