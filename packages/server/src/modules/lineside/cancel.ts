import type { FastifyInstance } from 'fastify';
import { closeCallOrdersAndTasks } from '../orders/call-orders.js';
import type { Caller } from '../orders/service.js';
import { lesFieldError } from './fieldError.js';
import { isStarted } from './flowRules.js';
import { logRequire, rollUp } from './settle.js';

export interface CancelOutcome {
  cancelled: number;
  alreadyStarted: number;
}

/** Open containers of these details, split by whether a vehicle has taken them on. */
async function openCarriages(app: FastifyInstance, tenantId: number, detailIds: readonly string[]) {
  if (!detailIds.length) return { waiting: [], started: [] };
  const rows = await app.db
    .selectFrom('les_delivery_call as c')
    .leftJoin('transorders as t', 't.id', 'c.transorder_id')
    .select(['c.id', 'c.call_order_id', 'c.delivery_detail_id', 't.transorder_status', 't.agv_id'])
    .where('c.tenant_id', '=', tenantId)
    .where('c.delivery_detail_id', 'in', [...detailIds])
    .where('c.status', '=', 'Delivering')
    .execute();
  return { waiting: rows.filter((r) => !isStarted(r.transorder_status, r.agv_id)), started: rows.filter((r) => isStarted(r.transorder_status, r.agv_id)) };
}

/**
 * Cancels the containers of these details that no vehicle has taken on (their call and transport
 * orders close), marks them and rolls up in one transaction; started ones are left to finish.
 */
async function cancelDetails(app: FastifyInstance, caller: Caller, detailIds: readonly string[], reason: string): Promise<number> {
  const { waiting, started } = await openCarriages(app, caller.tenantId, detailIds);
  const now = app.clock();
  // Marked before the orders close, so the fleet's Close events find nothing left to settle
  // and the log keeps the caller's reason rather than "transport order closed".
  await app.db.transaction().execute(async (trx) => {
    for (const w of waiting) await trx.updateTable('les_delivery_call').set({ status: 'Cancelled', update_time: now }).where('id', '=', w.id).where('status', '=', 'Delivering').execute();
    await rollUp(trx, caller.tenantId, detailIds, caller.username, now, reason);
  });
  if (waiting.length) await closeCallOrdersAndTasks(app, caller, waiting.map((w) => w.call_order_id));
  return started.length;
}

const reasonOf = (reason: string | undefined) => (reason ? `cancelled:${reason}` : 'cancelled');

/**
 * Cancels require orders: one in Init at once; one Delivering loses its containers not yet on
 * their way (if all were, it is Cancelled; else it completes with what arrives). A finished or
 * unknown one refuses the whole request, naming `ids.i`.
 */
export async function cancelRequireOrders(app: FastifyInstance, caller: Caller, ids: readonly string[], reason?: string): Promise<CancelOutcome> {
  const rows = await app.db.selectFrom('les_require_order').select(['id', 'status']).where('tenant_id', '=', caller.tenantId).where('id', 'in', [...ids]).execute();
  const byId = new Map(rows.map((r) => [r.id, r.status]));
  ids.forEach((id, i) => {
    const status = byId.get(id);
    if (!status) throw lesFieldError(['ids', i], 'lineside.requireUnknown');
    if (status === 'Complete' || status === 'Cancelled') throw lesFieldError(['ids', i], 'lineside.requireEnded');
  });
  const now = app.clock();
  const waitingIds = ids.filter((id) => byId.get(id) === 'Init');
  let cancelled = 0;
  await app.db.transaction().execute(async (trx) => {
    for (const id of waitingIds) {
      const done = await trx.updateTable('les_require_order').set({ status: 'Cancelled', update_time: now }).where('id', '=', id).where('status', '=', 'Init').executeTakeFirst();
      if (!Number(done.numUpdatedRows)) throw lesFieldError(['ids', ids.indexOf(id)], 'lineside.requireEnded');
      await logRequire(trx, caller.tenantId, id, 'Init', 'Cancelled', reasonOf(reason), caller.username, now);
      cancelled++;
    }
  });
  const delivering = ids.filter((id) => byId.get(id) === 'Delivering');
  if (!delivering.length) return { cancelled, alreadyStarted: 0 };
  const details = await app.db.selectFrom('les_delivery_detail').select('id').where('tenant_id', '=', caller.tenantId).where('require_order_id', 'in', delivering).where('status', '=', 'Delivering').execute();
  const alreadyStarted = await cancelDetails(app, caller, details.map((d) => d.id), reasonOf(reason));
  const ended = await app.db.selectFrom('les_require_order').select('id').where('id', 'in', delivering).where('status', '=', 'Cancelled').execute();
  return { cancelled: cancelled + ended.length, alreadyStarted };
}

/** Cancels delivery orders: every container not yet on its way, and so their require orders. */
export async function cancelDeliveryOrders(app: FastifyInstance, caller: Caller, ids: readonly string[], reason?: string): Promise<CancelOutcome> {
  const rows = await app.db.selectFrom('les_delivery_order').select(['id', 'status']).where('tenant_id', '=', caller.tenantId).where('id', 'in', [...ids]).execute();
  const byId = new Map(rows.map((r) => [r.id, r.status]));
  ids.forEach((id, i) => {
    const status = byId.get(id);
    if (!status) throw lesFieldError(['ids', i], 'lineside.deliveryUnknown');
    if (status !== 'Delivering') throw lesFieldError(['ids', i], 'lineside.deliveryEnded');
  });
  const details = await app.db.selectFrom('les_delivery_detail').select('id').where('delivery_order_id', 'in', [...ids]).where('status', '=', 'Delivering').execute();
  const alreadyStarted = await cancelDetails(app, caller, details.map((d) => d.id), reasonOf(reason));
  const ended = await app.db.selectFrom('les_delivery_order').select('id').where('id', 'in', [...ids]).where('status', '=', 'Cancelled').execute();
  return { cancelled: ended.length, alreadyStarted };
}
