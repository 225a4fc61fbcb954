import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { MAX_RELEASE_CONTAINERS } from '@agvs/contract';
import { AppError } from '../../errors.js';
import { addCallOrder, closeCallOrdersAndTasks } from '../orders/call-orders.js';
import type { Caller } from '../orders/service.js';
import { lesFieldError } from './fieldError.js';
import { containersFor, groupIntoDeliveries, pickDestination, pickRouting } from './flowRules.js';
import { splitStations } from './places.js';
import { logRequire, settleCarriages } from './settle.js';

const deliveryCode = (now: number, i: number) => `DO${now}${String(i).padStart(2, '0')}${randomBytes(2).toString('hex').toUpperCase()}`;

/** A fleet refusal (no load at the source, a full destination, layout not running) as the 409 of this release. */
function asConflict(err: unknown): unknown {
  return err instanceof AppError && err.httpStatus === 200 ? new AppError(409, 409, err.messageKey, err.params) : err;
}

/** One require order with everything its release needs. */
interface Planned {
  readonly id: string;
  readonly code: string;
  readonly needTime: number;
  readonly quantity: number;
  readonly partNumberId: string;
  readonly workplaceCode: string;
  readonly layoutId: string;
  readonly routingId: string;
  readonly routingCode: string;
  readonly lineZoneId: string;
  readonly srcStationCode: string;
  readonly destStationCode: string;
  readonly groupId: string | null;
  readonly taskType: string;
  readonly priority: number;
  readonly containers: number;
}

/** Works out each require order's routing, destination, group and containers, or refuses naming `ids.i`. */
async function plan(app: FastifyInstance, tenantId: number, ids: readonly string[]): Promise<Planned[]> {
  const db = app.db;
  const rows = await db.selectFrom('les_require_order').selectAll().where('tenant_id', '=', tenantId).where('id', 'in', [...ids]).execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  ids.forEach((id, i) => {
    const r = byId.get(id);
    if (!r) throw lesFieldError(['ids', i], 'lineside.requireUnknown');
    if (r.status !== 'Init') throw lesFieldError(['ids', i], 'lineside.requireNotInit');
  });
  if (new Set(ids).size !== ids.length) throw lesFieldError(['ids'], 'lineside.idsRepeated');
  const workplaces = new Map(
    (await db.selectFrom('workplaces').select(['id', 'workplace_code', 'layout_id', 'station_codes']).where('tenant_id', '=', tenantId).where('id', 'in', rows.map((r) => r.workplace_id)).execute()).map((w) => [w.id, w]),
  );
  const parts = new Map((await db.selectFrom('les_part_number').select(['id', 'qty_per_container']).where('tenant_id', '=', tenantId).where('id', 'in', rows.map((r) => r.part_number_id)).execute()).map((p) => [p.id, p]));
  const routings = await db
    .selectFrom('les_part_routing as r')
    .innerJoin('les_line_zone as z', 'z.id', 'r.line_zone_id')
    .innerJoin('les_line as l', 'l.id', 'z.line_id')
    .select(['r.id', 'r.code', 'r.part_number_id', 'r.src_station_code', 'r.line_zone_id', 'r.group_id', 'r.task_type', 'r.priority', 'z.station_codes', 'z.line_id', 'l.layout_id'])
    .where('r.tenant_id', '=', tenantId)
    .where('r.is_valid', '=', 1)
    .where('r.part_number_id', 'in', rows.map((r) => r.part_number_id))
    .execute();
  const lineGroups = await db
    .selectFrom('les_line_agv_group')
    .select(['line_id', 'group_id'])
    .where('tenant_id', '=', tenantId)
    .orderBy('create_time')
    .orderBy('id')
    .execute();

  let total = 0;
  const planned = ids.map((id, i): Planned => {
    const r = byId.get(id)!;
    const wp = workplaces.get(r.workplace_id)!;
    const wpStations = JSON.parse(wp.station_codes) as string[];
    const choices = routings.filter((x) => x.part_number_id === r.part_number_id).map((x) => ({ ...x, layoutId: x.layout_id, zoneStations: splitStations(x.station_codes) }));
    const routing = pickRouting(choices, wp.layout_id, wpStations);
    if (!routing) throw lesFieldError(['ids', i], 'lineside.noRouting');
    const dest = pickDestination(wpStations, routing.zoneStations);
    if (!dest) throw lesFieldError(['ids', i], 'lineside.noRouting');
    const containers = containersFor(r.quantity, parts.get(r.part_number_id)?.qty_per_container ?? 1);
    total += containers;
    return {
      id,
      code: r.code,
      needTime: r.need_time,
      quantity: r.quantity,
      partNumberId: r.part_number_id,
      workplaceCode: wp.workplace_code,
      layoutId: wp.layout_id,
      routingId: routing.id,
      routingCode: routing.code,
      lineZoneId: routing.line_zone_id,
      srcStationCode: routing.src_station_code,
      destStationCode: dest,
      groupId: routing.group_id ?? lineGroups.find((g) => g.line_id === routing.line_id)?.group_id ?? null,
      taskType: routing.task_type,
      priority: routing.priority,
      containers,
    };
  });
  if (total > MAX_RELEASE_CONTAINERS) throw lesFieldError(['ids'], 'lineside.tooManyContainers');
  return planned;
}

