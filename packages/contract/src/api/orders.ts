import { z } from 'zod';
import { Code, Flag, Id } from './fields.js';
import { PageQuery } from './system.js';

/*
 * Order calls (SPEC §7 "Orders", "Templates"): creating, listing and closing transport orders,
 * their details and steps, call orders, order actions. Live vehicle state is in live.ts; times
 * are ms since epoch.
 */


/** Transport-order statuses of SPEC §4. */
export const TRANSORDER_STATUSES = ['Preset', 'Init', 'Release', 'Running', 'Complete', 'Close', 'Pause', 'Breed', 'SamplingComplete'] as const;
export type TransorderStatus = (typeof TRANSORDER_STATUSES)[number];
/** Open (closable) statuses. */
export const OPEN_TRANSORDER_STATUSES: readonly TransorderStatus[] = ['Preset', 'Init', 'Release', 'Running'];

/** A layout id, or the cascader's 'mapId,layoutId'. */
const LayoutRef = z
  .string()
  .trim()
  .min(1)
  .max(130)
  .transform((v) => v.split(',').pop()!.trim());

// ---------------------------------------------------------------------------------------------
// Transport orders

/** POST /agvserver/task/createTask (SPEC §3 create-task form, §5 rules). Destination: a station or a zone. */
export const CreateTaskRequest = z
  .object({
    modelId: Id.nullish(),
    groupId: Id.nullish(),
    agvId: Id.nullish(),
    /** Left out only for a drop-only task: agvId names a vehicle that carries a load without an order. */
    srcStationCode: Code.nullish(),
    srcEquipmentId: Id.nullish(),
    destStationCode: Code.nullish(),
    destEquipmentId: Id.nullish(),
    taskType: z.string().trim().min(1).max(30).default('Material'),
    cycleTimes: z.coerce.number().int().min(1).max(999).default(1),
    cycleTimesChecked: z.coerce.boolean().default(false),
    zoneId: Id.nullish(),
    srcLayoutId: LayoutRef,
    destLayoutId: LayoutRef,
    stationContainerTrans: z.string().trim().max(64).nullish(),
    priority: z.coerce.number().int().min(1).max(40).default(1),
    externalInfo: z.string().max(2000).nullish(),
  })
  .superRefine((v, ctx) => {
    if (!v.destStationCode && !v.zoneId) ctx.addIssue({ code: 'custom', path: ['destStationCode'], message: 'required' });
    if (!v.srcStationCode && !v.agvId) ctx.addIssue({ code: 'custom', path: ['srcStationCode'], message: 'required' });
    if (v.cycleTimesChecked && !v.agvId) ctx.addIssue({ code: 'custom', path: ['agvId'], message: 'required' });
  });
export type CreateTaskRequest = z.input<typeof CreateTaskRequest>;

/** SPEC §3 "Transorder": a transport order as the order list and queryById answer it. Times are ms since epoch. */
export const Transorder = z.object({
  id: z.string(),
  /** The task the order belongs to (the first order's code of the createTask, template or call-order call that made it). */
  taskCode: z.string(),
  transorderCode: z.string(),
  /** A SPEC §4 status: Preset, Init, Release, Running, Complete, Close, Pause, Breed, SamplingComplete. */
  transorderStatus: z.string(),
  /** Position among the orders created together (1, 2, ... for cycle times). */
  seq: z.number(),
  agvId: z.string().nullable(),
  agvName: z.string().nullable(),
  mapName: z.string().nullable(),
  layoutName: z.string().nullable(),
  layoutId: z.string().nullable(),
  groupId: z.string().nullable(),
  groupName: z.string().nullable(),
  groupCode: z.string().nullable(),
  srcStationCode: z.string().nullable(),
  srcZoneName: z.string().nullable(),
  srcEquipmentName: z.string().nullable(),
  destStationCode: z.string().nullable(),
  destZoneName: z.string().nullable(),
  destEquipmentName: z.string().nullable(),
  transorderType: z.string(),
  /** JSON text of the vehicle constraints (agvId, modelId, priority, loadOnVehicle). */
  agvStrategy: z.string().nullable(),
  warningInfo: z.string().nullable(),
  stationContainerTrans: z.string().nullable(),
  /** ms since epoch */
  releaseTime: z.number().nullable(),
  /** ms since epoch */
  startTime: z.number().nullable(),
  /** ms since epoch */
  endTime: z.number().nullable(),
  externalCode: z.string().nullable(),
  externalInfo: z.string().nullable(),
  updateBy: z.string().nullable(),
  /** ms since epoch */
  updateTime: z.number(),
});
export type Transorder = z.output<typeof Transorder>;

