import { z } from 'zod';
import { Patterns } from '../patterns.js';
import { Code, Id } from './fields.js';

/*
 * Fleet data (SPEC §3 AGV, Station on map, Layout data, Segment, zones, equipment) and the read
 * calls of SPEC §7 "Vehicles" and "Stations/zones" on it. Map coordinates (mapX, mapY, control
 * points, width, height, stationRadius) are in map units; lengths are in mm.
 */

export const STATION_TYPES = ['Public', 'Working', 'Block', 'Charging'] as const;
export type StationType = (typeof STATION_TYPES)[number];

export const SEGMENT_TYPES = ['straight', 'Bezier'] as const;
export type SegmentType = (typeof SEGMENT_TYPES)[number];

/**
 * Segment directions of the path tooltip (SPEC §2). forward and reverse allow src -> dest only
 * (reverse driving tail first); both, double-forward and double-backward allow both ways (see
 * @agvs/core model/layout.ts for the drive direction of each).
 */
export const SEGMENT_DIRECTIONS = ['forward', 'reverse', 'both', 'double-forward', 'double-backward'] as const;
export type SegmentDirection = (typeof SEGMENT_DIRECTIONS)[number];

/** Whether a segment of this direction can be travelled from dest to src. */
export function isTwoWayDirection(direction: SegmentDirection): boolean {
  return direction !== 'forward' && direction !== 'reverse';
}

export const ZONE_TYPES = ['Public', 'Working', 'Block', 'Charging', 'Parking'] as const;
export type ZoneType = (typeof ZONE_TYPES)[number];

export const AGV_DIRECTIONS = ['Forward', 'Backward'] as const;
export type AgvDirection = (typeof AGV_DIRECTIONS)[number];

export const CONTROL_TASK_TYPES = ['Delivery', 'Charge', 'Park'] as const;
export type ControlTaskType = (typeof CONTROL_TASK_TYPES)[number];

export const ERROR_LEVELS = ['Notice', 'Warning', 'Error', 'Fatal'] as const;
export type ErrorLevel = (typeof ERROR_LEVELS)[number];

export const ERROR_CATEGORIES = ['AgvError', 'SystemError'] as const;
export type ErrorCategory = (typeof ERROR_CATEGORIES)[number];

/** Defaults of SPEC §3 / §9. */
export const DEFAULT_LAYOUT_WIDTH = 1180;
export const DEFAULT_LAYOUT_HEIGHT = 960;
export const DEFAULT_AGV_IMAGE = 'blueAGV.png';
export const DEFAULT_AGV_IMAGE_SIZE = 40;

const Text = (max: number) => z.string().trim().max(max);

// ---------------------------------------------------------------------------------------------
// Vehicles

/** GET /agvserver/agv/queryByUid */
export const AgvUidQuery = z.object({ agvUid: Id });

/** GET /agvserver/agv/queryByAgvCodeOrName: agvKey matches uid, code or name anywhere, ignoring case. */
export const AgvSearchQuery = z.object({
  agvKey: Text(64).optional(),
  agvName: Text(100).optional(),
  modelId: Id.optional(),
  currentLayoutId: Id.optional(),
});
export type AgvSearchQuery = z.input<typeof AgvSearchQuery>;

/**
 * A form value checked against a SPEC §5 pattern: the console sends numbers or text, the pattern
 * judges the text, the server keeps the number.
 */
const patterned = (pattern: RegExp) =>
  z
    .union([z.number(), z.string().trim().min(1)])
    .transform(String)
    .pipe(z.string().regex(pattern))
    .transform(Number);

const flag = patterned(Patterns.isValid);
/** Battery percentages: batteryLowLevel int2, the others the batteryFullLevel rule (int3, at most 100). */
const batteryLevel = patterned(Patterns.int3).pipe(z.number().max(100));
/** An optional level: left empty ('' or null, as queryByUid gives it back) it is stored as not set. */
const optionalBatteryLevel = z.union([batteryLevel, z.literal('').transform(() => null)]).nullish();

