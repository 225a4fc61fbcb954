import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { randomUUID } from 'node:crypto';
import type { DeliveryStatus } from '@agvs/contract';
import type { Database } from '../../db/schema.js';
import { FLEET_USER } from '../../runtime/persist.js';
import { deliveryStatusOf, detailStatusOf } from './flowRules.js';

type Db = Kysely<Database>;

/** One line of a require order's log; `reason` is a code (docs/lineside.md "Log reasons"), optionally `code:detail`. */
export async function logRequire(trx: Db, tenantId: number, requireOrderId: string, from: string | null, to: string, reason: string, by: string, now: number): Promise<void> {
  await trx.insertInto('les_require_order_log').values({ id: randomUUID(), tenant_id: tenantId, require_order_id: requireOrderId, from_status: from, to_status: to, reason: reason.slice(0, 250), create_by: by, create_time: now }).execute();
}

/**
 * Rolls the given details up from their containers: a finished detail finishes its require order
 * (logged with `reason` when cancelled) and, once all its details have, the delivery order.
 */
export async function rollUp(trx: Db, tenantId: number, detailIds: readonly string[], by: string, now: number, cancelReason = 'transportClosed'): Promise<void> {
  const deliveries = new Set<string>();
  for (const detailId of new Set(detailIds)) {
    const detail = await trx.selectFrom('les_delivery_detail').select(['status', 'require_order_id', 'delivery_order_id']).where('id', '=', detailId).where('tenant_id', '=', tenantId).executeTakeFirst();
    if (!detail || detail.status !== 'Delivering') continue;
    const carriages = await trx.selectFrom('les_delivery_call').select('status').where('delivery_detail_id', '=', detailId).execute();
    const next = detailStatusOf(carriages.map((c) => c.status as DeliveryStatus));
    if (next === 'Delivering') continue;
    await trx.updateTable('les_delivery_detail').set({ status: next, update_time: now }).where('id', '=', detailId).execute();
    const done = await trx
      .updateTable('les_require_order')
      .set({ status: next, update_time: now })
      .where('id', '=', detail.require_order_id)
      .where('status', '=', 'Delivering')
      .executeTakeFirst();
    if (Number(done.numUpdatedRows)) await logRequire(trx, tenantId, detail.require_order_id, 'Delivering', next, next === 'Complete' ? 'delivered' : cancelReason, by, now);
    deliveries.add(detail.delivery_order_id);
  }
  for (const deliveryId of deliveries) {
    const details = await trx.selectFrom('les_delivery_detail').select('status').where('delivery_order_id', '=', deliveryId).execute();
    const next = deliveryStatusOf(details.map((d) => d.status as DeliveryStatus));
    if (next !== 'Delivering') await trx.updateTable('les_delivery_order').set({ status: next, update_time: now }).where('id', '=', deliveryId).where('status', '=', 'Delivering').execute();
  }
}

/**
 * Containers whose transport orders ended: Complete delivers them, Close cancels them; then the
 * roll-up, all in one transaction. Orders that carry no container are ignored.
 */
export async function settleCarriages(app: FastifyInstance, tenantId: number, transorderIds: readonly string[], by = FLEET_USER): Promise<void> {
  if (!transorderIds.length) return;
  const ended = await app.db
    .selectFrom('les_delivery_call as c')
    .innerJoin('transorders as t', 't.id', 'c.transorder_id')
    .select(['c.id', 'c.delivery_detail_id', 't.transorder_status'])
    .where('c.tenant_id', '=', tenantId)
    .where('c.transorder_id', 'in', [...transorderIds])
    .where('c.status', '=', 'Delivering')
    .where('t.transorder_status', 'in', ['Complete', 'Close'])
    .execute();
  if (!ended.length) return;
  const now = app.clock();
  await app.db.transaction().execute(async (trx) => {
    for (const c of ended) {
      const status: DeliveryStatus = c.transorder_status === 'Complete' ? 'Complete' : 'Cancelled';
      await trx.updateTable('les_delivery_call').set({ status, update_time: now }).where('id', '=', c.id).where('status', '=', 'Delivering').execute();
    }
    await rollUp(trx, tenantId, ended.map((c) => c.delivery_detail_id), by, now);
  });
}

/**
 * Deliveries follow the fleet: every layout's runtime (also those started later) reports ended
 * transport orders, and the writes run outside the fleet's queue so they never hold it up; a
 * failure is logged, and the next release or cancel of the same rows settles them again.
 */
export function followDeliveries(app: FastifyInstance): void {
  const pending = new Set<Promise<void>>();
  app.fleets.eachRuntime((rt) => {
    rt.subscribe((events, by) => {
      const ended = events.flatMap((e) => (e.type === 'orderStateChanged' && (e.to === 'Complete' || e.to === 'Close') ? [e.order as string] : []));
      if (!ended.length) return;
      const write = settleCarriages(app, rt.tenantId, ended, by ?? FLEET_USER)
        .catch((err: unknown) => app.log.warn({ err }, 'line-side deliveries did not follow their transport orders'))
        .finally(() => pending.delete(write));
      pending.add(write);
    });
  });
  app.addHook('onClose', async () => {
    await Promise.all([...pending]);
  });
}