export const TRANSORDER_SORT_COLUMNS = ['releaseTime', 'startTime', 'endTime', 'updateTime', 'transorderCode', 'transorderStatus'] as const;

/** GET /agvserver/transorder/list: transorderStatus is a comma list of SPEC §4 statuses. */
export const TransorderListQuery = PageQuery.extend({
  column: z.enum(TRANSORDER_SORT_COLUMNS).default('releaseTime'),
  layoutId: Id.optional(),
  transorderStatus: z
    .string()
    .trim()
    .max(200)
    .optional()
    .transform((v) => (v ? v.split(',').map((s) => s.trim()).filter(Boolean) : []))
    .pipe(z.array(z.enum(TRANSORDER_STATUSES))),
  srcStationCode: Code.optional(),
  destStationCode: Code.optional(),
  /** The orders of one task (the task page's "Orders" link). */
  taskCode: Code.optional(),
  agvId: Id.optional(),
  /** Release time range of the order history, ms since epoch, both ends included. */
  releaseTimeBegin: z.coerce.number().int().min(0).optional(),
  releaseTimeEnd: z.coerce.number().int().min(0).optional(),
});
export type TransorderListQuery = z.input<typeof TransorderListQuery>;

/** GET /agvserver/transorder/queryById, DELETE /agvserver/transorder/delete */
export const OrderIdQuery = z.object({ id: Id });
/** DELETE .../deleteBatch: ids comma-joined. */
export const OrderIdsQuery = z.object({
  ids: z
    .string()
    .trim()
    .min(1)
    .max(20000)
    .transform((v) => v.split(',').map((s) => s.trim()).filter(Boolean))
    .pipe(z.array(Id).min(1).max(500)),
});


/** SPEC §3 order detail record: one stop of a transport order. */
export const TransorderDetail = z.object({
  id: z.string(),
  transorderId: z.string(),
  seq: z.number(),
  stationCode: z.string(),
  stationGraphId: z.number().nullable(),
  /** 1 done, 0 pending (SPEC §4). */
  isSend: z.number(),
  /** ms since epoch */
  updateTime: z.number(),
});
export type TransorderDetail = z.output<typeof TransorderDetail>;

/** GET /agvserver/transorderDetailStep/queryByTransorderDetailId */
export const DetailStepQuery = z.object({ transorderDetailId: Id });

/** SPEC §3 "Order detail step". */
export const TransorderDetailStep = z.object({
  id: z.string(),
  seq: z.number(),
  actionStepCode: z.string(),
  actionStepName: z.string(),
  actionStepType: z.string(),
  actionStepPara: z.string().nullable(),
  actionStepPara1: z.string().nullable(),
  actionStepPara2: z.string().nullable(),
  actionSuccessJump: z.number().nullable(),
  actionFailJump: z.number().nullable(),
  equipmentName: z.string().nullable(),
  ipAddress: z.string().nullable(),
  /** 1 sent (done), 0 not yet (SPEC §4: 1 shows 'reload', 0 shows 'close'). */
  isSend: z.number(),
  warningInfo: z.string().nullable(),
  /** ms since epoch */
  updateTime: z.number(),
});
export type TransorderDetailStep = z.output<typeof TransorderDetailStep>;

/** GET /agvserver/transorder/queryPath: the route between two stations (path highlight). */
export const QueryPathQuery = z.object({ layoutId: Id, srcStationCode: Code, destStationCode: Code, groupId: Id.optional() });

/** What queryPath answers: the stations along the route (SPEC: stationVo with graphId), its segments and length. */
export const PathResult = z.object({
  stationList: z.array(z.object({ id: z.string(), stationCode: z.string(), graphId: z.number() })),
  segmentIds: z.array(z.string()),
  /** mm */
  length: z.number(),
});
export type PathResult = z.output<typeof PathResult>;

// ---------------------------------------------------------------------------------------------
// Call orders and templates

export const CALL_ORDER_STATUSES = ['Init', 'Close'] as const;
export const CALL_ORDER_SORT_COLUMNS = ['updateTime', 'callOrderCode'] as const;

/** GET /agvserver/callOrder/list */
export const CallOrderListQuery = PageQuery.extend({
  column: z.enum(CALL_ORDER_SORT_COLUMNS).default('updateTime'),
  callOrderStatus: z.enum(CALL_ORDER_STATUSES).optional(),
  srcLayoutId: Id.optional(),
});

