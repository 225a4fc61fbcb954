import { z } from 'zod';
import { PageQuery } from './system.js';

/*
 * Live fleet calls (SPEC §7 "Vehicles", "Stations/zones", "Orders", "Templates"): AGV info cards,
 * occupied stations, creating and closing transport orders, vehicle commands. Map coordinates
 * are map units; times ms since epoch.
 */

const Id = z.string().trim().min(1).max(64);
const Flag = z.coerce.number().int().min(0).max(1);
const Code = z.string().trim().min(1).max(64);

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
// Live vehicles and stations

/** GET /agvserver/map/getMapSimpleAgvInfo */
export const MapIdQuery = z.object({ mapId: Id });

/** SPEC §3 "AGV info card". */
export interface AgvInfoCard {
  readonly agvUid: string;
  readonly agvVo: {
    readonly id: string;
    readonly agvUid: string;
    readonly agvCode: string;
    readonly agvName: string;
    readonly modelId: string;
    readonly modelName: string;
    readonly groupId: string | null;
    readonly groupName: string | null;
    readonly brandId: string | null;
    readonly isLock: number;
    readonly isConnected: number;
    readonly rotation: number;
    readonly convertRate: number;
    readonly isReversalX: number;
    readonly isReversalY: number;
    readonly offsetX: number;
    readonly offsetY: number;
    readonly currentDirection: string;
    readonly currentRotation: number;
    readonly agvSpeed: number;
    readonly agvImage: string;
    readonly agvImageSize: number;
  };
  readonly layoutId: string;
  /** MANUAL when the vehicle is locked out of automatic dispatching. */
  readonly scheduleMode: 'MANUAL' | 'AUTO';
  /** SPEC §4: RUNNING, PAUSE, CONTROL_PARK, ERROR, STOP. */
  readonly runStatus: string;
  /** The core's finer status (Idle, Moving, Waiting, Working, Charging, Parked...). */
  readonly fleetStatus: string;
  readonly chargeStatus: 'CHARGING' | 'UNCHARGED';
  readonly battery: number;
  readonly x: number;
  readonly y: number;
  readonly angle: number;
  readonly stationCode: string | null;
  readonly nextStationCode: string | null;
  /** Distance from the last station along the current segment, mm. */
  readonly stationMoveDistance: number;
  readonly destStationGraphId: number | null;
  readonly srcStationCode: string | null;
  readonly srcStationName: string | null;
  readonly destStationCode: string | null;
  readonly destStationName: string | null;
  readonly agvStatus: { readonly Main: { readonly LoadStatus: number } };
  readonly transorderVo: { readonly id: string; readonly transorderCode: string; readonly transorderStatus: string; readonly transorderType: string } | null;
  /** The vehicle's stop of its current order (SPEC §3 order detail record); null without an order. */
  readonly curTransorderDetail: TransorderDetail | null;
  /** The action steps at that stop (SPEC §3: seq, actionStepName, isSend, warningInfo). */
  readonly curStationActionStepVoList: readonly Pick<TransorderDetailStep, 'seq' | 'actionStepName' | 'isSend' | 'warningInfo'>[];
  /** Extra display rows of the AGV tag, in groups; empty when none are configured. */
  readonly displayInfo: readonly { readonly Val: readonly { readonly Desc: string; readonly Val: string }[] }[];
  readonly agvErrorInfoVoList: readonly CardErrorInfo[];
  readonly agvTrafficStatusDto: { readonly trafficByAgvCode: string; readonly trafficTime: number } | null;
}

/** An entry of GET /agvserver/station/getOccupiedStationSimpleList. */
export interface OccupiedStation {
  /** Row id of a manual occupation (for removeOccupiedStation), or 'agv:<agvId>' for where a vehicle stands. */
  readonly id: string;
  readonly stationVo: { readonly id: string; readonly stationCode: string; readonly graphId: number };
  readonly agvId: string | null;
  readonly agvName: string | null;
  /** 1: set by an operator; 0: a vehicle stands there. */
  readonly manual: number;
}

/** PUT /agvserver/zoneStation/updateStationOccupiedStatus: the load on a station (id = station id). */
export const UpdateStationOccupiedRequest = z.object({
  id: Id,
  isOccupied: Flag,
  stationContainerType: z.string().trim().max(64).nullish(),
  externalInfo: z.string().max(2000).nullish(),
});
export type UpdateStationOccupiedRequest = z.input<typeof UpdateStationOccupiedRequest>;

