import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  CallOrderAddRequest,
  CallOrderDetailQuery,
  CallOrderListQuery,
  CreateByTemplateQuery,
  CreateTaskRequest,
  DetailStepEditRequest,
  DetailStepQuery,
  OrderIdBody,
  OrderIdQuery,
  OrderIdsQuery,
  Perm,
  TransorderDetailListQuery,
  TransorderListQuery,
  type CallOrder,
  type CallOrderDetailLine,
  type CreatedCallOrder,
  type CreatedOrders,
  type PageResult,
  type Transorder,
  type TransorderDetail,
  type TransorderDetailStep,
} from '@agvs/contract';
import { ok } from '../../envelope.js';
import { businessError } from '../../errors.js';
import { toPage } from '../../lib/paging.js';
import { signedIn } from '../../plugins/auth.js';
import { addCallOrder, callOrderDetail, closeCallOrdersAndTasks } from './call-orders.js';
import { followCallOrders } from './follow.js';
import { copyOrder, recoverOrder } from './recover-copy.js';
import { retryOrder } from './retry.js';
import { ordersWorkbook } from './export.js';
import { detailsOf, listCallOrders, listOrders, orderById, stepsOf, type OrderFilter } from './repository.js';
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
  agvId: q.agvId,
  releaseTimeBegin: q.releaseTimeBegin,
  releaseTimeEnd: q.releaseTimeEnd,
});

/**
 * SPEC §7 "Orders": creating, listing, closing, recovering and copying transport orders, their
 * details and steps; call orders (which become transport orders and follow them).
 */
