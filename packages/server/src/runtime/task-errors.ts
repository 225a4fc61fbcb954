import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { FleetEvent } from '@agvs/core';
import type { Database } from '../db/schema.js';

/**
 * error_records.error_type of a task error (SPEC §4 error summary: AGV errors and task errors):
 * an order stopped in Pause because its vehicle could not do an action at a station. The record
 * hangs on the vehicle (its card lists it) and stays open until the order leaves Pause.
 */
export const TASK_ERROR_TYPE = 'task';

type TaskErrorEvent = Extract<FleetEvent, { type: 'orderTaskError' }>;

/** One open record per stopped order: a repeated stop (retried too early, a restart) replaces the last. */
export async function writeTaskError(trx: Transaction<Database>, tenantId: number, e: TaskErrorEvent, now: number): Promise<void> {
  await closeTaskErrors(trx, tenantId, e.order, now);
  await trx
    .insertInto('error_records')
    .values({
      id: randomUUID(),
      tenant_id: tenantId,
      agv_id: e.vehicle,
      transorder_id: e.order,
      error_code: e.code,
      error_level: 'Error',
      category: 'SystemError',
      error_type: TASK_ERROR_TYPE,
      error_data: JSON.stringify({ station: e.station }),
      error_desc: null,
      create_time: now,
      closed_time: null,
    })
    .execute();
}

export async function closeTaskErrors(trx: Transaction<Database>, tenantId: number, orderId: string, now: number): Promise<void> {
  await trx
    .updateTable('error_records')
    .set({ closed_time: now })
    .where('tenant_id', '=', tenantId)
    .where('transorder_id', '=', orderId)
    .where('error_type', '=', TASK_ERROR_TYPE)
    .where('closed_time', 'is', null)
    .execute();
}
