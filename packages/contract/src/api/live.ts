import { z } from 'zod';
import { Code, Flag, Id } from './fields.js';
import type { FieldPatch } from './live-patch.js';
import { TransorderDetail, TransorderDetailStep } from './orders.js';

/*
 * Live fleet state and vehicle commands (SPEC §7 "Vehicles", "Stations/zones"): AGV info cards,
 * occupied stations, station loads, locks, rotation, vehicle errors, kanban stations and the
 * live socket. Map coordinates are map units; times ms since epoch.
 */
// ---------------------------------------------------------------------------------------------
// Live vehicles and stations

/** GET /agvserver/map/getMapSimpleAgvInfo */
export const MapIdQuery = z.object({ mapId: Id });

/** SPEC §3 "AGV error info": an open error of a vehicle (agvErrorInfoVoList). */
export const AgvErrorInfo = z.object({
  id: z.string(),
  agvName: z.string().nullable(),
  /** Notice, Warning, Error, Fatal */
  errorLevel: z.string(),
  errorCode: z.string(),
  errorData: z.string().nullable(),
  errorDesc: z.string().nullable(),
  /** ms since epoch */
  createTime: z.number(),
  /** AgvError or SystemError */
  category: z.string(),
  errorType: z.string(),
  errorName: z.string().nullable(),
  solution: z.string().nullable(),
});
export type AgvErrorInfo = z.output<typeof AgvErrorInfo>;

/**
 * An info card's error entry: the vehicle's open error record with every SPEC §3 field; an error
 * the vehicle just reported, whose record is not written yet, carries code, level and vehicle only.
 */
export const CardErrorInfo = AgvErrorInfo.partial().required({ errorCode: true, errorLevel: true, agvName: true });
export type CardErrorInfo = z.output<typeof CardErrorInfo>;

/** SPEC §3 "AGV info card". */
export const AgvInfoCard = z.object({
  agvUid: z.string(),
  agvVo: z.object({
    id: z.string(),
    agvUid: z.string(),
    agvCode: z.string(),
    agvName: z.string(),
    modelId: z.string(),
    modelName: z.string(),
    groupId: z.string().nullable(),
    groupName: z.string().nullable(),
    brandId: z.string().nullable(),
    /** 1 locked, 0 unlocked */
    isLock: z.number(),
    /** 1 connected, 0 offline */
    isConnected: z.number(),
    /** degrees: the live heading */
    rotation: z.number(),
    /** The model's map drawing factors (convert rate, mirroring 1/0, offsets in map units). */
    convertRate: z.number(),
    isReversalX: z.number(),
    isReversalY: z.number(),
    offsetX: z.number(),
    offsetY: z.number(),
    /** The vehicle's own settings page (`http://{agvIp}/`), null without an IPv4 address. */
    agvSetLink: z.string().nullable(),
    /** Forward or Backward */
    currentDirection: z.string(),
    /** degrees: the rotation the map last reported */
    currentRotation: z.number(),
    /** mm/s */
    agvSpeed: z.number(),
    agvImage: z.string(),
    /** px */
    agvImageSize: z.number(),
  }),
  layoutId: z.string(),
  /** MANUAL when the vehicle is locked out of automatic dispatching. */
  scheduleMode: z.enum(['MANUAL', 'AUTO']),
  /** SPEC §4: RUNNING, PAUSE, CONTROL_PARK, ERROR, STOP. */
  runStatus: z.string(),
  /** The core's finer status (Idle, Moving, Waiting, Working, Charging, Parked...). */
  fleetStatus: z.string(),
  chargeStatus: z.enum(['CHARGING', 'UNCHARGED']),
  /** % */
  battery: z.number(),
  /** map units */
  x: z.number(),
  /** map units */
  y: z.number(),
  /** degrees */
  angle: z.number(),
  stationCode: z.string().nullable(),
  nextStationCode: z.string().nullable(),
  /** Distance from the last station along the current segment, mm. */
  stationMoveDistance: z.number(),
  destStationGraphId: z.number().nullable(),
  srcStationCode: z.string().nullable(),
  srcStationName: z.string().nullable(),
  destStationCode: z.string().nullable(),
  destStationName: z.string().nullable(),
  /** Main.LoadStatus: 1 loaded, 0 empty. */
  agvStatus: z.object({ Main: z.object({ LoadStatus: z.number() }) }),
  /**
   * It carries a load no order accounts for (its order was closed after the pick): it takes only
   * a drop-only task naming it, may charge and park, and can be marked "unloaded by hand".
   */
  loadedWithoutOrder: z.boolean(),
  transorderVo: z.object({ id: z.string(), transorderCode: z.string(), transorderStatus: z.string(), transorderType: z.string() }).nullable(),
  /** The vehicle's stop of its current order (SPEC §3 order detail record); null without an order. */
  curTransorderDetail: TransorderDetail.nullable(),
  /** The action steps at that stop (SPEC §3: seq, actionStepName, isSend, warningInfo). */
  curStationActionStepVoList: z.array(TransorderDetailStep.pick({ seq: true, actionStepName: true, isSend: true, warningInfo: true })),
  /** Extra display rows of the AGV tag, in groups; empty when none are configured. */
  displayInfo: z.array(z.object({ Val: z.array(z.object({ Desc: z.string(), Val: z.string() })) })),
  agvErrorInfoVoList: z.array(CardErrorInfo),
  /** trafficByAgvCode: codes of the vehicles it waits for, comma-joined; trafficTime: when it began waiting, ms of the fleet clock (it stays while the wait lasts). */
  agvTrafficStatusDto: z.object({ trafficByAgvCode: z.string(), trafficTime: z.number() }).nullable(),
});
export type AgvInfoCard = z.output<typeof AgvInfoCard>;

