import { z } from 'zod';
import { Code, Flag, Id } from './fields.js';
import type { TransorderDetail, TransorderDetailStep } from './orders.js';

/*
 * Live fleet state and vehicle commands (SPEC §7 "Vehicles", "Stations/zones"): AGV info cards,
 * occupied stations, station loads, locks, rotation, vehicle errors, kanban stations and the
 * live socket. Map coordinates are map units; times ms since epoch.
 */
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
    /** The vehicle's own settings page (`http://{agvIp}/`), null without an IPv4 address. */
    readonly agvSetLink: string | null;
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
  /**
   * It carries a load no order accounts for (its order was closed after the pick): it takes only
   * a drop-only task naming it, may charge and park, and can be marked "unloaded by hand".
   */
  readonly loadedWithoutOrder: boolean;
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

/** POST /agvserver/agv/unloadByHand: the load no order carries was taken off the vehicle by hand. */
export const AgvIdBody = z.object({ agvId: Id });

// ---------------------------------------------------------------------------------------------
// Live state socket /agvs/ws/fleet?layoutId=..&token=..

export const FleetSocketQuery = z.object({ layoutId: Id, token: z.string().min(1).max(4000), tenant_id: z.coerce.number().int().optional() });

export type FleetSocketMessage =
  | { readonly type: 'snapshot'; readonly agvs: readonly AgvInfoCard[]; readonly occupied: readonly OccupiedStation[] }
  | { readonly type: 'agvs'; readonly agvs: readonly AgvInfoCard[] }
  | { readonly type: 'occupied'; readonly occupied: readonly OccupiedStation[] }
  | { readonly type: 'orders'; readonly orders: readonly { readonly id: string; readonly transorderStatus: string; readonly agvId: string | null }[] };

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
