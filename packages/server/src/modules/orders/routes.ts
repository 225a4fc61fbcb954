import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CallOrderListQuery,
  CreateByTemplateQuery,
  CreateTaskRequest,
  DetailStepQuery,
  OrderIdQuery,
  OrderIdsQuery,
  Perm,
  TransorderDetailListQuery,
  TransorderListQuery,
  type CallOrder,
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
import { closeCallOrders, detailsOf, listCallOrders, listOrders, orderById, stepsOf } from './repository.js';
import { closeOrders, createTasks } from './service.js';
import { createFromTemplates } from './templates.js';

/** SPEC §7 "Orders": creating, listing and closing transport orders, their details and steps; call orders. */
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
        { layoutId: q.layoutId, statuses: q.transorderStatus, srcStationCode: q.srcStationCode, destStationCode: q.destStationCode },
        q,
      );
      return ok<PageResult<Transorder>>(toPage(records, total, q));
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
      const n = await closeCallOrders(app.db, signedIn(request).tenantId, [request.query.id], signedIn(request).user.username, app.clock());
      if (n === 0) throw businessError('fleet.callOrderNotOpen');
      return ok(null, request.t('fleet.callOrderClosed'));
    },
  );

  app.delete(
    '/agvserver/callOrder/deleteBatch',
    { schema: { tags, summary: 'Close open call orders (ids comma-joined)', querystring: OrderIdsQuery }, config: { perm: Perm.monitorCallOrderDelete } },
    async (request) => {
      const n = await closeCallOrders(app.db, signedIn(request).tenantId, request.query.ids, signedIn(request).user.username, app.clock());
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
};
