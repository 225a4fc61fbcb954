import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { EXCEL_TYPE, OrderCalls, TransorderListQuery } from '@agvs/contract';
import { ok } from '../../envelope.js';
import { businessError } from '../../errors.js';
import { toPage } from '../../lib/paging.js';
import { route } from '../../lib/route.js';
import { signedIn } from '../../plugins/auth.js';
import { addCallOrder, callOrderDetail, closeCallOrdersAndTasks } from './call-orders.js';
import { followCallOrders } from './follow.js';
import { copyOrder, recoverOrder } from './recover-copy.js';
import { retryOrder } from './retry.js';
import { ordersWorkbook } from './export.js';
import { listCallOrders, listOrders, orderById, stepsOf, type OrderFilter } from './repository.js';
import { closeOrders, createTasks } from './service.js';
import { editStep } from './steps.js';
import { createFromTemplates } from './templates.js';

/** Rows an order export holds at most (a sheet of the whole history would exhaust the server). */
const EXPORT_LIMIT = 10_000;

/** The list query's filters (GET /agvserver/transorder/list and its export). */
const historyFilter = (q: z.output<typeof TransorderListQuery>): OrderFilter => ({
  layoutId: q.layoutId,
  statuses: q.transorderStatus,
  srcStationCode: q.srcStationCode,
  destStationCode: q.destStationCode,
  taskCode: q.taskCode,
  agvId: q.agvId,
  releaseTimeBegin: q.releaseTimeBegin,
  releaseTimeEnd: q.releaseTimeEnd,
});

/**
 * SPEC §7 "Orders": creating, listing, closing, recovering and copying transport orders, their
 * details and steps; call orders (which become transport orders and follow them).
 */
export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  const caller = (request: Parameters<typeof signedIn>[0]) => {
    const auth = signedIn(request);
    return { tenantId: auth.tenantId, username: auth.user.username };
  };

  route(app, OrderCalls.createTask, async (request) => ok(await createTasks(app, caller(request), request.body), request.t('fleet.taskCreated')));

  route(app, OrderCalls.transorderList, async (request) => {
    const q = request.query;
    const { records, total } = await listOrders(app.db, signedIn(request).tenantId, historyFilter(q), q);
    return ok(toPage(records, total, q));
  });

  route(app, OrderCalls.transorderExportXls, async (request, reply) => {
    const q = request.query;
    const { records } = await listOrders(app.db, signedIn(request).tenantId, historyFilter(q), { ...q, pageNo: 1, pageSize: EXPORT_LIMIT });
    return reply
      .header('content-type', EXCEL_TYPE)
      .header('content-disposition', 'attachment; filename="transorders.xlsx"')
      .send(await ordersWorkbook(records, (key, params) => request.t(key, params)));
  });

  route(app, OrderCalls.transorderQueryById, async (request) => {
    const order = await orderById(app.db, signedIn(request).tenantId, request.query.id);
    if (!order) throw businessError('fleet.orderNotFound');
    return ok(order);
  });

  route(app, OrderCalls.transorderDelete, async (request) => {
    await closeOrders(app, caller(request), [request.query.id]);
    return ok(null, request.t('fleet.orderClosed'));
  });

  route(app, OrderCalls.transorderDeleteBatch, async (request) => {
    await closeOrders(app, caller(request), request.query.ids);
    return ok(null, request.t('fleet.orderClosed'));
  });

  route(app, OrderCalls.queryStepsByTransorderDetailId, async (request) =>
    ok(await stepsOf(app.db, signedIn(request).tenantId, request.query.transorderDetailId)),
  );

  route(app, OrderCalls.callOrderList, async (request) => {
    const q = request.query;
    const { records, total } = await listCallOrders(app.db, signedIn(request).tenantId, q, q);
    return ok(toPage(records, total, q));
  });

  route(app, OrderCalls.callOrderDelete, async (request) => {
    const n = await closeCallOrdersAndTasks(app, caller(request), [request.query.id]);
    if (n === 0) throw businessError('fleet.callOrderNotOpen');
    return ok(null, request.t('fleet.callOrderClosed'));
  });

  route(app, OrderCalls.callOrderDeleteBatch, async (request) => {
    const n = await closeCallOrdersAndTasks(app, caller(request), request.query.ids);
    if (n === 0) throw businessError('fleet.callOrderNotOpen');
    return ok(null, request.t('fleet.callOrderClosed'));
  });

  route(app, OrderCalls.createOrderByTemplateId, async (request) =>
    ok(await createFromTemplates(app, caller(request), request.query.ids, request.query.taskChainCycleTimes), request.t('fleet.taskCreated')),
  );

  route(app, OrderCalls.transorderRecover, async (request) => {
    await recoverOrder(app, caller(request), request.body.id);
    return ok(null, request.t('fleet.orderRecovered'));
  });

  route(app, OrderCalls.transorderCopy, async (request) => ok(await copyOrder(app, caller(request), request.body.id), request.t('fleet.orderCopied')));

  route(app, OrderCalls.transorderRetry, async (request) => {
    await retryOrder(app, caller(request), request.body.id);
    return ok(null, request.t('fleet.orderRetried'));
  });

  route(app, OrderCalls.transorderDetailStepEdit, async (request) => {
    await editStep(app, caller(request), request.body.id, request.body.isSend);
    return ok(null, request.t('fleet.stepSaved'));
  });

  route(app, OrderCalls.callOrderAdd, async (request) => ok(await addCallOrder(app, caller(request), request.body), request.t('fleet.callOrderCreated')));

  route(app, OrderCalls.callOrderDetail, async (request) => ok(await callOrderDetail(app, signedIn(request).tenantId, request.query)));

  followCallOrders(app);
};
