import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Sampling, SamplingAdd, SamplingStatus } from '@agvs/contract';
import { closeOrders, createTasks, type Caller } from '../orders/service.js';
import { fieldError } from '../sysconfig/fieldError.js';

type SamplingForm = z.output<typeof SamplingAdd>;

const samplingCode = (now: number) => `SP${now}${randomBytes(2).toString('hex').toUpperCase()}`;

/** A sampling request's state from its transport order's (SPEC §4): SamplingComplete once the sample has arrived. */
export function samplingStatusOf(orderStatus: string | undefined): SamplingStatus {
  if (orderStatus === 'Complete' || orderStatus === 'SamplingComplete') return 'SamplingComplete';
  if (orderStatus === 'Close' || orderStatus === undefined) return 'Close';
  if (orderStatus === 'Release' || orderStatus === 'Running' || orderStatus === 'Pause') return 'Running';
  return 'Init';
}

/**
 * Special sampling (SPEC §4: "a sampling task produces one task"): checks the workplace and
 * part, then makes exactly one transport order from the sampling station to the quality station
 * through the create-task path (its checks: stations published, a load at the source), then the
 * sampling record. If the record cannot be written, the order is closed again: all or nothing.
 */
export async function addSampling(app: FastifyInstance, caller: Caller, form: SamplingForm): Promise<string> {
  const { db } = app;
  if (!(await db.selectFrom('layouts').select('id').where('tenant_id', '=', caller.tenantId).where('id', '=', form.layoutId).executeTakeFirst())) throw fieldError('layoutId', 'plan.layoutUnknown');
  if (form.workplaceId) {
    const wp = await db.selectFrom('workplaces').select('layout_id').where('tenant_id', '=', caller.tenantId).where('id', '=', form.workplaceId).executeTakeFirst();
    if (!wp || wp.layout_id !== form.layoutId) throw fieldError('workplaceId', 'plan.workplaceUnknown');
  }
  if (form.partNumberId && !(await db.selectFrom('les_part_number').select('id').where('tenant_id', '=', caller.tenantId).where('id', '=', form.partNumberId).executeTakeFirst()))
    throw fieldError('partNumberId', 'plan.partUnknown');
  const created = await createTasks(app, caller, {
    srcLayoutId: form.layoutId,
    destLayoutId: form.layoutId,
    srcStationCode: form.srcStationCode,
    destStationCode: form.destStationCode,
    taskType: 'Material',
    cycleTimes: 1,
    cycleTimesChecked: false,
    priority: 1,
    externalInfo: form.reason ?? null,
  });
  const now = app.clock();
  const id = randomUUID();
  try {
    await db
      .insertInto('plan_sampling')
      .values({
        id, tenant_id: caller.tenantId, sampling_code: samplingCode(now), layout_id: form.layoutId, src_station_code: form.srcStationCode, dest_station_code: form.destStationCode,
        workplace_id: form.workplaceId ?? null, part_number_id: form.partNumberId ?? null, product: form.product ?? null, quantity: form.quantity, reason: form.reason ?? null,
        transorder_id: created.ids[0]!, transorder_code: created.transorderCodes[0]!, status: 'Init', create_by: caller.username, created_at: now, updated_at: now, completed_at: null,
      })
      .execute();
  } catch (err) {
    await closeOrders(app, caller, created.ids).catch(() => undefined);
    throw err;
  }
  // The order may already have moved on (a fast fleet) before the record existed.
  await followSamplingOrders(app, caller.tenantId, created.ids);
  return id;
}

/**
 * Brings sampling records in line with their transport orders. A completed order becomes
 * SamplingComplete (SPEC §4 transport order status) and so does its sampling record.
 */
export async function followSamplingOrders(app: FastifyInstance, tenantId: number, orderIds: readonly string[]): Promise<void> {
  if (!orderIds.length) return;
  const rows = await app.db
    .selectFrom('plan_sampling as s')
    .leftJoin('transorders as t', 't.id', 's.transorder_id')
    .select(['s.id', 's.status', 's.transorder_id', 't.transorder_status'])
    .where('s.tenant_id', '=', tenantId)
    .where('s.transorder_id', 'in', [...orderIds])
    .where('s.status', 'in', ['Init', 'Running'])
    .execute();
  for (const r of rows) {
    const status = samplingStatusOf(r.transorder_status ?? undefined);
    if (status === r.status) continue;
    const now = app.clock();
    await app.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('plan_sampling')
        .set({ status, updated_at: now, completed_at: status === 'SamplingComplete' ? now : null })
        .where('id', '=', r.id)
        .where('status', '=', r.status)
        .execute();
      if (status === 'SamplingComplete')
        await trx.updateTable('transorders').set({ transorder_status: 'SamplingComplete', update_time: now }).where('id', '=', r.transorder_id).where('transorder_status', '=', 'Complete').execute();
    });
  }
}

/**
 * Sampling records follow the fleet: every layout's runtime tells when an order starts, completes
 * or closes. The writes run outside the fleet's queue (a listener must not block it), failures are
 * logged, and pending writes are awaited before the database closes.
 */
export function followSamplings(app: FastifyInstance): void {
  const pending = new Set<Promise<void>>();
  app.fleets.eachRuntime((rt) => {
    rt.subscribe((events) => {
      const moved = events.flatMap((e) => (e.type === 'orderStateChanged' && ['Release', 'Running', 'Complete', 'Close'].includes(e.to) ? [e.order as string] : []));
      if (!moved.length) return;
      const write = followSamplingOrders(app, rt.tenantId, moved)
        .catch((err: unknown) => app.log.warn({ err }, 'sampling records did not follow their transport orders'))
        .finally(() => pending.delete(write));
      pending.add(write);
    });
  });
  app.addHook('onClose', async () => {
    await Promise.all([...pending]);
  });
}

export async function listSamplings(app: FastifyInstance, tenantId: number, id?: string): Promise<Sampling[]> {
  let q = app.db
    .selectFrom('plan_sampling as s')
    .leftJoin('workplaces as w', 'w.id', 's.workplace_id')
    .leftJoin('les_part_number as n', 'n.id', 's.part_number_id')
    .selectAll('s')
    .select(['w.workplace_code', 'n.code as part_code'])
    .where('s.tenant_id', '=', tenantId);
  if (id) q = q.where('s.id', '=', id);
  const rows = await q.orderBy('s.created_at', 'desc').limit(500).execute();
  return rows.map((r) => ({
    id: r.id,
    samplingCode: r.sampling_code,
    layoutId: r.layout_id,
    srcStationCode: r.src_station_code,
    destStationCode: r.dest_station_code,
    workplaceId: r.workplace_id,
    workplaceCode: r.workplace_code ?? null,
    partNumberId: r.part_number_id,
    partCode: r.part_code ?? null,
    product: r.product,
    quantity: r.quantity,
    reason: r.reason,
    transorderId: r.transorder_id,
    transorderCode: r.transorder_code,
    status: r.status as SamplingStatus,
    createBy: r.create_by,
    createdAt: Number(r.created_at),
    completedAt: r.completed_at === null ? null : Number(r.completed_at),
  }));
}