/** An entry of GET /agvserver/station/getOccupiedStationSimpleList. */
export const OccupiedStation = z.object({
  /** Row id of a manual occupation (for removeOccupiedStation), or 'agv:<agvId>' for where a vehicle stands. */
  id: z.string(),
  stationVo: z.object({ id: z.string(), stationCode: z.string(), graphId: z.number() }),
  agvId: z.string().nullable(),
  agvName: z.string().nullable(),
  /** 1: set by an operator; 0: a vehicle stands there. */
  manual: z.number(),
});
export type OccupiedStation = z.output<typeof OccupiedStation>;

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

export const FleetSocketQuery = z.object({
  layoutId: Id,
  token: z.string().min(1).max(4000),
  tenant_id: z.coerce.number().int().optional(),
  /** layout: only the layoutVersion messages; all (the vehicles, occupancy and orders) by default. */
  watch: z.enum(['all', 'layout']).optional(),
});

/** The changed fields of the card of vehicle `agvUid` (the fleet socket's agvPatch). */
export interface AgvCardPatch extends FieldPatch {
  readonly agvUid: string;
}

/**
 * What /agvs/ws/fleet sends: one snapshot when the socket opens (the answers of
 * getLayoutSimpleAgvInfo and getOccupiedStationSimpleList), then deltas only. A client that
 * replaces its state with the snapshot and applies each delta (upsert by key, drop the removed
 * keys, patch the cards named) holds what those polling calls would answer. After a reconnect the
 * new snapshot replaces everything.
 */
export type FleetSocketMessage =
  | { readonly type: 'snapshot'; readonly agvs: readonly AgvInfoCard[]; readonly occupied: readonly OccupiedStation[] }
  /** Cards of vehicles that joined or changed (by agvUid; whole, replacing the card held), and the agvUids of vehicles that left. */
  | { readonly type: 'agvs'; readonly agvs: readonly AgvInfoCard[]; readonly removed: readonly string[] }
  /**
   * What changed of cards the client already holds (a moving vehicle: its position, heading,
   * battery, status), field by field (FieldPatch; applyFieldPatch applies one): a few dozen bytes
   * instead of the whole card. A card whose patch would be no smaller comes whole in `agvs`.
   */
  | { readonly type: 'agvPatch'; readonly patches: readonly AgvCardPatch[] }
  /** Occupied entries taken or changed (by id), and the ids of entries freed. */
  | { readonly type: 'occupied'; readonly occupied: readonly OccupiedStation[]; readonly removed: readonly string[] }
  | { readonly type: 'orders'; readonly orders: readonly { readonly id: string; readonly transorderStatus: string; readonly agvId: string | null }[] }
  /**
   * Loads on stations (isOccupied of the station calls; set by updateStationOccupiedStatus and by
   * vehicles picking and dropping): codes of the stations loaded and freed since the last message.
   * Sent once after the snapshot with `all` (loaded then lists every loaded station), then as deltas.
   */
  | { readonly type: 'loads'; readonly loaded: readonly string[]; readonly freed: readonly string[]; readonly all?: true }
  /**
   * The published version the fleet runs: sent when the socket opens and whenever a version is
   * published onto the fleet (layout/publish, layout/publishVersion); consoles reload the map then.
   */
  | { readonly type: 'layoutVersion'; readonly layoutId: string; readonly version: number };

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

/** GET /agvserver/zoneStation/queryByLayoutIdAndZoneType: blocked-zone or working-zone stations of the map. */
export const ZoneTypeStationQuery = z.object({ layoutId: Id, zoneType: z.enum(['Block', 'Working']) });

/** A station of the kanban boards: its map entry plus the vehicle standing on it. */
export const KanbanStation = z.object({
  stationId: z.string(),
  stationCode: z.string(),
  stationName: z.string(),
  graphId: z.number(),
  /** map units */
  mapX: z.number(),
  /** map units */
  mapY: z.number(),
  /** Public, Working, Block, Charging */
  type: z.string(),
  /** A load stands there (1/0). */
  isOccupied: z.number(),
  stationContainerType: z.string().nullable(),
  /** A vehicle stands there (1/0). */
  isOccupiedStation: z.number(),
  agvId: z.string().nullable(),
  agvCode: z.string().nullable(),
  agvName: z.string().nullable(),
});
export type KanbanStation = z.output<typeof KanbanStation>;