/** SPEC §3 "Call order". */
export const CallOrder = z.object({
  id: z.string(),
  callOrderCode: z.string(),
  /** transorderCode of the transport order made for it. */
  taskCode: z.string().nullable(),
  /** Id of the transport order made for it. */
  taskId: z.string().nullable(),
  /** The carrying vehicle, once its transport order ended. */
  agvCode: z.string().nullable(),
  agvName: z.string().nullable(),
  /** Init (open) or Close (SPEC §4). */
  callOrderStatus: z.string(),
  mapName: z.string().nullable(),
  srcLayoutId: z.string().nullable(),
  srcLayoutName: z.string().nullable(),
  srcStationCode: z.string().nullable(),
  destLayoutId: z.string().nullable(),
  destLayoutName: z.string().nullable(),
  destStationCode: z.string().nullable(),
  destZoneName: z.string().nullable(),
  groupCode: z.string().nullable(),
  groupName: z.string().nullable(),
  warningInfo: z.string().nullable(),
  stationContainerTrans: z.string().nullable(),
  externalCode: z.string().nullable(),
  externalLineCode: z.string().nullable(),
  externalInfo: z.string().nullable(),
  taskType: z.string().nullable(),
  callOrderType: z.string().nullable(),
  priority: z.number(),
  memo: z.string().nullable(),
  updateBy: z.string().nullable(),
  /** ms since epoch */
  updateTime: z.number(),
});
export type CallOrder = z.output<typeof CallOrder>;

/** GET /agvserver/transorderTemplate/createOrderByTemplateId: ids comma-joined. */
export const CreateByTemplateQuery = z.object({
  ids: OrderIdsQuery.shape.ids,
  taskChainCycleTimes: z.coerce.number().int().min(1).max(999).default(1),
});

/** What createTask, createOrderByTemplateId and copy return: the new orders' ids and codes, in creation order. */
export const CreatedOrders = z.object({
  ids: z.array(z.string()),
  transorderCodes: z.array(z.string()),
});
export type CreatedOrders = z.output<typeof CreatedOrders>;

// ---------------------------------------------------------------------------------------------
// Order actions beyond create and close (SPEC §4, §7 "Orders")

/** PUT /agvserver/transorder/recover, POST /agvserver/transorder/copy: one order by id. */
export const OrderIdBody = z.object({ id: Id });

/**
 * PUT /agvserver/transorderDetailStep/edit: the step row of the step table. Only isSend is
 * changed (SPEC §4: 0 = reload, the step runs again; 1 = close, the step counts as done).
 */
export const DetailStepEditRequest = z.object({ id: Id, isSend: Flag }).passthrough();
export type DetailStepEditRequest = z.input<typeof DetailStepEditRequest>;

/** POST /agvserver/callOrder/add: a line-side system or client page calls for material. */
export const CallOrderAddRequest = z
  .object({
    srcLayoutId: LayoutRef,
    destLayoutId: LayoutRef.nullish(),
    srcStationCode: Code,
    destStationCode: Code.nullish(),
    destZoneId: Id.nullish(),
    groupId: Id.nullish(),
    taskType: z.string().trim().min(1).max(30).default('Material'),
    callOrderType: z.string().trim().max(30).nullish(),
    priority: z.coerce.number().int().min(1).max(40).default(1),
    stationContainerTrans: z.string().trim().max(64).nullish(),
    externalCode: z.string().trim().max(64).nullish(),
    externalLineCode: z.string().trim().max(64).nullish(),
    externalInfo: z.string().max(2000).nullish(),
    memo: z.string().max(500).nullish(),
  })
  .superRefine((v, ctx) => {
    if (!v.destStationCode && !v.destZoneId) ctx.addIssue({ code: 'custom', path: ['destStationCode'], message: 'required' });
  });
export type CallOrderAddRequest = z.input<typeof CallOrderAddRequest>;

/** What callOrder/add returns: the call order and the transport order made for it. */
export const CreatedCallOrder = z.object({
  id: z.string(),
  callOrderCode: z.string(),
  /** Id of the transport order. */
  taskId: z.string(),
  /** transorderCode of the transport order. */
  taskCode: z.string(),
});
export type CreatedCallOrder = z.output<typeof CreatedCallOrder>;

/** GET /customserver/wx/callOrderDetail: by the transport order's id or the external line code. */
export const CallOrderDetailQuery = z
  .object({ taskId: Id.optional(), externalLineCode: z.string().trim().min(1).max(64).optional() })
  .refine((v) => v.taskId || v.externalLineCode, { path: ['taskId'], message: 'required' });

/** SPEC §3 call-order detail line; isSend 1 completed, 0 pending (§4). */
export const CallOrderDetailLine = z.object({
  /** Id of the transport order's stop. */
  id: z.string(),
  seq: z.number(),
  stationName: z.string(),
  actionName: z.string(),
  isSend: z.number(),
});
export type CallOrderDetailLine = z.output<typeof CallOrderDetailLine>;
