import type { Kysely } from 'kysely';
import { agvTaskResource } from '@agvs/contract';
import type { Database } from '../../db/schema.js';
import type { Row, ServerResource } from '../../resources/definition.js';
import { parseStrategy } from '../../runtime/restore.js';

/**
 * A task's priority is kept in its orders' strategy JSON (agv_strategy), which a view cannot read
 * alike on SQLite and PostgreSQL: it is added to the listed rows here, from the first order.
 */
async function withPriority(db: Kysely<Database>, tenantId: number, rows: readonly Row[]): Promise<Row[]> {
  const codes = rows.map((r) => String(r['taskCode'] ?? r['id']));
  if (!codes.length) return [...rows];
  const orders = await db
    .selectFrom('transorders')
    .select(['task_code', 'agv_strategy'])
    .where('tenant_id', '=', tenantId)
    .where('task_code', 'in', codes)
    .orderBy('created_at', 'desc')
    .orderBy('seq', 'desc')
    .orderBy('id', 'desc')
    .execute();
  // Newest first, so the first order of each task is the one left in the map.
  const priority = new Map(orders.map((o) => [o.task_code, parseStrategy(o.agv_strategy).priority ?? null]));
  return rows.map((r) => ({ ...r, priority: priority.get(String(r['taskCode'] ?? r['id'])) ?? null }));
}

/** The task page, read from the view of migration 0022 (orders grouped by task code). */
export const agvTaskServerResource: ServerResource = {
  manifest: agvTaskResource,
  table: 'agv_task_view',
  columns: {
    taskCode: 'task_code',
    taskType: 'task_type',
    taskState: 'task_state',
    layoutName: 'layout_name',
    srcStationCode: 'src_station_code',
    destStationCode: 'dest_station_code',
    orderCount: 'order_count',
    completeCount: 'complete_count',
    openCount: 'open_count',
    failedCount: 'failed_count',
    agvCode: 'agv_code',
    createTime: 'create_time',
    finishTime: 'finish_time',
  },
  tenant: { kind: 'column', column: 'tenant_id' },
  decorate: withPriority,
};
