import type { FastifyInstance } from 'fastify';
import { OPEN_TRANSORDER_STATUSES, type PadCall, type PadStage, type PadView, type WorkplaceAction } from '@agvs/contract';
import { businessError, forbidden } from '../../errors.js';
import type { AuthContext } from '../../plugins/auth.js';
import { addCallOrder, callOrderDetail, closeCallOrdersAndTasks } from '../orders/call-orders.js';
import { listWorkplaces } from './repository.js';

/** Ended calls stay on the pad this long, so the worker sees "done" (or "closed") before they go. */
const ENDED_SHOWN_MS = 10 * 60_000;
/** At most this many calls on a pad: a 10-inch screen, not a history page. */
const CALLS_SHOWN = 12;

/**
 * The workplace the caller's pad is bound to. The pad signs in with its device user's issued
 * token; a caller bound to no workplace of the tenant gets 403, so a token of another workplace
 * or tenant never reaches this one's buttons or calls.
 */
export async function padWorkplace(app: FastifyInstance, auth: AuthContext) {
  const row = await app.db.selectFrom('workplaces').select('id').where('device_user_id', '=', auth.user.id).where('tenant_id', '=', auth.tenantId).executeTakeFirst();
  if (!row) throw forbidden('workplace.padNotBound');
  const [workplace] = await listWorkplaces(app.db, auth.tenantId, row.id);
  return workplace!;
}

/** Where a call stands, from its call order and its transport order (SPEC §4 statuses). */
export function stageOf(callStatus: string, orderStatus: string | null, agvId: string | null): PadStage {
  if (orderStatus === 'Complete') return 'done';
  if (callStatus === 'Close' || orderStatus === 'Close' || !orderStatus) return 'closed';
  if (agvId && (orderStatus === 'Running' || orderStatus === 'Release')) return 'onTheWay';
  return (OPEN_TRANSORDER_STATUSES as readonly string[]).includes(orderStatus) ? 'transport' : 'called';
}

/** The pad's calls: open ones and those ended in the last minutes, newest first. */
export async function padCalls(app: FastifyInstance, tenantId: number, workplaceId: string, only?: string): Promise<PadCall[]> {
  let q = app.db
    .selectFrom('workplace_calls as w')
    .innerJoin('call_orders as c', 'c.id', 'w.call_order_id')
    .leftJoin('transorders as t', 't.id', 'c.task_id')
    .leftJoin('agvs as a', 'a.id', 't.agv_id')
    .select(['c.id', 'c.call_order_code', 'c.task_id', 'c.task_code', 'c.call_order_status', 'c.update_time', 'w.label', 'w.action', 'w.created_at', 't.transorder_status', 't.agv_id', 'a.agv_name'])
    .where('c.tenant_id', '=', tenantId)
    .where('w.workplace_id', '=', workplaceId);
  q = only ? q.where('c.id', '=', only) : q.where((eb) => eb.or([eb('c.call_order_status', '=', 'Init'), eb('c.update_time', '>=', app.clock() - ENDED_SHOWN_MS)]));
  const rows = await q.orderBy('w.created_at', 'desc').limit(CALLS_SHOWN).execute();
  return Promise.all(
    rows.map(async (r) => ({
      id: r.id,
      callOrderCode: r.call_order_code,
      taskId: r.task_id,
      taskCode: r.task_code,
      label: r.label,
      action: r.action as WorkplaceAction,
      stage: stageOf(r.call_order_status, r.transorder_status, r.agv_id),
      transorderStatus: r.transorder_status,
      agvName: r.agv_name,
      createdAt: r.created_at,
      // The same lines GET /customserver/wx/callOrderDetail answers a line-side system.
      stops: r.task_id ? await callOrderDetail(app, tenantId, { taskId: r.task_id }).catch(() => []) : [],
    })),
  );
}

export async function padView(app: FastifyInstance, auth: AuthContext): Promise<PadView> {
  const wp = await padWorkplace(app, auth);
  return {
    workplaceCode: wp.workplaceCode,
    workplaceName: wp.workplaceName,
    layoutName: wp.layoutName,
    buttons: wp.buttons.map((b) => ({ id: b.id, label: b.label, action: b.action })),
    calls: await padCalls(app, auth.tenantId, wp.id),
    at: app.clock(),
  };
}

/**
 * A press: the call order and its transport order through the one call-order path (the same
 * checks and refusals as any call: unknown station, no load at the source, layout not running),
 * the workplace's code as its external line code, then the link that keeps it the pad's.
 */
export async function padPress(app: FastifyInstance, auth: AuthContext, buttonId: string): Promise<PadCall> {
  const wp = await padWorkplace(app, auth);
  const button = wp.buttons.find((b) => b.id === buttonId);
  if (!button) throw businessError('workplace.buttonGone');
  const toWorkplace = button.action === 'callMaterial';
  const created = await addCallOrder(
    app,
    { tenantId: auth.tenantId, username: auth.user.username },
    {
      srcLayoutId: wp.layoutId,
      destLayoutId: wp.layoutId,
      srcStationCode: toWorkplace ? button.srcStationCode! : button.stationCode,
      destStationCode: toWorkplace ? button.stationCode : button.destStationCode,
      destZoneId: toWorkplace ? null : button.destZoneId,
      taskType: toWorkplace ? 'Material' : 'Empty',
      callOrderType: button.action,
      priority: button.priority,
      externalLineCode: wp.workplaceCode,
      memo: button.label,
    },
  );
  try {
    await app.db.insertInto('workplace_calls').values({ call_order_id: created.id, workplace_id: wp.id, label: button.label, action: button.action, created_at: app.clock() }).execute();
  } catch (err) {
    // All or nothing: a call the pad cannot follow must not send a vehicle.
    await closeCallOrdersAndTasks(app, { tenantId: auth.tenantId, username: auth.user.username }, [created.id]);
    throw err;
  }
  const [call] = await padCalls(app, auth.tenantId, wp.id, created.id);
  return call!;
}

/** Cancels an open call of this pad (its transport order closes too); another pad's call is refused. */
export async function padCancel(app: FastifyInstance, auth: AuthContext, callOrderId: string): Promise<void> {
  const wp = await padWorkplace(app, auth);
  const link = await app.db.selectFrom('workplace_calls').select('workplace_id').where('call_order_id', '=', callOrderId).executeTakeFirst();
  if (!link || link.workplace_id !== wp.id) throw forbidden('workplace.callNotOwn');
  const closed = await closeCallOrdersAndTasks(app, { tenantId: auth.tenantId, username: auth.user.username }, [callOrderId]);
  if (!closed) throw businessError('workplace.callNotOpen');
}
