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

/** SPEC §3 "Transorder". */
export interface Transorder {
  readonly id: string;
  readonly taskCode: string;
  readonly transorderCode: string;
  readonly transorderStatus: string;
  readonly seq: number;
  readonly agvId: string | null;
  readonly agvName: string | null;
  readonly mapName: string | null;
  readonly layoutName: string | null;
  readonly layoutId: string | null;
  readonly groupId: string | null;
  readonly groupName: string | null;
  readonly groupCode: string | null;
  readonly srcStationCode: string | null;
  readonly srcZoneName: string | null;
  readonly srcEquipmentName: string | null;
  readonly destStationCode: string | null;
  readonly destZoneName: string | null;
  readonly destEquipmentName: string | null;
  readonly transorderType: string;
  readonly agvStrategy: string | null;
  readonly warningInfo: string | null;
  readonly stationContainerTrans: string | null;
  readonly releaseTime: number | null;
  readonly startTime: number | null;
  readonly endTime: number | null;
  readonly externalCode: string | null;
  readonly externalInfo: string | null;
  readonly updateBy: string | null;
  readonly updateTime: number;
}

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

/** GET /agvserver/transorderDetail/list */
export const TransorderDetailListQuery = PageQuery.extend({ transorderId: Id, pageSize: z.coerce.number().int().min(1).max(1000).default(100) });

/** SPEC §3 order detail record. */
export interface TransorderDetail {
  readonly id: string;
  readonly transorderId: string;
  readonly seq: number;
  readonly stationCode: string;
  readonly stationGraphId: number | null;
  readonly isSend: number;
  readonly updateTime: number;
}

/** GET /agvserver/transorderDetailStep/queryByTransorderDetailId */
export const DetailStepQuery = z.object({ transorderDetailId: Id });

/** SPEC §3 "Order detail step". */
export interface TransorderDetailStep {
  readonly id: string;
  readonly seq: number;
  readonly actionStepCode: string;
  readonly actionStepName: string;
  readonly actionStepType: string;
  readonly actionStepPara: string | null;
  readonly actionStepPara1: string | null;
  readonly actionStepPara2: string | null;
  readonly actionSuccessJump: number | null;
  readonly actionFailJump: number | null;
  readonly equipmentName: string | null;
  readonly ipAddress: string | null;
  readonly isSend: number;
  readonly warningInfo: string | null;
  readonly updateTime: number;
}

/** GET /agvserver/transorder/queryPath: the route between two stations (path highlight). */
export const QueryPathQuery = z.object({ layoutId: Id, srcStationCode: Code, destStationCode: Code, groupId: Id.optional() });

export interface PathResult {
  readonly stationList: readonly { readonly id: string; readonly stationCode: string; readonly graphId: number }[];
  readonly segmentIds: readonly string[];
  /** mm */
  readonly length: number;
}

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
export interface CallOrder {
  readonly id: string;
  readonly callOrderCode: string;
  readonly taskCode: string | null;
  readonly taskId: string | null;
  readonly agvCode: string | null;
  readonly agvName: string | null;
  readonly callOrderStatus: string;
  readonly mapName: string | null;
  readonly srcLayoutId: string | null;
  readonly srcLayoutName: string | null;
  readonly srcStationCode: string | null;
  readonly destLayoutId: string | null;
  readonly destLayoutName: string | null;
  readonly destStationCode: string | null;
  readonly destZoneName: string | null;
  readonly groupCode: string | null;
  readonly groupName: string | null;
  readonly warningInfo: string | null;
  readonly stationContainerTrans: string | null;
  readonly externalCode: string | null;
  readonly externalLineCode: string | null;
  readonly externalInfo: string | null;
  readonly taskType: string | null;
  readonly callOrderType: string | null;
  readonly priority: number;
  readonly memo: string | null;
  readonly updateBy: string | null;
  readonly updateTime: number;
}

/** GET /agvserver/transorderTemplate/createOrderByTemplateId: ids comma-joined. */
export const CreateByTemplateQuery = z.object({
  ids: OrderIdsQuery.shape.ids,
  taskChainCycleTimes: z.coerce.number().int().min(1).max(999).default(1),
});

/** What createTask and createOrderByTemplateId return. */
export interface CreatedOrders {
  readonly ids: readonly string[];
  readonly transorderCodes: readonly string[];
}

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
export interface CreatedCallOrder {
  readonly id: string;
  readonly callOrderCode: string;
  readonly taskId: string;
  readonly taskCode: string;
}

/** GET /customserver/wx/callOrderDetail: by the transport order's id or the external line code. */
export const CallOrderDetailQuery = z
  .object({ taskId: Id.optional(), externalLineCode: z.string().trim().min(1).max(64).optional() })
  .refine((v) => v.taskId || v.externalLineCode, { path: ['taskId'], message: 'required' });

/** SPEC §3 call-order detail line; isSend 1 completed, 0 pending (§4). */
export interface CallOrderDetailLine {
  readonly id: string;
  readonly seq: number;
  readonly stationName: string;
  readonly actionName: string;
  readonly isSend: number;
}
