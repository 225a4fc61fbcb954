import type { FastifyInstance } from 'fastify';
import { orderId } from '@agvs/core';
import { businessError } from '../../errors.js';
import { CommandRejected } from '../../runtime/fleet-runtime.js';
import type { Caller } from './service.js';

/** The detail of the source stop (pick); the destination stop (drop) is seq 2 (see insertOrder). */
const SOURCE_DETAIL_SEQ = 1;

/**
 * SPEC §4 "Step isSend": reload (0) makes the step run again, close (1) makes it count as done.
 * The running order follows: the fleet sends the vehicle back to the source, on to the
 * destination, or completes the order. Only orders a vehicle carries (Release, Running) take
 * it; the rows change in the same queued command, before the fleet's own events are stored.
 */
export async function editStep(app: FastifyInstance, caller: Caller, stepId: string, isSend: number): Promise<void> {
  const step = await app.db
    .selectFrom('transorder_detail_steps as s')
    .innerJoin('transorder_details as d', 'd.id', 's.transorder_detail_id')
    .innerJoin('transorders as t', 't.id', 'd.transorder_id')
    .select(['s.id', 'd.id as detailId', 'd.seq as detailSeq', 't.id as orderId', 't.transorder_code', 't.transorder_status', 't.layout_id'])
    .where('s.tenant_id', '=', caller.tenantId)
    .where('t.tenant_id', '=', caller.tenantId)
    .where('s.id', '=', stepId)
    .executeTakeFirst();
  if (!step) throw businessError('fleet.stepNotFound');
  const refused = () => businessError('fleet.stepOrderNotRunning', { code: step.transorder_code, status: step.transorder_status });
  const rt = step.layout_id ? app.fleets.get(caller.tenantId, step.layout_id) : undefined;
  if (!rt || !rt.fleet.orders.some((o) => o.id === step.orderId)) throw refused();
  const leg = step.detailSeq === SOURCE_DETAIL_SEQ ? 'source' : 'destination';
  const writeRows = async () => {
    const now = app.clock();
    await app.db.transaction().execute(async (trx) => {
      await trx.updateTable('transorder_detail_steps').set({ is_send: isSend, update_time: now }).where('id', '=', step.id).execute();
      // A stop counts as sent when all its steps are.
      const open = await trx.selectFrom('transorder_detail_steps').select('id').where('transorder_detail_id', '=', step.detailId).where('is_send', '=', 0).executeTakeFirst();
      await trx.updateTable('transorder_details').set({ is_send: open ? 0 : 1, update_time: now }).where('id', '=', step.detailId).execute();
      await trx.updateTable('transorders').set({ update_by: caller.username, update_time: now }).where('id', '=', step.orderId).execute();
    });
  };
  try {
    await rt.command({ type: 'setOrderLegDone', order: orderId(step.orderId), leg, done: isSend === 1 }, writeRows, caller.username);
  } catch (err) {
    if (err instanceof CommandRejected) throw refused();
    throw err;
  }
}