/** controlTaskType: a JSON list of { taskType } (SPEC §3); sent as the list or as its JSON text. */
const ControlTaskTypes = z
  .preprocess(
    (input, ctx) => {
      if (typeof input !== 'string') return input;
      if (input.trim() === '') return [];
      try {
        return JSON.parse(input) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', input, message: 'json', params: { message: 'fleet.controlTaskTypeInvalid' } });
        return z.NEVER;
      }
    },
    z.array(z.object({ taskType: z.enum(CONTROL_TASK_TYPES) })).max(CONTROL_TASK_TYPES.length),
  )
  .transform((list) => list.map((t) => ({ taskType: t.taskType })));

/** The AGV dialog's fields (SPEC §5 "AGV form"). */
const AgvFormFields = z.object({
  currentLayoutId: Id,
  agvUid: z.string().trim().min(1).max(64),
  agvCode: z.string().trim().regex(Patterns.code).optional(),
  agvName: Text(100).optional(),
  groupId: Id.nullish(),
  modelId: Id,
  isValid: flag,
  agvType: z.string().trim().min(1).max(32),
  agvHeadType: z.string().trim().min(1).max(32),
  agvProtocol: z.string().trim().min(1).max(32),
  agvSpeed: patterned(Patterns.positiveDouble),
  agvIp: z.string().trim().min(1).regex(Patterns.ip),
  isCommunicationLog: flag,
  taskStrategy: z.string().trim().min(1).max(32),
  isLock: flag,
  isAutoAllocation: flag,
  controlTaskType: ControlTaskTypes.optional(),
  batteryLowLevel: patterned(Patterns.int2),
  runOrderBatteryLevel: optionalBatteryLevel,
  freeBatteryLevel: optionalBatteryLevel,
  batteryFullLevel: batteryLevel,
  batteryFullTime: patterned(Patterns.long),
  chargeChangeTime: patterned(Patterns.long).nullish(),
  currentDirection: z.enum(AGV_DIRECTIONS).optional(),
  currentRotation: patterned(Patterns.double).optional(),
  agvImage: z.string().regex(/^[\w-]{1,60}\.(png|gif|jpg|svg)$/).optional(),
  agvImageSize: patterned(Patterns.int3),
});

type AgvFormValues = z.output<typeof AgvFormFields>;

/** Levels must rise: forced charge <= run-order and idle-charge levels <= full level. */
function checkBatteryLevels(value: AgvFormValues, ctx: z.RefinementCtx): void {
  const low = value.batteryLowLevel;
  const full = value.batteryFullLevel;
  const issue = (path: keyof AgvFormValues) =>
    ctx.addIssue({ code: 'custom', path: [path], message: 'battery order', params: { message: 'fleet.batteryOrder' } });
  if (low > full) issue('batteryLowLevel');
  if (value.runOrderBatteryLevel != null && (value.runOrderBatteryLevel < low || value.runOrderBatteryLevel > full)) {
    issue('runOrderBatteryLevel');
  }
  if (value.freeBatteryLevel != null && (value.freeBatteryLevel < low || value.freeBatteryLevel > full)) {
    issue('freeBatteryLevel');
  }
}

/** Cross-field rules run only on a form whose fields passed their own checks. */
const whenFieldsValid = { when: (payload: { readonly issues: readonly unknown[] }) => payload.issues.length === 0 };

/** POST /agvserver/agv/add */
export const AgvAddRequest = AgvFormFields.superRefine(checkBatteryLevels, whenFieldsValid);
export type AgvAddRequest = z.input<typeof AgvAddRequest>;

/** PUT /agvserver/agv/edit: the same form with the record's id. */
export const AgvEditRequest = AgvFormFields.extend({ id: Id }).superRefine(checkBatteryLevels, whenFieldsValid);
export type AgvEditRequest = z.input<typeof AgvEditRequest>;