export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['orders'];
  const caller = (request: Parameters<typeof signedIn>[0]) => {
    const auth = signedIn(request);
    return { tenantId: auth.tenantId, username: auth.user.username };
  };

  app.post(
    '/agvserver/task/createTask',
    { schema: { tags, summary: 'Create transport orders (create-task form)', body: CreateTaskRequest }, config: { perm: Perm.monitorTaskAdd } },
    async (request) => ok<CreatedOrders>(await createTasks(app, caller(request), request.body), request.t('fleet.taskCreated')),
  );

  app.get(
    '/agvserver/transorder/list',
    { schema: { tags, summary: 'Transport orders, default newest release first', querystring: TransorderListQuery }, config: { perm: Perm.monitorOrderList } },
    async (request) => {
      const q = request.query;
      const { records, total } = await listOrders(
        app.db,
        signedIn(request).tenantId,
        historyFilter(q),
        q,
      );
      return ok<PageResult<Transorder>>(toPage(records, total, q));
    },
  );

  app.get(
    '/agvserver/transorder/exportXls',
    { schema: { tags, summary: 'The listed transport orders as xlsx (list filters, at most EXPORT_LIMIT rows)', querystring: TransorderListQuery }, config: { perm: Perm.monitorOrderList } },
    async (request, reply) => {
      const q = request.query;
      const { records } = await listOrders(
        app.db,
        signedIn(request).tenantId,
        historyFilter(q),
        { ...q, pageNo: 1, pageSize: EXPORT_LIMIT },
      );
      return reply
        .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', 'attachment; filename="transorders.xlsx"')
        .send(await ordersWorkbook(records, (key, params) => request.t(key, params)));
    },
  );

  app.get(
    '/agvserver/transorder/queryById',
    { schema: { tags, summary: 'One transport order', querystring: OrderIdQuery }, config: { perm: Perm.monitorOrderList } },
    async (request) => {
      const order = await orderById(app.db, signedIn(request).tenantId, request.query.id);
      if (!order) throw businessError('fleet.orderNotFound');
      return ok<Transorder>(order);
    },
  );

  app.delete(
    '/agvserver/transorder/delete',
    { schema: { tags, summary: 'Close an open transport order', querystring: OrderIdQuery }, config: { perm: Perm.monitorTransorderDelete } },
    async (request) => {
      await closeOrders(app, caller(request), [request.query.id]);
      return ok(null, request.t('fleet.orderClosed'));
    },
  );

  app.delete(
    '/agvserver/transorder/deleteBatch',
    { schema: { tags, summary: 'Close open transport orders (ids comma-joined)', querystring: OrderIdsQuery }, config: { perm: Perm.monitorTransorderDelete } },
    async (request) => {
      await closeOrders(app, caller(request), request.query.ids);
      return ok(null, request.t('fleet.orderClosed'));
    },
  );

  app.get(
    '/agvserver/transorderDetail/list',
    { schema: { tags, summary: 'Stops of a transport order', querystring: TransorderDetailListQuery }, config: { perm: Perm.monitorOrderList } },
    async (request) => {
      const q = request.query;
      const { records, total } = await detailsOf(app.db, signedIn(request).tenantId, q.transorderId, q);
      return ok<PageResult<TransorderDetail>>(toPage(records, total, q));
    },
  );

  app.get(
    '/agvserver/transorderDetailStep/queryByTransorderDetailId',
    { schema: { tags, summary: 'Action steps of an order stop', querystring: DetailStepQuery }, config: { perm: Perm.monitorOrderList } },
    async (request) => ok<TransorderDetailStep[]>(await stepsOf(app.db, signedIn(request).tenantId, request.query.transorderDetailId)),
  );

  app.get(
    '/agvserver/callOrder/list',
    { schema: { tags, summary: 'Call orders, default latest update first', querystring: CallOrderListQuery }, config: { perm: Perm.monitorOrderList } },
    async (request) => {
      const q = request.query;
      const { records, total } = await listCallOrders(app.db, signedIn(request).tenantId, q, q);
      return ok<PageResult<CallOrder>>(toPage(records, total, q));
    },
  );

  app.delete(
    '/agvserver/callOrder/delete',
    { schema: { tags, summary: 'Close an open call order', querystring: OrderIdQuery }, config: { perm: Perm.monitorCallOrderDelete } },
    async (request) => {
      const n = await closeCallOrdersAndTasks(app, caller(request), [request.query.id]);
      if (n === 0) throw businessError('fleet.callOrderNotOpen');
      return ok(null, request.t('fleet.callOrderClosed'));
    },
  );

  app.delete(
    '/agvserver/callOrder/deleteBatch',
    { schema: { tags, summary: 'Close open call orders (ids comma-joined)', querystring: OrderIdsQuery }, config: { perm: Perm.monitorCallOrderDelete } },
    async (request) => {
      const n = await closeCallOrdersAndTasks(app, caller(request), request.query.ids);
      if (n === 0) throw businessError('fleet.callOrderNotOpen');
      return ok(null, request.t('fleet.callOrderClosed'));
    },
  );

  app.get(
    '/agvserver/transorderTemplate/createOrderByTemplateId',
    { schema: { tags, summary: 'Create orders from templates (ids comma-joined)', querystring: CreateByTemplateQuery }, config: { perm: Perm.monitorTaskAdd } },
    async (request) =>
      ok<CreatedOrders>(await createFromTemplates(app, caller(request), request.query.ids, request.query.taskChainCycleTimes), request.t('fleet.taskCreated')),
  );

  app.put(
    '/agvserver/transorder/recover',
    { schema: { tags, summary: 'A manually closed order back to Init, dispatched again', body: OrderIdBody }, config: { perm: Perm.transorderRecover } },
    async (request) => {
      await recoverOrder(app, caller(request), request.body.id);
      return ok(null, request.t('fleet.orderRecovered'));
    },
  );

  app.post(
    '/agvserver/transorder/copy',
    { schema: { tags, summary: 'A new Init order from a Complete or Close one', body: OrderIdBody }, config: { perm: Perm.transorderCopy } },
    async (request) => ok<CreatedOrders>(await copyOrder(app, caller(request), request.body.id), request.t('fleet.orderCopied')),
  );

  app.put(
    '/agvserver/transorder/retry',
    { schema: { tags, summary: 'Retry the step a task error stopped the order at', body: OrderIdBody }, config: { perm: Perm.monitorTransorderDelete } },
    async (request) => {
      await retryOrder(app, caller(request), request.body.id);
      return ok(null, request.t('fleet.orderRetried'));
    },
  );

  app.put(
    '/agvserver/transorderDetailStep/edit',
    { schema: { tags, summary: 'Reload (isSend 0) or close (isSend 1) a step of a carried order', body: DetailStepEditRequest }, config: { perm: Perm.monitorTransorderDelete } },
    async (request) => {
      await editStep(app, caller(request), request.body.id, request.body.isSend);
      return ok(null, request.t('fleet.stepSaved'));
    },
  );

  app.post(
    '/agvserver/callOrder/add',
    { schema: { tags, summary: 'A call for material: a call order and its transport order', body: CallOrderAddRequest }, config: { perm: Perm.monitorTaskAdd } },
    async (request) => ok<CreatedCallOrder>(await addCallOrder(app, caller(request), request.body), request.t('fleet.callOrderCreated')),
  );

  app.get(
    '/customserver/wx/callOrderDetail',
    { schema: { tags, summary: 'Detail lines of a call order, by taskId or externalLineCode', querystring: CallOrderDetailQuery }, config: { perm: Perm.monitorOrderList } },
    async (request) => ok<CallOrderDetailLine[]>(await callOrderDetail(app, signedIn(request).tenantId, request.query)),
  );

  followCallOrders(app);
};