/** POST /agvserver/station/setOccupiedStation: an operator holds a station for a vehicle. */
export const SetOccupiedStationRequest = z.object({ layoutId: Id, stationCode: Code, agvId: Id.nullish() });
export type SetOccupiedStationRequest = z.input<typeof SetOccupiedStationRequest>;

/** POST /agvserver/station/removeOccupiedStation */
export const IdBody = z.object({ id: Id });

/** POST /agvserver/agv/setIsLockByAgvUid */
export const SetLockRequest = z.object({ agvUid: Id, isLock: Flag });
export type SetLockRequest = z.input<typeof SetLockRequest>;

/** POST /agvserver/agv/lockAgv and /shutdownAgv: the selected rows of the online AGV list. */
export const AgvRowsRequest = z.array(z.object({ id: Id }).passthrough()).min(1).max(1000);
export type AgvRowsRequest = z.input<typeof AgvRowsRequest>;

/** POST /agvserver/agv/updateCurrentRotationById */
export const RotationRequest = z.object({ id: Id, currentRotation: z.coerce.number().min(-360).max(720) });

/** GET /agvserver/task/createChargeTaskImmediately and createParkTaskImmediately */
export const AgvIdQuery = z.object({ agvId: Id });

// ---------------------------------------------------------------------------------------------
// Transport orders

/** POST /agvserver/task/createTask (SPEC §3 create-task form, §5 rules). Destination: a station or a zone. */
export const CreateTaskRequest = z
  .object({
    modelId: Id.nullish(),
    groupId: Id.nullish(),
    agvId: Id.nullish(),
    srcStationCode: Code,
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
// Live state socket /agvs/ws/fleet?layoutId=..&token=..

export const FleetSocketQuery = z.object({ layoutId: Id, token: z.string().min(1).max(4000), tenant_id: z.coerce.number().int().optional() });

export type FleetSocketMessage =
  | { readonly type: 'snapshot'; readonly agvs: readonly AgvInfoCard[]; readonly occupied: readonly OccupiedStation[] }
  | { readonly type: 'agvs'; readonly agvs: readonly AgvInfoCard[] }
  | { readonly type: 'occupied'; readonly occupied: readonly OccupiedStation[] }
  | { readonly type: 'orders'; readonly orders: readonly { readonly id: string; readonly transorderStatus: string; readonly agvId: string | null }[] };

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

// ---------------------------------------------------------------------------------------------
// Vehicle errors and kanban stations

/** GET /agvserver/agvErrorInfo/queryErrorInfoByType: errorType AgvError, SystemError, or empty/all for both. */
export const ErrorInfoQuery = z.object({
  agvId: Id,
  errorType: z
    .string()
    .trim()
    .max(20)
    .optional()
    .transform((v) => (!v || v.toLowerCase() === 'all' ? undefined : v))
    .pipe(z.enum(['AgvError', 'SystemError']).optional()),
});

/**
 * An info card's error entry: the vehicle's open error record with every SPEC §3 field; an error
 * the vehicle just reported, whose record is not written yet, carries code, level and vehicle only.
 */
export type CardErrorInfo = Pick<AgvErrorInfo, 'errorCode' | 'errorLevel' | 'agvName'> & Partial<AgvErrorInfo>;

/** SPEC §3 error entry (agvErrorInfoVoList). */
export interface AgvErrorInfo {
  readonly id: string;
  readonly agvName: string | null;
  readonly errorLevel: string;
  readonly errorCode: string;
  readonly errorData: string | null;
  readonly errorDesc: string | null;
  readonly createTime: number;
  readonly category: string;
  readonly errorType: string;
  readonly errorName: string | null;
  readonly solution: string | null;
}

/** GET /agvserver/zoneStation/queryByLayoutIdAndZoneType: blocked-zone or working-zone stations of the map. */
export const ZoneTypeStationQuery = z.object({ layoutId: Id, zoneType: z.enum(['Block', 'Working']) });

/** A station of the kanban boards: its map entry plus the vehicle standing on it. */
export interface KanbanStation {
  readonly stationId: string;
  readonly stationCode: string;
  readonly stationName: string;
  readonly graphId: number;
  readonly mapX: number;
  readonly mapY: number;
  readonly type: string;
  /** A load stands there (1/0). */
  readonly isOccupied: number;
  readonly stationContainerType: string | null;
  /** A vehicle stands there (1/0). */
  readonly isOccupiedStation: number;
  readonly agvId: string | null;
  readonly agvCode: string | null;
  readonly agvName: string | null;
}