/** An AGV as SPEC §3 lists it, with its model, group and brand names. */
export interface Agv {
  readonly id: string;
  readonly agvUid: string;
  readonly agvCode: string;
  readonly agvName: string;
  readonly mapId: string | null;
  readonly currentLayoutId: string | null;
  readonly groupId: string | null;
  readonly groupName: string | null;
  readonly modelId: string;
  readonly modelName: string;
  readonly brandId: string | null;
  readonly agvType: string;
  readonly agvHeadType: string;
  readonly agvProtocol: string;
  /** mm/s */
  readonly agvSpeed: number;
  readonly agvIp: string;
  readonly isValid: number;
  readonly isCommunicationLog: number;
  readonly taskStrategy: string;
  readonly isConnected: number;
  /** 1 locked, 0 unlocked */
  readonly isLock: number;
  readonly isAutoAllocation: number;
  /** JSON list of { taskType } or '' when none; the console parses it. */
  readonly controlTaskType: string;
  readonly batteryLowLevel: number;
  readonly runOrderBatteryLevel: number | null;
  readonly freeBatteryLevel: number | null;
  readonly batteryFullLevel: number;
  /** minutes */
  readonly batteryFullTime: number;
  /** ms since epoch of the last charge status change */
  readonly chargeChangeTime: number | null;
  readonly currentDirection: AgvDirection;
  readonly currentRotation: number;
  readonly agvImage: string;
  readonly agvImageSize: number;
  /** Where the vehicle was last placed (the runtime keeps the live position). */
  readonly currentStationCode: string | null;
  readonly updateTime: number;
}

// ---------------------------------------------------------------------------------------------
// Layouts, stations, zones, equipment

export const LayoutIdQuery = z.object({ layoutId: Id });

/** POST /agvserver/layoutGraph/getGraphData */
export const GraphDataRequest = z.object({ layoutId: Id });

/** One layout model (SPEC §3 "Map data"): graphData and threeData are JSON text, threeData may be empty. */
export interface LayoutModel {
  readonly id: string;
  readonly layoutId: string;
  readonly modelName: string;
  readonly graphData: string;
  readonly threeData: string | null;
  readonly updateTime: number;
}

/** A station as the map draws it (SPEC §3 "Station on map"). */
export interface MapStation {
  readonly stationId: string;
  readonly stationCode: string;
  /** Same as stationCode: the spec's rfid. */
  readonly rfid: string;
  readonly stationName: string;
  /** First zone link of the station, if any. */
  readonly zoneStationId: string | null;
  readonly graphId: number;
  readonly mapX: number;
  readonly mapY: number;
  readonly width: number;
  readonly type: StationType;
  readonly isOccupied: number;
  readonly stationContainerType: string | null;
  readonly externalInfo: string | null;
}

/** GET /agvserver/zoneStation/querySimpleByLayoutId: a map station with the vehicle standing on it (SPEC §3 "Station on map"). */
export interface MapStationWithVehicle extends MapStation {
  /** A vehicle stands there (1/0). */
  readonly isOccupiedStation: number;
  readonly agvName: string | null;
  /** The map's colour for the station's state: `stationColour` below. */
  readonly stationColor: string;
}

export interface ControlPoint {
  readonly controlx: number;
  readonly controly: number;
}

/** SPEC §3 "Segment". */
export interface MapSegment {
  readonly id: string;
  readonly srcStationCode: string;
  readonly destStationCode: string;
  readonly srcGraphId: number;
  readonly destGraphId: number;
  readonly type: SegmentType;
  /** Two control points for a Bezier, empty for a straight segment. */
  readonly controlPoints: readonly ControlPoint[];
  /** mm */
  readonly length: number;
  readonly direction: SegmentDirection;
}

/** SPEC §3 "Layout data". */
export interface LayoutGraph {
  readonly layoutId: string;
  readonly mapId: string;
  readonly width: number;
  readonly height: number;
  /** mm per map unit, to turn map coordinates into the core's mm. */
  readonly mmPerUnit: number;
  /** mm: the site frame (LIF, VDA 5050) in metres is x = (originX + mapX·mmPerUnit)/1000, y = (originY − mapY·mmPerUnit)/1000. */
  readonly originX: number;
  readonly originY: number;
  readonly iniconfig: { readonly stationRadius: number };
  readonly stationList: readonly MapStation[];
  readonly segmentList: readonly MapSegment[];
}