interface Carriage {
  readonly requireId: string;
  readonly seq: number;
  readonly callOrderId: string;
  readonly transorderId: string;
}

/**
 * Releases Init require orders: delivery orders of one routing and line zone within the time
 * window, one detail per require order, one call order (and transport order, through the same
 * code as callOrder/add) per container, then the records in one transaction. A refusal of any
 * container closes the ones already made, so a release is all or nothing.
 */
export async function releaseRequireOrders(app: FastifyInstance, caller: Caller, ids: readonly string[], windowMinutes: number): Promise<{ id: string; code: string; containers: number }[]> {
  const items = await plan(app, caller.tenantId, ids);
  const groups = groupIntoDeliveries(items, windowMinutes * 60_000);
  const now = app.clock();
  const deliveries = groups.map((g, i) => ({ id: randomUUID(), code: deliveryCode(now, i), items: g }));
  const carriages: Carriage[] = [];
  const undo = () => closeCallOrdersAndTasks(app, caller, carriages.map((c) => c.callOrderId)).catch((err: unknown) => app.log.error({ err }, 'line-side release could not close its call orders'));
  try {
    for (const d of deliveries) {
      for (const it of d.items) {
        for (let seq = 1; seq <= it.containers; seq++) {
          const created = await addCallOrder(app, caller, {
            srcLayoutId: it.layoutId,
            destLayoutId: it.layoutId,
            srcStationCode: it.srcStationCode,
            destStationCode: it.destStationCode,
            groupId: it.groupId,
            taskType: it.taskType,
            callOrderType: 'lineside',
            priority: it.priority,
            externalCode: d.code,
            externalLineCode: it.workplaceCode,
            memo: `${it.code} ${seq}/${it.containers}`,
          });
          carriages.push({ requireId: it.id, seq, callOrderId: created.id, transorderId: created.taskId });
        }
      }
    }
  } catch (err) {
    await undo();
    throw asConflict(err);
  }

  try {
    await app.db.transaction().execute(async (trx) => {
      for (const d of deliveries) {
        const first = d.items[0]!;
        await trx
          .insertInto('les_delivery_order')
          .values({ id: d.id, tenant_id: caller.tenantId, code: d.code, part_routing_id: first.routingId, line_zone_id: first.lineZoneId, status: 'Delivering', create_by: caller.username, create_time: now, update_time: now })
          .execute();
        for (const it of d.items) {
          const detailId = randomUUID();
          await trx
            .insertInto('les_delivery_detail')
            .values({ id: detailId, tenant_id: caller.tenantId, delivery_order_id: d.id, require_order_id: it.id, part_number_id: it.partNumberId, quantity: it.quantity, containers: it.containers, dest_station_code: it.destStationCode, status: 'Delivering', create_time: now, update_time: now })
            .execute();
          const own = carriages.filter((c) => c.requireId === it.id);
          await trx
            .insertInto('les_delivery_call')
            .values(own.map((c) => ({ id: randomUUID(), tenant_id: caller.tenantId, delivery_detail_id: detailId, seq: c.seq, call_order_id: c.callOrderId, transorder_id: c.transorderId, status: 'Delivering', update_time: now })))
            .execute();
          await trx
            .insertInto('les_routing_log')
            .values({ id: randomUUID(), tenant_id: caller.tenantId, delivery_order_id: d.id, require_order_id: it.id, part_routing_id: it.routingId, src_station_code: it.srcStationCode, dest_station_code: it.destStationCode, group_id: it.groupId, create_time: now })
            .execute();
          // Only from Init: a concurrent release or cancel of the same order makes this one refuse.
          const moved = await trx.updateTable('les_require_order').set({ status: 'Delivering', update_time: now }).where('id', '=', it.id).where('status', '=', 'Init').executeTakeFirst();
          if (!Number(moved.numUpdatedRows)) throw lesFieldError(['ids', ids.indexOf(it.id)], 'lineside.requireNotInit');
          await logRequire(trx, caller.tenantId, it.id, 'Init', 'Delivering', `released:${d.code}`, caller.username, now);
        }
      }
    });
  } catch (err) {
    await undo();
    throw err;
  }
  // A fast fleet may have finished a container before its row existed.
  await settleCarriages(app, caller.tenantId, carriages.map((c) => c.transorderId));
  return deliveries.map((d) => ({ id: d.id, code: d.code, containers: d.items.reduce((n, it) => n + it.containers, 0) }));
}
