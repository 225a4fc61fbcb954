import { z } from 'zod';
import {
  CallOrder,
  CallOrderAddRequest,
  CallOrderDetailLine,
  CallOrderDetailQuery,
  CallOrderListQuery,
  CreateByTemplateQuery,
  CreatedCallOrder,
  CreatedOrders,
  CreateTaskRequest,
  DetailStepEditRequest,
  DetailStepQuery,
  OrderIdBody,
  OrderIdQuery,
  OrderIdsQuery,
  Transorder,
  TransorderDetailStep,
  TransorderListQuery,
} from '../api/orders.js';
import { Perm } from '../permissions.js';
import { defineCalls, EXCEL_TYPE, pageOf, rawAnswer } from './define.js';

/**
 * SPEC §7 "Orders": creating, listing, closing, recovering and copying transport orders, their
 * details and steps; call orders (which become transport orders and follow them). The path
 * highlight (GET /agvserver/transorder/queryPath) is a live call (`live`).
 */
export const OrderCalls = defineCalls('orders', {
  /**
   * SPEC §7 "Orders": POST /agvserver/task/createTask with the SPEC §3 create-task form (modelId,
   * groupId, agvId, srcStationCode, srcEquipmentId, destStationCode, destEquipmentId, taskType,
   * cycleTimes, cycleTimesChecked, zoneId, srcLayoutId, destLayoutId, stationContainerTrans,
   * priority, externalInfo) → {ids, transorderCodes} of the new orders (the SPEC does not name the
   * answer).
   */
  createTask: {
    method: 'POST',
    path: '/agvserver/task/createTask',
    summary: 'Create transport orders (create-task form)',
    access: { perm: Perm.monitorTaskAdd },
    body: CreateTaskRequest,
    response: CreatedOrders,
  },
  /**
   * SPEC §7 "Orders": GET /agvserver/transorder/list {transorderStatus (comma list), layoutId,
   * column, order, pageNo, pageSize; default sort releaseTime desc} → a page (records, total) of
   * SPEC §3 "Transorder" rows. The server also filters by srcStationCode and destStationCode (the
   * SPEC's equipment tooltip), agvId, releaseTimeBegin and releaseTimeEnd (order history), and its
   * rows carry agvId, which the SPEC's list lacks.
   */
  transorderList: {
    method: 'GET',
    path: '/agvserver/transorder/list',
    summary: 'Transport orders, default newest release first',
    access: { perm: Perm.monitorOrderList },
    query: TransorderListQuery,
    response: pageOf(Transorder),
  },
  /**
   * Order-history export (SPEC §7 "Dictionaries/generic": Excel export of a list): GET
   * /agvserver/transorder/exportXls with the list's filters → transorders.xlsx (at most 10,000 rows).
   * Not among the SPEC's order calls.
   */
  transorderExportXls: {
    method: 'GET',
    path: '/agvserver/transorder/exportXls',
    summary: 'The listed transport orders as xlsx (list filters, at most EXPORT_LIMIT rows)',
    access: { perm: Perm.monitorOrderList },
    query: TransorderListQuery,
    response: rawAnswer(EXCEL_TYPE),
  },
  /** SPEC §7 "Orders": GET /agvserver/transorder/queryById {id} → one SPEC §3 "Transorder". */
  transorderQueryById: {
    method: 'GET',
    path: '/agvserver/transorder/queryById',
    summary: 'One transport order',
    access: { perm: Perm.monitorOrderList },
    query: OrderIdQuery,
    response: Transorder,
  },
  /** SPEC §7 "Orders": DELETE /agvserver/transorder/delete {id} → null (closes an open order, SPEC §4). */
  transorderDelete: {
    method: 'DELETE',
    path: '/agvserver/transorder/delete',
    summary: 'Close an open transport order',
    access: { perm: Perm.monitorTransorderDelete },
    query: OrderIdQuery,
    response: z.null(),
  },
  /** SPEC §7 "Orders": DELETE /agvserver/transorder/deleteBatch {ids, comma-joined} → null. */
  transorderDeleteBatch: {
    method: 'DELETE',
    path: '/agvserver/transorder/deleteBatch',
    summary: 'Close open transport orders (ids comma-joined)',
    access: { perm: Perm.monitorTransorderDelete },
    query: OrderIdsQuery,
    response: z.null(),
  },
  // GET /agvserver/transorderDetail/list is the generic list of transorderDetailResource
  // (resources/agvRecords.ts), which serves the monitor's {transorderId, pageNo, pageSize} too.
  /**
   * SPEC §7 "Orders": GET /agvserver/transorderDetailStep/queryByTransorderDetailId
   * {transorderDetailId} → SPEC §3 "Order detail step" rows (with their id).
   */
  queryStepsByTransorderDetailId: {
    method: 'GET',
    path: '/agvserver/transorderDetailStep/queryByTransorderDetailId',
    summary: 'Action steps of an order stop',
    access: { perm: Perm.monitorOrderList },
    query: DetailStepQuery,
    response: z.array(TransorderDetailStep),
  },
  /**
   * SPEC §7 "Orders": GET /agvserver/callOrder/list {callOrderStatus (Init), srcLayoutId, column,
   * order, pageNo, pageSize; default sort updateTime desc} → a page of SPEC §3 "Call order" rows
   * (the server adds srcLayoutId and destLayoutId).
   */
  callOrderList: {
    method: 'GET',
    path: '/agvserver/callOrder/list',
    summary: 'Call orders, default latest update first',
    access: { perm: Perm.monitorOrderList },
    query: CallOrderListQuery,
    response: pageOf(CallOrder),
  },
  /** SPEC §7 "Orders": DELETE /agvserver/callOrder/delete {id} → null (closes the call order and its open transport order). */
  callOrderDelete: {
    method: 'DELETE',
    path: '/agvserver/callOrder/delete',
    summary: 'Close an open call order',
    access: { perm: Perm.monitorCallOrderDelete },
    query: OrderIdQuery,
    response: z.null(),
  },
  /** SPEC §7 "Orders": DELETE /agvserver/callOrder/deleteBatch {ids, comma-joined} → null. */
  callOrderDeleteBatch: {
    method: 'DELETE',
    path: '/agvserver/callOrder/deleteBatch',
    summary: 'Close open call orders (ids comma-joined)',
    access: { perm: Perm.monitorCallOrderDelete },
    query: OrderIdsQuery,
    response: z.null(),
  },
  /**
   * SPEC §7 "Orders": GET /agvserver/transorderTemplate/createOrderByTemplateId {the SPEC's "id
   * list", named `ids` here (comma-joined); taskChainCycleTimes, default 1} → {ids,
   * transorderCodes} of the new orders.
   */
  createOrderByTemplateId: {
    method: 'GET',
    path: '/agvserver/transorderTemplate/createOrderByTemplateId',
    summary: 'Create orders from templates (ids comma-joined)',
    access: { perm: Perm.monitorTaskAdd },
    query: CreateByTemplateQuery,
    response: CreatedOrders,
  },
  /** SPEC §4 "Transorder status" (recover a manually closed order; no path in §7): PUT /agvserver/transorder/recover {id} → null. */
  transorderRecover: {
    method: 'PUT',
    path: '/agvserver/transorder/recover',
    summary: 'A manually closed order back to Init, dispatched again',
    access: { perm: Perm.transorderRecover },
    body: OrderIdBody,
    response: z.null(),
  },
  /** SPEC §4 "Transorder status" (copy a finished or closed order; no path in §7): POST /agvserver/transorder/copy {id} → {ids, transorderCodes}. */
  transorderCopy: {
    method: 'POST',
    path: '/agvserver/transorder/copy',
    summary: 'A new Init order from a Complete or Close one',
    access: { perm: Perm.transorderCopy },
    body: OrderIdBody,
    response: CreatedOrders,
  },
  /** Retry the step a task error stopped an order at (not in the SPEC): PUT /agvserver/transorder/retry {id} → null. */
  transorderRetry: {
    method: 'PUT',
    path: '/agvserver/transorder/retry',
    summary: 'Retry the step a task error stopped the order at',
    access: { perm: Perm.monitorTransorderDelete },
    body: OrderIdBody,
    response: z.null(),
  },
  /**
   * SPEC §7 "Orders": PUT /agvserver/transorderDetailStep/edit (the step row; only id and isSend
   * count: SPEC §4, 0 reload, 1 close) → null.
   */
  transorderDetailStepEdit: {
    method: 'PUT',
    path: '/agvserver/transorderDetailStep/edit',
    summary: 'Reload (isSend 0) or close (isSend 1) a step of a carried order',
    access: { perm: Perm.monitorTransorderDelete },
    body: DetailStepEditRequest,
    response: z.null(),
  },
  /**
   * A call for material (SPEC §3 "Call order"; the SPEC shows no create path): POST
   * /agvserver/callOrder/add {srcLayoutId, destLayoutId, srcStationCode, destStationCode,
   * destZoneId, groupId, taskType, callOrderType, priority, stationContainerTrans, externalCode,
   * externalLineCode, externalInfo, memo} → {id, callOrderCode, taskId, taskCode}.
   */
  callOrderAdd: {
    method: 'POST',
    path: '/agvserver/callOrder/add',
    summary: 'A call for material: a call order and its transport order',
    access: { perm: Perm.monitorTaskAdd },
    body: CallOrderAddRequest,
    response: CreatedCallOrder,
  },
  /**
   * SPEC §7 "Orders": GET /customserver/wx/callOrderDetail {taskId or externalLineCode} → SPEC §3
   * call-order detail lines (stationName, actionName, isSend; the server adds id and seq).
   */
  callOrderDetail: {
    method: 'GET',
    path: '/customserver/wx/callOrderDetail',
    summary: 'Detail lines of a call order, by taskId or externalLineCode',
    access: { perm: Perm.monitorOrderList },
    query: CallOrderDetailQuery,
    response: z.array(CallOrderDetailLine),
  },
});