/** GET /agvserver/zoneStation/querySimpleByLayoutId; zoneType keeps the stations of zones of that type (Block, Working). */
export const ZoneStationSimpleQuery = z.object({ layoutId: Id, zoneType: z.enum(ZONE_TYPES).optional() });

/** GET /agvserver/station/queryProbableStationListByStationCodeAndLayoutId: codes containing the text. */
export const ProbableStationQuery = z.object({ stationCode: Code, layoutId: Id });

/** A station found by code (stationVo). */
export interface StationVo {
  readonly id: string;
  readonly stationCode: string;
  readonly stationName: string;
  readonly graphId: number;
  readonly layoutId: string;
  readonly mapX: number;
  readonly mapY: number;
  readonly type: StationType;
}

/** Most stations a code search returns. */
export const PROBABLE_STATION_LIMIT = 20;

/** GET /agvserver/zone/queryList */
export const ZoneListQuery = z.object({ layoutId: Id.optional(), zoneType: z.enum(ZONE_TYPES).optional() });

export interface Zone {
  readonly id: string;
  readonly layoutId: string;
  readonly zoneCode: string;
  readonly zoneName: string;
  readonly zoneType: ZoneType;
  readonly stationCount: number;
}

/** GET /agvserver/zoneStation/queryByZoneId */
export const ZoneIdQuery = z.object({ zoneId: Id });

export interface ZoneStation {
  readonly id: string;
  readonly zoneId: string;
  readonly stationId: string;
  readonly stationCode: string;
  readonly graphId: number;
  readonly type: StationType;
  readonly isOccupied: number;
  readonly stationContainerType: string | null;
  readonly externalInfo: string | null;
}

/** GET /agvserver/equipment/queryByLayoutIdAndEquipmentCode */
export const EquipmentQuery = z.object({ layoutId: Id, equipmentCode: Code });

export interface Equipment {
  readonly id: string;
  readonly layoutId: string;
  readonly equipmentCode: string;
  readonly equipmentName: string;
  readonly brandName: string | null;
  readonly modelName: string | null;
  readonly stationCode: string | null;
  readonly ipAddress: string | null;
  /** Custom info pairs for the tooltip; {} when the stored text is not a JSON object. */
  readonly customInfo: Readonly<Record<string, string>>;
}

// ---------------------------------------------------------------------------------------------
// Table dictionaries

/** Table dictionaries of GET /agvserver/common/selectList/{dictCode}; each is one fixed query. */
export const TABLE_DICT_CODES = [
  'map_layout', 'groupByMapId', 'equipmentByStation', 'agvByLayoutId', 'zoneQuery',
  // Plain dictionaries the console also asks for here (SPEC §7 "Dictionary codes used").
  'taskType', 'stationContainerTrans', 'valid_status',
] as const;
export type TableDictCode = (typeof TABLE_DICT_CODES)[number];

export const TableDictParams = z.object({ dictCode: z.enum(TABLE_DICT_CODES) });

/** Filters the table dictionaries understand (each uses the ones it needs). */
export const TableDictQuery = z.object({
  mapId: Id.optional(),
  layoutId: Id.optional(),
  stationCode: Text(64).optional(),
  zoneType: z.enum(ZONE_TYPES).optional(),
});

export interface TableDictItem {
  readonly value: string;
  readonly text: string;
  readonly title: string;
}

export const CascaderParams = z.object({ code: z.enum(['map_layout']) });

/** One node of GET /agvserver/common/selecCascadertList/map_layout (maps, then their layouts). */
export interface CascaderNode {
  readonly value: string;
  readonly label: string;
  readonly children?: readonly CascaderNode[];
}
