import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { CreatedOrders, CreateTaskRequest } from '@agvs/contract';
import { businessError } from '../../errors.js';
import { createTasks, prepareTask, type Caller, type TaskRef } from './service.js';

type TaskForm = z.output<typeof CreateTaskRequest>;

/**
 * SPEC createOrderByTemplateId: each template, in the order given, becomes its create-task form
 * (cycleTimes orders), and the whole list repeats taskChainCycleTimes times.
 */
export async function createFromTemplates(app: FastifyInstance, caller: Caller, ids: readonly string[], chainTimes: number): Promise<CreatedOrders> {
  const rows = await app.db.selectFrom('order_templates').selectAll().where('tenant_id', '=', caller.tenantId).where('id', 'in', [...ids]).execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  const missing = ids.find((id) => !byId.has(id));
  if (missing) throw businessError('fleet.templateNotFound', { id: missing });
  const forms: TaskForm[] = ids.map((id) => {
    const t = byId.get(id)!;
    const layout = t.src_layout_id ?? '';
    return {
      srcLayoutId: layout,
      destLayoutId: t.dest_layout_id ?? layout,
      srcStationCode: t.src_station_code,
      srcEquipmentId: t.src_equipment_id,
      destStationCode: t.dest_station_code,
      destEquipmentId: t.dest_equipment_id,
      zoneId: t.dest_zone_id,
      groupId: t.group_id,
      agvId: t.agv_id,
      modelId: t.model_id,
      taskType: t.task_type,
      cycleTimes: Math.max(1, t.cycle_times),
      cycleTimesChecked: false,
      stationContainerTrans: t.station_container_trans,
      externalInfo: t.external_info,
      priority: 1,
    };
  });
  // All or nothing: a template that cannot become orders refuses the batch before the first order.
  for (const form of forms) await prepareTask(app, caller, form);
  const created: { ids: string[]; transorderCodes: string[] } = { ids: [], transorderCodes: [] };
  // One call, one task: every order of every template and round shares its code.
  const task: TaskRef = { orders: 0 };
  for (let round = 0; round < chainTimes; round++) {
    for (const form of forms) {
      const r = await createTasks(app, caller, form, task);
      created.ids.push(...r.ids);
      created.transorderCodes.push(...r.transorderCodes);
    }
  }
  await app.db.updateTable('order_templates').set({ task_create_time: app.clock() }).where('tenant_id', '=', caller.tenantId).where('id', 'in', [...ids]).execute();
  return created;
}
