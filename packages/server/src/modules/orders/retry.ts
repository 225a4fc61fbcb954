import type { FastifyInstance } from 'fastify';
import { orderId, taskErrorPersists } from '@agvs/core';
import { businessError } from '../../errors.js';
import { CommandRejected } from '../../runtime/fleet-runtime.js';
import { orderRows } from './repository.js';
import type { Caller } from './service.js';
import { refuseIf } from './task-plan.js';

/**
 * Resolves a task error by retrying the step it stopped at (SPEC §4 error summary): the order
 * goes on from Pause and its vehicle does the action again. Refused, with the reason, while the
 * station still does not allow it; an order stopped for no task error is not this call's.
 */
export async function retryOrder(app: FastifyInstance, caller: Caller, id: string): Promise<void> {
  const [row] = await orderRows(app.db, caller.tenantId, [id]);
  if (!row) throw businessError('fleet.orderNotFound');
  const notStopped = () => businessError('fleet.orderNotStopped', { code: row.transorder_code, status: row.transorder_status });
  const rt = row.layout_id ? app.fleets.get(caller.tenantId, row.layout_id) : undefined;
  const order = rt?.fleet.orders.find((o) => o.id === row.id);
  if (!rt || order?.state !== 'Pause' || !order.taskError) throw notStopped();
  const { code, station } = order.taskError;
  if (taskErrorPersists(code, rt.fleet.stationOccupied(station))) refuseIf(code, station);
  try {
    await rt.command({ type: 'resumeOrder', order: orderId(row.id) }, undefined, caller.username);
  } catch (err) {
    if (err instanceof CommandRejected) throw notStopped();
    throw err;
  }
}
